import { sheetQuestion, type PaperAnswers } from './answer-sheet';
import type { ChoiceView, QuestionResultView, QuestionView } from './question-view';

/** A small flat picture as an inline SVG data URI (stories and tests need no files). */
function picture(shapes: string, background: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="14" fill="${background}"/>${shapes}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const PICTURES = {
  ball: picture(
    '<circle cx="50" cy="52" r="30" fill="#ea5364"/><path d="M22 52h56M50 22v60" stroke="#fff" stroke-width="5"/>',
    '#fff4e0',
  ),
  book: picture(
    '<rect x="22" y="24" width="56" height="54" rx="6" fill="#268abd"/><rect x="30" y="32" width="40" height="6" fill="#fff"/>',
    '#eaf5fb',
  ),
  star: picture(
    '<path d="M50 16l10 22 24 3-18 16 5 24-21-12-21 12 5-24-18-16 24-3z" fill="#f5b700"/>',
    '#fffbe6',
  ),
  cat: picture(
    '<circle cx="50" cy="56" r="26" fill="#888"/><path d="M28 40l4-22 14 14M72 40l-4-22-14 14" fill="#888"/><circle cx="41" cy="52" r="4" fill="#fff"/><circle cx="59" cy="52" r="4" fill="#fff"/>',
    '#f0f0f0',
  ),
  cup: picture(
    '<path d="M28 30h40v34a14 14 0 0 1-14 14H42a14 14 0 0 1-14-14z" fill="#1bac78"/><path d="M68 38h8a8 8 0 0 1 0 16h-8" stroke="#1bac78" stroke-width="6" fill="none"/>',
    '#e4f5ef',
  ),
} as const;

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

/** The clips of the fixtures' listening questions (distinct pitches, about a second each). */
export const CLIPS = {
  ball: toneClip(1.2, 440),
  pig: toneClip(1.2, 523),
  myPet: toneClip(2, 392),
} as const;

/** A question of the sample papers, with the sound its listen button plays. */
export interface SampleQuestion extends QuestionView {
  audio?: string;
}

const texts = (...words: string[]): ChoiceView[] => words.map((text, i) => ({ number: i + 1, text }));

/** Layout B: picture choices. */
export const pictureQuestion: SampleQuestion = {
  id: 1,
  number: 1,
  kind: 'choice',
  layout: 'B',
  text: '잘 듣고 알맞은 그림을 고르세요.',
  audio: CLIPS.ball,
  choices: [
    { number: 1, text: 'ball', image: PICTURES.ball },
    { number: 2, text: 'book', image: PICTURES.book },
    { number: 3, text: 'star', image: PICTURES.star },
  ],
  answerCount: 1,
};

/** Layout C: an example picture over text choices. */
export const exampleImageQuestion: SampleQuestion = {
  id: 2,
  number: 2,
  kind: 'choice',
  layout: 'C',
  text: '그림에 알맞은 낱말을 고르세요.',
  examples: { image: PICTURES.cat, lines: [] },
  choices: texts('sun', 'cat', 'pig', 'ball'),
  answerCount: 1,
};

/** Layout A: text choices, one answer. */
export const textQuestion: SampleQuestion = {
  id: 3,
  number: 3,
  kind: 'choice',
  layout: 'A',
  text: '잘 듣고 들리는 낱말을 고르세요.',
  audio: CLIPS.pig,
  choices: texts('book', 'pig', 'sun', 'apple'),
  answerCount: 1,
};

/** Layout D: a dialogue, speaker then bubble and bubble then speaker. */
export const dialogueQuestion: SampleQuestion = {
  id: 4,
  number: 4,
  kind: 'choice',
  layout: 'D',
  text: '대화를 잘 듣고 빈칸에 알맞은 말을 고르세요.',
  examples: {
    image: null,
    lines: [
      { kind: 'speaker-first', speaker: 'Mia', text: 'Thank you.' },
      { kind: 'speaker-last', speaker: 'Sam', text: "You're ___." },
    ],
  },
  choices: texts('fine', 'sorry', 'hello', 'welcome'),
  answerCount: 1,
};

/** Layout D: a word box over a sentence. */
export const wordBoxQuestion: SampleQuestion = {
  id: 5,
  number: 5,
  kind: 'choice',
  layout: 'D',
  text: '상자 안의 낱말 중에서 빈칸에 알맞은 것을 고르세요.',
  examples: {
    image: null,
    lines: [
      { kind: 'word-box', text: 'run / sit / red' },
      { kind: 'speaker-first', text: 'I see a ___ sun.' },
    ],
  },
  choices: texts('run', 'red', 'sit'),
  answerCount: 1,
};

/** Layout A with two answers ('choose two'). */
export const chooseTwoQuestion: SampleQuestion = {
  id: 6,
  number: 6,
  kind: 'choice',
  layout: 'A',
  text: '음식을 나타내는 낱말을 두 개 고르세요.',
  choices: texts('bag', 'egg', 'hat', 'cake', 'duck'),
  answerCount: 2,
};

/** Layout C with a written answer. */
export const openQuestion: SampleQuestion = {
  id: 7,
  number: 7,
  kind: 'text',
  layout: 'C',
  text: '그림을 보고 낱말을 영어로 쓰세요.',
  examples: { image: PICTURES.cup, lines: [] },
  choices: [],
  answerCount: 1,
};

/** The passage two group members share, with its sound. */
export const samplePassage = {
  text: 'My Pet\nI have a cat. My cat is white. It likes milk.',
  audio: CLIPS.myPet,
} as const;

/** Two group members under one passage. */
export const groupQuestions: SampleQuestion[] = [
  {
    id: 8,
    number: 8,
    kind: 'choice',
    layout: 'G',
    text: '글쓴이는 어떤 동물을 기르나요?',
    choices: texts('a cat', 'a bird', 'a dog', 'a fish'),
    answerCount: 1,
  },
  {
    id: 9,
    number: 9,
    kind: 'choice',
    layout: 'G',
    text: '고양이는 무엇을 좋아하나요?',
    choices: texts('juice', 'milk', 'water'),
    answerCount: 1,
  },
];

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

/** Answers of a fully answered paper. */
export const fullAnswers: PaperAnswers = {
  1: ['1'],
  2: ['3'],
  3: ['2'],
  4: ['4'],
  5: ['2'],
  6: ['2', '5'],
  7: ['Cup.'],
  8: ['1'],
  9: ['1'],
};

/** The marking of `fullAnswers` (2 wrong, 6 wrong by set, 9 wrong; 7 right, as a marker that ignores case and the full stop). */
export const results: Readonly<Record<number, QuestionResultView>> = {
  1: {
    correct: true,
    correctAnswers: ['1'],
    answers: ['1'],
    translation: 'ball: 공',
    commentary: '들려준 낱말은 ball(공)이에요.',
    textbook: 'Buddy A 1권 1주 1일차 p.3',
  },
  2: {
    correct: false,
    correctAnswers: ['2'],
    answers: ['3'],
    translation: 'cat: 고양이',
    commentary: '그림은 고양이예요. 영어로 cat이라고 해요.',
    textbook: 'Buddy A 1권 1주 2일차 p.4',
  },
  3: {
    correct: true,
    correctAnswers: ['2'],
    answers: ['2'],
    translation: 'pig: 돼지',
    commentary: 'pig의 첫소리 /p/에 주의해 보세요.',
    textbook: 'Buddy A 1권 1주 3일차 p.5',
  },
  4: {
    correct: true,
    correctAnswers: ['4'],
    answers: ['4'],
    translation: 'A: 고마워.\nB: 천만에.',
    commentary: "Thank you.에는 You're welcome.으로 답해요.",
    textbook: 'Buddy A 1권 1주 4일차 p.6',
  },
  5: {
    correct: true,
    correctAnswers: ['2'],
    answers: ['2'],
    translation: '나는 빨간 해를 봐요.',
    commentary: '해를 꾸미는 색깔 낱말 red가 알맞아요.',
    textbook: 'Buddy A 1권 1주 1일차 p.8',
  },
  6: {
    correct: false,
    correctAnswers: ['2', '4'],
    answers: ['2', '5'],
    translation: 'egg: 달걀, cake: 케이크',
    commentary: 'egg와 cake는 음식이에요. 답을 두 개 모두 골라야 맞아요.',
    textbook: 'Buddy A 1권 1주 2일차 p.9',
  },
  7: {
    correct: true,
    correctAnswers: ['cup'],
    answers: ['Cup.'],
    translation: 'cup: 컵',
    commentary: '컵은 영어로 cup이에요.',
    textbook: 'Buddy A 1권 2주 3일차 p.26',
  },
  8: {
    correct: true,
    correctAnswers: ['1'],
    answers: ['1'],
    translation: '나는 고양이가 있어요. 내 고양이는 하얀색이에요. 고양이는 우유를 좋아해요.',
    commentary: 'I have a cat.에서 알 수 있어요.',
    textbook: 'Buddy A 1권 3주 1일차 p.40',
  },
  9: {
    correct: false,
    correctAnswers: ['2'],
    answers: ['1'],
    translation: '고양이는 우유를 좋아해요.',
    commentary: 'It likes milk.에서 알 수 있어요.',
    textbook: null,
  },
};

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
