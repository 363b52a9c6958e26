/**
 * The boards' calls (1:1 inquiries, Q&A contacts, memos) over an in-memory store seeded like student01. It pages,
 * searches (TD/T/D and the content type), writes, changes (409 for an answered post), deletes, checks the domain's
 * field rules (400), and answers 404 for an unknown number. `fail` makes the list calls answer 500; `hold` leaves
 * them unanswered (loading); `failWrites` makes every new or changed post and memo answer an error (a 400 about a
 * field, for a rule only the server holds, or a 500). Each call of `boardHandlers()` starts its own store.
 */
import type { BoardPost, BoardPostList, InquiryForm, Memo, MemoList, QnaForm } from '@buddy/contract';
import { validateBoardPost, validateMemo, validateQnaPost } from '@buddy/domain';
import { BOARD_NOW, inquiries, memos as seedMemos, qnaContacts } from '../fixtures/boards';
import { errorBody, http, never, SERVER_ERROR } from '../http';

export interface BoardOptions {
  fail?: boolean;
  hold?: boolean;
  /** Start with no post and no memo. */
  empty?: boolean;
  /** Extra answered inquiries, to show many pages. */
  manyInquiries?: number;
  /** Every write (a new or changed post or memo) answers this: 400 as BOARD_FIELD with the message, or 500. */
  failWrites?: { status: 400 | 500; message: string };
}

type PostKind = 'inquiries' | 'qna';
interface ListQuery {
  pageNo: string | null;
  pageRow: string | null;
  srchTp?: string | null;
  srchText?: string | null;
  srchContTp?: string | null;
}

const NOT_FOUND = errorBody({ code: 'NOT_FOUND', message: '글을 찾을 수 없습니다.' });
const ANSWERED = errorBody({ code: 'BOARD_ANSWERED', message: '답변이 달린 글은 고칠 수 없습니다.' });
const invalid = (message: string) => errorBody({ code: 'BOARD_FIELD', message });
const writeFailure = ({ status, message }: NonNullable<BoardOptions['failWrites']>) =>
  status === 400 ? invalid(message) : errorBody({ code: 'INTERNAL', message });

function page<T>(items: T[], query: ListQuery) {
  const pageRow = Number(query.pageRow ?? 10);
  const totalCount = items.length;
  const last = Math.max(1, Math.ceil(totalCount / pageRow));
  const pageNo = Math.min(Math.max(1, Number(query.pageNo ?? 1)), last);
  return {
    page: { pageNo, pageRow, totalCount },
    result: items.slice((pageNo - 1) * pageRow, pageNo * pageRow),
  };
}

/** The store and its rules, answering in the contract's shapes; the handlers below only route to it. */
function boardStore(options: BoardOptions) {
  let next = 100;
  const posts: Record<PostKind, BoardPost[]> = {
    inquiries: options.empty ? [] : inquiries(options.manyInquiries ?? 0),
    qna: options.empty ? [] : qnaContacts(),
  };
  let memos: Memo[] = options.empty ? [] : seedMemos();
  const now = () => BOARD_NOW + (next - 100) * 60_000;
  const validate = (kind: PostKind, body: InquiryForm | QnaForm) =>
    kind === 'qna'
      ? validateQnaPost({ ...body, contTp: 'contTp' in body ? body.contTp : '' })
      : validateBoardPost(body);

  return {
    /** Holds or fails a list call as the scenario says. */
    async listFails(): Promise<boolean> {
      if (options.hold) await never();
      return options.fail === true;
    },
    posts(kind: PostKind, query: ListQuery): BoardPostList {
      const srchTp = query.srchTp || 'TD';
      const text = query.srchText ?? '';
      const contTp = query.srchContTp ?? '';
      const found = posts[kind].filter(
        (post) =>
          (!contTp || post.contTp === contTp) &&
          (!text ||
            (srchTp !== 'D' && post.title.includes(text)) ||
            (srchTp !== 'T' && post.content.includes(text))),
      );
      return {
        ...page(found, query),
        search: {
          srchTp: srchTp as BoardPostList['search']['srchTp'],
          srchText: text,
          ...(kind === 'qna' ? { srchContTp: contTp } : {}),
        },
      };
    },
    post: (kind: PostKind, boardNo: string) => posts[kind].find((p) => p.boardNo === Number(boardNo)),
    write(kind: PostKind, body: InquiryForm | QnaForm): BoardPost | { invalid: string } {
      const error = validate(kind, body);
      if (error) return { invalid: error.message };
      const at = now();
      const post: BoardPost = {
        boardNo: next++,
        contTp: kind === 'qna' && 'contTp' in body ? (body.contTp as BoardPost['contTp']) : null,
        title: body.title.trim(),
        content: body.content.trim(),
        answer: null,
        answeredAt: null,
        createdAt: at,
        updatedAt: at,
      };
      posts[kind].unshift(post);
      return post;
    },
    change(kind: PostKind, boardNo: string, body: InquiryForm | QnaForm) {
      const post = this.post(kind, boardNo);
      if (!post) return 'missing' as const;
      if (post.answer !== null) return 'answered' as const;
      const error = validate(kind, body);
      if (error) return { invalid: error.message };
      Object.assign(post, {
        title: body.title.trim(),
        content: body.content.trim(),
        ...(kind === 'qna' && 'contTp' in body ? { contTp: body.contTp } : {}),
        updatedAt: now(),
      });
      return post;
    },
    remove(kind: PostKind, boardNo: string): boolean {
      const before = posts[kind].length;
      posts[kind] = posts[kind].filter((p) => p.boardNo !== Number(boardNo));
      return posts[kind].length < before;
    },
    memos: (query: ListQuery): MemoList => page(memos, query),
    memo: (boardNo: string) => memos.find((m) => m.boardNo === Number(boardNo)),
    writeMemo(content: string): Memo | { invalid: string } {
      const error = validateMemo({ content });
      if (error) return { invalid: error.message };
      const at = now();
      const memo: Memo = {
        boardNo: next++,
        content: content.trim(),
        checked: false,
        createdAt: at,
        updatedAt: at,
      };
      memos = [memo, ...memos];
      return memo;
    },
    changeMemo(boardNo: string, body: { content?: string; checked?: boolean }) {
      const memo = this.memo(boardNo);
      if (!memo) return 'missing' as const;
      if (body.content !== undefined) {
        const error = validateMemo({ content: body.content });
        if (error) return { invalid: error.message };
        memo.content = body.content.trim();
      }
      if (body.checked !== undefined) memo.checked = body.checked;
      memo.updatedAt = now();
      return memo;
    },
    removeMemo(boardNo: string): boolean {
      const before = memos.length;
      memos = memos.filter((m) => m.boardNo !== Number(boardNo));
      return memos.length < before;
    },
  };
}

export function boardHandlers(options: BoardOptions = {}) {
  const store = boardStore(options);
  return [
    // 1:1 inquiries
    http.get('/mypage/inquiries', async ({ query, response }) => {
      if (await store.listFails()) return response(500).json(SERVER_ERROR);
      const q = { pageNo: query.get('pageNo'), pageRow: query.get('pageRow'), srchTp: query.get('srchTp') };
      return response(200).json(store.posts('inquiries', { ...q, srchText: query.get('srchText') }));
    }),
    http.post('/mypage/inquiries', async ({ request, response }) => {
      if (options.failWrites)
        return response(options.failWrites.status).json(writeFailure(options.failWrites));
      const post = store.write('inquiries', await request.json());
      return 'invalid' in post
        ? response(400).json(invalid(post.invalid))
        : response(200).json({ result: post });
    }),
    http.get('/mypage/inquiries/{boardNo}', ({ params, response }) => {
      const post = store.post('inquiries', params.boardNo);
      return post ? response(200).json({ result: post }) : response(404).json(NOT_FOUND);
    }),
    http.post('/mypage/inquiries/{boardNo}', async ({ params, request, response }) => {
      if (options.failWrites)
        return response(options.failWrites.status).json(writeFailure(options.failWrites));
      const post = store.change('inquiries', params.boardNo, await request.json());
      if (post === 'missing') return response(404).json(NOT_FOUND);
      if (post === 'answered') return response(409).json(ANSWERED);
      return 'invalid' in post
        ? response(400).json(invalid(post.invalid))
        : response(200).json({ result: post });
    }),
    http.post('/mypage/inquiries/{boardNo}/delete', ({ params, response }) =>
      store.remove('inquiries', params.boardNo)
        ? response(200).json({ result: { boardNo: Number(params.boardNo) } })
        : response(404).json(NOT_FOUND),
    ),
    // Q&A contacts
    http.get('/site-mgr/qna', async ({ query, response }) => {
      if (await store.listFails()) return response(500).json(SERVER_ERROR);
      const q = { pageNo: query.get('pageNo'), pageRow: query.get('pageRow'), srchTp: query.get('srchTp') };
      const filter = { srchText: query.get('srchText'), srchContTp: query.get('srchContTp') };
      return response(200).json(store.posts('qna', { ...q, ...filter }));
    }),
    http.post('/site-mgr/qna', async ({ request, response }) => {
      if (options.failWrites)
        return response(options.failWrites.status).json(writeFailure(options.failWrites));
      const post = store.write('qna', await request.json());
      return 'invalid' in post
        ? response(400).json(invalid(post.invalid))
        : response(200).json({ result: post });
    }),
    http.get('/site-mgr/qna/{boardNo}', ({ params, response }) => {
      const post = store.post('qna', params.boardNo);
      return post ? response(200).json({ result: post }) : response(404).json(NOT_FOUND);
    }),
    http.post('/site-mgr/qna/{boardNo}', async ({ params, request, response }) => {
      if (options.failWrites)
        return response(options.failWrites.status).json(writeFailure(options.failWrites));
      const post = store.change('qna', params.boardNo, await request.json());
      if (post === 'missing') return response(404).json(NOT_FOUND);
      if (post === 'answered') return response(409).json(ANSWERED);
      return 'invalid' in post
        ? response(400).json(invalid(post.invalid))
        : response(200).json({ result: post });
    }),
    http.post('/site-mgr/qna/{boardNo}/delete', ({ params, response }) =>
      store.remove('qna', params.boardNo)
        ? response(200).json({ result: { boardNo: Number(params.boardNo) } })
        : response(404).json(NOT_FOUND),
    ),
    // Memos
    http.get('/mypage/memos', async ({ query, response }) => {
      if (await store.listFails()) return response(500).json(SERVER_ERROR);
      return response(200).json(store.memos({ pageNo: query.get('pageNo'), pageRow: query.get('pageRow') }));
    }),
    http.post('/mypage/memos', async ({ request, response }) => {
      if (options.failWrites)
        return response(options.failWrites.status).json(writeFailure(options.failWrites));
      const memo = store.writeMemo((await request.json()).content);
      return 'invalid' in memo
        ? response(400).json(invalid(memo.invalid))
        : response(200).json({ result: memo });
    }),
    http.get('/mypage/memos/{boardNo}', ({ params, response }) => {
      const memo = store.memo(params.boardNo);
      return memo ? response(200).json({ result: memo }) : response(404).json(NOT_FOUND);
    }),
    http.post('/mypage/memos/{boardNo}', async ({ params, request, response }) => {
      if (options.failWrites)
        return response(options.failWrites.status).json(writeFailure(options.failWrites));
      const memo = store.changeMemo(params.boardNo, await request.json());
      if (memo === 'missing') return response(404).json(NOT_FOUND);
      return 'invalid' in memo
        ? response(400).json(invalid(memo.invalid))
        : response(200).json({ result: memo });
    }),
    http.post('/mypage/memos/{boardNo}/delete', ({ params, response }) =>
      store.removeMemo(params.boardNo)
        ? response(200).json({ result: { boardNo: Number(params.boardNo) } })
        : response(404).json(NOT_FOUND),
    ),
  ];
}
