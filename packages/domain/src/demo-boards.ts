/**
 * The demo member's boards (student01: two inquiries, the older answered by the centre; two memos, one checked; one
 * Q&A contact about learning), written once: the server's demo seed stores them, the fake /v2 of the stories and
 * component tests answers them, and the board blocks' stories and tests show them. Data only, like the demo accounts
 * (demo.ts): times are reckoned from the `now` each user gives (the seed: the real now; the fake /v2 and the stories:
 * a fixed instant, so screens and checks do not move from day to day).
 */
import type { QnaContentType } from './study';

const DAY_MS = 86_400_000;

export type DemoPostKind = 'inquiry' | 'memo' | 'qna';

/** One post as the demo member wrote it, `daysAgo` days before `now`. Plain text, as a member would write it. */
export interface DemoPost {
  kind: DemoPostKind;
  /** A Q&A contact's type ('01' contract … '04' other); null for the others. */
  contTp: QnaContentType | null;
  /** Empty for a memo. */
  title: string;
  content: string;
  /** A memo's check mark. */
  checked: boolean;
  /** The centre's answer to an inquiry, given a quarter of a day after it was asked; null while it waits. */
  answer: string | null;
  daysAgo: number;
}

const post = (fields: Partial<DemoPost> & Pick<DemoPost, 'kind' | 'content' | 'daysAgo'>): DemoPost => ({
  contTp: null,
  title: '',
  checked: false,
  answer: null,
  ...fields,
});

/** student01's posts, in the order the seed stores them (their board numbers are 1, 2, 3 … in this order). */
export const DEMO_POSTS: readonly DemoPost[] = [
  post({
    kind: 'inquiry',
    title: '주간 평가 점수가 궁금해요',
    content: '지난주 주간 평가를 봤는데 점수가 어디에 나오나요?\n학습 홈에서 찾지 못했어요.',
    answer:
      '안녕하세요, 버디 잉글리시입니다.\n학습 홈의 평가 목록에서 점수를 볼 수 있어요. 마이페이지의 학습 리포트에도 나와요.',
    daysAgo: 9,
  }),
  post({
    kind: 'inquiry',
    title: '녹음이 잘 안 돼요',
    content: '말하기 녹음 버튼을 눌렀는데 소리가 작게 녹음돼요.\n마이크 설정을 어떻게 하나요?',
    daysAgo: 2,
  }),
  post({ kind: 'memo', content: '단어 카드 10장 복습하기', checked: true, daysAgo: 4 }),
  post({ kind: 'memo', content: '금요일에 주간 평가 보기\n노래 한 번 더 듣기', daysAgo: 1 }),
  post({
    kind: 'qna',
    contTp: '02',
    title: '하루에 몇 개 학습하면 좋을까요?',
    content: '아이가 하루에 두 개씩 하고 싶어 해요. 그래도 괜찮을까요?',
    daysAgo: 3,
  }),
];

/** A stored post: the demo post with its number and its instants (milliseconds since the epoch). */
export interface DemoBoardPost extends Omit<DemoPost, 'daysAgo'> {
  boardNo: number;
  createdAt: number;
  updatedAt: number;
  answeredAt: number | null;
}

/** A demo post as stored `now`: its board number and its instants. */
export function demoBoardPost({ daysAgo, ...fields }: DemoPost, boardNo: number, now: number): DemoBoardPost {
  const createdAt = now - daysAgo * DAY_MS;
  return {
    ...fields,
    boardNo,
    createdAt,
    updatedAt: createdAt,
    answeredAt: fields.answer === null ? null : createdAt + DAY_MS / 4,
  };
}

/** The demo member's posts of one kind as stored `now`, newest first (how every board lists them). */
export function demoBoard(kind: DemoPostKind, now: number): DemoBoardPost[] {
  return DEMO_POSTS.map((demo, index) => demoBoardPost(demo, index + 1, now))
    .filter((stored) => stored.kind === kind)
    .sort((a, b) => b.createdAt - a.createdAt || b.boardNo - a.boardNo);
}

/**
 * An older answered inquiry (the `index`-th, from 0), for a board with many pages: numbered from 50, asked 21 days
 * before `now` and a day earlier for each next one.
 */
export function olderInquiry(index: number, now: number): DemoBoardPost {
  return demoBoardPost(
    post({
      kind: 'inquiry',
      title: `예전 문의 ${index + 1}`,
      content: '예전에 남긴 문의예요.',
      answer: '답변 드렸어요.',
      daysAgo: 21 + index,
    }),
    50 + index,
    now,
  );
}
