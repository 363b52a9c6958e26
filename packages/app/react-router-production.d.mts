import type { Plugin } from 'vite';

/** The production build's entry beside the development one the package's exports resolve to. */
export function reactRouterProductionEntry(): string;
/** Points the bare `react-router` import at its production build when Vite builds for production. */
export function reactRouterProduction(): Plugin;
