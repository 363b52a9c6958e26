/** The brand folders' landings (domain menus), a chunk of its own: loaded by the 404 route when it is asked (brand-routes.tsx). */
export { brandLandingOf } from '@buddy/domain';
