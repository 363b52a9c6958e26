/**
 * Stories only: the whole app at a path, with a memory storage. Its /v2 calls go out through the real `fetch` and are
 * answered by the MSW handlers of @buddy/mocks that the story names in `parameters.msw.handlers`.
 */
import { useState } from 'react';
import { createMemoryRouter } from 'react-router';
import type { HttpHandler } from 'msw';
import { memoryStorage } from '@buddy/api';
import { App } from '../app/app';
import { createAppContext } from '../app/context';
import { createAppRoutes, discoverMemberRoutes } from '../routes/routes';
// The layouts with a header and the login box are lazy chunks of the app; imported here they are part of every app
// story's module graph, so that Storybook's dev server has them ready instead of compiling them during a play function.
import '../layouts/site-layout';
import '../layouts/login-area';

export interface AppStoryProps {
  /** The address the story opens. */
  path: string;
  /** Local storage content (e.g. SIGNED_IN, or a remembered id). */
  storage?: Record<string, string>;
}

export function AppStory({ path, storage }: AppStoryProps) {
  const [{ ctx, router }] = useState(() => {
    // A fixed chance: a game draws the same rounds however often it mounts, on every run (its visual baselines).
    const ctx = createAppContext({ storage: memoryStorage(storage) }, { random: () => 0.5 });
    ctx.queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
    // The member areas' routes are discovered as in the app (main.tsx), so that a story goes the way a child does.
    const router = createMemoryRouter(createAppRoutes(ctx), {
      initialEntries: [path],
      patchRoutesOnNavigation: discoverMemberRoutes(ctx),
    });
    return { ctx, router };
  });
  return <App ctx={ctx} router={router} />;
}

/**
 * The fake /v2 of a story: named groups of handlers. Storybook merges a story's groups over its file's, so a file
 * names who is signed in (`session`) and a story adds or replaces the resource it shows.
 */
export function fakeApi(handlers: Record<string, HttpHandler[]>) {
  return { msw: { handlers } };
}
