/* Story-only compositions of the test-paper components (not exported from the package): the app does this with data. */
import { useState } from 'react';
import {
  blocksOf,
  chooseChoice,
  TEST_SPECS,
  unansweredConfirmMessage,
  unansweredCount,
  weeklyTestTitle,
  type Answers,
  type PaperQuestion,
  type ResultQuestion,
  type TestType,
} from '@buddy/domain';
import { AlertProvider, useAlert } from '../alert-dialog';
import { AnswerSheet, type AnswerSaveState } from './answer-sheet';
import { AudioButton, AudioControls, AudioPlayerProvider, ListenAllButton } from './audio';
import type { TestPaperMode } from './choice-list';
import { SubmitArea, TestPaperLayout } from './layout';
import { QuestionCard, QuestionGroup } from './question-card';
import { ResultSummary } from './result-summary';
import { TestIntro } from './test-intro';
import { TestHeader } from './timer';

/** One question with its own answers, applying the MC rule as the app does. */
export function StatefulQuestion({
  question,
  initial = [],
  disabled,
}: {
  question: PaperQuestion;
  initial?: string[];
  disabled?: boolean;
}) {
  const [answers, setAnswers] = useState<string[]>(initial);
  return (
    <div className="flex flex-col gap-3">
      <QuestionCard
        question={question}
        answers={answers}
        disabled={disabled}
        onChoose={(choice) => setAnswers((current) => chooseChoice(current, choice, question.questnAnswrCnt))}
        onTextChange={(text) => setAnswers([text])}
      />
      <p className="m-0 text-sm text-muted" data-testid="answers">
        answrs: [{answers.join(', ')}]
      </p>
    </div>
  );
}

export interface PaperDemoProps {
  questions: PaperQuestion[] | ResultQuestion[];
  mode?: TestPaperMode;
  /** Start on the intro ('시험 전 확인하세요'); START shows the paper. */
  intro?: boolean;
  testType?: TestType;
  initialAnswers?: Answers;
  saveStates?: Readonly<Record<number, AnswerSaveState>>;
  remainingSeconds?: number;
  /** 'a'..'g' or 'level'. */
  course?: string;
  initialShowExplanation?: boolean;
  /** Time is up: answers locked. */
  locked?: boolean;
  submitting?: boolean;
  submitError?: string;
  /** Renders with the print rules on screen (.test-paper-print-preview). */
  printPreview?: boolean;
  /** The player's starting volume (0 = muted). */
  audioVolume?: number;
}

/** The whole screen as the app composes it: header, toolbar, questions (700 px) and the answer sheet (210 px). */
export function PaperDemo(props: PaperDemoProps) {
  return (
    <AlertProvider>
      <AudioPlayerProvider defaultVolume={props.audioVolume}>
        <Paper {...props} />
      </AudioPlayerProvider>
    </AlertProvider>
  );
}

function Paper({
  questions,
  mode = 'taking',
  intro = false,
  testType = 'W',
  initialAnswers = {},
  saveStates,
  remainingSeconds,
  course = 'a',
  initialShowExplanation = false,
  locked = false,
  submitting = false,
  submitError,
  printPreview = false,
}: PaperDemoProps) {
  const { confirm } = useAlert();
  const [started, setStarted] = useState(!intro);
  const [answers, setAnswers] = useState<Answers>(initialAnswers);
  const [showExplanation, setShowExplanation] = useState(initialShowExplanation);
  const [submitted, setSubmitted] = useState(false);
  const spec = TEST_SPECS[testType];
  const level = course === 'level';
  const title = level ? 'Level Test' : testType === 'M' ? 'Monthly Test' : weeklyTestTitle(3);
  const results = mode === 'result' ? (questions as ResultQuestion[]) : [];
  const gradable = results.filter((question) => question.questnDpTp !== 'N');
  const right = gradable.filter((question) => question.tstRst === 'Y').length;
  const blocks = blocksOf<PaperQuestion>(questions);
  const shown = blocks.flatMap((block) => block.questions);
  const numbers = new Map(shown.map((question, index) => [question.questnSeq, index + 1]));
  const audios = shown.flatMap((question) => (question.questnAudUrl ? [question.questnAudUrl] : []));
  const taking = mode === 'taking';

  const header = (
    <TestHeader
      title={title}
      course={course}
      courseLabel={level ? undefined : course.toUpperCase()}
      studentName="김하늘"
      minutes={spec.minutes}
      remainingSeconds={taking && started ? remainingSeconds : undefined}
      warnAtMinutes={spec.warnAtMinutes}
      hidePrint={mode === 'preview'}
    />
  );

  if (!started) {
    return (
      <TestPaperLayout course={course} header={header}>
        <TestIntro minutes={spec.minutes} onStart={() => setStarted(true)} />
      </TestPaperLayout>
    );
  }

  async function submit() {
    const missing = unansweredCount(questions, answers);
    if (missing > 0 && !(await confirm({ message: unansweredConfirmMessage(missing) }))) return;
    setSubmitted(true);
  }

  function card(question: PaperQuestion) {
    const number = numbers.get(question.questnSeq) ?? question.questnSeq;
    return (
      <QuestionCard
        key={question.questnSeq}
        question={question}
        number={number}
        mode={mode}
        answers={answers[question.questnSeq] ?? []}
        disabled={locked || submitting}
        listen={
          question.questnAudUrl && taking ? (
            <AudioButton
              id={`question-${question.questnSeq}`}
              src={question.questnAudUrl}
              accessibleLabel={`${number}번 문제 듣기`}
            />
          ) : undefined
        }
        showExplanation={showExplanation}
        onChoose={(choice) =>
          setAnswers((current) => ({
            ...current,
            [question.questnSeq]: chooseChoice(
              current[question.questnSeq] ?? [],
              choice,
              question.questnAnswrCnt,
            ),
          }))
        }
        onTextChange={(text) => setAnswers((current) => ({ ...current, [question.questnSeq]: [text] }))}
      />
    );
  }

  const toolbar =
    mode === 'result' ? (
      <ResultSummary
        score={gradable.length === 0 ? 0 : Math.round((right * 100) / gradable.length)}
        right={right}
        total={gradable.length}
        showExplanation={showExplanation}
        onShowExplanationChange={setShowExplanation}
        hidePrint
      />
    ) : taking && audios.length > 0 ? (
      <div
        data-print-hide=""
        className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg bg-surface px-4 py-2 shadow-soft"
      >
        <ListenAllButton sources={audios} />
        <AudioControls />
      </div>
    ) : null;

  return (
    <TestPaperLayout
      course={course}
      header={header}
      toolbar={toolbar}
      printPreview={printPreview}
      answered={shown.length - unansweredCount(shown, answers)}
      total={shown.length}
      answerSheet={
        taking ? (
          <AnswerSheet
            questions={questions}
            answers={answers}
            saveStates={saveStates}
            submit={
              <SubmitArea
                onSubmit={() => void submit()}
                submitting={submitting}
                error={submitError}
                disabled={submitted}
              />
            }
          />
        ) : undefined
      }
      footer={submitted ? <p role="status">제출했어요 (story)</p> : undefined}
    >
      {blocks.map((block) =>
        block.group ? (
          <QuestionGroup
            key={`group-${block.questions[0]?.questnSeq}`}
            grpText={block.group.grpText}
            listen={
              block.group.grpAudUrl && taking ? (
                <AudioButton
                  id={`group-${block.questions[0]?.questnSeq}`}
                  src={block.group.grpAudUrl}
                  accessibleLabel="함께 읽는 글 듣기"
                />
              ) : undefined
            }
          >
            {block.questions.map(card)}
          </QuestionGroup>
        ) : (
          block.questions.map(card)
        ),
      )}
    </TestPaperLayout>
  );
}
