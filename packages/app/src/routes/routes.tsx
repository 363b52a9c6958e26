/**
 * The route table (spec §2 Screens and routes). Pages load lazily; the member areas' routes too (member-routes.tsx,
 * discovered on the first navigation into them). Guards are static loaders (they run without waiting for a page's chunk), and a loader's prefetch starts its own small
 * chunk beside the page's. Every layout wraps its pages in a pathless route whose errorElement keeps the header and
 * footer around the 500 page.
 */
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import type { AppContext } from '../app/context';
import { importWithReload } from '../app/chunk-reload';
import { AppRoot, HydrateFallback } from './app-root';
import { RootError } from './errors';
import { memberTestLoader, passwordPageLoader, requireSignedIn } from './guards';
import { parseTestAddress } from './test-params';
import { BRAND_NOT_FOUND, brandRoutes } from './brand-routes';
import { layout } from './layout-route';
import { page } from './lazy-page';
import { logoutLoader, LogoutAndRedirect } from './logout';
import { publicRoutes } from './public-routes';

const pages = {
  home: page(() => import('../pages/home/home-page')),
  password: page(() => import('../pages/auth/password-page')),
  findId: page(() => import('../pages/auth/find-id-page')),
  findPassword: page(() => import('../pages/auth/find-password-page')),
  browserWarning: page(() => import('../pages/auth/browser-warning-page')),
  dictionary: page(() => import('../pages/study/dictionary-page')),
  tests: page(() => import('../pages/test-paper/tests-page')),
  incorrectQuiz: page(() => import('../pages/test-paper/incorrect-quiz-page')),
};

/**
 * The route table the entry holds: the public site, the sign-in steps and the test paper. The member areas
 * (member-routes.tsx) are discovered on the first navigation into /study or /buddymon (`discoverMemberRoutes`), or
 * given here at once (`memberAreas`).
 */
export function createAppRoutes(ctx: AppContext, memberAreas: RouteObject[] = []): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <AppRoot />,
      errorElement: <RootError />,
      HydrateFallback,
      // No page shows the site links (spec §6): the sign-out asks for the common links when it needs their logout
      // page, and the header's box for the credential links when the member studies on the legacy site
      // (layouts/member-box-data.ts). Asking for them on every page cost each page drawn a call (ADR 049, item 14).
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
          {
            path: 'tests',
            loader: memberTestLoader(ctx, (params) => parseTestAddress(params).kind === 'test'),
            lazy: pages.tests,
          },
          {
            path: 'incorrectQuizTests',
            loader: memberTestLoader(ctx, () => true),
            lazy: pages.incorrectQuiz,
          },
          // The dictionary popup (400 x 600, opened from the study menu): the window holds only the dictionary.
          { path: 'study/dictionary', loader: () => requireSignedIn(ctx) ?? null, lazy: pages.dictionary },
        ]),
        {
          path: 'auth/logoutAndRedirect',
          loader: (args) => logoutLoader(ctx, args),
          element: <LogoutAndRedirect />,
        },
        layout('default', [...brandRoutes(), ...publicRoutes(), BRAND_NOT_FOUND]),
        // Last, so that every other route has the same id with them or without them (a page drawn on the server is
        // hydrated by a table of the same ids: server.tsx, main.tsx).
        ...memberAreas,
      ],
    },
  ];
}

/** The addresses of the member areas, whose routes member-routes.tsx holds. */
const MEMBER_AREA = /^\/(study|buddymon)(\/|$)/;

/** Whether an address is in a member area (/study, /buddymon and under them). */
export function isMemberArea(pathname: string): boolean {
  return MEMBER_AREA.test(pathname);
}
const loadMemberRoutes = importWithReload(() => import('./member-routes'));

/**
 * React Router's route discovery for the member areas: on the first navigation into /study or /buddymon (which the
 * entry's table would give to the 404 page), their routes are loaded and added under the root, once. Any other address
 * is left to the entry's table. A chunk that cannot load reloads the page once (app/chunk-reload.ts), then the
 * router shows its error page. `present`: the table holds them already (a member page drawn on the server, main.tsx).
 */
export function discoverMemberRoutes(
  ctx: AppContext,
  { present = false }: { present?: boolean } = {},
): PatchRoutesOnNavigationFunction {
  let added = present;
  return async ({ path, patch }) => {
    if (added || !MEMBER_AREA.test(path)) return;
    const { memberAreaRoutes } = await loadMemberRoutes();
    if (added) return;
    added = true;
    patch('root', memberAreaRoutes(ctx));
  };
}
