import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { memoryStorage } from '@buddy/api';
import { createAppContext } from '../app/context';
import { createAppRoutes, discoverMemberRoutes } from './routes';

type Router = ReturnType<typeof createMemoryRouter>;
let router: Router | undefined;
afterEach(() => router?.dispose());

/** The route ids that match `path` once the router has settled, signed out (no member data is asked for). */
async function settledAt(path: string, discover: boolean): Promise<{ router: Router; paths: string[] }> {
  const ctx = createAppContext({ storage: memoryStorage() });
  router = createMemoryRouter(createAppRoutes(ctx), {
    initialEntries: [path],
    ...(discover ? { patchRoutesOnNavigation: discoverMemberRoutes(ctx) } : {}),
  });
  const settled = router;
  await new Promise<void>((resolve) => {
    if (settled.state.initialized) resolve();
    const stop = settled.subscribe((state) => {
      if (!state.initialized || state.navigation.state !== 'idle') return;
      stop();
      resolve();
    });
  });
  return { router: settled, paths: settled.state.matches.map((match) => match.route.path ?? '') };
}

describe('given the entry route table alone', () => {
  it('has no member area: /buddymon/land falls to the 404 page', async () => {
    const { paths } = await settledAt('/buddymon/land', false);
    expect(paths.at(-1)).toBe('*');
  });
});

describe('given the member routes discovered on navigation', () => {
  it('adds the reward area on the first navigation into it, whose guard then sends a visitor home', async () => {
    const { router } = await settledAt('/buddymon/land', true);
    expect(router.routes[0]?.children?.some((route) => route.path === 'buddymon')).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });

  it('adds the study area once, however often it is entered', async () => {
    const { router } = await settledAt('/study/guide', true);
    await router.navigate('/buddymon');
    await router.navigate('/study/mypage/memo');
    const study = router.routes[0]?.children?.filter((route) => route.path === 'study') ?? [];
    expect(study).toHaveLength(1);
  });

  it('leaves an unknown address to the 404 page without loading the member areas', async () => {
    const { router, paths } = await settledAt('/no-such-page', true);
    expect(paths.at(-1)).toBe('*');
    expect(router.routes[0]?.children?.some((route) => route.path === 'study')).toBe(false);
  });
});

describe('given a brand-site folder (issue 26)', () => {
  it.each([
    ['/introduce', '/introduce/philosophy'],
    ['/experience', '/experience/eb'],
    ['/library', '/library/videos/animation'],
    ['/services', '/services/notice'],
    ['/teacher', '/teacher/business/value'],
    ['/introduce/programs', '/introduce/programs/buddy/prime'],
  ])('opens %s at its first page, %s, not the 404 page', async (folder, landing) => {
    const { router, paths } = await settledAt(folder, true);
    expect(router.state.location.pathname).toBe(landing);
    expect(paths.at(-1)).not.toBe('*');
  });

  it('keeps the query on the way', async () => {
    const { router } = await settledAt('/services/download?from=footer', true);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/services/download/brochure?from=footer',
    );
  });
});
