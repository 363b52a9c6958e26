import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { importWithReload } from '../app/chunk-reload';

/** A lazily loaded page module (default export); a chunk failure reloads once (app/chunk-reload.ts). */
export function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  const loadWithReload = importWithReload(load);
  return async () => ({ Component: (await loadWithReload()).default });
}

/**
 * A page exported by name from a module that holds a whole area's pages (one chunk for the area): `named(load,
 * 'FaqPage')`, shorter in the entry than a function per route.
 */
export function named<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): RouteObject['lazy'] {
  return page(() => load().then((m) => ({ default: m[name] })));
}
