/**
 * The kit's test-paper samples (stories and tests only): the content bank's sample paper (content/papers/sample.json,
 * made by `npm run content`: the paper the server serves at the sample place and the fake /v2 takes its questions
 * from, ADR 055) in the kit's own shapes, with its real drawings as asset URLs. Its sounds are short tones (headless
 * Chromium plays them and ends them on time); the answers are a child's, chosen to show every marking.
 */
import { exampleLine, type PaperQuestion, type ResultQuestion } from '@buddy/domain';
import bank from '../../../../../content/papers/sample.json';
import { sheetQuestion, type PaperAnswers } from './answer-sheet';
import type { QuestionResultView, QuestionView } from './question-view';

const drawings = import.meta.glob<string>('../../../../../content/media/images/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});

/** A drawing of the bank ('/content/images/….svg' on the server) as an asset URL. */
function drawing(url: string | null | undefined): string | null {
  if (!url) return null;
  const found = drawings[`../../../../../content/media/images/${url.split('/').pop() ?? ''}`];
  if (!found) throw new Error(`no drawing ${url} in content/media/images`);
  return found;
}

type BankQuestion = PaperQuestion &
  Pick<ResultQuestion, 'corrAnswrs' | 'questnTrans' | 'questnCmmtry' | 'questnRelTxtBook'>;
const [sample] = bank as unknown as { questns: BankQuestion[] }[];

/** The sample paper's question `seq`. */
function bankQuestion(seq: number): BankQuestion {
  const found = sample?.questns.find((question) => question.questnSeq === seq);
  if (!found) throw new Error(`no question ${seq} in content/papers/sample.json`);
  return found;
}

/**
 * A short quiet tone as a WAV data URI (8 kHz, 8-bit mono), so stories and tests can play audio and receive `ended`
 * in headless Chromium without files.
 */
export function toneClip(seconds: number, hz = 440): string {
  const rate = 8000;
  const samples = Math.max(1, Math.round(seconds * rate));
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) bytes[offset + i] = value.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true); // bytes per second
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i += 1) {
    bytes[44 + i] = 128 + Math.round(12 * Math.sin((2 * Math.PI * hz * i) / rate));
  }
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:audio/wav;base64,${btoa(binary)}`;
}

/** The clips of the samples' listening questions and passage (distinct pitches, a second or two each). */
export const CLIPS = {
  picture: toneClip(1.2, 440),
  word: toneClip(1.2, 523),
  passage: toneClip(2, 392),
} as const;

/** A question of the sample papers, with the sound its listen button plays. */
export interface SampleQuestion extends QuestionView {
  audio?: string;
}

/** The bank's question `seq` in the kit's shape, as question `number` of the samples (its id too). */
function sampleQuestion(seq: number, number: number, audio?: string): SampleQuestion {
  const question = bankQuestion(seq);
  const examples = question.exmpls;
  return {
    id: number,
    number,
    kind: question.questnTp === 'OE' ? 'text' : 'choice',
    layout: question.questnDpTp as QuestionView['layout'],
    text: question.questnText,
    answerCount: question.questnAnswrCnt,
    choices: question.shetss.map((choice) => ({
      number: choice.shetsSeq,
      text: choice.shetsText ?? null,
      ...(choice.shetsImageUrl ? { image: drawing(choice.shetsImageUrl) } : {}),
    })),
    ...(examples
      ? {
          examples: {
            image: drawing(examples.exmplImgUrl),
            lines: [...examples.exmplTexts].sort((a, b) => a.seq - b.seq).map(exampleLine),
          },
        }
      : {}),
    ...(audio ? { audio } : {}),
  };
}

/** The bank's question behind each sample question (its number): the sample paper but its fourth question. */
const BANK_SEQ: Readonly<Record<number, number>> = { 1: 1, 2: 2, 3: 3, 4: 5, 5: 6, 6: 7, 7: 8, 8: 9, 9: 10 };
const from = (number: number, audio?: string) => sampleQuestion(BANK_SEQ[number] ?? number, number, audio);

/** Layout B: picture choices. */
export const pictureQuestion: SampleQuestion = from(1, CLIPS.picture);

/** Layout C: an example picture over text choices. */
export const exampleImageQuestion: SampleQuestion = from(2);

/** Layout A: text choices, one answer. */
export const textQuestion: SampleQuestion = from(3, CLIPS.word);

/** Layout D: a dialogue, speaker then bubble and bubble then speaker. */
export const dialogueQuestion: SampleQuestion = from(4);

/** Layout D: a word box over a sentence. */
export const wordBoxQuestion: SampleQuestion = from(5);

/** Layout A with two answers ('choose two'). */
export const chooseTwoQuestion: SampleQuestion = from(6);

/** Layout C with a written answer. */
export const openQuestion: SampleQuestion = from(7);

/** The passage two group members share, with its sound. */
export const samplePassage = { text: bankQuestion(9).grpText ?? '', audio: CLIPS.passage } as const;

/** Two group members under one passage. */
export const groupQuestions: SampleQuestion[] = [from(8), from(9)];

/** A short paper with every layout: single questions, then a group under its passage. */
export const paperQuestions: SampleQuestion[] = [
  pictureQuestion,
  exampleImageQuestion,
  textQuestion,
  dialogueQuestion,
  wordBoxQuestion,
  chooseTwoQuestion,
  openQuestion,
  ...groupQuestions,
];

/** Answers of a partly answered paper. */
export const partialAnswers: PaperAnswers = { 1: ['1'], 2: ['2'], 6: ['2'], 7: ['cup'] };

/** The right answers of each sample question (the bank's), by its number. */
const correctOf = (number: number): readonly string[] => bankQuestion(BANK_SEQ[number] ?? number).corrAnswrs;

/**
 * A child's answers to the whole paper: 2 and 9 wrong, 6 wrong by the set (one of its two), 7 right as a marker
 * that ignores case and the full stop takes it; the rest right.
 */
export const fullAnswers: PaperAnswers = {
  1: [...correctOf(1)],
  2: [String((Number(correctOf(2)[0]) % 4) + 1)],
  3: [...correctOf(3)],
  4: [...correctOf(4)],
  5: [...correctOf(5)],
  6: [correctOf(6)[0] ?? '1', '5'],
  7: [`${(correctOf(7)[0] ?? '').replace(/^./, (first) => first.toUpperCase())}.`],
  8: [...correctOf(8)],
  9: [String((Number(correctOf(9)[0]) % 4) + 1)],
};

/** A written answer as the marker compares it: no case, no closing full stop, no outer spaces. */
const written = (answer: string) => answer.trim().replace(/\.$/, '').toLowerCase();

/** The marking of `fullAnswers` by the bank's answers, with the bank's translations, commentary and places. */
export const results: Readonly<Record<number, QuestionResultView>> = Object.fromEntries(
  paperQuestions.map((question) => {
    const bankSide = bankQuestion(BANK_SEQ[question.number] ?? question.number);
    const answers = fullAnswers[question.number] ?? [];
    const correctAnswers = bankSide.corrAnswrs;
    const correct =
      question.kind === 'text'
        ? answers.length === 1 &&
          correctAnswers.some((answer) => written(answer) === written(answers[0] ?? ''))
        : answers.length === correctAnswers.length &&
          answers.every((answer) => correctAnswers.includes(answer));
    return [
      question.number,
      {
        correct,
        correctAnswers,
        answers,
        translation: bankSide.questnTrans ?? null,
        commentary: bankSide.questnCmmtry ?? null,
        textbook: bankSide.questnRelTxtBook ?? null,
      },
    ];
  }),
);

/** Twelve plain questions, for the answer sheet's indent from the 11th row. */
export const longPaper: SampleQuestion[] = Array.from({ length: 12 }, (_, i) => ({
  ...textQuestion,
  id: i + 1,
  number: i + 1,
  text: `${textQuestion.text} (${i + 1})`,
}));

/** The answer-sheet rows of `paperQuestions`: questions of 3, 4 and 5 choices and a written answer. */
export const paperSheet = paperQuestions.map(sheetQuestion);

/** The answer-sheet rows of `longPaper` (4 choices each). */
export const longSheet = longPaper.map(sheetQuestion);
