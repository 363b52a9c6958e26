import {
  boardSearchType,
  clampPage,
  PAGE_SIZES,
  validateBoardPost,
  validateMemo,
  validateQnaPost,
  type FieldError,
} from '@buddy/domain';
import type { components } from '@buddy/contract';
import { HttpError } from '../../plugins/errors';
import type { Clock } from '../../plugins/tokens';
import type { BoardKind, BoardsRepository, PostFilter, PostRow } from './repository';

type Schemas = components['schemas'];
type BoardPost = Schemas['BoardPost'];
type Memo = Schemas['Memo'];
type BoardPostList = Schemas['BoardPostList'];
type MemoList = Schemas['MemoList'];
type InquiryForm = Schemas['InquiryForm'];
type QnaForm = Schemas['QnaForm'];
type MemoForm = Schemas['MemoForm'];
type MemoUpdate = Schemas['MemoUpdate'];
type QnaContentType = Schemas['QnaContentType'];

export const BOARD_MESSAGES = {
  /** 404 NOT_FOUND: no such post of the member on this board. */
  notFound: '글을 찾을 수 없습니다.',
  /** 409 BOARD_ANSWERED: an answered post keeps the question it was answered for. */
  answered: '답변이 달린 글은 고칠 수 없습니다.',
} as const;

export interface ListQuery {
  pageNo?: number;
  pageRow?: number;
  srchTp?: string;
  srchText?: string;
  srchContTp?: string;
}

const notFound = () => new HttpError(404, 'NOT_FOUND', BOARD_MESSAGES.notFound);
// A rule of the spec's form (§5), not of the contract: its own code, so VALIDATION always means the contract.
const invalid = (error: FieldError) => new HttpError(400, 'BOARD_FIELD', error.message);

function toPost(row: PostRow): BoardPost {
  return {
    boardNo: row.boardNo,
    contTp: (row.contTp as QnaContentType | null) ?? null,
    title: row.title,
    content: row.content,
    answer: row.answer,
    answeredAt: row.answeredAt?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

function toMemo(row: PostRow): Memo {
  return {
    boardNo: row.boardNo,
    content: row.content,
    checked: row.checked,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

/**
 * The boards of spec §7 My page boards: inquiries, memos and the site Q&A. Every rule is here: validation with the
 * spec's required message (domain), the owner of every by-id call (another member's id is 404 and changes nothing),
 * plain-text storage (trimmed, never interpreted), answered posts kept as asked.
 */
export class BoardsService {
  constructor(
    private readonly boards: BoardsRepository,
    private readonly clock: Clock,
  ) {}

  private async paged(kind: BoardKind, memNo: string, query: ListQuery, filter: PostFilter | null) {
    const pageRow = query.pageRow ?? PAGE_SIZES.default;
    const totalCount = await this.boards.count(kind, memNo, filter);
    // Spec §4 Other: below 1 goes to 1; beyond the total goes to the last page.
    const pageNo = clampPage(query.pageNo ?? 1, totalCount, pageRow);
    const rows = await this.boards.page(kind, memNo, filter, (pageNo - 1) * pageRow, pageRow);
    return { page: { pageNo, pageRow, totalCount }, rows };
  }

  async list(kind: 'inquiry' | 'qna', memNo: string, query: ListQuery): Promise<BoardPostList> {
    const filter: PostFilter = {
      srchTp: boardSearchType(query.srchTp),
      srchText: (query.srchText ?? '').trim(),
      contTp: kind === 'qna' && query.srchContTp ? query.srchContTp : null,
    };
    const { page, rows } = await this.paged(kind, memNo, query, filter);
    return {
      page,
      search: {
        srchTp: filter.srchTp,
        srchText: filter.srchText,
        ...(kind === 'qna' ? { srchContTp: filter.contTp ?? '' } : {}),
      },
      result: rows.map(toPost),
    };
  }

  async listMemos(memNo: string, query: ListQuery): Promise<MemoList> {
    const { page, rows } = await this.paged('memo', memNo, query, null);
    return { page, result: rows.map(toMemo) };
  }

  async detail(kind: 'inquiry' | 'qna', memNo: string, boardNo: number): Promise<BoardPost> {
    const row = await this.boards.find(kind, memNo, boardNo);
    if (!row) throw notFound();
    return toPost(row);
  }

  async memo(memNo: string, boardNo: number): Promise<Memo> {
    const row = await this.boards.find('memo', memNo, boardNo);
    if (!row) throw notFound();
    return toMemo(row);
  }

  private checkPost(kind: 'inquiry' | 'qna', form: InquiryForm | QnaForm) {
    const post = { title: form.title.trim(), content: form.content.trim() };
    const contTp = 'contTp' in form ? form.contTp : '';
    const error = kind === 'qna' ? validateQnaPost({ contTp, ...post }) : validateBoardPost(post);
    if (error) throw invalid(error);
    return { ...post, contTp: kind === 'qna' ? contTp : null };
  }

  async create(kind: 'inquiry' | 'qna', memNo: string, form: InquiryForm | QnaForm): Promise<BoardPost> {
    const post = this.checkPost(kind, form);
    const now = this.clock();
    return toPost(await this.boards.create({ kind, memNo, ...post, createdAt: now, updatedAt: now }));
  }

  async update(
    kind: 'inquiry' | 'qna',
    memNo: string,
    boardNo: number,
    form: InquiryForm | QnaForm,
  ): Promise<BoardPost> {
    const existing = await this.boards.find(kind, memNo, boardNo);
    if (!existing) throw notFound();
    if (existing.answer !== null) throw new HttpError(409, 'BOARD_ANSWERED', BOARD_MESSAGES.answered);
    const post = this.checkPost(kind, form);
    const row = await this.boards.update(kind, memNo, boardNo, { ...post, updatedAt: this.clock() });
    if (!row) throw notFound();
    return toPost(row);
  }

  async createMemo(memNo: string, form: MemoForm): Promise<Memo> {
    const content = form.content.trim();
    const error = validateMemo({ content });
    if (error) throw invalid(error);
    const now = this.clock();
    return toMemo(await this.boards.create({ kind: 'memo', memNo, content, createdAt: now, updatedAt: now }));
  }

  async updateMemo(memNo: string, boardNo: number, change: MemoUpdate): Promise<Memo> {
    const set: { content?: string; checked?: boolean } = {};
    if (change.content !== undefined) {
      const content = change.content.trim();
      const error = validateMemo({ content });
      if (error) throw invalid(error);
      set.content = content;
    }
    if (change.checked !== undefined) set.checked = change.checked;
    const row = await this.boards.update('memo', memNo, boardNo, { ...set, updatedAt: this.clock() });
    if (!row) throw notFound();
    return toMemo(row);
  }

  async delete(kind: BoardKind, memNo: string, boardNo: number): Promise<{ boardNo: number }> {
    if (!(await this.boards.delete(kind, memNo, boardNo))) throw notFound();
    return { boardNo };
  }
}
