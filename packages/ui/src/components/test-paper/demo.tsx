/* Story-only compositions of the test-paper components (not exported from the package). */
import { useState } from 'react';
import { Volume2 } from 'lucide-react';
import { blocksOf, chooseChoice, type Answers, type PaperQuestion, type ResultQuestion } from '@buddy/domain';
import { Button } from '../button';
import { AnswerSheet, type AnswerSaveState } from './answer-sheet';
import type { TestPaperMode } from './choice-list';
import { QuestionCard, QuestionGroup } from './question-card';
import { ResultSummary } from './result-summary';
import { TestHeader } from './timer';

/** A stand-in for the app's listen button. */
export function ListenButton({ label = '듣기' }: { label?: string }) {
  return (
    <Button variant="secondary" size="md">
      <Volume2 aria-hidden="true" />
      {label}
    </Button>
  );
}

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
  initialAnswers?: Answers;
  saveStates?: Readonly<Record<number, AnswerSaveState>>;
  remainingSeconds?: number;
  course?: string;
  initialShowExplanation?: boolean;
  disabled?: boolean;
  /** Renders with the print rules on screen (.test-paper-print-preview). */
  printPreview?: boolean;
}

/** The whole screen as the app composes it: header, questions (700 px) and the answer sheet (210 px). */
export function PaperDemo({
  questions,
  mode = 'taking',
  initialAnswers = {},
  saveStates,
  remainingSeconds,
  course = 'a',
  initialShowExplanation = false,
  disabled = false,
  printPreview = false,
}: PaperDemoProps) {
  const [answers, setAnswers] = useState<Answers>(initialAnswers);
  const [showExplanation, setShowExplanation] = useState(initialShowExplanation);
  const results = mode === 'result' ? (questions as ResultQuestion[]) : [];
  const right = results.filter((question) => question.tstRst === 'Y' && question.questnDpTp !== 'N').length;
  const total = results.filter((question) => question.questnDpTp !== 'N').length;
  const blocks = blocksOf<PaperQuestion>(questions);
  const numbers = new Map(
    blocks.flatMap((block) => block.questions).map((question, index) => [question.questnSeq, index + 1]),
  );

  function card(question: PaperQuestion) {
    return (
      <QuestionCard
        key={question.questnSeq}
        question={question}
        number={numbers.get(question.questnSeq)}
        mode={mode}
        answers={answers[question.questnSeq] ?? []}
        disabled={disabled}
        listen={question.questnAudUrl && mode === 'taking' ? <ListenButton /> : undefined}
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

  return (
    <div className={printPreview ? 'test-paper-print-preview bg-surface' : undefined}>
      <div data-course={course} className="test-paper-page flex flex-col gap-4 py-4">
        <TestHeader
          title="Weekly Test"
          courseLabel="A"
          studentName="김하늘"
          minutes={10}
          remainingSeconds={mode === 'taking' ? remainingSeconds : undefined}
          hidePrint={mode === 'preview'}
        />
        {mode === 'result' ? (
          <ResultSummary
            score={total === 0 ? 0 : Math.round((right * 100) / total)}
            right={right}
            total={total}
            showExplanation={showExplanation}
            onShowExplanationChange={setShowExplanation}
            hidePrint
          />
        ) : null}
        <div className="flex flex-col gap-4 desktop:flex-row desktop:items-start desktop:justify-between">
          <main className="flex w-full flex-col gap-4 desktop:w-(--width-question-list)">
            {blocks.map((block) =>
              block.group ? (
                <QuestionGroup
                  key={`group-${block.questions[0]?.questnSeq}`}
                  grpText={block.group.grpText}
                  listen={block.group.grpAudUrl && mode === 'taking' ? <ListenButton /> : undefined}
                >
                  {block.questions.map(card)}
                </QuestionGroup>
              ) : (
                block.questions.map(card)
              ),
            )}
          </main>
          {mode === 'taking' ? (
            <AnswerSheet
              questions={questions}
              answers={answers}
              saveStates={saveStates}
              submit={
                <Button variant="course" size="lg" className="w-full" disabled={disabled}>
                  제출하기
                </Button>
              }
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
