import { boardQueries, memoryStorage, mypageQueries, reviewQueries, studyQueries } from '@buddy/api';
import {
  boardHandlers,
  http,
  mypageHandlers,
  never,
  reviewHandlers,
  signedInAs,
  studyHandlers,
} from '@buddy/mocks';
import { fakeBackend } from '@buddy/mocks/browser';
import type { SetupWorker } from 'msw/browser';
import { createMemoryRouter } from 'react-router';
import { STORAGE_KEYS } from '@buddy/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createAppContext } from '../app/context';
import { dailyLocationFrom } from '../pages/daily/daily-params';
import { boardNoFrom, listAddress, pageFrom } from '../pages/boards/board-address';
import { mypageMonth, studyAddress } from './addresses';
import { prefetchBoard, prefetchDailyStudy, prefetchMypage, prefetchStudyHome } from './prefetch';
import { createAppRoutes, discoverMemberRoutes } from './routes';

let worker: SetupWorker;
const calls: string[] = [];
const record = ({ request }: { request: Request }) => void calls.push(request.url);

beforeAll(async () => {
  worker = await fakeBackend();
  worker.events.on('request:start', record);
});
afterEach(() => {
  worker.resetHandlers();
  calls.length = 0;
});
afterAll(() => worker.events.removeListener('request:start', record));

/**
 * An app context over the fake /v2, whose study, my-page and board list calls are held unanswered (the loader must not wait for
 * them); `calls` records every request the page sends.
 */
function recordingContext() {
  worker.use(
    ...studyHandlers({ hold: ['load', 'stats', 'recent', 'review'] }),
    ...mypageHandlers({ hold: ['learning', 'attendance', 'report', 'recordings'] }),
    ...boardHandlers({ hold: true }),
    ...reviewHandlers({ hold: 'today' }),
  );
  const ctx = createAppContext({ storage: memoryStorage() });
  return { ctx, calls };
}

const search = (query: string) => new URLSearchParams(query);
const NOW = new Date('2026-11-24T03:00:00Z');

describe('given the address of the study home', () => {
  it.each([
    ['?course=b&step=2&week=3', true],
    ['?course=B&step=8&week=1', false],
    ['?course=B&step=2', false],
    ['', false],
  ])('%s names a whole week: %s', (query, complete) => {
    expect(studyAddress(new URLSearchParams(query)).complete).toBe(complete);
  });

  it('starts the week, the step stats of the address and today’s review in the loader, without waiting', async () => {
    const { ctx, calls } = recordingContext();
    prefetchStudyHome(ctx, studyAddress(search('?course=B&step=2&week=3')));
    expect(ctx.queryClient.getQueryState(reviewQueries.today(ctx.api).queryKey)?.fetchStatus).toBe(
      'fetching',
    );
    const session = studyQueries.session(ctx.api, { stdCourse: 'B', stdStep: 2, stdWeek: 3 });
    expect(ctx.queryClient.getQueryState(session.queryKey)?.fetchStatus).toBe('fetching');
    expect(ctx.queryClient.getQueryState(studyQueries.stats(ctx.api, 'B', 2).queryKey)?.fetchStatus).toBe(
      'fetching',
    );
    await expect.poll(() => calls.some((call) => call.includes('/study-course/studies/load'))).toBe(true);
  });

  it('without a week in the address, starts the week of the recent study', async () => {
    const { ctx } = recordingContext();
    ctx.queryClient.setQueryData(studyQueries.recent(ctx.api).queryKey, {
      result: { stdCourse: 'C', stdStep: 4, stdWeek: 2 },
    } as never);
    prefetchStudyHome(ctx, studyAddress(search('')));
    const session = studyQueries.session(ctx.api, { stdCourse: 'C', stdStep: 4, stdWeek: 2 });
    await expect.poll(() => ctx.queryClient.getQueryState(session.queryKey)?.fetchStatus).toBe('fetching');
  });
});

describe('given the address of a my-page screen', () => {
  it.each([
    ['?month=202609', '202609'],
    ['?month=202701', '202611'],
    ['?month=2026-09', '202611'],
    ['', '202611'],
  ])('%s shows the month %s (never after this Seoul month)', (query, month) => {
    expect(mypageMonth(new URLSearchParams(query), NOW)).toEqual({ month, thisMonth: '202611' });
  });

  it.each(['learning', 'attendance', 'report'] as const)('the %s loader starts that month', (page) => {
    const { ctx } = recordingContext();
    prefetchMypage(ctx, mypageMonth(search('?month=202609'), NOW).month, page);
    expect(ctx.queryClient.getQueryState(mypageQueries[page](ctx.api, '202609').queryKey)?.fetchStatus).toBe(
      'fetching',
    );
  });
});

describe('given the address of a daily study', () => {
  it('starts the week of the address (its day holds the units), without waiting', async () => {
    const { ctx, calls } = recordingContext();
    prefetchDailyStudy(ctx, dailyLocationFrom(search('?course=C&step=3&week=2&day=4')));
    const session = studyQueries.session(ctx.api, { stdCourse: 'C', stdStep: 3, stdWeek: 2 });
    expect(ctx.queryClient.getQueryState(session.queryKey)?.fetchStatus).toBe('fetching');
    await expect.poll(() => calls.some((call) => call.includes('/study-course/studies/load'))).toBe(true);
  });

  it('an address out of range starts the week the page falls back to (A-1-1)', () => {
    const { ctx } = recordingContext();
    prefetchDailyStudy(ctx, dailyLocationFrom(search('?course=Z&step=99')));
    const session = studyQueries.session(ctx.api, { stdCourse: 'A', stdStep: 1, stdWeek: 1 });
    expect(ctx.queryClient.getQueryState(session.queryKey)?.fetchStatus).toBe('fetching');
  });
});

describe('given the address of a board screen', () => {
  const fetching = (ctx: ReturnType<typeof recordingContext>['ctx'], key: readonly unknown[]) =>
    ctx.queryClient.getQueryState(key)?.fetchStatus;

  it('the inquiry list starts the page and search of the address', async () => {
    const { ctx, calls } = recordingContext();
    prefetchBoard(ctx, {
      screen: 'inquiries',
      address: listAddress(search('?srchTp=T&srchText=%EB%85%B9%EC%9D%8C&pageNo=2'), 'inquiries'),
    });
    const list = boardQueries.inquiries(ctx.api, {
      pageNo: 2,
      srchTp: 'T',
      srchText: '녹음',
      srchContTp: '',
    });
    expect(fetching(ctx, list.queryKey)).toBe('fetching');
    await expect.poll(() => calls.some((call) => call.includes('/mypage/inquiries'))).toBe(true);
  });

  it('the Q&A list keeps its content type', () => {
    const { ctx } = recordingContext();
    prefetchBoard(ctx, { screen: 'qna', address: listAddress(search('?srchContTp=02'), 'qna') });
    const list = boardQueries.qna(ctx.api, { pageNo: 1, srchTp: 'TD', srchText: '', srchContTp: '02' });
    expect(fetching(ctx, list.queryKey)).toBe('fetching');
  });

  it('the memo list starts its page', () => {
    const { ctx } = recordingContext();
    prefetchBoard(ctx, { screen: 'memos', address: { page: pageFrom(search('?pageNo=3')) } });
    expect(fetching(ctx, boardQueries.memos(ctx.api, { pageNo: 3 }).queryKey)).toBe('fetching');
  });

  it.each([
    ['inquiry', () => boardQueries.inquiry],
    ['qnaPost', () => boardQueries.qnaPost],
  ] as const)('a %s detail starts the post of the address', (screen, factory) => {
    const { ctx } = recordingContext();
    prefetchBoard(ctx, { screen, address: { boardNo: boardNoFrom('12') } });
    expect(fetching(ctx, factory()(ctx.api, 12).queryKey)).toBe('fetching');
  });

  it('a post address that is not a number starts nothing', () => {
    const { ctx, calls } = recordingContext();
    prefetchBoard(ctx, { screen: 'qnaPost', address: { boardNo: boardNoFrom('abc') } });
    expect(ctx.queryClient.getQueryCache().getAll()).toEqual([]);
    expect(calls).toEqual([]);
  });
});

describe('given the study home opened by its route', () => {
  /** The routes in a memory router at /study, over the fake /v2 whose products call never answers. */
  function openStudyHome(signedIn: boolean) {
    worker.use(
      ...signedInAs('student01'),
      http.get('/exhibits/students/products', never),
      ...studyHandlers({ hold: ['load', 'stats', 'recent', 'review'] }),
    );
    const storage = memoryStorage(signedIn ? { [STORAGE_KEYS.token]: 'member-token' } : {});
    const ctx = createAppContext({ storage });
    // The study area's routes are discovered (routes.tsx), as in the app: the entry's table alone has no /study.
    const router = createMemoryRouter(createAppRoutes(ctx), {
      initialEntries: ['/study'],
      patchRoutesOnNavigation: discoverMemberRoutes(ctx),
    });
    // Disposed even when the test fails, so no request of this test lands in the next one's calls.
    onTestFinished(() => router.dispose());
    return router;
  }
  const asked = (path: string) => calls.some((call) => new URL(call).pathname === path);

  it('asks for the recent study while the member check still waits for the products (ADR 027)', async () => {
    const router = openStudyHome(true);
    // The study area's chunk loads first (the test's dev server compiles it on first use, slowly on a cold cache).
    await vi.waitFor(() => expect(asked('/v2/mypage/studies/prgrs/recent')).toBe(true), { timeout: 10_000 });
    expect(asked('/v2/exhibits/students/products')).toBe(true);
    expect(router.state.initialized).toBe(false);
  });

  it('starts nothing for a visitor signed out, who is sent home', async () => {
    const router = openStudyHome(false);
    // The home page's chunk loads first (the test's dev server compiles it on first use): allow it the time.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 15_000 });
    expect(calls.filter((call) => new URL(call).pathname.startsWith('/v2/mypage/studies'))).toEqual([]);
  });
});
