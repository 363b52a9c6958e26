/** One test or quiz being taken, from intro to result, on the real calls (a session per mount: key it by the test). */
import { useState } from 'react';
import { createTestBackend, type ResultPaper, type TestPaper, type TestTarget } from '@buddy/api';
import { useApp } from '../../app/context';
import type { TestInfo } from './paper-header';
import { TestScreen } from './test-screen';
import { useTestSession } from './use-test-session';

export interface TestRunProps {
  target: TestTarget;
  display: 'T' | 'R';
  autoStart: boolean;
  info: TestInfo;
  homeHref: string;
  homeLabel: string;
  onAttempt?: (paper: TestPaper) => void;
  onResult?: (result: ResultPaper) => void;
  quizHref?: (result: ResultPaper) => string | null;
}

export function TestRun({
  target,
  display,
  autoStart,
  info,
  homeHref,
  homeLabel,
  onAttempt,
  onResult,
  quizHref,
}: TestRunProps) {
  const { api } = useApp();
  const [backend] = useState(() => createTestBackend(api, target));
  const { session, snapshot } = useTestSession({ backend, display, autoStart, onAttempt, onResult });
  return (
    <TestScreen
      snapshot={snapshot}
      info={info}
      homeHref={homeHref}
      homeLabel={homeLabel}
      quizHref={quizHref}
      onStart={() => void session?.start()}
      onRetryResult={() => void session?.showResult()}
      onChoose={(seq, choice) => session?.choose(seq, choice)}
      onWrite={(seq, text) => session?.write(seq, text)}
      onSubmit={() => void session?.submit()}
    />
  );
}
