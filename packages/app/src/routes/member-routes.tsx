/**
 * The member areas' routes (spec §2 study site and reward area): /study and /buddymon with their pages, guards and
 * prefetches. A chunk of its own, not in the entry: the router discovers it on the first navigation into either area
 * (routes.tsx, `discoverMemberRoutes`; docs/decisions/037-route-budget-last-kibibytes.md). The server entry
 * (server.tsx), and the browser hydrating a member page it drew, take the whole table at once:
 * `createAppRoutes(ctx, memberAreaRoutes(ctx))`.
 */
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { AppContext } from '../app/context';
import { NotFoundPage } from './errors';
import { buddymonLoader, memberAreaLoader, requireSignedIn, studyMemberLoader } from './guards';
import { layout, NOT_FOUND } from './layout-route';
import { named, page } from './lazy-page';
import type * as Prefetches from './prefetch';
import type { BoardScreen } from './prefetch';
import { buddymonRoutes } from './buddymon-routes';
import { libraryRoutes } from './library-routes';
import { studyIgnoreLoader } from '../pages/study/ignore-loader';

/**
 * The prefetches, a chunk of their own (with the api modules they call): a page that starts none (the home page, the
 * test paper) does not load them. A loader starts the chunk at once, beside the page's chunk, and never waits for it
 * or fails with it: a prefetch that did not happen is the page's own query, started when it renders.
 */
function prefetch(): Promise<typeof Prefetches | null> {
  return import('./prefetch').catch(() => null);
}

/**
 * A member page's prefetch, started beside its member check (one round trip sooner, ADR 027): a gated member's is
 * never shown (the check sends them to /study/ignore); signed out, nothing starts (the check sends the visitor home).
 */
function prefetchBeside(ctx: AppContext, start: (prefetches: typeof Prefetches) => void): void {
  if (!ctx.session.isSignedIn()) return;
  void prefetch().then((prefetches) => prefetches && start(prefetches));
}

const pages = {
  studyHome: page(() => import('../pages/study/study-home-page')),
  studyIgnore: page(() => import('../pages/study/study-ignore-page')),
  studyGuide: page(() => import('../pages/study/study-guide-page')),
  dailyStudy: page(() => import('../pages/daily/daily-study-page')),
  ...boardPages(),
  ...mypagePages(),
};

/** My page's study screens (one module; each route picks its page by name). */
function mypagePages() {
  const mypage = () => import('../pages/mypage/mypage-pages');
  return {
    mypageLearning: named(mypage, 'LearningPage'),
    mypageAttendance: named(mypage, 'AttendancePage'),
    mypageReport: named(mypage, 'ReportPage'),
    mypageSpeech: named(mypage, 'SpeechPage'),
  };
}

/** The boards' screens (one module; each route picks its page by name). */
function boardPages() {
  const posts = () => import('../pages/boards/post-pages');
  return {
    inquiryList: named(posts, 'InquiryListPage'),
    inquiryWrite: named(posts, 'InquiryWritePage'),
    inquiryDetail: named(posts, 'InquiryDetailPage'),
    inquiryEdit: named(posts, 'InquiryEditPage'),
    qnaList: named(posts, 'QnaListPage'),
    qnaWrite: named(posts, 'QnaWritePage'),
    qnaDetail: named(posts, 'QnaDetailPage'),
    qnaEdit: named(posts, 'QnaEditPage'),
    memo: page(() => import('../pages/boards/memo-page')),
    download: page(() => import('../pages/boards/download-page')),
  };
}

/** My page's screens whose month of data a loader starts (the speech list pages by its own address). */
const MYPAGE_PREFETCH: Partial<Record<string, 'learning' | 'attendance' | 'report'>> = {
  'mypage/learning': 'learning',
  'mypage/attendance': 'attendance',
  'mypage/report': 'report',
};

/** The boards' screens whose list or post a loader starts (writing starts nothing; the download page has no data). */
const BOARD_PREFETCH: Partial<Record<string, BoardScreen>> = {
  'mypage/inquiries': 'inquiries',
  'mypage/inquiries/:id': 'inquiry',
  'mypage/inquiries/:id/edit': 'inquiry',
  'mypage/memo': 'memos',
  'qna/contacts': 'qna',
  'qna/contacts/:id': 'qnaPost',
  'qna/contacts/:id/edit': 'qnaPost',
};

/** The study site (/study) and the reward area (/buddymon), children of the root route. */
export function memberAreaRoutes(ctx: AppContext): RouteObject[] {
  return [
    {
      path: 'study',
      ...layout('study', [
        {
          index: true,
          loader: ({ request }) => {
            prefetchBeside(ctx, (p) => p.prefetchStudyHome(ctx, new URL(request.url)));
            return studyMemberLoader(ctx);
          },
          lazy: pages.studyHome,
        },
        { path: 'ignore', loader: () => studyIgnoreLoader(ctx), lazy: pages.studyIgnore },
        { path: 'guide', loader: () => requireSignedIn(ctx) ?? null, lazy: pages.studyGuide },
        // The daily study of one day: /study/daily?course=A&step=1&week=1&day=1.
        {
          path: 'daily',
          loader: ({ request }) => {
            prefetchBeside(ctx, (p) => p.prefetchDailyStudy(ctx, new URL(request.url)));
            return studyMemberLoader(ctx);
          },
          lazy: pages.dailyStudy,
        },
        // My page opens on the learning of the month.
        {
          path: 'mypage',
          loader: async () => {
            await studyMemberLoader(ctx);
            return redirect('/study/mypage/learning');
          },
        },
        // The boards of my page and the site Q&A.
        ...(
          [
            ['mypage/learning', pages.mypageLearning],
            ['mypage/attendance', pages.mypageAttendance],
            ['mypage/report', pages.mypageReport],
            ['mypage/speech', pages.mypageSpeech],
            ['mypage/inquiries', pages.inquiryList],
            ['mypage/inquiries/write', pages.inquiryWrite],
            ['mypage/inquiries/:id', pages.inquiryDetail],
            ['mypage/inquiries/:id/edit', pages.inquiryEdit],
            ['mypage/memo', pages.memo],
            ['qna/contacts', pages.qnaList],
            ['qna/contacts/write', pages.qnaWrite],
            ['qna/contacts/:id', pages.qnaDetail],
            ['qna/contacts/:id/edit', pages.qnaEdit],
            ['qna/download', pages.download],
          ] satisfies [string, RouteObject['lazy']][]
        ).map(([path, lazy]) => ({
          path,
          loader: ({ request, params }: LoaderFunctionArgs) => {
            const page = MYPAGE_PREFETCH[path];
            const board = BOARD_PREFETCH[path];
            const url = new URL(request.url);
            if (page) prefetchBeside(ctx, (p) => p.prefetchMypage(ctx, url, page));
            if (board) prefetchBeside(ctx, (p) => p.prefetchBoard(ctx, url, board, params.id));
            return studyMemberLoader(ctx);
          },
          lazy,
        })),
        ...libraryRoutes('study'),
        { path: '*', loader: () => requireSignedIn(ctx) ?? null, element: <NotFoundPage /> },
      ]),
      loader: () => memberAreaLoader(ctx, { study: true }),
    },
    {
      path: 'buddymon',
      ...layout('study', [...buddymonRoutes(), NOT_FOUND]),
      loader: () => buddymonLoader(ctx),
    },
  ];
}
