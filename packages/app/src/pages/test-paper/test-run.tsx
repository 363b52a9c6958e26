/**
 * One test or quiz being taken, from intro to result, on the real calls (a session per mount: key it by the test). The
 * submit's answer says what it paid (coinsEarned): kept here for the result's coin celebration. A level test's result
 * leads with its recommended start (issue 30), asked for as the one who took it.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  createTestBackend,
  markStaleAfterTest,
  type CoinsEarned,
  type ResultPaper,
  type TestBackend,
  type TestPaper,
  type TestTarget,
} from '@buddy/api';
import { useApp } from '../../app/context';
import type { TestInfo } from './paper-header';
import { LevelResult } from './level-result';
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
  const queryClient = useQueryClient();
  const [coins, setCoins] = useState<CoinsEarned | null>(null);
  const [backend] = useState(() =>
    afterMarking(createTestBackend(api, target), (paid) => {
      if (paid) setCoins(paid);
      // The study home, my page's lists and today's review seen before the test are stale now.
      markStaleAfterTest(queryClient, paid !== null);
    }),
  );
  const { session, snapshot } = useTestSession({ backend, display, autoStart, onAttempt, onResult });
  return (
    <TestScreen
      snapshot={snapshot}
      info={info}
      homeHref={homeHref}
      homeLabel={homeLabel}
      quizHref={quizHref}
      coins={coins}
      resultLead={(result) =>
        result.stdTstTp === 'L' && !result.quiz ? <LevelResult result={result} taker={target.taker} /> : null
      }
      onStart={() => void session?.start()}
      onRetryResult={() => void session?.showResult()}
      onChoose={(seq, choice) => session?.choose(seq, choice)}
      onWrite={(seq, text) => session?.write(seq, text)}
      onSubmit={() => void session?.submit()}
    />
  );
}

/**
 * The backend with its submit telling that the paper was marked and what the server paid for it (null: nothing). A
 * submit that failed marks nothing and pays nothing.
 */
function afterMarking(backend: TestBackend, onMarked: (paid: CoinsEarned | null) => void): TestBackend {
  return {
    ...backend,
    async submit(paper, records) {
      const answer = await backend.submit(paper, records);
      if (answer.ok) onMarked(answer.data.result.coinsEarned ?? null);
      return answer;
    },
  };
}
