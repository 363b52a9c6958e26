import { isAnswerCorrect, type PaperQuestion, type ResultQuestion } from '@buddy/domain';

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

/** Layout B: picture choices. */
export const pictureQuestion: PaperQuestion = {
  questnSeq: 1,
  questnTp: 'MC',
  questnDpTp: 'B',
  questnText: '잘 듣고 알맞은 그림을 고르세요.',
  questnAudUrl: CLIPS.ball,
  shetss: [
    { shetsSeq: 1, shetsText: 'ball', shetsImageUrl: PICTURES.ball },
    { shetsSeq: 2, shetsText: 'book', shetsImageUrl: PICTURES.book },
    { shetsSeq: 3, shetsText: 'star', shetsImageUrl: PICTURES.star },
  ],
  questnAnswrCnt: 1,
};

/** Layout C: an example picture over text choices. */
export const exampleImageQuestion: PaperQuestion = {
  questnSeq: 2,
  questnTp: 'MC',
  questnDpTp: 'C',
  questnText: '그림에 알맞은 낱말을 고르세요.',
  exmpls: { exmplImgUrl: PICTURES.cat, exmplTexts: [] },
  shetss: [
    { shetsSeq: 1, shetsText: 'sun' },
    { shetsSeq: 2, shetsText: 'cat' },
    { shetsSeq: 3, shetsText: 'pig' },
    { shetsSeq: 4, shetsText: 'ball' },
  ],
  questnAnswrCnt: 1,
};

/** Layout A: text choices, one answer. */
export const textQuestion: PaperQuestion = {
  questnSeq: 3,
  questnTp: 'MC',
  questnDpTp: 'A',
  questnText: '잘 듣고 들리는 낱말을 고르세요.',
  questnAudUrl: CLIPS.pig,
  shetss: [
    { shetsSeq: 1, shetsText: 'book' },
    { shetsSeq: 2, shetsText: 'pig' },
    { shetsSeq: 3, shetsText: 'sun' },
    { shetsSeq: 4, shetsText: 'apple' },
  ],
  questnAnswrCnt: 1,
};

/** Layout D: a dialogue, speaker then bubble (NB) and bubble then speaker (BN). */
export const dialogueQuestion: PaperQuestion = {
  questnSeq: 4,
  questnTp: 'MC',
  questnDpTp: 'D',
  questnText: '대화를 잘 듣고 빈칸에 알맞은 말을 고르세요.',
  exmpls: {
    exmplImgUrl: null,
    exmplTexts: [
      { seq: 1, tp: 'NB', txt: 'Mia: Thank you.' },
      { seq: 2, tp: 'BN', txt: "You're ___. :Sam" },
    ],
  },
  shetss: [
    { shetsSeq: 1, shetsText: 'fine' },
    { shetsSeq: 2, shetsText: 'sorry' },
    { shetsSeq: 3, shetsText: 'hello' },
    { shetsSeq: 4, shetsText: 'welcome' },
  ],
  questnAnswrCnt: 1,
};

/** Layout D: a word box over a sentence. */
export const wordBoxQuestion: PaperQuestion = {
  questnSeq: 5,
  questnTp: 'MC',
  questnDpTp: 'D',
  questnText: '상자 안의 낱말 중에서 빈칸에 알맞은 것을 고르세요.',
  exmpls: {
    exmplImgUrl: null,
    exmplTexts: [
      { seq: 1, tp: 'WB', txt: 'run / sit / red' },
      { seq: 2, tp: 'NB', txt: 'I see a ___ sun.' },
    ],
  },
  shetss: [
    { shetsSeq: 1, shetsText: 'run' },
    { shetsSeq: 2, shetsText: 'red' },
    { shetsSeq: 3, shetsText: 'sit' },
  ],
  questnAnswrCnt: 1,
};

/** Layout A with two answers ('choose two'). */
export const chooseTwoQuestion: PaperQuestion = {
  questnSeq: 6,
  questnTp: 'MC',
  questnDpTp: 'A',
  questnText: '음식을 나타내는 낱말을 두 개 고르세요.',
  shetss: [
    { shetsSeq: 1, shetsText: 'bag' },
    { shetsSeq: 2, shetsText: 'egg' },
    { shetsSeq: 3, shetsText: 'hat' },
    { shetsSeq: 4, shetsText: 'cake' },
    { shetsSeq: 5, shetsText: 'duck' },
  ],
  questnAnswrCnt: 2,
};

/** Layout C with a written answer (OE). */
export const openQuestion: PaperQuestion = {
  questnSeq: 7,
  questnTp: 'OE',
  questnDpTp: 'C',
  questnText: '그림을 보고 낱말을 영어로 쓰세요.',
  exmpls: { exmplImgUrl: PICTURES.cup, exmplTexts: [] },
  shetss: [],
  questnAnswrCnt: 1,
};

const passage = 'My Pet\nI have a cat. My cat is white. It likes milk.';

/** Two group members under one passage. */
export const groupQuestions: PaperQuestion[] = [
  {
    questnSeq: 8,
    questnTp: 'MC',
    questnDpTp: 'G',
    grpText: passage,
    grpAudUrl: CLIPS.myPet,
    questnText: '글쓴이는 어떤 동물을 기르나요?',
    shetss: [
      { shetsSeq: 1, shetsText: 'a cat' },
      { shetsSeq: 2, shetsText: 'a bird' },
      { shetsSeq: 3, shetsText: 'a dog' },
      { shetsSeq: 4, shetsText: 'a fish' },
    ],
    questnAnswrCnt: 1,
  },
  {
    questnSeq: 9,
    questnTp: 'MC',
    questnDpTp: 'G',
    grpText: passage,
    grpAudUrl: CLIPS.myPet,
    questnText: '고양이는 무엇을 좋아하나요?',
    shetss: [
      { shetsSeq: 1, shetsText: 'juice' },
      { shetsSeq: 2, shetsText: 'milk' },
      { shetsSeq: 3, shetsText: 'water' },
    ],
    questnAnswrCnt: 1,
  },
];

/** Hidden (N): never shown, graded or counted. */
export const hiddenQuestion: PaperQuestion = {
  questnSeq: 10,
  questnTp: 'MC',
  questnDpTp: 'N',
  questnText: '(연습 문제) 알맞은 낱말을 고르세요.',
  shetss: [
    { shetsSeq: 1, shetsText: 'fish' },
    { shetsSeq: 2, shetsText: 'apple' },
  ],
  questnAnswrCnt: 1,
};

/** A short paper with every layout (one hidden). */
export const paperQuestions: PaperQuestion[] = [
  pictureQuestion,
  exampleImageQuestion,
  textQuestion,
  dialogueQuestion,
  wordBoxQuestion,
  chooseTwoQuestion,
  openQuestion,
  ...groupQuestions,
  hiddenQuestion,
];

/** Answers of a partly answered paper. */
export const partialAnswers: Record<number, string[]> = { 1: ['1'], 2: ['2'], 6: ['2'], 7: ['cup'] };

/** Answers of a fully answered paper. */
export const fullAnswers: Record<number, string[]> = {
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

const marking: Record<
  number,
  Pick<ResultQuestion, 'corrAnswrs' | 'questnTrans' | 'questnCmmtry' | 'questnRelTxtBook'>
> = {
  1: {
    corrAnswrs: ['1'],
    questnTrans: 'ball: 공',
    questnCmmtry: '들려준 낱말은 ball(공)이에요.',
    questnRelTxtBook: 'Buddy A 1권 1주 1일차 p.3',
  },
  2: {
    corrAnswrs: ['2'],
    questnTrans: 'cat: 고양이',
    questnCmmtry: '그림은 고양이예요. 영어로 cat이라고 해요.',
    questnRelTxtBook: 'Buddy A 1권 1주 2일차 p.4',
  },
  3: {
    corrAnswrs: ['2'],
    questnTrans: 'pig: 돼지',
    questnCmmtry: 'pig의 첫소리 /p/에 주의해 보세요.',
    questnRelTxtBook: 'Buddy A 1권 1주 3일차 p.5',
  },
  4: {
    corrAnswrs: ['4'],
    questnTrans: 'A: 고마워.\nB: 천만에.',
    questnCmmtry: "Thank you.에는 You're welcome.으로 답해요.",
    questnRelTxtBook: 'Buddy A 1권 1주 4일차 p.6',
  },
  5: {
    corrAnswrs: ['2'],
    questnTrans: '나는 빨간 해를 봐요.',
    questnCmmtry: '해를 꾸미는 색깔 낱말 red가 알맞아요.',
    questnRelTxtBook: 'Buddy A 1권 1주 1일차 p.8',
  },
  6: {
    corrAnswrs: ['2', '4'],
    questnTrans: 'egg: 달걀, cake: 케이크',
    questnCmmtry: 'egg와 cake는 음식이에요. 답을 두 개 모두 골라야 맞아요.',
    questnRelTxtBook: 'Buddy A 1권 1주 2일차 p.9',
  },
  7: {
    corrAnswrs: ['cup'],
    questnTrans: 'cup: 컵',
    questnCmmtry: '컵은 영어로 cup이에요.',
    questnRelTxtBook: 'Buddy A 1권 2주 3일차 p.26',
  },
  8: {
    corrAnswrs: ['1'],
    questnTrans: '나는 고양이가 있어요. 내 고양이는 하얀색이에요. 고양이는 우유를 좋아해요.',
    questnCmmtry: 'I have a cat.에서 알 수 있어요.',
    questnRelTxtBook: 'Buddy A 1권 3주 1일차 p.40',
  },
  9: {
    corrAnswrs: ['2'],
    questnTrans: '고양이는 우유를 좋아해요.',
    questnCmmtry: 'It likes milk.에서 알 수 있어요.',
    questnRelTxtBook: null,
  },
  10: { corrAnswrs: ['1'], questnTrans: null, questnCmmtry: null, questnRelTxtBook: null },
};

/** The result paper of `fullAnswers` (the server's marking: 2 wrong, 6 wrong by set, 9 wrong; 7 right by normalising). */
export const resultQuestions: ResultQuestion[] = paperQuestions.map((question) => {
  const mark = marking[question.questnSeq] ?? { corrAnswrs: [] };
  const stdntAnswrs = fullAnswers[question.questnSeq] ?? [];
  const right = isAnswerCorrect(question.questnTp, stdntAnswrs, mark.corrAnswrs);
  return { ...question, ...mark, stdntAnswrs, tstRst: right ? 'Y' : 'N' };
});

/** Twelve plain questions, for the answer sheet's indent from the 11th row. */
export const longPaper: PaperQuestion[] = Array.from({ length: 12 }, (_, i) => ({
  ...textQuestion,
  questnSeq: i + 1,
  questnText: `${textQuestion.questnText} (${i + 1})`,
}));
