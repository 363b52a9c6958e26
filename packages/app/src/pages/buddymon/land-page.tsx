/**
 * /buddymon/land, the seven lands (spec §2 reward area land; ADR 034): each land in its order, with its picture, its
 * words and its characters in their order, each marked as the child's or not yet, and the way to the shop's
 * characters. An open land is entered (ADR 065): the buddy walks into its scene, and stays there once the child owns
 * the land's background and says so.
 */
import { BadgeCheck, Lock, Footprints } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { LandInfo } from '@buddy/contract';
import { rewardMutations, rewardQueries } from '@buddy/api';
import { EMPTY_LAYOUT } from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { PetStage, type PetMotion } from '@buddy/ui/pet-stage';
import { Status } from '@buddy/ui/status';
import { LandScene, rewardWords, type LandSceneState } from '../../blocks/reward';
import { useApp } from '../../app/context';
import { BuddymonFrame } from './buddymon-frame';
import { BUDDYMON_WORDS } from './buddymon-words';
import { inScene, toPetLayers } from './reward-view';
import { failureMessage } from './shelf-address';

const WORDS = BUDDYMON_WORDS.lands;

const byOrder = <T extends { ords: number }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => a.ords - b.ords);

const SCENE = rewardWords.scene;

/** The land being visited: the buddy walks into its scene; owning its background, the child may keep it (ADR 065). */
function LandVisit({
  land,
  onClose,
}: {
  land: LandInfo & { scene: NonNullable<LandInfo['scene']> };
  onClose: () => void;
}) {
  const { api, queryClient } = useApp();
  const pet = useQuery(rewardQueries.character(api));
  const save = useMutation(rewardMutations.saveCharacter(api, queryClient));
  const [motion, setMotion] = useState<PetMotion | null>('enter');
  const saved = pet.data?.layout ?? EMPTY_LAYOUT;
  const there = inScene(saved, land.scene);
  const home = saved.model.layers.some((layer) => layer.type === 'RWD_BG' && layer.id === land.scene.itemId);
  let state: LandSceneState = land.scene.owned ? 'keep' : 'visit';
  if (save.isPending) state = 'saving';
  else if (save.isError) state = 'failed';
  else if (save.isSuccess) state = 'saved';
  else if (home) state = 'home';
  return (
    <LandScene
      open
      land={land.landNm}
      state={state}
      failure={save.isError ? failureMessage(save.error) : ''}
      shopHref="/buddymon/mybuddymon/myShop?catgr=BG"
      homeHref="/buddymon"
      onKeep={() => {
        // Nothing to keep before a character is chosen; the pet is loaded before the button can be pressed.
        if (!pet.data || there.characterId < 1) return;
        save.mutate({ itemId: there.characterId, dpyData: JSON.stringify(there) });
      }}
      onAgain={() => setMotion('enter')}
      onClose={onClose}
    >
      {pet.data ? (
        <PetStage
          // A new stage for each walk in: the motion plays from its start again.
          key={motion === null ? 'still' : 'walking'}
          layers={toPetLayers(there)}
          label={SCENE.stage(land.landNm)}
          motion={motion}
          onMotionEnd={() => setMotion(null)}
          size="md"
        />
      ) : (
        <Status
          state={pet.isError ? 'error' : 'loading'}
          message={pet.isError ? WORDS.petFailed : WORDS.petLoading}
        />
      )}
    </LandScene>
  );
}

export default function LandPage() {
  const { api } = useApp();
  const lands = useQuery(rewardQueries.lands(api));
  const [visiting, setVisiting] = useState<string | null>(null);
  const visited = lands.data?.find((land) => land.landCd === visiting);

  let body: ReactNode;
  if (lands.isError) {
    body = (
      <Status
        state="error"
        message={WORDS.failed}
        retryLabel={WORDS.retry}
        onRetry={() => void lands.refetch()}
      />
    );
  } else if (!lands.data) {
    body = <Status state="loading" message={WORDS.loading} />;
  } else if (lands.data.length === 0) {
    body = <Status state="empty" message={WORDS.empty} />;
  } else {
    body = (
      <ol className="m-0 grid list-none gap-6 p-0 desktop:grid-cols-2">
        {byOrder(lands.data).map((land) => {
          const characters = byOrder(land.characters);
          const owned = characters.filter((character) => character.owned).length;
          return (
            <li key={land.landCd} className="min-w-0">
              <section
                aria-labelledby={`land-${land.landCd}`}
                data-land={land.landCd}
                data-open={land.open}
                className="flex h-full flex-col gap-3 rounded-xl bg-surface p-5 shadow-soft break-keep data-[open=false]:bg-surface-muted"
              >
                <div className="flex items-center gap-4">
                  {land.landImgUrl ? (
                    <img
                      src={land.landImgUrl}
                      alt=""
                      loading="lazy"
                      className="size-20 shrink-0 rounded-lg bg-surface-muted object-cover"
                    />
                  ) : null}
                  <div className="flex min-w-0 flex-col gap-1">
                    <h2 id={`land-${land.landCd}`} className="m-0 text-xl font-bold text-text">
                      {land.landNm}
                    </h2>
                    <p className="m-0 text-base text-muted">{land.landConts}</p>
                    <p className="m-0 text-sm font-semibold text-text tabular-nums">
                      {WORDS.count(owned, characters.length)}
                    </p>
                    {land.open ? null : (
                      <p className="m-0 flex items-center gap-1.5 text-sm font-semibold text-text">
                        <Lock aria-hidden="true" className="size-4 shrink-0" />
                        {WORDS.closed(land.weeksToOpen)}
                      </p>
                    )}
                    {land.collected ? (
                      <p className="m-0 flex items-center gap-1.5 text-sm font-semibold text-text">
                        <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
                        {WORDS.collected}
                      </p>
                    ) : null}
                  </div>
                </div>
                {land.open && land.scene ? (
                  <Button
                    variant="outline"
                    size="lg"
                    className="self-start"
                    onClick={() => setVisiting(land.landCd)}
                  >
                    <Footprints aria-hidden="true" />
                    {SCENE.enter(land.landNm)}
                  </Button>
                ) : null}
                <ul className="m-0 grid list-none grid-cols-3 gap-2 p-0">
                  {characters.map((character) => (
                    <li
                      key={character.itemId}
                      data-owned={character.owned}
                      className="flex min-w-0 flex-col items-center gap-1 rounded-lg border-2 border-border p-2 text-center data-[owned=true]:border-primary data-[owned=true]:bg-primary-soft"
                    >
                      <img
                        src={character.itemImgUrl}
                        alt=""
                        loading="lazy"
                        className="aspect-square w-full max-w-24 object-contain data-[owned=false]:opacity-50"
                        data-owned={character.owned}
                      />
                      <span className="text-sm font-bold text-text [overflow-wrap:anywhere]">
                        {character.itemNm}
                      </span>
                      {/* The level and the state on two lines (three narrow cards on a phone); read as one. */}
                      <span className="flex flex-col text-sm text-muted">
                        <span>{WORDS.level(character.itemLvl)}</span>
                        <span className="sr-only"> · </span>
                        <span>
                          {character.owned
                            ? WORDS.owned
                            : character.itemLvl > 1
                              ? WORDS.grows
                              : WORDS.notOwned}
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <BuddymonFrame title={WORDS.title} lead={WORDS.lead}>
      <div>
        <Button asChild size="lg">
          <Link variant="plain" href="/buddymon/mybuddymon/myShop?catgr=CHAR">
            {WORDS.toShop}
          </Link>
        </Button>
      </div>
      {body}
      {visited?.scene ? (
        <LandVisit
          key={visited.landCd}
          land={{ ...visited, scene: visited.scene }}
          onClose={() => setVisiting(null)}
        />
      ) : null}
    </BuddymonFrame>
  );
}
