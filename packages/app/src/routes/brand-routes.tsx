/**
 * The brand site's information pages (spec §2 Brand site: introduce, experience, teacher; the footer's terms and
 * privacy), in the default layout (header, breadcrumb, footer), drawn on the server like every page (ADR 049). One
 * lazy module per area (introduce, experience, teacher, legal); each route picks its page by name.
 */
import { redirect, type RouteObject } from 'react-router';
import { named, page } from './lazy-page';
import { NOT_FOUND } from './layout-route';

const introduce = () => import('../pages/brand/introduce-pages');
const experience = () => import('../pages/brand/experience-pages');
const teacher = () => import('../pages/brand/teacher-pages');
const legal = () => import('../pages/brand/legal-pages');

const program = (id: string) => page(() => introduce().then((m) => ({ default: m.programPage(id) })));

/** Address (without the leading slash) → its page. */
const BRAND_PAGES: [string, RouteObject['lazy']][] = [
  ['introduce/philosophy', named(introduce, 'PhilosophyPage')],
  ['introduce/programs/buddy/beginner', program('beginner')],
  ['introduce/programs/buddy/ex', program('ex')],
  ['introduce/programs/buddy/prime', program('prime')],
  ['introduce/programs/rnl/cantata', program('cantata')],
  ['introduce/programs/rnl/disney', program('disney')],
  ['introduce/programs/rnl/reading', program('reading')],
  ['introduce/programs/rnl/storyplus', program('storyplus')],
  ['introduce/publicity', named(introduce, 'PublicityPage')],
  ['experience/eb', named(experience, 'BuddyExperiencePage')],
  ['experience/rnl', named(experience, 'RnlExperiencePage')],
  ['primeSample', named(experience, 'PrimeSamplePage')],
  ['teacher/business/value', named(teacher, 'BusinessValuePage')],
  ['teacher/business/edu', named(teacher, 'BusinessEduPage')],
  ['teacher/business/case', named(teacher, 'BusinessCasePage')],
  ['teacher/recruit', named(teacher, 'RecruitPage')],
  ['services/terms', named(legal, 'TermsPage')],
  ['services/privacy', named(legal, 'PrivacyPage')],
];

/** Every brand information page's address (the stories open each one). */
export const BRAND_PATHS: readonly string[] = BRAND_PAGES.map(([path]) => `/${path}`);

export function brandRoutes(): RouteObject[] {
  return BRAND_PAGES.map(([path, lazy]) => ({ path, lazy }));
}

/**
 * The brand site's folders (/introduce, /services/download …) open their first page (domain BRAND_LANDINGS), in the
 * app as the server does for a full load (a 308), so that no address above a page is the 404 page. The folders are
 * found by the default layout's 404 route, which loads the menus' landings only then: the entry does not carry the
 * menus (docs/decisions/049-pages-rendered-on-the-server.md).
 */
export const BRAND_NOT_FOUND: RouteObject = {
  ...NOT_FOUND,
  loader: async ({ request }) => {
    const url = new URL(request.url);
    const { brandLandingOf } = await import('./brand-landing');
    const landing = brandLandingOf(url.pathname);
    return landing ? redirect(`${landing}${url.search}`) : null;
  },
};
