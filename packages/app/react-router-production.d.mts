import type { Plugin } from 'vite';

/** The production build's entry beside the development one the package's exports resolve to. */
export function reactRouterProductionEntry(): string;
/** Points the bare `react-router` import at its production build when Vite builds for production. */
export function reactRouterProduction(): Plugin;
/** The components whose initializers the plugin makes pure. */
export const SHAKEN_COMPONENTS: readonly string[];
/** React Router's Link, NavLink and Form initializers wrapped in pure-annotated functions, or null when absent. */
export function pureComponentInitializers(code: string): string | null;
