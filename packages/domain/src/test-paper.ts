/**
 * The timed test paper (spec §2 Test-paper screen, §3, §4 Test paper, §5, §8, §9): the shapes of a paper and its
 * questions, and every rule the screen and the server share. No React, no I/O.
 *
 * Decisions where the spec is silent (docs/decisions/010-test-paper-rules.md):
 * - `answrs` are strings: the chosen choice numbers ('1'..'5') for MC, the typed text (one entry) for OE.
 * - A question whose questnDpTp is not A, B, C, D or N belongs to a group: consecutive questions with the same
 *   grpText are shown together under that passage (and its grpAudUrl).
 * - Score: the share of gradable (not hidden) questions answered right, 0–100, rounded half up.
 */
import { TEST_SPECS, type TestType } from './constants';

export type QuestionType = 'MC' | 'OE';
/** Layouts A–D, N hidden; anything else is a group member (spec §3). */
export type QuestionLayout = 'A' | 'B' | 'C' | 'D' | 'N' | 'G';
export const QUESTION_LAYOUTS: readonly QuestionLayout[] = ['A', 'B', 'C', 'D', 'N', 'G'];
/** Example text kinds (spec §3): NB speaker then bubble, BN bubble then speaker, WB a word box. */
export type ExampleTextKind = 'NB' | 'BN' | 'WB';
export type TestDisplay = 'T' | 'R';
/** Who takes the test: a member in the study area, or a visitor of the brand site's level test (spec §3 usrgbn). */
export type TestTaker = 'member' | 'user';

export interface ExampleText {
  seq: number;
  tp: ExampleTextKind;
  txt: string;
}

/** An example line as a paper draws it: a bubble with its speaker first or last, or a box of words. */
export interface ExampleLine {
  kind: 'speaker-first' | 'speaker-last' | 'word-box';
  text: string;
  speaker?: string | null;
}

/**
 * An example line of the wire's text (spec §3): NB "Mia: Thank you." is the speaker then the bubble, BN "You're ___.
 * :Sam" the bubble then the speaker, WB a word box. A line without a speaker part is a bubble alone.
 */
export function exampleLine(example: ExampleText): ExampleLine {
  if (example.tp === 'WB') return { kind: 'word-box', text: example.txt };
  if (example.tp === 'BN') {
    const match = /^(.*?)\s*:([^:]{1,24})$/su.exec(example.txt);
    return match
      ? { kind: 'speaker-last', speaker: match[2]?.trim() ?? null, text: match[1] ?? '' }
      : { kind: 'speaker-last', speaker: null, text: example.txt };
  }
  const match = /^([^:]{1,24}):\s*(.*)$/su.exec(example.txt);
  return match
    ? { kind: 'speaker-first', speaker: match[1]?.trim() ?? null, text: match[2] ?? '' }
    : { kind: 'speaker-first', speaker: null, text: example.txt };
}

export interface QuestionExamples {
  exmplImgUrl?: string | null;
  exmplTexts: ExampleText[];
}

export interface QuestionChoice {
  shetsSeq: number;
  shetsText?: string | null;
  shetsImageUrl?: string | null;
}

/** A question as the paper shows it while taking (no correct answer). */
export interface PaperQuestion {
  questnSeq: number;
  questnTp: QuestionType;
  questnDpTp: string;
  questnText: string;
  grpText?: string | null;
  questnAudUrl?: string | null;
  grpAudUrl?: string | null;
  exmpls?: QuestionExamples | null;
  shetss: QuestionChoice[];
  questnAnswrCnt: number;
}

/** A question of the result paper. */
export interface ResultQuestion extends PaperQuestion {
  tstRst: 'Y' | 'N';
  corrAnswrs: string[];
  stdntAnswrs: string[];
  questnTrans?: string | null;
  questnCmmtry?: string | null;
  questnRelTxtBook?: string | null;
}

/** One answer record (spec §3: questnSeq, answrs). */
export interface AnswerRecord {
  questnSeq: number;
  answrs: string[];
}

export type Answers = Readonly<Record<number, readonly string[]>>;

/** The layout a question is drawn with; unknown values are group members. */
export function questionLayout(questnDpTp: string): QuestionLayout {
  return questnDpTp === 'A' ||
    questnDpTp === 'B' ||
    questnDpTp === 'C' ||
    questnDpTp === 'D' ||
    questnDpTp === 'N'
    ? questnDpTp
    : 'G';
}

export function isHiddenQuestion(question: Pick<PaperQuestion, 'questnDpTp'>): boolean {
  return question.questnDpTp === 'N';
}

/**
 * Spec §4 MC rule: choosing a choice that is already chosen is ignored; when the chosen count would go over the
 * answer count, the oldest choice is dropped. The order of `current` is the order of choosing.
 */
export function chooseChoice(current: readonly string[], choice: string, answerCount: number): string[] {
  if (current.includes(choice)) return [...current];
  const next = [...current, choice];
  const limit = Math.max(1, answerCount);
  return next.length > limit ? next.slice(next.length - limit) : next;
}

/**
 * Spec §5: the questions counted as unanswered are those not hidden whose answer count differs from the required
 * count. An OE answer counts once it has non-blank text.
 */
export function unansweredCount(
  questions: readonly Pick<PaperQuestion, 'questnSeq' | 'questnDpTp' | 'questnTp' | 'questnAnswrCnt'>[],
  answers: Answers,
): number {
  return questions.filter((question) => {
    if (isHiddenQuestion(question)) return false;
    const given = (answers[question.questnSeq] ?? []).filter((answer) => answer.trim() !== '');
    const required =
      question.questnTp === 'OE' ? Math.min(1, question.questnAnswrCnt) : question.questnAnswrCnt;
    return given.length !== required;
  }).length;
}

/** Case, spacing and final punctuation do not matter in an OE answer ("It's a cat." = "it's  a cat"). */
export function normaliseOpenAnswer(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.!?,;:]+$/u, '')
    .trim();
}

/**
 * Marking (the server's; the client never has the correct answers while taking). MC is right when the chosen set
 * equals the correct set (order and repeats do not matter). OE is right when the normalised text equals one of the
 * accepted answers normalised.
 */
export function isAnswerCorrect(
  questnTp: QuestionType,
  given: readonly string[],
  correct: readonly string[],
): boolean {
  if (questnTp === 'OE') {
    const text = given.find((answer) => answer.trim() !== '');
    if (text === undefined) return false;
    const normalised = normaliseOpenAnswer(text);
    return correct.some((accepted) => normaliseOpenAnswer(accepted) === normalised);
  }
  const chosen = new Set(given.map((answer) => answer.trim()).filter((answer) => answer !== ''));
  const expected = new Set(correct.map((answer) => answer.trim()));
  if (chosen.size !== expected.size || expected.size === 0) return false;
  for (const answer of chosen) if (!expected.has(answer)) return false;
  return true;
}

/** The score: 100 × right / gradable (hidden questions are not graded), rounded half up; 0 for an empty paper. */
export function scorePaper(results: readonly { hidden: boolean; correct: boolean }[]): number {
  const gradable = results.filter((result) => !result.hidden);
  if (gradable.length === 0) return 0;
  const right = gradable.filter((result) => result.correct).length;
  return Math.floor((right * 100) / gradable.length + 0.5);
}

/** Seconds left, never below zero, from the deadline and a trusted "now" (both epoch milliseconds). */
export function remainingSeconds(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/**
 * The paper's clock: the server's time at load plus the time elapsed on a monotonic clock since then, so neither a
 * wrong device clock nor a throttled background tab shifts it.
 */
export function createServerClock(serverNowMs: number, monotonicNow: () => number): () => number {
  const startedAt = monotonicNow();
  return () => serverNowMs + (monotonicNow() - startedAt);
}

/**
 * Spec §9: the time warning shows at exactly 2, 3 or 5 minutes left (W, M, L), when the seconds are 0. Given the
 * seconds left at the previous tick and now, the minute to warn about, or null. A tick that skips the exact second
 * (a throttled background tab) still warns once, as long as time is left.
 */
export function timeWarning(type: TestType, previousSeconds: number, nowSeconds: number): number | null {
  const minutes = TEST_SPECS[type].warnAtMinutes;
  const at = minutes * 60;
  return previousSeconds > at && nowSeconds <= at && nowSeconds > 0 ? minutes : null;
}

/** Spec §9: step 7's weekly paper is the Achievement Test; steps below it the Weekly Test. */
export function weeklyTestTitle(step: number): 'Achievement Test' | 'Weekly Test' {
  return step >= 7 ? 'Achievement Test' : 'Weekly Test';
}

/**
 * The incorrect-answer quiz's time: a minute per question it asks again, never under five minutes (the quiz of 6
 * wrong answers has 6 minutes, of 2 has 5). The server sets the attempt's deadline by it; the intro says it.
 */
export const QUIZ_TIME = { minutesPerQuestion: 1, minMinutes: 5 } as const;
export function quizMinutes(questionCount: number): number {
  return Math.max(QUIZ_TIME.minMinutes, questionCount * QUIZ_TIME.minutesPerQuestion);
}

/** Spec §7/§9: the result-paper request sends week 4 for tests that are not weekly. */
export function resultPaperWeek(type: TestType, week: number): number {
  return type === 'W' ? week : 4;
}

/** The questions to show together: a group's consecutive members under one passage, every other question alone. */
export interface QuestionBlock<Q extends PaperQuestion = PaperQuestion> {
  group: { grpText: string; grpAudUrl: string | null } | null;
  questions: Q[];
}
export function blocksOf<Q extends PaperQuestion>(questions: readonly Q[]): QuestionBlock<Q>[] {
  const blocks: QuestionBlock<Q>[] = [];
  for (const question of questions) {
    if (isHiddenQuestion(question)) continue;
    const layout = questionLayout(question.questnDpTp);
    const last = blocks.at(-1);
    if (layout === 'G' && question.grpText) {
      if (last?.group && last.group.grpText === question.grpText) {
        last.questions.push(question);
        continue;
      }
      blocks.push({
        group: { grpText: question.grpText, grpAudUrl: question.grpAudUrl ?? null },
        questions: [question],
      });
      continue;
    }
    blocks.push({ group: null, questions: [question] });
  }
  return blocks;
}

/**
 * What a question asks of a child (issue 30, the level test's reasons): hearing, words, sentences (grammar and
 * blanks) or reading a story. Kept in the bank, never sent with a paper question.
 */
export type QuestionSection = 'listening' | 'words' | 'sentences' | 'reading';
export const QUESTION_SECTIONS: readonly QuestionSection[] = ['listening', 'words', 'sentences', 'reading'];

/** A question as the content bank stores it: the paper question plus its answers and explanation. */
export interface ContentQuestion extends PaperQuestion {
  corrAnswrs: string[];
  questnTrans: string | null;
  questnCmmtry: string | null;
  questnRelTxtBook: string | null;
  /** What it asks (absent on a hidden practice question). */
  section?: QuestionSection;
  /** The course level it was written at: 0 is course A … 6 is G (a level test's blocks rise by one). */
  tier?: number;
}

/**
 * A paper of the content bank (content/papers/*.json, made by packages/content-generator). questnCd:
 * 'W-{course}-{step}-{week}' (weekly), 'M-{course}-{step}' (monthly, stdWeek 0), 'L-{grade}' (level test of school
 * grade 1–6).
 */
export interface ContentPaper {
  questnCd: string;
  stdTstTp: TestType;
  title: string;
  stdCourse: string | null;
  stdStep: number | null;
  stdWeek: number | null;
  lvtGrd: number | null;
  questnMstm: number;
  questns: ContentQuestion[];
}

/** The paper code of a test location (see ContentPaper). */
export function paperCode(
  location:
    | { stdTstTp: 'W'; stdCourse: string; stdStep: number; stdWeek: number }
    | { stdTstTp: 'M'; stdCourse: string; stdStep: number }
    | { stdTstTp: 'L'; lvtGrd: number },
): string {
  switch (location.stdTstTp) {
    case 'W':
      return `W-${location.stdCourse}-${location.stdStep}-${location.stdWeek}`;
    case 'M':
      return `M-${location.stdCourse}-${location.stdStep}`;
    case 'L':
      return `L-${location.lvtGrd}`;
  }
}
