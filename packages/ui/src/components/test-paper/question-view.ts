/**
 * What the test-paper components draw, in the kit's own words. A product maps its data (a server's paper, a content
 * file) to these shapes; the components never see a wire format.
 */

/** A question answered by choosing among numbered choices, or by writing a short text. */
export type QuestionKind = 'choice' | 'text';

/**
 * How a question is laid out: A text choices, B picture choices, C a picture over the choices, D a dialogue or a word
 * box over the choices, G a member of a group under a shared passage.
 */
export type QuestionLayout = 'A' | 'B' | 'C' | 'D' | 'G';

/** A line of the example area: a speech bubble with its speaker first or last, or a box of words. */
export type ExampleLineKind = 'speaker-first' | 'speaker-last' | 'word-box';

export interface ExampleLineView {
  kind: ExampleLineKind;
  /** The bubble's (or the word box's) text. */
  text: string;
  /** Who speaks the bubble, shown in a round badge. */
  speaker?: string | null;
}

/** The example area of layouts C and D: a picture and lines of dialogue or word boxes. */
export interface ExamplesView {
  /** The address of the example picture. */
  image?: string | null;
  lines: readonly ExampleLineView[];
}

/** One choice of a choice question: its number (1..5), and its text, or a picture with the text as its description. */
export interface ChoiceView {
  number: number;
  text?: string | null;
  image?: string | null;
}

/** A question as the paper shows it. */
export interface QuestionView {
  /** A stable key: the card is `#question-<id>` and answers are kept by it. */
  id: number;
  /** The number shown on the paper (1, 2, 3... in reading order). */
  number: number;
  kind: QuestionKind;
  layout: QuestionLayout;
  /** The question's instruction, with its line breaks. */
  text: string;
  /** How many choices make the answer (1 a radio group, more a group of checkboxes); 1 for a text answer. */
  answerCount: number;
  choices: readonly ChoiceView[];
  examples?: ExamplesView | null;
}

/** How a question was marked, for the result paper. */
export interface QuestionResultView {
  correct: boolean;
  /** The choice numbers ('1'..'5') or the accepted texts. */
  correctAnswers: readonly string[];
  /** What the student gave. */
  answers: readonly string[];
  translation?: string | null;
  commentary?: string | null;
  /** Where the question's material is in the textbook. */
  textbook?: string | null;
}
