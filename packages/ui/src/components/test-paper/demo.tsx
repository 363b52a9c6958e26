/* Story-only compositions of the test-paper components (not exported from the package): the app does this with data. */
import { useState } from 'react';
import { TEST_SPECS, unansweredConfirmMessage, weeklyTestTitle, type TestType } from '@buddy/domain';
import { AlertProvider, useAlert } from '../alert-dialog';
import {
  AnswerSheet,
  isAnswered,
  sheetQuestion,
  type AnswerSaveState,
  type PaperAnswers,
} from './answer-sheet';
import { AudioButton, AudioControls, AudioPlayerProvider, ListenAllButton } from './audio';
import type { TestPaperMode } from './choice-list';
import { samplePassage, type SampleQuestion } from './fixtures';
import { SubmitArea, TestPaperLayout } from './layout';
import { QuestionCard, QuestionGroup } from './question-card';
import type { QuestionResultView } from './question-view';
import { ResultCheer } from './result-cheer';
import { ResultSummary } from './result-summary';
import { TestIntro } from './test-intro';
import { TestHeader } from './timer';

/** One question with its own answers, applying the MC rule as the app does. */
export function StatefulQuestion({
  question,
  initial = [],
  disabled,
}: {
  question: SampleQuestion;
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
        onAnswersChange={(next) => setAnswers([...next])}
      />
      <p className="m-0 text-sm text-muted" data-testid="answers">
        answers: [{answers.join(', ')}]
      </p>
    </div>
  );
}

export interface PaperDemoProps {
  questions: SampleQuestion[];
  mode?: TestPaperMode;
  /** The marking by question id, shown in result mode. */
  results?: Readonly<Record<number, QuestionResultView>>;
  /** Start on the intro ('시험 전 확인하세요'); START shows the paper. */
  intro?: boolean;
  testType?: TestType;
  initialAnswers?: PaperAnswers;
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
  results = {},
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
  const [answers, setAnswers] = useState<PaperAnswers>(initialAnswers);
  const [showExplanation, setShowExplanation] = useState(initialShowExplanation);
  const [submitted, setSubmitted] = useState(false);
  const spec = TEST_SPECS[testType];
  const level = course === 'level';
  const title = level ? 'Level Test' : testType === 'M' ? 'Monthly Test' : weeklyTestTitle(3);
  const right = questions.filter((question) => results[question.id]?.correct).length;
  const blocks = sampleBlocks(questions);
  const audios = questions.flatMap((question) => (question.audio ? [question.audio] : []));
  const answered = questions.filter((question) => isAnswered(question, answers[question.id])).length;
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
    const missing = questions.length - answered;
    if (missing > 0 && !(await confirm({ message: unansweredConfirmMessage(missing) }))) return;
    setSubmitted(true);
  }

  function card(question: SampleQuestion) {
    return (
      <QuestionCard
        key={question.id}
        question={question}
        mode={mode}
        answers={answers[question.id] ?? []}
        result={results[question.id]}
        disabled={locked || submitting}
        listen={
          question.audio && taking ? (
            <AudioButton
              id={`question-${question.id}`}
              src={question.audio}
              accessibleLabel={`${question.number}번 문제 듣기`}
            />
          ) : undefined
        }
        showExplanation={showExplanation}
        onAnswersChange={(next) => setAnswers((current) => ({ ...current, [question.id]: [...next] }))}
      />
    );
  }

  // The demo's own score and grade (the product reckons its grade from its score by its own rule).
  const score = questions.length === 0 ? 0 : Math.round((right * 100) / questions.length);
  const toolbar =
    mode === 'result' ? (
      <ResultSummary
        score={score}
        grade={score >= 90 ? 'a' : score >= 70 ? 'b' : 'c'}
        right={right}
        total={questions.length}
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

  const submitArea = (
    <SubmitArea
      onSubmit={() => void submit()}
      submitting={submitting}
      error={submitError}
      disabled={submitted}
    />
  );

  return (
    <TestPaperLayout
      course={course}
      header={header}
      toolbar={toolbar}
      printPreview={printPreview}
      answered={answered}
      total={questions.length}
      answerSheet={
        taking ? (
          <AnswerSheet
            questions={questions.map(sheetQuestion)}
            answers={answers}
            saveStates={saveStates}
            submit={submitArea}
          />
        ) : undefined
      }
      endSubmit={taking ? submitArea : undefined}
      aside={
        mode === 'result' ? (
          <ResultCheer
            title="끝까지 풀어서 멋져요!"
            message="틀린 문제를 다시 풀어 보면 실력이 쑥쑥 자라요."
          />
        ) : undefined
      }
      footer={submitted ? <p role="status">제출했어요 (story)</p> : undefined}
    >
      {blocks.map((block) =>
        block.grouped ? (
          <QuestionGroup
            key={`group-${block.questions[0]?.id}`}
            passage={samplePassage.text}
            listen={
              taking ? (
                <AudioButton
                  id={`group-${block.questions[0]?.id}`}
                  src={samplePassage.audio}
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

/** The sample paper in blocks: each run of group members (layout G) under the sample passage, the others alone. */
function sampleBlocks(
  questions: readonly SampleQuestion[],
): { grouped: boolean; questions: SampleQuestion[] }[] {
  const blocks: { grouped: boolean; questions: SampleQuestion[] }[] = [];
  for (const question of questions) {
    const grouped = question.layout === 'G';
    const last = blocks.at(-1);
    if (grouped && last?.grouped) last.questions.push(question);
    else blocks.push({ grouped, questions: [question] });
  }
  return blocks;
}
