/**
 * The test paper as the kit draws it: the paper's questions (the contract's names) mapped to the kit's question, choice,
 * example and result views, numbered in reading order, hidden questions left out. A block, not the test paper page's
 * own: the spaced review draws a missed question as the paper did (issue 30).
 */
import {
  blocksOf,
  exampleLine,
  questionLayout,
  type PaperQuestion,
  type ResultQuestion,
} from '@buddy/domain';
import {
  sheetQuestion,
  type AnswerSheetQuestion,
  type QuestionLayout,
  type QuestionResultView,
  type QuestionView,
} from '@buddy/ui/test-paper';

/** Hidden questions (N) are never drawn; a question that reaches the kit is one of A–D or a group member. */
function layoutOf(question: PaperQuestion): QuestionLayout {
  const layout = questionLayout(question.questnDpTp);
  return layout === 'N' ? 'A' : layout;
}

/** One question of the paper as the kit shows it, with the number it has on the paper. */
export function questionView(question: PaperQuestion, number: number): QuestionView {
  const examples = question.exmpls;
  return {
    id: question.questnSeq,
    number,
    kind: question.questnTp === 'OE' ? 'text' : 'choice',
    layout: layoutOf(question),
    text: question.questnText,
    answerCount: question.questnAnswrCnt,
    choices: question.shetss.map((choice) => ({
      number: choice.shetsSeq,
      text: choice.shetsText ?? null,
      image: choice.shetsImageUrl ?? null,
    })),
    examples: examples
      ? {
          image: examples.exmplImgUrl ?? null,
          lines: [...examples.exmplTexts].sort((a, b) => a.seq - b.seq).map(exampleLine),
        }
      : null,
  };
}

/** How a question of the result paper was marked. */
export function resultView(question: ResultQuestion): QuestionResultView {
  return {
    correct: question.tstRst === 'Y',
    correctAnswers: question.corrAnswrs,
    answers: question.stdntAnswrs,
    translation: question.questnTrans ?? null,
    commentary: question.questnCmmtry ?? null,
    textbook: question.questnRelTxtBook ?? null,
  };
}

export interface PaperBlockView<Q extends PaperQuestion> {
  /** The passage a group's members share, with its sound; null for a question on its own. */
  group: { passage: string; audio: string | null } | null;
  questions: { source: Q; view: QuestionView }[];
}

/** The paper in blocks (a group's passage over its members), each question numbered 1, 2, 3... in reading order. */
export function paperBlocks<Q extends PaperQuestion>(questions: readonly Q[]): PaperBlockView<Q>[] {
  let number = 0;
  return blocksOf<Q>(questions).map((block) => ({
    group: block.group ? { passage: block.group.grpText, audio: block.group.grpAudUrl } : null,
    questions: block.questions.map((source) => {
      number += 1;
      return { source, view: questionView(source, number) };
    }),
  }));
}

/** The answer sheet's rows: the questions the paper shows, numbered as on the paper, each with its number of choices. */
export function sheetQuestions(questions: readonly PaperQuestion[]): AnswerSheetQuestion[] {
  return paperBlocks(questions).flatMap((block) => block.questions.map(({ view }) => sheetQuestion(view)));
}
