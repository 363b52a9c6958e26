/**
 * The route table (spec §2 Screens and routes, this part; later issues add theirs). Pages load lazily; guards
 * are static loaders here (they run without waiting for a page's chunk), and a loader's prefetch starts its own small
 * chunk beside the page's. Every layout wraps its pages in a pathless route whose errorElement keeps the header and
 * footer around the 500 page.
 */
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { AppContext } from '../app/context';
import { importWithReload } from '../app/chunk-reload';
import { ClearLayout } from '../layouts/clear-layout';
import type { LayoutHandle, LayoutKind } from '../layouts/site-layout';
import { AppRoot, HydrateFallback } from './app-root';
import { NotFoundPage, RootError, RouteError } from './errors';
import {
  buddymonLoader,
  memberAreaLoader,
  passwordPageLoader,
  prefetchLinks,
  requireSignedIn,
  studyMemberLoader,
} from './guards';
import { brandRoutes } from './brand-routes';
import { named, page } from './lazy-page';
import { logoutLoader, LogoutAndRedirect } from './logout';
import type * as Prefetches from './prefetch';
import type { BoardScreen } from './prefetch';
import { publicRoutes } from './public-routes';
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

const NOT_FOUND: RouteObject = { path: '*', element: <NotFoundPage /> };
const pages = {
  home: page(() => import('../pages/home/home-page')),
  password: page(() => import('../pages/auth/password-page')),
  findId: page(() => import('../pages/auth/find-id-page')),
  findPassword: page(() => import('../pages/auth/find-password-page')),
  browserWarning: page(() => import('../pages/auth/browser-warning-page')),
  studyHome: page(() => import('../pages/study/study-home-page')),
  studyIgnore: page(() => import('../pages/study/study-ignore-page')),
  studyGuide: page(() => import('../pages/study/study-guide-page')),
  dailyStudy: page(() => import('../pages/daily/daily-study-page')),
  dictionary: page(() => import('../pages/study/dictionary-page')),
  tests: page(() => import('../pages/test-paper/tests-page')),
  incorrectQuiz: page(() => import('../pages/test-paper/incorrect-quiz-page')),
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

/**
 * The layouts with a header and a footer, a chunk of their own (the header, its menus and login box, the footer): the
 * clear layout's pages (the test paper) do not load them. A prerendered page's hydration loads it first (main.tsx).
 */
const loadSiteLayout = importWithReload(() => import('../layouts/site-layout'));

/** The pages of one layout, behind an error boundary that keeps the layout. */
function layout(kind: LayoutKind, children: RouteObject[], extra: Partial<RouteObject> = {}): RouteObject {
  const handle: LayoutHandle = { layout: kind };
  const shell: Partial<RouteObject> =
    kind === 'clear'
      ? { element: <ClearLayout /> }
      : {
          lazy: async () => {
            const { SiteLayout } = await loadSiteLayout();
            return { Component: () => <SiteLayout kind={kind} /> };
          },
        };
  return {
    ...extra,
    ...shell,
    handle,
    children: [{ errorElement: <RouteError />, children }],
  } as RouteObject;
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

export function createAppRoutes(ctx: AppContext): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <AppRoot />,
      errorElement: <RootError />,
      HydrateFallback,
      loader: () => {
        prefetchLinks(ctx);
        return null;
      },
      // The links depend on the signed-in state only; other navigations need not run this again.
      shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
        defaultShouldRevalidate && currentUrl.pathname === nextUrl.pathname,
      children: [
        layout('full', [{ index: true, lazy: pages.home }]),
        layout('block', [
          { path: 'auth/password', loader: () => passwordPageLoader(ctx), lazy: pages.password },
          { path: 'auth/find/id', lazy: pages.findId },
          { path: 'auth/find/password', lazy: pages.findPassword },
          { path: 'callback/token-login', lazy: page(() => import('../pages/auth/token-login-page')) },
        ]),
        layout('clear', [
          { path: 'auth/browser/warning', lazy: pages.browserWarning },
          // The test paper brings its own header, 1120 px container and A4 print layout (no site header or footer).
          { path: 'tests', lazy: pages.tests },
          { path: 'incorrectQuizTests', lazy: pages.incorrectQuiz },
          // The dictionary popup (400 x 600, opened from the study menu): the window holds only the dictionary.
          { path: 'study/dictionary', loader: () => requireSignedIn(ctx) ?? null, lazy: pages.dictionary },
        ]),
        {
          path: 'auth/logoutAndRedirect',
          loader: (args) => logoutLoader(ctx, args),
          element: <LogoutAndRedirect />,
        },
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
        layout('default', [...brandRoutes(), ...publicRoutes(), NOT_FOUND]),
      ],
    },
  ];
}
