// React Router's production build for the app's builds (client and server) and the bench's reference page.
//
// React Router 7 ships a production build (dist/production: ENABLE_DEV_WARNINGS = false, no dev-only warnings and
// checks) but its package.json exports name only the development build, for every condition, so a production bundle
// gets the development one (remix-run/react-router#12532, "intended to be temporary"; #14102, open). This Vite plugin
// points the bare `react-router` import at the production build when Vite builds for production; the development
// server and the tests keep the development build and its warnings (docs/decisions/049-pages-rendered-on-the-server.md,
// item 13). It goes when the package's exports gain a production condition.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The production build's entry beside the development one the package's exports resolve to. */
export function reactRouterProductionEntry() {
  const development = require.resolve('react-router');
  const dist = path.dirname(path.dirname(development));
  return path.join(dist, 'production', 'index.mjs');
}

/** @returns {import('vite').Plugin} */
export function reactRouterProduction() {
  return {
    name: 'buddy-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProductionEntry() }] },
    }),
  };
}
