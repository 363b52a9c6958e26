/**
 * Sample rounds and rankings of the typing game, for stories and tests only: the app gets its prompts and the
 * week's ranking from the API.
 */
import type { TypingPrompt } from './figures';
import type { GameRankingRow } from './game-ranking';

/** 자리 연습: the home row first, then the rows above and below, with the fingers to use. */
export const placePrompts: readonly TypingPrompt[] = [
  { text: 'asdf jkl;', hint: '왼손은 a s d f, 오른손은 j k l ; 위에 올려요.' },
  { text: 'fff jjj fjf jfj', hint: '양손 검지: f 와 j (볼록한 점이 있어요)' },
  { text: 'ddd kkk dkd kdk', hint: '양손 중지: d 와 k' },
  { text: 'sss lll sls lsl', hint: '양손 약지: s 와 l' },
  { text: 'a sad lad', hint: '새끼손가락: a' },
  { text: 'ask dad', hint: '엄지로 스페이스바를 눌러요.' },
  { text: 'rrr uuu fur', hint: '검지를 위로: r 과 u' },
  { text: 'eee iii die', hint: '중지를 위로: e 와 i' },
  { text: 'vvv mmm jam', hint: '검지를 아래로: v 와 m' },
  { text: 'all fall', hint: '천천히, 정확하게!' },
];

/** 단어 연습: everyday words for children, with their Korean meanings. */
export const wordPrompts: readonly TypingPrompt[] = [
  { text: 'apple', hint: '사과' },
  { text: 'school', hint: '학교' },
  { text: 'friend', hint: '친구' },
  { text: 'rabbit', hint: '토끼' },
  { text: 'yellow', hint: '노란색' },
  { text: 'pencil', hint: '연필' },
  { text: 'summer', hint: '여름' },
  { text: 'window', hint: '창문' },
  { text: 'happy', hint: '행복한' },
  { text: 'library', hint: '도서관' },
];

/** 문장 연습: short sentences for children, with their Korean. */
export const sentencePrompts: readonly TypingPrompt[] = [
  { text: 'I like apples.', hint: '나는 사과를 좋아해요.' },
  { text: 'She has a red bag.', hint: '그녀는 빨간 가방을 가지고 있어요.' },
  { text: 'We play soccer after school.', hint: '우리는 방과 후에 축구를 해요.' },
  { text: 'The cat is sleeping on the sofa.', hint: '고양이가 소파 위에서 자고 있어요.' },
  { text: 'Can you help me, please?', hint: '저를 좀 도와줄 수 있나요?' },
  { text: 'My brother is taller than me.', hint: '우리 형은 나보다 키가 커요.' },
  { text: 'It is sunny and warm today.', hint: '오늘은 화창하고 따뜻해요.' },
  { text: "Let's go to the library together.", hint: '함께 도서관에 가요.' },
];

/** The sample rounds by mode (the story args pick from these). */
export const samplePrompts = {
  place: placePrompts,
  words: wordPrompts,
  sentence: sentencePrompts,
} as const;

/** The week's top ten, the child fourth. */
export const sampleRanking: readonly GameRankingRow[] = [
  { rank: 1, name: '김*준', score: 312, cpm: 324, accuracy: 96, mine: false },
  { rank: 2, name: '이*서', score: 287, cpm: 302, accuracy: 95, mine: false },
  { rank: 3, name: '박*윤', score: 265, cpm: 279, accuracy: 95, mine: false },
  { rank: 4, name: '최*아', score: 241, cpm: 256, accuracy: 94, mine: true },
  { rank: 5, name: '정*우', score: 228, cpm: 245, accuracy: 93, mine: false },
  { rank: 6, name: '강*린', score: 204, cpm: 222, accuracy: 92, mine: false },
  { rank: 7, name: '조*호', score: 187, cpm: 201, accuracy: 93, mine: false },
  { rank: 8, name: '윤*은', score: 172, cpm: 189, accuracy: 91, mine: false },
  { rank: 9, name: '장*원', score: 150, cpm: 170, accuracy: 88, mine: false },
  { rank: 10, name: '임*희', score: 131, cpm: 146, accuracy: 90, mine: false },
];

/** The same ten without the child (the child is 23rd, under the table). */
export const sampleRankingOthers: readonly GameRankingRow[] = sampleRanking.map((row) =>
  row.mine ? { ...row, name: '한*솔', mine: false } : row,
);
