/**
 * The library's routes in both sites (spec §2 /library, /study/library; ADR 030): one list page per address of
 * LIBRARY_PAGES and a video's page. One chunk for the screens. The study site's pages need a member who may study
 * (their loader); §6's table is checked by the pages (and the server).
 */
import type { RouteObject } from 'react-router';
import { LIBRARY_PAGES } from '../pages/library/library-list';
import { named, page } from './lazy-page';

const screens = () => import('../pages/library/library-pages');
const listPage = named(screens, 'LibraryListPage');
const videoPage = named(screens, 'LibraryVideoPage');
const englishAddPage = named(screens, 'EnglishAddPage');
// The typing game is a chunk of its own (its kit part and the outbox's game sends).
const gamePage = page(() => import('../pages/library/game-page').then((m) => ({ default: m.GamePage })));

/**
 * The library's routes under `library` (the brand site) or `library` inside /study (the study site), each with
 * `loader` when given (the study site's: a member who may study, issue 30 defect 6).
 */
export function libraryRoutes(site: 'brand' | 'study', loader?: RouteObject['loader']): RouteObject[] {
  const routes: RouteObject[] = [
    ...LIBRARY_PAGES.filter((spec) => site === 'study' || !spec.studyOnly).map((spec): RouteObject => ({
      path: `library/${spec.path}`,
      lazy: listPage,
    })),
    { path: 'library/videos/:name/:id', lazy: videoPage },
    { path: 'library/englishadd', lazy: englishAddPage },
    ...['words', 'sentence', 'place'].map((mode): RouteObject => ({
      path: `library/game/${mode}`,
      lazy: gamePage,
    })),
  ];
  return loader ? routes.map((route) => ({ ...route, loader })) : routes;
}
