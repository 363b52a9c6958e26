/**
 * The preview of my buddymon (spec §4 reward area): the kit's PetStage drawing the layout being edited, the play
 * motions (the stage itself plays none under reduced motion), the save and '되돌리기' buttons, and a status line
 * that says whether the pet is saved, being saved, changed and not saved, or failed to save.
 */
import { useState } from 'react';
import { Button } from '@buddy/ui/button';
import { PetStage, type PetMotion } from '@buddy/ui/pet-stage';
import { Status } from '@buddy/ui/status';
import { BUDDYMON_WORDS } from './buddymon-words';
import { toPetLayers } from './reward-view';
import type { Dressing } from './use-dressing';

const WORDS = BUDDYMON_WORDS.dress;

export function PetEditor({ dressing }: { dressing: Dressing }) {
  const [motion, setMotion] = useState<PetMotion | null>(null);
  const { pet, layout, state, name, noCharacter, line } = dressing;

  if (pet.isError) {
    return (
      <Status
        state="error"
        size="sm"
        message={WORDS.petFailed}
        retryLabel={WORDS.retry}
        onRetry={() => void pet.refetch()}
      />
    );
  }
  if (!pet.data) return <Status state="loading" size="sm" message={WORDS.petLoading} />;

  return (
    <div className="flex flex-col gap-4">
      <PetStage
        layers={toPetLayers(layout)}
        label={WORDS.petLabel(name)}
        motion={motion}
        onMotionEnd={() => setMotion(null)}
        size="md"
        className="mx-auto w-full"
      />
      <div role="group" aria-label={WORDS.play} className="flex flex-wrap justify-center gap-3">
        <Button size="lg" variant="outline" onClick={() => setMotion('jump')}>
          {WORDS.jump}
        </Button>
        <Button size="lg" variant="outline" onClick={() => setMotion('dance')}>
          {WORDS.dance}
        </Button>
      </div>
      <p
        role="status"
        data-state={state}
        className="m-0 rounded-lg bg-surface-muted px-4 py-3 text-center font-semibold break-keep text-text data-[state=failed]:bg-danger/10 data-[state=unsaved]:bg-coin/15"
      >
        {noCharacter && state !== 'failed' ? WORDS.noCharacter : line}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button
          size="lg"
          loading={state === 'saving'}
          aria-disabled={noCharacter || state === 'saving' || undefined}
          onClick={() => {
            if (!noCharacter && state !== 'saving') dressing.save();
          }}
        >
          {WORDS.save}
        </Button>
        <Button
          size="lg"
          variant="outline"
          disabled={!dressing.changed || state === 'saving'}
          onClick={dressing.revert}
        >
          {WORDS.revert}
        </Button>
      </div>
    </div>
  );
}
