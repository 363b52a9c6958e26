/**
 * The brand site's pages that are not prerendered (ADR 025 prerenders the information pages): the customer centre,
 * the library, the textbooks' QR pages, the trial request, the samples and a level test's report link, in the default
 * layout.
 */
import type { RouteObject } from 'react-router';
import { libraryRoutes } from './library-routes';
import { named, page } from './lazy-page';
import { serviceRoutes } from './services-routes';

const qr = () => import('../pages/qrcode/qr-pages');

/** The QR pages (spec §2 /qrcode, /qrcode/main, /qrcode/answerView): one chunk. */
export function qrRoutes(): RouteObject[] {
  return [
    { path: 'qrcode', lazy: named(qr, 'QrEntryPage') },
    { path: 'qrcode/main', lazy: named(qr, 'QrMainPage') },
    { path: 'qrcode/answerView', lazy: named(qr, 'QrAnswerViewPage') },
  ];
}

export function publicRoutes(): RouteObject[] {
  return [
    ...serviceRoutes(),
    ...libraryRoutes('brand'),
    ...qrRoutes(),
    // A parent's trial request (issue 26): a form with data, not prerendered.
    { path: 'experience/apply', lazy: page(() => import('../pages/brand/trial-request-page')) },
    // The sample day a visitor tries (ADR 047): real content from the server, nothing saved.
    { path: 'experience/day', lazy: page(() => import('../pages/daily/sample-day-page')) },
    // A level test's report reopened from its link (issue 30, ADR 074): no sign-in, the code is the key.
    {
      path: 'level-test/result/:resultCd',
      lazy: page(() => import('../pages/test-paper/level-result-page')),
    },
  ];
}
