/**
 * The board blocks' samples: student01's demo boards and the site's demo notices (@buddy/domain/demo, which the
 * server's demo seed stores and the fake /v2 answers too) at a fixed instant (2026-05-04 10:00 Seoul), and the Q&A
 * content types of the domain.
 */
import { compareListedNotices, QNA_CONTENT_TYPES } from '@buddy/domain';
import { demoBoard, demoNotices } from '@buddy/domain/demo';
import type { BoardDetailPost } from './board-detail';
import type { MemoItem } from './memo-board';

const NOW = Date.UTC(2026, 4, 4, 1, 0, 0);

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

/** Every demo notice as the list shows them: the pinned first, then the newest first. */
const listedNotices = demoNotices(NOW)
  .sort(compareListedNotices)
  .map(({ boardNo, title, content, pinned, createdAt }) => ({ boardNo, title, content, pinned, createdAt }));

/** How many notices there are (the list's total). */
export const noticeCount = listedNotices.length;

/** The top of the notices' first page: the pinned ones, then the newest. */
export const sampleNotices = listedNotices.slice(
  0,
  listedNotices.filter((notice) => notice.pinned).length + 1,
);

/** The notice after the sample ones in the list (a neighbour for a notice's page). */
export const nextListedNotice = listedNotices[sampleNotices.length] as (typeof listedNotices)[number];

/** The shortest notice (a small picture of a notice's page). */
const shortest = [...listedNotices].sort(
  (a, b) => a.content.length - b.content.length,
)[0] as (typeof listedNotices)[number];

/**
 * The shortest notice, with a line an editor might type as markup: it is shown as the text it is (a notice is text,
 * never HTML).
 */
export const markedUpNotice = {
  ...shortest,
  content: `${shortest.content}\n<b>굵게</b>는 글자 그대로 보여요.`,
};
