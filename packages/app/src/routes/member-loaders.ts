/**
 * The loaders of the member pages whose address names their data (issue 27: an address is read once). Each reads the
 * address, starts the page's data beside the member check (one round trip sooner, ADR 027), and hands the page what
 * it read with the check's answer: the page takes it with `useLoaderData` and does not read the address again.
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/context';
import { dailyLocationFrom } from '../pages/daily/daily-params';
import { boardNoFrom, listAddress, pageFrom, type PostBoard } from '../pages/boards/board-address';
import { mypageMonth, studyAddress } from './addresses';
import { studyMemberLoader } from './guards';
import type * as Prefetches from './prefetch';

/**
 * The prefetches, a chunk of their own (with the api modules they call): a page that starts none (the home page, the
 * test paper) does not load them. A loader starts the chunk at once, beside the page's chunk, and never waits for it
 * or fails with it: a prefetch that did not happen is the page's own query, started when it renders.
 */
function prefetch(): Promise<typeof Prefetches | null> {
  return import('./prefetch').catch(() => null);
}

/**
 * A member page's prefetch, started beside its member check: a gated member's is never shown (the check sends them to
 * /study/ignore); signed out, nothing starts (the check sends the visitor home).
 */
function prefetchBeside(ctx: AppContext, start: (prefetches: typeof Prefetches) => void): void {
  if (!ctx.session.isSignedIn()) return;
  void prefetch().then((prefetches) => prefetches && start(prefetches));
}

const searchOf = (request: Request) => new URL(request.url).searchParams;

/** A member page's loader data: the member check's answer and the page's address as the loader read it. */
async function withAddress<A>(ctx: AppContext, address: A) {
  return { ...(await studyMemberLoader(ctx)), address };
}

/** /study: the week of the address (or of the recent study). */
export function studyHomeLoader(ctx: AppContext) {
  return ({ request }: LoaderFunctionArgs) => {
    const address = studyAddress(searchOf(request));
    prefetchBeside(ctx, (p) => p.prefetchStudyHome(ctx, address));
    return withAddress(ctx, address);
  };
}

/** /study/review: today's spaced review (issue 30); its address names nothing. */
export function reviewLoader(ctx: AppContext) {
  return () => {
    prefetchBeside(ctx, (p) => p.prefetchReview(ctx));
    return studyMemberLoader(ctx);
  };
}

/** /study/daily: the day of the address. */
export function dailyStudyLoader(ctx: AppContext) {
  return ({ request }: LoaderFunctionArgs) => {
    const address = dailyLocationFrom(searchOf(request));
    prefetchBeside(ctx, (p) => p.prefetchDailyStudy(ctx, address));
    return withAddress(ctx, address);
  };
}

/** My page's learning, attendance and report: the month of the address (not after this Seoul month). */
export function mypageMonthLoader(ctx: AppContext, page: 'learning' | 'attendance' | 'report') {
  return ({ request }: LoaderFunctionArgs) => {
    const address = mypageMonth(searchOf(request), new Date());
    prefetchBeside(ctx, (p) => p.prefetchMypage(ctx, address.month, page));
    return withAddress(ctx, address);
  };
}

/** A post board's list (inquiries, Q&A contacts): the page and search of the address. */
export function postListLoader(ctx: AppContext, board: PostBoard) {
  return ({ request }: LoaderFunctionArgs) => {
    const address = listAddress(searchOf(request), board);
    const screen = board === 'qna' ? ('qna' as const) : ('inquiries' as const);
    prefetchBeside(ctx, (p) => p.prefetchBoard(ctx, { screen, address }));
    return withAddress(ctx, address);
  };
}

/** A post (its page or its edit page): the number of the address, null when it is no post's number. */
export function postLoader(ctx: AppContext, board: PostBoard) {
  return ({ params }: LoaderFunctionArgs) => {
    const address = { boardNo: boardNoFrom(params.id) };
    const screen = board === 'qna' ? ('qnaPost' as const) : ('inquiry' as const);
    prefetchBeside(ctx, (p) => p.prefetchBoard(ctx, { screen, address }));
    return withAddress(ctx, address);
  };
}

/** The memo board: the page of the address. */
export function memoLoader(ctx: AppContext) {
  return ({ request }: LoaderFunctionArgs) => {
    const address = { page: pageFrom(searchOf(request)) };
    prefetchBeside(ctx, (p) => p.prefetchBoard(ctx, { screen: 'memos', address }));
    return withAddress(ctx, address);
  };
}

/** What a page of these loaders is handed: `useLoaderData() as LoaderData<typeof studyHomeLoader>`. */
export type LoaderData<L extends (...args: never[]) => (args: LoaderFunctionArgs) => unknown> = Awaited<
  ReturnType<ReturnType<L>>
>;
