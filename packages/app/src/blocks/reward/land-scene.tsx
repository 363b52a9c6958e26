import type * as React from 'react';
import { Home } from 'lucide-react';
import { Button } from '@buddy/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@buddy/ui/dialog';
import { Link } from '@buddy/ui/link';
import { rewardWords, type SceneWords } from './words';

/**
 * Where the child stands with a land's scene (ADR 065): `home` it is already the buddy's background; `visit` the
 * background is not the child's (the buddy may visit, not stay); `keep` it is owned and may become the background;
 * `saving`, `saved` and `failed` follow the keeping.
 */
export type LandSceneState = 'home' | 'visit' | 'keep' | 'saving' | 'saved' | 'failed';

export interface LandSceneProps {
  open: boolean;
  /** The land's name ('초록 랜드'). */
  land: string;
  state: LandSceneState;
  /** The buddy in the land's scene, walking in (the kit's PetStage). */
  children: React.ReactNode;
  /** Why keeping failed, in Korean (the server's words). */
  failure?: string;
  /** Where the land's background is sold (`visit`). */
  shopHref: string;
  /** Where the buddy is seen at home (`saved`). */
  homeHref: string;
  onKeep: () => void;
  /** Plays the walk in again. */
  onAgain: () => void;
  onClose: () => void;
  words?: Partial<SceneWords>;
}

/**
 * A land entered (ADR 065): the buddy walks into the land's scene, big, in a dialog. Owning the land's background,
 * the child may keep it as the buddy's home in one tap; not owning it, the way to the shop's backgrounds.
 */
export function LandScene({
  open,
  land,
  state,
  children,
  failure = '',
  shopHref,
  homeHref,
  onKeep,
  onAgain,
  onClose,
  words: wordsProp,
}: LandSceneProps) {
  const words = { ...rewardWords.scene, ...wordsProp };
  const lead =
    state === 'visit'
      ? words.visitLead
      : state === 'home'
        ? words.home
        : state === 'saved'
          ? words.saved(land)
          : words.keepLead;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent data-slot="land-scene" data-state-scene={state} closeLabel={words.close}>
        <DialogHeader>
          <DialogTitle className="text-2xl">{words.title(land)}</DialogTitle>
          <DialogDescription className="flex items-center gap-2 font-semibold text-text">
            {state === 'home' || state === 'saved' ? (
              <Home aria-hidden="true" className="size-5 shrink-0 text-primary" />
            ) : null}
            {lead}
          </DialogDescription>
        </DialogHeader>
        <div className="mx-auto w-full max-w-80">{children}</div>
        <p role="status" className="m-0 min-h-6 text-center font-semibold text-text empty:hidden">
          {state === 'saving' ? words.saving : ''}
        </p>
        {state === 'failed' ? (
          <p role="alert" className="m-0 text-center font-semibold text-danger">
            {words.failed(failure)}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" size="lg" onClick={onAgain}>
            {words.again}
          </Button>
          {state === 'visit' ? (
            <Button asChild size="lg">
              <Link variant="plain" href={shopHref}>
                {words.toShop}
              </Link>
            </Button>
          ) : state === 'saved' || state === 'home' ? (
            <Button asChild size="lg">
              <Link variant="plain" href={homeHref}>
                {words.toHome}
              </Link>
            </Button>
          ) : (
            <Button
              size="lg"
              aria-disabled={state === 'saving' || undefined}
              onClick={state === 'saving' ? undefined : onKeep}
            >
              {words.keep}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
