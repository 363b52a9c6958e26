/**
 * The marked paper: the score and marks, the coins the submit paid (beside the score), the mascot's cheer for the
 * score's grade (the right column on desktop), what the result leads to above the marked questions (a level test's
 * recommended start), the explanations on request, the incorrect-answer quiz and the way home.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { CoinsEarned, ResultPaper } from '@buddy/api';
import { isHiddenQuestion, scoreGrade } from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { AudioPlayerProvider, ResultCheer, ResultSummary, TestPaperLayout } from '@buddy/ui/test-paper';
import { useFeedback } from '../../app/feedback';
import { Cheer, SoundToggle } from '../../blocks/feedback';
import { PaperQuestions } from './paper-questions';
import { ResultCoins } from './result-coins';
import { TEST_PAGE_WORDS } from './words';

export function PaperResult({
  result,
  theme,
  header,
  home,
  quizLink,
  coins,
  lead,
}: {
  result: ResultPaper;
  theme: string;
  header: ReactNode;
  home: ReactNode;
  /** The incorrect-answer quiz of this result, when it has one. */
  quizLink: string | null;
  /** What the submit paid, when it was made here. */
  coins: CoinsEarned | null;
  /** Above the marked questions: what the result leads to (a level test's recommended start, issue 30). */
  lead?: ReactNode;
}) {
  const [showExplanation, setShowExplanation] = useState(false);
  const gradable = result.questns.filter((question) => !isHiddenQuestion(question));
  const right = gradable.filter((question) => question.tstRst === 'Y').length;
  const unanswered = gradable.filter((question) => question.stdntAnswrs.length === 0).length;
  const grade = scoreGrade(result.tstScore);
  // A result just made here (its submit's coins came with it) reacts once (ADR 075): the finished chord, unless the
  // coin celebration chimes; an old result opened again (the attempt history) stays quiet.
  const fresh = coins !== null;
  const { cue, soundOn, setSoundOn } = useFeedback();
  useEffect(() => {
    if (fresh && (coins?.total ?? 0) === 0) cue('done');
  }, [fresh, coins, cue]);
  // A paper with questions left unanswered is never praised as finished (issue 30, defect 7).
  const cheer =
    unanswered > 0 && grade !== 'a'
      ? TEST_PAGE_WORDS.cheerUnfinished(unanswered)
      : TEST_PAGE_WORDS.cheer[grade];
  return (
    <AudioPlayerProvider>
      <TestPaperLayout
        course={theme}
        header={header}
        toolbar={
          <div className="flex flex-col gap-2">
            <ResultSummary
              score={result.tstScore}
              grade={grade}
              right={right}
              total={gradable.length}
              showExplanation={showExplanation}
              onShowExplanationChange={setShowExplanation}
              hidePrint
            />
            {result.late ? <p className="m-0 text-base text-muted">{TEST_PAGE_WORDS.lateNote}</p> : null}
            {fresh ? (
              <div className="flex flex-wrap items-center gap-3 print:hidden">
                <Cheer kind="done" />
                <SoundToggle soundOn={soundOn} onSoundOnChange={setSoundOn} className="ms-auto" />
              </div>
            ) : null}
            <ResultCoins coins={coins} />
          </div>
        }
        aside={<ResultCheer grade={grade} {...cheer} />}
        footer={
          <>
            {quizLink ? (
              <Button asChild variant="course" size="lg">
                <Link variant="plain" href={quizLink}>
                  {TEST_PAGE_WORDS.quiz(result.incorrectCount)}
                </Link>
              </Button>
            ) : null}
            {home}
          </>
        }
      >
        {lead}
        <PaperQuestions questions={result.questns} mode="result" showExplanation={showExplanation} />
      </TestPaperLayout>
    </AudioPlayerProvider>
  );
}
