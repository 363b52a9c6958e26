/** The questions of a paper, in blocks (a group's passage over its members), for taking, result and preview. */
import {
  blocksOf,
  storableText,
  type PaperQuestion as DomainPaperQuestion,
  type ResultQuestion as DomainResultQuestion,
} from '@buddy/domain';
import { AudioButton, QuestionCard, QuestionGroup, testPaperWords, type TestPaperMode } from '@buddy/ui';
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
}

/** Every sound of the paper in reading order (a group's passage before its questions), for listen-all. */
export function paperAudio(questions: readonly AnyQuestion[]): string[] {
  return blocksOf<AnyQuestion>(questions).flatMap((block) => [
    ...(block.group?.grpAudUrl ? [block.group.grpAudUrl] : []),
    ...block.questions.flatMap((question) => (question.questnAudUrl ? [question.questnAudUrl] : [])),
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
}: PaperQuestionsProps) {
  const blocks = blocksOf<AnyQuestion>(questions);
  const numbers = new Map(
    blocks.flatMap((block) => block.questions).map((question, index) => [question.questnSeq, index + 1]),
  );

  const card = (question: AnyQuestion) => {
    const number = numbers.get(question.questnSeq) ?? question.questnSeq;
    return (
      <QuestionCard
        key={question.questnSeq}
        question={question}
        number={number}
        mode={mode}
        answers={answers[question.questnSeq] ?? []}
        disabled={disabled}
        showExplanation={showExplanation}
        listen={
          question.questnAudUrl ? (
            <AudioButton
              id={`question-audio-${question.questnSeq}`}
              src={question.questnAudUrl}
              accessibleLabel={TEST_PAGE_WORDS.listenQuestion(number)}
            />
          ) : undefined
        }
        onChoose={(choice) => onChoose?.(question.questnSeq, choice)}
        onTextChange={(text) => onWrite?.(question.questnSeq, storableText(text))}
      />
    );
  };

  return (
    <>
      {blocks.map((block) => {
        if (!block.group) return block.questions.map(card);
        const range = {
          first: numbers.get(block.questions[0]?.questnSeq ?? 0) ?? 0,
          last: numbers.get(block.questions.at(-1)?.questnSeq ?? 0) ?? 0,
        };
        const passage = testPaperWords.questionCard.passageFor(range.first, range.last);
        return (
          <QuestionGroup
            key={`group-${block.questions[0]?.questnSeq ?? 0}`}
            grpText={block.group.grpText}
            numbers={range}
            listen={
              block.group.grpAudUrl ? (
                <AudioButton
                  id={`group-audio-${block.questions[0]?.questnSeq ?? 0}`}
                  src={block.group.grpAudUrl}
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
