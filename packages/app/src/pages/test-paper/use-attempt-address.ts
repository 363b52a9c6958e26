import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ResultPaper, TestPaper } from '@buddy/api';

/**
 * Keeps an attempt in the address without a new history entry: its code under `param` once it is known (`tstCd` for
 * a test, `quizCd` for the incorrect-answer quiz), and `display=R` once it is marked, so a reload resumes or shows it.
 */
export function useAttemptAddress(param: 'tstCd' | 'quizCd') {
  const [, setParams] = useSearchParams();
  const onAttempt = useCallback(
    (paper: TestPaper) =>
      setParams(
        (params) => {
          if (params.get(param) === paper.tstCd) return params;
          const next = new URLSearchParams(params);
          next.set(param, paper.tstCd);
          return next;
        },
        { replace: true },
      ),
    [param, setParams],
  );
  const onResult = useCallback(
    (result: ResultPaper) =>
      setParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.set(param, result.tstCd);
          next.set('display', 'R');
          return next;
        },
        { replace: true },
      ),
    [param, setParams],
  );
  return { onAttempt, onResult };
}
