/** Stories only: the whole app at a path, over a fake network edge (fake-server.ts) and a memory storage. */
import { useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { memoryStorage } from '@buddy/api';
import { App } from '../app/app';
import { createAppContext } from '../app/context';
import { createAppRoutes } from '../routes/routes';
import { fakeFetch, type FakeServerOptions } from './fake-server';

export type AppStoryProps = FakeServerOptions & {
  /** The address the story opens. */
  path: string;
  /** Local storage content (e.g. SIGNED_IN, or a remembered id). */
  storage?: Record<string, string>;
};

export function AppStory({ path, storage, ...server }: AppStoryProps) {
  const [{ ctx, router }] = useState(() => {
    const ctx = createAppContext({ fetch: fakeFetch(server), storage: memoryStorage(storage) });
    ctx.queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
    const router = createMemoryRouter(createAppRoutes(ctx), { initialEntries: [path] });
    return { ctx, router };
  });
  return <App ctx={ctx} router={router} />;
}
