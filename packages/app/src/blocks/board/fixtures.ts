/**
 * The board blocks' samples: student01's demo boards (@buddy/domain/demo, which the server's demo seed stores and the
 * fake /v2 answers too) at a fixed instant (2026-05-04 10:00 Seoul), and the Q&A content types of the domain.
 */
import { QNA_CONTENT_TYPES } from '@buddy/domain';
import { demoBoard } from '@buddy/domain/demo';
import type { BoardDetailPost } from './board-detail';
import type { MemoItem } from './memo-board';

const NOW = Date.UTC(2026, 4, 4, 1, 0, 0);
const DAY = 86_400_000;

export const QNA_TYPES = QNA_CONTENT_TYPES;

/** The inquiries and the Q&A contact, newest first, as one list shows posts. */
export const samplePosts: BoardDetailPost[] = [...demoBoard('inquiry', NOW), ...demoBoard('qna', NOW)].sort(
  (a, b) => b.createdAt - a.createdAt,
);

const answered = samplePosts.find((post) => post.answer !== null) as BoardDetailPost;

/**
 * The answered inquiry, with a line a member might type as markup: it is shown as the text it is (board content is
 * text, never HTML).
 */
export const answeredPost: BoardDetailPost = {
  ...answered,
  content: `${answered.content}\n<b>굵게</b>는 글자 그대로 보여요.`,
};
export const waitingPost = samplePosts[0] as BoardDetailPost;
/** The Q&A contact (its content type shown beside its title). */
export const qnaPost = samplePosts.find((post) => post.contTp) as BoardDetailPost;

export const sampleMemos: MemoItem[] = demoBoard('memo', NOW).map(
  ({ boardNo, content, checked, createdAt }) => ({
    boardNo,
    content,
    checked,
    createdAt,
  }),
);

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
