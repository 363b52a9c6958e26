/** Sample posts and memos for the board stories and tests (fixed instants: 2026-05-04 10:00 Seoul and before). */
import type { BoardDetailPost } from './board-detail';
import type { MemoItem } from './memo-board';

const NOW = Date.UTC(2026, 4, 4, 1, 0, 0);
const DAY = 86_400_000;

export const QNA_TYPES = {
  '01': '계약 관련',
  '02': '학습 이용 문의',
  '03': '건의 사항',
  '04': '기타',
} as const;

export const samplePosts: BoardDetailPost[] = [
  {
    boardNo: 12,
    contTp: '02',
    title: '녹음이 잘 안 돼요',
    content: '말하기 녹음 버튼을 눌렀는데 소리가 작게 녹음돼요.\n마이크 설정을 어떻게 하나요?',
    answer: null,
    answeredAt: null,
    createdAt: NOW - DAY,
  },
  {
    boardNo: 11,
    contTp: '01',
    title: '다음 달 수강료는 언제 나가나요?',
    content: '자동 결제 날짜가 궁금해요.',
    answer: null,
    answeredAt: null,
    createdAt: NOW - 3 * DAY,
  },
  {
    boardNo: 9,
    contTp: '02',
    title: '주간 평가 점수가 궁금해요',
    content:
      '지난주 주간 평가를 봤는데 점수가 어디에 나오나요?\n학습 홈에서 찾지 못했어요.\n<b>굵게</b>는 글자 그대로 보여요.',
    answer: '안녕하세요, 버디 잉글리시입니다.\n학습 홈의 평가 목록에서 점수를 볼 수 있어요.',
    answeredAt: NOW - 8 * DAY,
    createdAt: NOW - 9 * DAY,
  },
];

export const answeredPost = samplePosts[2] as BoardDetailPost;
export const waitingPost = samplePosts[0] as BoardDetailPost;

export const sampleMemos: MemoItem[] = [
  {
    boardNo: 5,
    content: '금요일에 주간 평가 보기\n노래 한 번 더 듣기',
    checked: false,
    createdAt: NOW - DAY,
  },
  { boardNo: 4, content: '단어 카드 10장 복습하기', checked: true, createdAt: NOW - 4 * DAY },
];

/** Sample notices: two pinned, then the newest first. */
export const sampleNotices = [
  {
    boardNo: 31,
    title: '겨울방학 학습 일정 안내',
    content:
      '겨울방학 동안에도 버디 잉글리시는 쉬지 않아요.\n\n매일 학습은 평소처럼 열리고, 월말 평가는 1월 마지막 주에 있어요.',
    pinned: true,
    createdAt: NOW - 2 * DAY,
  },
  {
    boardNo: 28,
    title: '개인정보처리방침 개정 안내',
    content: '어린이 회원의 녹음 파일 보관 기간을 1년으로 줄였어요.',
    pinned: true,
    createdAt: NOW - 20 * DAY,
  },
  {
    boardNo: 30,
    title: '새 단어 게임이 열렸어요',
    content: '라이브러리에서 단어 게임을 해 보세요.\n<b>굵게</b>는 글자 그대로 보여요.',
    pinned: false,
    createdAt: NOW - 5 * DAY,
  },
];
