/**
 * Stories only: the boards' calls of a fake /v2 at the network edge, over an in-memory store seeded like student01
 * (two inquiries, the older answered; two memos, one checked; one Q&A contact). It pages, searches (TD/T/D and the
 * content type), writes, changes (409 for an answered post), deletes, and answers 404 for an unknown id.
 * `fail` makes the list calls answer 500; `hold` leaves them unanswered (loading).
 */
import type { BoardPost, Memo } from '@buddy/api';
import { validateBoardPost, validateMemo, validateQnaPost } from '@buddy/domain';
import { json, type FakeRoute } from '../../stories/fake-server';

const NOW = Date.UTC(2026, 4, 4, 1);
const DAY = 86_400_000;

export interface BoardServerOptions {
  fail?: boolean;
  hold?: boolean;
  /** Start with no post and no memo. */
  empty?: boolean;
  /** Extra inquiries, to show many pages. */
  manyInquiries?: number;
}

type Kind = 'inquiries' | 'memos' | 'qna';

export function boardServer(options: BoardServerOptions = {}): FakeRoute {
  let next = 100;
  const posts: Record<'inquiries' | 'qna', BoardPost[]> = { inquiries: [], qna: [] };
  let memos: Memo[] = [];
  if (!options.empty) {
    posts.inquiries = [
      {
        boardNo: 2,
        contTp: null,
        title: '녹음이 잘 안 돼요',
        content: '말하기 녹음 버튼을 눌렀는데 소리가 작게 녹음돼요.\n마이크 설정을 어떻게 하나요?',
        answer: null,
        answeredAt: null,
        createdAt: NOW - 2 * DAY,
        updatedAt: NOW - 2 * DAY,
      },
      {
        boardNo: 1,
        contTp: null,
        title: '주간 평가 점수가 궁금해요',
        content: '지난주 주간 평가를 봤는데 점수가 어디에 나오나요?',
        answer: '안녕하세요, 버디 잉글리시입니다.\n학습 홈의 평가 목록에서 점수를 볼 수 있어요.',
        answeredAt: NOW - 8 * DAY,
        createdAt: NOW - 9 * DAY,
        updatedAt: NOW - 9 * DAY,
      },
    ];
    for (let i = 0; i < (options.manyInquiries ?? 0); i += 1) {
      posts.inquiries.push({
        boardNo: 50 + i,
        contTp: null,
        title: `예전 문의 ${i + 1}`,
        content: '예전에 남긴 문의예요.',
        answer: '답변 드렸어요.',
        answeredAt: NOW - (20 + i) * DAY,
        createdAt: NOW - (21 + i) * DAY,
        updatedAt: NOW - (21 + i) * DAY,
      });
    }
    posts.qna = [
      {
        boardNo: 5,
        contTp: '02',
        title: '하루에 몇 개 학습하면 좋을까요?',
        content: '아이가 하루에 두 개씩 하고 싶어 해요. 그래도 괜찮을까요?',
        answer: null,
        answeredAt: null,
        createdAt: NOW - 3 * DAY,
        updatedAt: NOW - 3 * DAY,
      },
    ];
    memos = [
      {
        boardNo: 4,
        content: '금요일에 주간 평가 보기\n노래 한 번 더 듣기',
        checked: false,
        createdAt: NOW - DAY,
        updatedAt: NOW - DAY,
      },
      {
        boardNo: 3,
        content: '단어 카드 10장 복습하기',
        checked: true,
        createdAt: NOW - 4 * DAY,
        updatedAt: NOW - 4 * DAY,
      },
    ];
  }

  const notFound = () => json({ code: 'NOT_FOUND', message: '글을 찾을 수 없습니다.' }, 404);
  const invalid = (message: string) => json({ code: 'BOARD_FIELD', message }, 400);
  const bases: Record<string, Kind> = {
    '/mypage/inquiries': 'inquiries',
    '/mypage/memos': 'memos',
    '/site-mgr/qna': 'qna',
  };

  function page<T>(items: T[], url: URL) {
    const pageRow = Number(url.searchParams.get('pageRow') ?? 10);
    const total = items.length;
    const last = Math.max(1, Math.ceil(total / pageRow));
    const pageNo = Math.min(Math.max(1, Number(url.searchParams.get('pageNo') ?? 1)), last);
    return {
      page: { pageNo, pageRow, totalCount: total },
      result: items.slice((pageNo - 1) * pageRow, pageNo * pageRow),
    };
  }

  return (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/v2/, '');
    const match = /^(\/mypage\/inquiries|\/mypage\/memos|\/site-mgr\/qna)(?:\/(\d+))?(\/delete)?$/.exec(path);
    if (!match) return undefined;
    return answer(request, url, match);
  };

  async function answer(request: Request, url: URL, match: RegExpExecArray): Promise<Response> {
    const kind = bases[match[1] ?? ''] as Kind;
    const boardNo = match[2] ? Number(match[2]) : null;
    const del = Boolean(match[3]);
    const now = NOW + (next - 100) * 60_000;

    if (boardNo === null && request.method === 'GET') {
      if (options.hold) return new Promise<Response>(() => undefined);
      if (options.fail) return json({ code: 'INTERNAL', message: '서버 오류가 발생했습니다.' }, 500);
      if (kind === 'memos') return json(page(memos, url));
      const srchTp = url.searchParams.get('srchTp') || 'TD';
      const text = url.searchParams.get('srchText') ?? '';
      const contTp = url.searchParams.get('srchContTp') ?? '';
      const found = posts[kind].filter(
        (post) =>
          (!contTp || post.contTp === contTp) &&
          (!text ||
            (srchTp !== 'D' && post.title.includes(text)) ||
            (srchTp !== 'T' && post.content.includes(text))),
      );
      return json({
        ...page(found, url),
        search: { srchTp, srchText: text, ...(kind === 'qna' ? { srchContTp: contTp } : {}) },
      });
    }

    if (kind === 'memos') {
      if (boardNo === null) {
        const body = (await request.json()) as { content: string };
        const error = validateMemo(body);
        if (error) return invalid(error.message);
        const memo: Memo = {
          boardNo: next++,
          content: body.content.trim(),
          checked: false,
          createdAt: now,
          updatedAt: now,
        };
        memos = [memo, ...memos];
        return json({ result: memo });
      }
      const memo = memos.find((m) => m.boardNo === boardNo);
      if (!memo) return notFound();
      if (request.method === 'GET') return json({ result: memo });
      if (del) {
        memos = memos.filter((m) => m.boardNo !== boardNo);
        return json({ result: { boardNo } });
      }
      const body = (await request.json()) as { content?: string; checked?: boolean };
      if (body.content !== undefined) {
        const error = validateMemo({ content: body.content });
        if (error) return invalid(error.message);
        memo.content = body.content.trim();
      }
      if (body.checked !== undefined) memo.checked = body.checked;
      memo.updatedAt = now;
      return json({ result: memo });
    }

    const list = posts[kind];
    if (boardNo === null) {
      const body = (await request.json()) as { title: string; content: string; contTp?: string };
      const error =
        kind === 'qna' ? validateQnaPost({ ...body, contTp: body.contTp ?? '' }) : validateBoardPost(body);
      if (error) return invalid(error.message);
      const post: BoardPost = {
        boardNo: next++,
        contTp: kind === 'qna' ? (body.contTp as BoardPost['contTp']) : null,
        title: body.title.trim(),
        content: body.content.trim(),
        answer: null,
        answeredAt: null,
        createdAt: now,
        updatedAt: now,
      };
      list.unshift(post);
      return json({ result: post });
    }
    const post = list.find((p) => p.boardNo === boardNo);
    if (!post) return notFound();
    if (request.method === 'GET') return json({ result: post });
    if (del) {
      posts[kind] = list.filter((p) => p.boardNo !== boardNo);
      return json({ result: { boardNo } });
    }
    if (post.answer !== null)
      return json({ code: 'BOARD_ANSWERED', message: '답변이 달린 글은 고칠 수 없습니다.' }, 409);
    const body = (await request.json()) as { title: string; content: string; contTp?: string };
    const error =
      kind === 'qna' ? validateQnaPost({ ...body, contTp: body.contTp ?? '' }) : validateBoardPost(body);
    if (error) return invalid(error.message);
    Object.assign(post, {
      title: body.title.trim(),
      content: body.content.trim(),
      ...(kind === 'qna' ? { contTp: body.contTp } : {}),
      updatedAt: now,
    });
    return json({ result: post });
  }
}
