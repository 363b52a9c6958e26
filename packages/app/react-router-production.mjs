// React Router's production build for the app's builds (client and server) and the bench's reference page.
//
// React Router 7 ships a production build (dist/production: ENABLE_DEV_WARNINGS = false, no dev-only warnings and
// checks) but its package.json exports name only the development build, for every condition, so a production bundle
// gets the development one (remix-run/react-router#12532, "intended to be temporary"; #14102, open). This Vite plugin
// points the bare `react-router` import at the production build when Vite builds for production; the development
// server and the tests keep the development build and its warnings. It goes when the package's exports gain a
// production condition (docs/decisions/050-react-router-production-build.md).
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The production build's entry beside the development one the package's exports resolve to. */
export function reactRouterProductionEntry() {
  const development = require.resolve('react-router');
  const dist = path.dirname(path.dirname(development));
  return path.join(dist, 'production', 'index.mjs');
}

/** The components whose initializers keep them in a bundle that never renders them (below). */
export const SHAKEN_COMPONENTS = ['Link', 'NavLink', 'Form'];

/**
 * React Router's `Link`, `NavLink` and `Form` are made by a bare `forwardRef(...)` call followed by a `displayName`
 * assignment: both count as side effects, so every bundle that imports anything from the package keeps the three, and
 * with them the link prefetching, the server-component link and form code they use (about 9 KB, 2–3 KiB gzipped).
 * The upstream change (remix-run/react-router#15299, open) wraps each initializer in a pure-annotated function; this
 * makes the same change to the build's code. It fails the build when the code it expects is not there exactly once
 * (a new React Router), rather than leave the bytes in silently.
 *
 * @param {string} code
 * @returns {string | null} the changed code, or null when the module makes none of the three
 */
export function pureComponentInitializers(code) {
  if (!SHAKEN_COMPONENTS.some((name) => code.includes(`var ${name} = `))) return null;
  let changed = code;
  for (const name of SHAKEN_COMPONENTS) {
    const head = new RegExp(`^var ${name} = (React\\d*)\\.forwardRef\\($`, 'gm');
    const tail = new RegExp(`^${name}\\.displayName = "${name}";$`, 'gm');
    const heads = changed.match(head) ?? [];
    const tails = changed.match(tail) ?? [];
    if (heads.length !== 1 || tails.length !== 1) {
      throw new Error(
        `react-router-production: expected one \`var ${name} = React.forwardRef(\` and one \`${name}.displayName\` ` +
          `in React Router's production build, found ${heads.length} and ${tails.length}`,
      );
    }
    changed = changed
      .replace(
        head,
        (_, react) => `var ${name} = /* @__PURE__ */ (() => { const component = ${react}.forwardRef(`,
      )
      .replace(tail, `component.displayName = "${name}"; return component; })();`);
  }
  return changed;
}

/** @returns {import('vite').Plugin} */
export function reactRouterProduction() {
  const productionDir = path.dirname(reactRouterProductionEntry());
  return {
    name: 'buddy-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProductionEntry() }] },
    }),
    transform(code, id) {
      if (!id.startsWith(productionDir)) return null;
      const changed = pureComponentInitializers(code);
      return changed === null ? null : { code: changed, map: null };
    },
  };
}
