/**
 * /incorrectQuizTests?tstCd=… (spec §4: the incorrect-answer quiz follows the test's flow with its own calls): the
 * wrong answers of a submitted test, taken again. `quizCd` joins the address once the quiz attempt is known, and
 * `display=R` once it is marked. A member takes it signed in; a level-test visitor with this tab's visitor token.
 * Its intro says its own time: a minute a wrong answer of the marked test (at least five), or the time left of a
 * quiz in progress; until it knows which, a placeholder (never the weekly test's 10분).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { profileQueries, readVisitor, sessionStore, testQueries } from '@buddy/api';
import { quizMinutes } from '@buddy/domain';
import { useApp, useSignedIn } from '../../app/context';
import { parseQuizAddress } from '../../routes/test-params';
import { TestRun } from './test-run';
import { useAttemptAddress, useReopenedTime } from './use-attempt-address';
import { InvalidAddress } from './tests-page';
import { TEST_PAGE_WORDS } from './words';

export default function IncorrectQuizPage() {
  const { api } = useApp();
  const [params] = useSearchParams();
  const signedIn = useSignedIn();
  const [visitor] = useState(() => readVisitor(sessionStore()));
  const profile = useQuery({ ...profileQueries.me(api), enabled: signedIn });
  const address = parseQuizAddress(params);

  const quizTstCd = address.kind === 'quiz' ? address.quizTstCd : undefined;
  // The quiz's own key (the test it retries): a quiz reopened without its code still finds its time left.
  const quizKey = `quiz:${address.kind === 'quiz' ? address.sourceTstCd : ''}`;
  const { onAttempt, onResult } = useAttemptAddress('quizCd', quizKey);
  const reopened = useReopenedTime(quizTstCd, quizKey);
  const taker =
    signedIn || !visitor
      ? ({ usrgbn: 'member' } as const)
      : ({ usrgbn: 'user', lvtCdtId: visitor.lvtCdtId, token: visitor.token } as const);
  // The marked test's wrong answers are the quiz's questions: they set its time before it loads.
  const source = useQuery({
    ...testQueries.result(
      api,
      {
        stdTstTp: 'W',
        usrgbn: taker.usrgbn,
        tstCd: address.kind === 'quiz' ? address.sourceTstCd : '',
        ...(taker.usrgbn === 'user' ? { lvtCdtId: taker.lvtCdtId } : {}),
      },
      false,
      taker.usrgbn === 'user' ? taker.token : undefined,
    ),
    // Not for a quiz reopened: its paper says its time.
    enabled:
      address.kind === 'quiz' &&
      (signedIn || visitor !== null) &&
      quizTstCd === undefined &&
      reopened.remainingSeconds === undefined,
  });
  const incorrect = source.data?.incorrectCount;

  const homeHref = signedIn ? '/study' : '/';
  if (address.kind === 'invalid' || (!signedIn && !visitor)) return <InvalidAddress homeHref={homeHref} />;
  // Result mode needs the quiz's own attempt; without it the quiz is loaded (and resumed) as usual.
  const display = address.display === 'R' && address.quizTstCd ? 'R' : 'T';
  return (
    <TestRun
      key={address.sourceTstCd}
      target={{
        kind: 'quiz',
        sourceTstCd: address.sourceTstCd,
        taker,
        ...(address.quizTstCd ? { quizTstCd: address.quizTstCd } : {}),
      }}
      display={display}
      autoStart={address.quizTstCd !== undefined}
      info={{
        type: 'W',
        quiz: true,
        studentName: signedIn ? profile.data?.memNm : visitor?.name,
        // Until the wrong answers are counted the quiz's time is not known: no figure (never the weekly test's 10분).
        minutes: incorrect ? quizMinutes(incorrect) : null,
        ...reopened,
      }}
      homeHref={homeHref}
      homeLabel={signedIn ? TEST_PAGE_WORDS.studyHome : TEST_PAGE_WORDS.home}
      onAttempt={onAttempt}
      onResult={onResult}
    />
  );
}
