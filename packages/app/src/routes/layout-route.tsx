/** A layout's route: its pages behind an error boundary that keeps the layout (routes.tsx, member-routes.tsx). */
import type { RouteObject } from 'react-router';
import { importWithReload } from '../app/chunk-reload';
import { ClearLayout } from '../layouts/clear-layout';
import type { LayoutHandle, LayoutKind } from '../layouts/site-layout';
import { NotFoundPage, RouteError } from './errors';

/** The 404 page, the last route of each layout's pages. */
export const NOT_FOUND: RouteObject = { path: '*', element: <NotFoundPage /> };

/**
 * The layouts with a header and a footer, a chunk of their own (the header, its menus and login box, the footer): the
 * clear layout's pages (the test paper) do not load them. A page drawn on the server loads it before hydrating (main.tsx).
 */
const loadSiteLayout = importWithReload(() => import('../layouts/site-layout'));

/** The pages of one layout, behind an error boundary that keeps the layout. */
export function layout(
  kind: LayoutKind,
  children: RouteObject[],
  extra: Partial<RouteObject> = {},
): RouteObject {
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
