/** The questions of a paper, in blocks (a group's passage over its members), for taking, result and preview. */
import {
  storableText,
  type PaperQuestion as DomainPaperQuestion,
  type ResultQuestion as DomainResultQuestion,
} from '@buddy/domain';
import {
  AudioButton,
  QuestionCard,
  QuestionGroup,
  testPaperWords,
  type TestPaperMode,
} from '@buddy/ui/test-paper';
import { Fragment } from 'react';
import { Info } from 'lucide-react';
import { paperBlocks, resultView } from '../../blocks/test-paper';
import { TEST_PAGE_WORDS } from './words';

type AnyQuestion = DomainPaperQuestion | DomainResultQuestion;

export interface PaperQuestionsProps {
  questions: readonly AnyQuestion[];
  mode: TestPaperMode;
  answers?: Readonly<Record<number, readonly string[]>>;
  disabled?: boolean;
  showExplanation?: boolean;
  onChoose?: (questnSeq: number, choice: string) => void;
  onWrite?: (questnSeq: number, text: string) => void;
  /** A note under a question, by its seq (the answer another tab saved first, shown instead of this one's). */
  notes?: Readonly<Record<number, string>>;
}

const isResult = (question: AnyQuestion): question is DomainResultQuestion => 'tstRst' in question;

/** Every sound of the paper in reading order (a group's passage before its questions), for listen-all. */
export function paperAudio(questions: readonly AnyQuestion[]): string[] {
  return paperBlocks<AnyQuestion>(questions).flatMap((block) => [
    ...(block.group?.audio ? [block.group.audio] : []),
    ...block.questions.flatMap(({ source }) => (source.questnAudUrl ? [source.questnAudUrl] : [])),
  ]);
}

export function PaperQuestions({
  questions,
  mode,
  answers = {},
  disabled = false,
  showExplanation = false,
  onChoose,
  onWrite,
  notes = {},
}: PaperQuestionsProps) {
  const blocks = paperBlocks<AnyQuestion>(questions);

  const card = (question: (typeof blocks)[number]['questions'][number]) => {
    const note = notes[question.view.id];
    return (
      <Fragment key={question.view.id}>
        {cardOf(question)}
        {note ? (
          <p
            role="status"
            data-slot="question-note"
            className="m-0 -mt-2 flex items-start gap-2 rounded-md border-2 border-primary bg-primary-soft px-4 py-3 text-base text-text"
          >
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {note}
          </p>
        ) : null}
      </Fragment>
    );
  };

  const cardOf = ({ source, view }: (typeof blocks)[number]['questions'][number]) => (
    <QuestionCard
      question={view}
      mode={mode}
      answers={answers[view.id] ?? []}
      result={isResult(source) ? resultView(source) : null}
      disabled={disabled}
      showExplanation={showExplanation}
      listen={
        source.questnAudUrl ? (
          <AudioButton
            id={`question-audio-${view.id}`}
            src={source.questnAudUrl}
            accessibleLabel={TEST_PAGE_WORDS.listenQuestion(view.number)}
          />
        ) : undefined
      }
      onAnswersChange={(next) => {
        if (view.kind === 'text') return onWrite?.(view.id, storableText(next[0] ?? ''));
        // The card applies the choosing rule; the session applies it again (spec §4) to the one choice it adds.
        const given = answers[view.id] ?? [];
        const added = next.find((choice) => !given.includes(choice));
        if (added !== undefined) onChoose?.(view.id, added);
      }}
    />
  );

  return (
    <>
      {blocks.map((block) => {
        if (!block.group) return block.questions.map(card);
        const range = {
          first: block.questions[0]?.view.number ?? 0,
          last: block.questions.at(-1)?.view.number ?? 0,
        };
        const passage = testPaperWords.questionCard.passageFor(range.first, range.last);
        const key = block.questions[0]?.view.id ?? 0;
        return (
          <QuestionGroup
            key={`group-${key}`}
            passage={block.group.passage}
            numbers={range}
            listen={
              block.group.audio ? (
                <AudioButton
                  id={`group-audio-${key}`}
                  src={block.group.audio}
                  accessibleLabel={TEST_PAGE_WORDS.listenPassage(passage)}
                />
              ) : undefined
            }
          >
            {block.questions.map(card)}
          </QuestionGroup>
        );
      })}
    </>
  );
}
