/**
 * The two post boards of the study area (decision: one screen set for both): the my-page 1:1 inquiries and the site
 * Q&A contacts. Addresses, titles, the Q&A content types, and the list parameters read from and written to the
 * address query (so back/forward and reload keep the search and the page).
 */
import {
  BOARD_LABELS,
  MESSAGES,
  QNA_CONTENT_TYPES,
  requiredMessage,
  validateBoardPost,
  validateMemo,
  validateQnaPost,
  type FieldError,
  type ServerFieldRules,
} from '@buddy/domain';
import type { BoardFormField, BoardFormValues, BoardListSearch } from '../../blocks/board';
import { listAddressQuery } from '../../app/list-address';
import { BOARD_PAGE_WORDS } from './board-words';
import type { PostBoard } from './board-address';

export { boardNoFrom, listParams, pageFrom, searchFrom, type PostBoard } from './board-address';

export const POST_BOARDS = {
  inquiries: {
    base: '/study/mypage/inquiries',
    area: 'mypage',
    words: BOARD_PAGE_WORDS.inquiries,
    contentTypes: undefined,
  },
  qna: {
    base: '/study/qna/contacts',
    area: 'qna',
    words: BOARD_PAGE_WORDS.qna,
    contentTypes: QNA_CONTENT_TYPES as Readonly<Record<string, string>>,
  },
} satisfies Record<
  PostBoard,
  {
    base: string;
    area: 'mypage' | 'qna';
    words: { title: string; lead: string; writeTitle: string; editTitle: string };
    contentTypes: Readonly<Record<string, string>> | undefined;
  }
>;

export const postHref = (board: PostBoard, boardNo: number) => `${POST_BOARDS[board].base}/${boardNo}`;
export const editHref = (board: PostBoard, boardNo: number) => `${postHref(board, boardNo)}/edit`;
export const writeHref = (board: PostBoard) => `${POST_BOARDS[board].base}/write`;

/** The address query of a page and search (empty parts left out; the type only with a text). */
export function listQuery(page: number, search: BoardListSearch): string {
  const text = search.srchText.trim();
  return listAddressQuery(page, {
    srchContTp: search.srchContTp,
    srchTp: text ? search.srchTp : undefined,
    srchText: text,
  });
}

const isPostField = (field: string): field is BoardFormField =>
  field === 'title' || field === 'content' || field === 'contTp';

/** The first failing field of a post (the domain's rule of the board; the kit's form checks with the same). */
export function validatePost(board: PostBoard, values: BoardFormValues): FieldError<BoardFormField> | null {
  const failed =
    board === 'qna' ? validateQnaPost({ ...values, contTp: values.contTp ?? '' }) : validateBoardPost(values);
  if (!failed) return null;
  return { field: isPostField(failed.field) ? failed.field : 'title', message: failed.message };
}

/** The memo's rule (its only field is the content). */
export function validateMemoForm(memo: { content: string }): FieldError<'content'> | null {
  const failed = validateMemo(memo);
  return failed ? { field: 'content', message: failed.message } : null;
}

/** The field a server validation message is about (the server answers the domain's messages), if any. */
export function fieldOfMessage(message: string): BoardFormField | null {
  const byMessage: Record<string, BoardFormField> = {
    [requiredMessage(BOARD_LABELS.title)]: 'title',
    [requiredMessage(BOARD_LABELS.content)]: 'content',
    [requiredMessage(BOARD_LABELS.contentType)]: 'contTp',
    [requiredMessage(BOARD_LABELS.memo)]: 'content',
  };
  return byMessage[message] ?? null;
}

/** A board's server failure about a field: the spec's form rule (BOARD_FIELD) names it by its message. */
export const POST_SERVER_FIELDS: ServerFieldRules<BoardFormField> = { BOARD_FIELD: fieldOfMessage };

/** A failure's Korean message (ApiError carries the server's). */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.unknownError;
}
