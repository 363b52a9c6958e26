/**
 * The test-paper screen of one session (spec §2 Test-paper screen, §4): it picks the view of the session's phase — the
 * intro, loading and failure states before the paper (paper-gate), the paper while taking (paper-taking), the result
 * (paper-result) — under the header of the test (paper-header). The page owns the session.
 */
import type { ReactNode } from 'react';
import type { CoinsEarned, ResultPaper, TestSessionSnapshot } from '@buddy/api';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { TestPaperLayout } from '@buddy/ui/test-paper';
import { PaperGate } from './paper-gate';
import { PaperHeader, paperMeta, type TestInfo } from './paper-header';
import { PaperResult } from './paper-result';
import { PaperTaking } from './paper-taking';

export interface TestScreenProps {
  snapshot: TestSessionSnapshot;
  info: TestInfo;
  onStart: () => void;
  onRetryResult: () => void;
  onChoose: (questnSeq: number, choice: string) => void;
  onWrite: (questnSeq: number, text: string) => void;
  onSubmit: () => void;
  /** Where "home" goes after a result or a failure. */
  homeHref: string;
  homeLabel: string;
  /** The incorrect-answer quiz of a result, when it has wrong answers (and is not itself a quiz). */
  quizHref?: (result: ResultPaper) => string | null;
  /** What the submit made here paid (null: no submit here, or it said nothing). */
  coins?: CoinsEarned | null;
  /** What a result leads to, above its marked questions (a level test's recommended start). */
  resultLead?: (result: ResultPaper) => ReactNode;
}

export function TestScreen({
  snapshot,
  info,
  onStart,
  onRetryResult,
  onChoose,
  onWrite,
  onSubmit,
  homeHref,
  homeLabel,
  quizHref,
  coins = null,
  resultLead,
}: TestScreenProps) {
  const { state } = snapshot;
  const meta = paperMeta(state, info);
  const taking = state.phase === 'taking' || state.phase === 'submitting';
  const paperShown = taking || state.phase === 'result';

  const header = (
    <PaperHeader
      meta={meta}
      remainingSeconds={taking && state.remaining !== null ? state.remaining : undefined}
      printable={paperShown}
    />
  );
  const home = (
    <Button asChild variant="outline" size="lg">
      <Link variant="plain" href={homeHref}>
        {homeLabel}
      </Link>
    </Button>
  );

  if (!paperShown) {
    return (
      <TestPaperLayout course={meta.theme} header={header}>
        <PaperGate
          state={state}
          minutes={meta.minutes}
          remainingSeconds={info.remainingSeconds}
          home={home}
          onStart={onStart}
          onRetryResult={onRetryResult}
        />
      </TestPaperLayout>
    );
  }

  if (state.phase === 'result' && state.result) {
    return (
      <PaperResult
        result={state.result}
        theme={meta.theme}
        header={header}
        home={home}
        quizLink={quizHref?.(state.result) ?? null}
        coins={coins}
        lead={resultLead?.(state.result)}
      />
    );
  }

  if (!state.paper) return null;
  return (
    <PaperTaking
      paper={state.paper}
      snapshot={snapshot}
      theme={meta.theme}
      header={header}
      onChoose={onChoose}
      onWrite={onWrite}
      onSubmit={onSubmit}
    />
  );
}
