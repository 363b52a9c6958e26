/**
 * Leaving my buddymon with an outfit not saved (issue 29, defect 4): a link or the back button inside the app asks
 * first, with the choice to save and go, go without saving, or stay; closing or reloading the tab gets the browser's
 * own question. Nothing asks when everything is saved.
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@buddy/ui/alert-dialog';
import { Button } from '@buddy/ui/button';
import { BUDDYMON_WORDS } from './buddymon-words';
import type { Dressing } from './use-dressing';

const WORDS = BUDDYMON_WORDS.dress.leave;

export function DressLeaveGuard({ dressing }: { dressing: Dressing }) {
  const { changed, state } = dressing;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      changed && state !== 'saving' && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);

  const blocked = blocker.state === 'blocked';
  return (
    <AlertDialog
      open={blocked}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <AlertDialogContent data-slot="dress-leave" aria-busy={state === 'saving' || undefined}>
        <AlertDialogTitle>{WORDS.title}</AlertDialogTitle>
        <AlertDialogDescription>
          {state === 'failed' ? dressing.failure || WORDS.text : WORDS.text}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{WORDS.stay}</AlertDialogCancel>
          <Button
            variant="outline"
            size="lg"
            onClick={() => {
              if (blocker.state === 'blocked') blocker.proceed();
            }}
          >
            {WORDS.discard}
          </Button>
          <AlertDialogAction
            aria-busy={state === 'saving' || undefined}
            onClick={(event) => {
              // The dialog stays until the outfit is saved; then the child goes where they were going.
              event.preventDefault();
              if (state === 'saving') return;
              dressing.save(() => {
                if (blocker.state === 'blocked') blocker.proceed();
              });
            }}
          >
            {WORDS.save}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
