/**
 * One test or quiz being taken, from intro to result, on the real calls (a session per mount: key it by the test). The
 * submit's answer says what it paid (coinsEarned): kept here for the result's coin celebration. A level test's result
 * leads with its recommended start (issue 30), asked for as the one who took it.
 */
import { useState } from 'react';
import {
  createTestBackend,
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
  const [coins, setCoins] = useState<CoinsEarned | null>(null);
  const [backend] = useState(() => withPaidCoins(createTestBackend(api, target), setCoins));
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

/** The backend with its submit telling what the server paid for it (a submit that failed pays nothing). */
function withPaidCoins(backend: TestBackend, onPaid: (coins: CoinsEarned) => void): TestBackend {
  return {
    ...backend,
    async submit(paper, records) {
      const answer = await backend.submit(paper, records);
      if (answer.ok && answer.data.result.coinsEarned) onPaid(answer.data.result.coinsEarned);
      return answer;
    },
  };
}
