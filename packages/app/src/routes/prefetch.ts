/**
 * Page data started by a route's loader, so that it loads beside the page's lazy chunk instead of after it (React
 * Router runs a route's static loader and its `lazy` together). The pages read the same queries from the cache.
 * Nothing here throws or is waited for: a failed prefetch is the page's to show, with its retry.
 */
import { boardQueries, mypageQueries, studyQueries } from '@buddy/api';
import { studyLocationFrom, type StudyLocation } from '@buddy/domain';
import type { AppContext } from '../app/context';
import { mypageMonth, recentLocation, STUDY_START, studyAddress } from './addresses';
import { dailyLocationFrom } from '../pages/daily/daily-params';
import { boardNoFrom, listParams, pageFrom, searchFrom, type PostBoard } from '../pages/boards/post-board';

function prefetchWeek(ctx: AppContext, { course, step, week }: StudyLocation): void {
  void ctx.queryClient.prefetchQuery(
    studyQueries.session(ctx.api, { stdCourse: course, stdStep: step, stdWeek: week }),
  );
  void ctx.queryClient.prefetchQuery(studyQueries.stats(ctx.api, course, step));
}

/** /study: the week of the address, or of the recent study when the address does not name one. */
export function prefetchStudyHome(ctx: AppContext, url: URL): void {
  const { query, complete } = studyAddress(url.searchParams);
  if (complete) {
    prefetchWeek(ctx, studyLocationFrom(query, STUDY_START));
    return;
  }
  ctx.queryClient.fetchQuery(studyQueries.recent(ctx.api)).then(
    (recent) => prefetchWeek(ctx, studyLocationFrom(query, recentLocation(recent))),
    () => undefined,
  );
}

/** /study/mypage/{learning,attendance,report}: the month of the address. */
export function prefetchMypage(
  ctx: AppContext,
  url: URL,
  page: 'learning' | 'attendance' | 'report',
  now = new Date(),
): void {
  const { month } = mypageMonth(url.searchParams, now);
  const { api, queryClient } = ctx;
  if (page === 'learning') void queryClient.prefetchQuery(mypageQueries.learning(api, month));
  else if (page === 'attendance') void queryClient.prefetchQuery(mypageQueries.attendance(api, month));
  else void queryClient.prefetchQuery(mypageQueries.report(api, month));
}

/** /study/daily: the week of the address, whose day holds the units the page shows. */
export function prefetchDailyStudy(ctx: AppContext, url: URL): void {
  const { course, step, week } = dailyLocationFrom(url.searchParams);
  void ctx.queryClient.prefetchQuery(
    studyQueries.session(ctx.api, { stdCourse: course, stdStep: step, stdWeek: week }),
  );
}

/** The boards' screens whose data a loader starts. */
export type BoardScreen = 'inquiries' | 'inquiry' | 'qna' | 'qnaPost' | 'memos';

/**
 * A board screen: the list page and search of the address (inquiries, Q&A contacts, memos) or the post of the
 * address (a detail or edit page; a bad number starts nothing, the page says it is not found). The Q&A download page
 * has no data to start.
 */
export function prefetchBoard(ctx: AppContext, url: URL, screen: BoardScreen, boardNo?: string): void {
  const { api, queryClient } = ctx;
  const params = url.searchParams;
  const board: PostBoard = screen === 'qna' || screen === 'qnaPost' ? 'qna' : 'inquiries';
  if (screen === 'memos') {
    void queryClient.prefetchQuery(boardQueries.memos(api, { pageNo: pageFrom(params) }));
  } else if (screen === 'inquiries' || screen === 'qna') {
    const list = listParams(pageFrom(params), searchFrom(params, board));
    void queryClient.prefetchQuery(
      screen === 'qna' ? boardQueries.qna(api, list) : boardQueries.inquiries(api, list),
    );
  } else {
    const no = boardNoFrom(boardNo);
    if (no === null) return;
    void queryClient.prefetchQuery(
      screen === 'qnaPost' ? boardQueries.qnaPost(api, no) : boardQueries.inquiry(api, no),
    );
  }
}
