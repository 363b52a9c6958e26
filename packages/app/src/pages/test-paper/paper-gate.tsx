/**
 * What stands before the paper: the intro (and its START while the paper loads), the result on its way, and a failed
 * load of the paper (§8's question-load failure: '서버와의 통신중 에러가 발생했습니다. [에러 내용] {message}') or of the
 * result (retry, unless the server refused the person: 403), with the way home.
 */
import type { ReactNode } from 'react';
import type { TestSessionSnapshot } from '@buddy/api';
import { questionLoadFailureMessage } from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import { Status } from '@buddy/ui/status';
import { TestIntro } from '@buddy/ui/test-paper';
import { TEST_PAGE_WORDS } from './words';

/** Keeps the states as wide as the intro's card, on the paper's surface. */
const PANEL = 'mx-auto w-full max-w-2xl bg-surface';

export function PaperGate({
  state,
  minutes,
  remainingSeconds,
  home,
  onStart,
  onRetryResult,
}: {
  state: TestSessionSnapshot['state'];
  /** The test's time; null while not known (the intro shows a placeholder, never a guess). */
  minutes: number | null;
  /** A reopened attempt's seconds left: the intro says them instead of the test's time. */
  remainingSeconds?: number | null;
  /** The way home (a link styled as a button). */
  home: ReactNode;
  onStart: () => void;
  onRetryResult: () => void;
}) {
  switch (state.phase) {
    case 'intro':
    case 'loading':
      return (
        <TestIntro
          minutes={minutes ?? undefined}
          remainingSeconds={remainingSeconds ?? undefined}
          onStart={onStart}
          starting={state.phase === 'loading'}
        />
      );
    case 'loadingResult':
      return <Status state="loading" message={TEST_PAGE_WORDS.loadingResult} className={PANEL} />;
    case 'loadFailed':
    case 'resultFailed': {
      const paperFailed = state.phase === 'loadFailed';
      return (
        <Status
          state="error"
          className={PANEL}
          title={paperFailed ? TEST_PAGE_WORDS.loadFailedTitle : TEST_PAGE_WORDS.resultFailedTitle}
          message={
            paperFailed && state.error
              ? questionLoadFailureMessage(state.error.message)
              : state.error?.message
          }
          action={
            <div className="flex flex-wrap justify-center gap-3">
              {state.error?.status === 403 ? null : (
                <Button size="lg" variant="course" onClick={paperFailed ? onStart : onRetryResult}>
                  {TEST_PAGE_WORDS.retry}
                </Button>
              )}
              {home}
            </div>
          }
        />
      );
    }
    default:
      return null;
  }
}
