/**
 * The member areas' routes (spec §2 study site and reward area): /study and /buddymon with their pages, guards and
 * prefetches. A chunk of its own, not in the entry: the router discovers it on the first navigation into either area
 * (routes.tsx, `discoverMemberRoutes`; docs/decisions/037-route-budget-last-kibibytes.md). The server entry
 * (server.tsx), and the browser hydrating a member page it drew, take the whole table at once:
 * `createAppRoutes(ctx, memberAreaRoutes(ctx))`.
 */
import { redirect, type RouteObject } from 'react-router';
import type { AppContext } from '../app/context';
import { NotFoundPage } from './errors';
import { buddymonLoader, memberAreaLoader, requireSignedIn, studyMemberLoader } from './guards';
import { layout, NOT_FOUND } from './layout-route';
import { named, page } from './lazy-page';
import {
  dailyStudyLoader,
  memoLoader,
  mypageMonthLoader,
  postListLoader,
  postLoader,
  reviewLoader,
  studyHomeLoader,
} from './member-loaders';
import { buddymonRoutes } from './buddymon-routes';
import { libraryRoutes } from './library-routes';
import { studyIgnoreLoader } from '../pages/study/ignore-loader';

const pages = {
  studyHome: page(() => import('../pages/study/study-home-page')),
  studyIgnore: page(() => import('../pages/study/study-ignore-page')),
  studyGuide: page(() => import('../pages/study/study-guide-page')),
  dailyStudy: page(() => import('../pages/daily/daily-study-page')),
  review: page(() => import('../pages/study/today-review-page')),
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
    mypageTests: named(mypage, 'TestsPage'),
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

/** The study site (/study) and the reward area (/buddymon), children of the root route. */
export function memberAreaRoutes(ctx: AppContext): RouteObject[] {
  return [
    {
      path: 'study',
      ...layout('study', [
        { index: true, loader: studyHomeLoader(ctx), lazy: pages.studyHome },
        { path: 'ignore', loader: () => studyIgnoreLoader(ctx), lazy: pages.studyIgnore },
        { path: 'guide', loader: () => studyMemberLoader(ctx), lazy: pages.studyGuide },
        // The daily study of one day: /study/daily?course=A&step=1&week=1&day=1.
        { path: 'daily', loader: dailyStudyLoader(ctx), lazy: pages.dailyStudy },
        // Today's spaced review (오늘의 복습, issue 30): one card at a time.
        { path: 'review', loader: reviewLoader(ctx), lazy: pages.review },
        // My page opens on the learning of the month.
        {
          path: 'mypage',
          loader: async () => {
            await studyMemberLoader(ctx);
            return redirect('/study/mypage/learning');
          },
        },
        // My page's screens and the boards of my page and the site Q&A: a screen whose address names its data reads
        // it in its loader (member-loaders.ts); the others only check the member.
        { path: 'mypage/learning', loader: mypageMonthLoader(ctx, 'learning'), lazy: pages.mypageLearning },
        {
          path: 'mypage/attendance',
          loader: mypageMonthLoader(ctx, 'attendance'),
          lazy: pages.mypageAttendance,
        },
        { path: 'mypage/report', loader: mypageMonthLoader(ctx, 'report'), lazy: pages.mypageReport },
        { path: 'mypage/inquiries', loader: postListLoader(ctx, 'inquiries'), lazy: pages.inquiryList },
        { path: 'mypage/inquiries/:id', loader: postLoader(ctx, 'inquiries'), lazy: pages.inquiryDetail },
        { path: 'mypage/inquiries/:id/edit', loader: postLoader(ctx, 'inquiries'), lazy: pages.inquiryEdit },
        { path: 'mypage/memo', loader: memoLoader(ctx), lazy: pages.memo },
        { path: 'qna/contacts', loader: postListLoader(ctx, 'qna'), lazy: pages.qnaList },
        { path: 'qna/contacts/:id', loader: postLoader(ctx, 'qna'), lazy: pages.qnaDetail },
        { path: 'qna/contacts/:id/edit', loader: postLoader(ctx, 'qna'), lazy: pages.qnaEdit },
        ...(
          [
            ['mypage/speech', pages.mypageSpeech],
            ['mypage/tests', pages.mypageTests],
            ['mypage/inquiries/write', pages.inquiryWrite],
            ['qna/contacts/write', pages.qnaWrite],
            ['qna/download', pages.download],
          ] satisfies [string, RouteObject['lazy']][]
        ).map(([path, lazy]) => ({ path, loader: () => studyMemberLoader(ctx), lazy })),
        ...libraryRoutes('study', () => studyMemberLoader(ctx)),
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
