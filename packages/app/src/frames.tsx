/**
 * The frames the build writes (docs/decisions/027-signed-in-frames.md, 040-public-page-heads.md): what the server
 * sends at once for an address whose page is drawn from data, until the app has the page and its data.
 */
import type { ReactNode } from 'react';
import { Status } from '@buddy/ui/status';
import { LOADING_LABEL } from './app/words';
import { LIBRARY_PAGES } from './pages/library/library-map';
import { LibraryFrame, libraryHead } from './pages/library/library-frame';
import { DOWNLOAD_WORDS } from './pages/services/download-words';
import { ServicesFrame } from './pages/services/services-frame';
import { SERVICES_WORDS } from './pages/services/services-words';

/** Where a page goes while it loads: the kit's loading status. */
export function FramePage() {
  return (
    <div className="py-10">
      <Status state="loading" message={LOADING_LABEL} />
    </div>
  );
}

/**
 * A signed-in page's frame (docs/decisions/027-signed-in-frames.md): the layout its address has in the route table,
 * drawn for a member whose data has not arrived (the header's member box says it is loading), with a loading status
 * where the page goes. The server sends it for the frame's addresses, whatever their query; main.tsx keeps it on
 * screen until the router has the page and its data, then renders the page in its place. `paths` are addresses, or
 * prefixes ending in '/' for every address under them (the longest one wins); `modules` are the lazy modules the
 * page loads (the build manifest's keys), which the frame preloads beside the entry.
 */
export interface Frame {
  name: string;
  paths: readonly string[];
  modules: readonly string[];
  /**
   * A public page whose content is data (the customer centre's lists, the QR pages): drawn as a signed-out visitor
   * sees it before the data, the header's login box in place of the member box. A member gets the same frame (the
   * server cannot tell), and the page with the member box replaces it, as on the prerendered pages.
   */
  visitor?: boolean;
  /**
   * What a public page's frame shows where the page goes: the page's own head (its area's navigation, its h1 and lead,
   * the same for every query), over the loading status. On a phone the head's lead is the largest text of the first
   * screen, so the page's largest paint is the frame's. Without one, the loading status alone.
   */
  head?: ReactNode;
}

const MEMBER_LAYOUT = ['src/layouts/site-layout.tsx', 'src/layouts/member-area.tsx'];

/** A member page under the site layout: the layout and the member box, and its page module (under src/pages/). */
const memberPage = (name: string, paths: readonly string[], page?: string): Frame => ({
  name,
  paths,
  modules: page ? [...MEMBER_LAYOUT, `src/pages/${page}`] : MEMBER_LAYOUT,
});

/** A public data page under the default layout (the breadcrumb, the login box), and its page module. */
const publicPage = (name: string, paths: readonly string[], page: string, head?: ReactNode): Frame => ({
  name,
  paths,
  modules: ['src/layouts/site-layout.tsx', 'src/layouts/login-area.tsx', `src/pages/${page}`],
  visitor: true,
  head,
});

const SERVICES = 'services/services-pages.tsx';
const B = DOWNLOAD_WORDS.brochure;
const I = DOWNLOAD_WORDS.installer;

/** A customer centre page's head as the page draws it (services-frame.tsx), over the loading status. */
const servicesHead = (title: string, lead?: string) => (
  <ServicesFrame title={title} lead={lead}>
    <FramePage />
  </ServicesFrame>
);

/** A customer centre page with its head: its list (with the lead) and, under it, its detail pages (without). */
const servicesPages = (name: string, path: string, words: { title: string; lead: string }): Frame[] => [
  publicPage(name, [path], SERVICES, servicesHead(words.title, words.lead)),
  publicPage(`${name}-detail`, [`${path}/`], SERVICES, servicesHead(words.title)),
];

/** The brand site's library lists (not the study site's: a member's frames have the member box), each with its head. */
const libraryFrames: Frame[] = LIBRARY_PAGES.filter((spec) => !spec.studyOnly).map((spec) => {
  const { title, lead } = libraryHead('/library', spec);
  return publicPage(
    `library-${spec.path.replaceAll('/', '-')}`,
    [`/library/${spec.path}`],
    'library/library-pages.tsx',
    <LibraryFrame title={title} lead={lead}>
      <FramePage />
    </LibraryFrame>,
  );
});

export const FRAMES: readonly Frame[] = [
  // The customer centre's pages and the QR pages: their first paint is the layout with the breadcrumb and a loading
  // status, not a blank page, while the chunk and the data arrive. One frame per page, so each has its own crumb.
  // A page's head (its h1 and lead) is in its frame: it does not depend on the query (ADR 040).
  ...servicesPages('notice', '/services/notice', SERVICES_WORDS.notice),
  publicPage(
    'faq',
    ['/services/faq'],
    SERVICES,
    servicesHead(SERVICES_WORDS.faq.title, SERVICES_WORDS.faq.lead),
  ),
  ...servicesPages('branch', '/services/branch', SERVICES_WORDS.branch),
  publicPage('brochure', ['/services/download/brochure'], SERVICES, servicesHead(B.title, B.lead)),
  publicPage('installer', ['/services/download/installer'], SERVICES, servicesHead(I.title, I.lead)),
  ...libraryFrames,
  publicPage('qrcode', ['/qrcode/main', '/qrcode/answerView', '/qrcode'], 'qrcode/qr-pages.tsx'),
  memberPage('study-home', ['/study'], 'study/study-home-page.tsx'),
  memberPage('daily-study', ['/study/daily'], 'daily/daily-study-page.tsx'),
  memberPage(
    'mypage',
    ['/study/mypage/learning', '/study/mypage/attendance', '/study/mypage/report', '/study/mypage/speech'],
    'mypage/mypage-pages.tsx',
  ),
  memberPage(
    'boards',
    ['/study/mypage/inquiries', '/study/mypage/inquiries/', '/study/qna/contacts', '/study/qna/contacts/'],
    'boards/post-pages.tsx',
  ),
  memberPage('memo', ['/study/mypage/memo'], 'boards/memo-page.tsx'),
  memberPage('download', ['/study/qna/download'], 'boards/download-page.tsx'),
  memberPage('study-guide', ['/study/guide'], 'study/study-guide-page.tsx'),
  memberPage('study-ignore', ['/study/ignore'], 'study/study-ignore-page.tsx'),
  // The dictionary window has the clear layout: its own frame, so that it does not get the study frame's header.
  { name: 'dictionary', paths: ['/study/dictionary'], modules: ['src/pages/study/dictionary-page.tsx'] },
  memberPage('study', ['/study/']),
  memberPage('buddymon', ['/buddymon', '/buddymon/'], 'buddymon/buddymon-page.tsx'),
  // No frame for the test paper: it has no header or footer to show, and measured with one it scored 0.73 against 0.88
  // without (LCP 4.35 s against 2.88 s, bench/pages, ADR 027). It gets the shell.
];
