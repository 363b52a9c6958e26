/**
 * Page data started by a route's loader, so that it loads beside the page's lazy chunk instead of after it (React
 * Router runs a route's static loader and its `lazy` together). Each takes the address as the loader read it
 * (member-loaders.ts); the pages read the same queries from the cache. Nothing here throws or is waited for: a failed
 * prefetch is the page's to show, with its retry.
 */
import { boardQueries, mypageQueries, reviewQueries, studyQueries } from '@buddy/api';
import { studyLocationFrom, type StudyLocation } from '@buddy/domain';
import type { AppContext } from '../app/context';
import { recentLocation, STUDY_START, type StudyAddress } from './addresses';
import { listParams, type ListAddress } from '../pages/boards/board-address';

function prefetchWeek(ctx: AppContext, { course, step, week }: StudyLocation): void {
  void ctx.queryClient.prefetchQuery(
    studyQueries.session(ctx.api, { stdCourse: course, stdStep: step, stdWeek: week }),
  );
  void ctx.queryClient.prefetchQuery(studyQueries.stats(ctx.api, course, step));
}

/** /study: the week of the address, or of the recent study when the address does not name one; today's review. */
export function prefetchStudyHome(ctx: AppContext, { query, complete }: StudyAddress): void {
  prefetchReview(ctx);
  if (complete) {
    prefetchWeek(ctx, studyLocationFrom(query, STUDY_START));
    return;
  }
  // fetchQuery answers the cached whole answer (a query's `select` is the page's): the recent study is its result.
  ctx.queryClient.fetchQuery(studyQueries.recent(ctx.api)).then(
    ({ result }) => prefetchWeek(ctx, studyLocationFrom(query, recentLocation(result))),
    () => undefined,
  );
}

/** /study/review, and the study home's card: today's spaced review (issue 30). */
export function prefetchReview(ctx: AppContext): void {
  void ctx.queryClient.prefetchQuery(reviewQueries.today(ctx.api));
}

/** /study/mypage/{learning,attendance,report}: the month of the address. */
export function prefetchMypage(
  ctx: AppContext,
  month: string,
  page: 'learning' | 'attendance' | 'report',
): void {
  const { api, queryClient } = ctx;
  if (page === 'learning') void queryClient.prefetchQuery(mypageQueries.learning(api, month));
  else if (page === 'attendance') void queryClient.prefetchQuery(mypageQueries.attendance(api, month));
  else void queryClient.prefetchQuery(mypageQueries.report(api, month));
}

/** /study/daily: the week of the address, whose day holds the units the page shows. */
export function prefetchDailyStudy(ctx: AppContext, { course, step, week }: StudyLocation): void {
  void ctx.queryClient.prefetchQuery(
    studyQueries.session(ctx.api, { stdCourse: course, stdStep: step, stdWeek: week }),
  );
}

/** The boards' screens whose data a loader starts, with what their address says. */
export type BoardScreen =
  | { screen: 'inquiries' | 'qna'; address: ListAddress }
  | { screen: 'memos'; address: { page: number } }
  | { screen: 'inquiry' | 'qnaPost'; address: { boardNo: number | null } };

/**
 * A board screen: the list page and search of the address (inquiries, Q&A contacts, memos) or the post of the
 * address (a detail or edit page; a bad number starts nothing, the page says it is not found).
 */
export function prefetchBoard(ctx: AppContext, board: BoardScreen): void {
  const { api, queryClient } = ctx;
  switch (board.screen) {
    case 'memos':
      void queryClient.prefetchQuery(boardQueries.memos(api, { pageNo: board.address.page }));
      return;
    case 'inquiries':
    case 'qna': {
      const list = listParams(board.address.page, board.address.search);
      if (board.screen === 'qna') void queryClient.prefetchQuery(boardQueries.qna(api, list));
      else void queryClient.prefetchQuery(boardQueries.inquiries(api, list));
      return;
    }
    default: {
      const no = board.address.boardNo;
      if (no === null) return;
      if (board.screen === 'qnaPost') void queryClient.prefetchQuery(boardQueries.qnaPost(api, no));
      else void queryClient.prefetchQuery(boardQueries.inquiry(api, no));
    }
  }
}
