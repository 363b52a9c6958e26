import { memoryStorage, mypageQueries, studyQueries } from '@buddy/api';
import { mypageHandlers, studyHandlers } from '@buddy/mocks';
import { fakeBackend } from '@buddy/mocks/browser';
import type { SetupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppContext } from '../app/context';
import { mypageMonth, prefetchMypage, prefetchStudyHome, studyAddress } from './prefetch';

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
 * An app context over the fake /v2, whose study and my-page calls are held unanswered (the loader must not wait for
 * them); `calls` records every request the page sends.
 */
function recordingContext() {
  worker.use(
    ...studyHandlers({ hold: ['load', 'stats', 'recent', 'review'] }),
    ...mypageHandlers({ hold: ['learning', 'attendance', 'report', 'recordings'] }),
  );
  const ctx = createAppContext({ storage: memoryStorage() });
  return { ctx, calls };
}

const url = (query: string, path = '/study') => new URL(`http://localhost${path}${query}`);
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

  it('starts the week and the step stats of the address in the loader, without waiting', async () => {
    const { ctx, calls } = recordingContext();
    prefetchStudyHome(ctx, url('?course=B&step=2&week=3'));
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
      stdCourse: 'C',
      stdStep: 4,
      stdWeek: 2,
    } as never);
    prefetchStudyHome(ctx, url(''));
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
    prefetchMypage(ctx, url('?month=202609', `/study/mypage/${page}`), page, NOW);
    expect(ctx.queryClient.getQueryState(mypageQueries[page](ctx.api, '202609').queryKey)?.fetchStatus).toBe(
      'fetching',
    );
  });
});
