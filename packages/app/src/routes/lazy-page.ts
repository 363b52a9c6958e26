import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { importWithReload } from '../app/chunk-reload';

/** A lazily loaded page module (default export); a chunk failure reloads once (app/chunk-reload.ts). */
export function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  const loadWithReload = importWithReload(load);
  return async () => ({ Component: (await loadWithReload()).default });
}
