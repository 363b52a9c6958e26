import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { http, never, signedInAs, studyHandlers } from '@buddy/mocks';
import { fakeBackend } from '@buddy/mocks/browser';
import { renderScreen, unmountScreen } from './screen-test';
import { createAppRoutes } from '../routes/routes';
import { memberAreaRoutes } from '../routes/member-routes';

afterEach(async () => {
  await unmountScreen();
  vi.restoreAllMocks();
});

type Screen = Awaited<ReturnType<typeof renderScreen>>;

/**
 * Waits until the sign-out has landed on the home and the home has asked for all it asks for: its login box is shown
 * (so its parts have mounted and started their queries) and no query is fetching. Under load the home's chunk takes
 * seconds to arrive, so the waits are generous; they wait for the events, never for a fixed time.
 */
async function settledOnTheHome(router: Screen['router'], ctx: Screen['ctx']): Promise<void> {
  await expect.poll(() => router.state.location.pathname, { timeout: 15_000 }).toBe('/');
  await expect.poll(() => router.state.navigation.state, { timeout: 15_000 }).toBe('idle');
  await expect.element(page.getByRole('form', { name: '로그인' }), { timeout: 15_000 }).toBeVisible();
  await expect.poll(() => ctx.queryClient.isFetching(), { timeout: 15_000 }).toBe(0);
}

describe('given a member signing out from the study home', () => {
  it('asks for no member data once the token is gone (no 401 after the sign-out)', async () => {
    const { router, sent, ctx } = await renderScreen({
      backend: fakeBackend(),
      path: '/study',
      routes: (ctx) => createAppRoutes(ctx, memberAreaRoutes(ctx)),
      handlers: [...signedInAs('student01'), ...studyHandlers()],
      token: 'story-token',
    });
    await expect.element(page.getByRole('button', { name: '로그아웃' })).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: '로그아웃' }));
    await settledOnTheHome(router, ctx);

    const signOut = sent.findIndex((call) => call.path === '/auth/students/logout');
    expect(signOut).toBeGreaterThan(-1);
    const after = sent.slice(signOut + 1);
    expect(after.filter((call) => call.path === '/mypage/profile')).toHaveLength(0);
    // Only public calls are made without a token: the links, and the home's news (GET /main) once it is shown.
    const anonymous = after.filter((call) => !call.authorized).map((call) => call.path);
    expect(anonymous).toContain('/study/url');
    expect(anonymous.filter((path) => path !== '/study/url' && path !== '/main')).toEqual([]);
    expect(ctx.session.isSignedIn()).toBe(false);
  });
});

describe('given a member signing out while the legacy-site address is still on its way (just after a reload)', () => {
  it('aborts that call before the sign-out call and shows or logs no error for it', async () => {
    // Every request the app makes, as `fetch` is given it, and which of them were aborted when the sign-out went.
    const requests: Request[] = [];
    let abortedAtSignOut: string[] | null = null;
    const realFetch = globalThis.fetch.bind(globalThis);
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).pathname === '/v2/auth/students/logout') {
        abortedAtSignOut = requests
          .filter((sent) => sent.signal.aborted)
          .map((sent) => new URL(sent.url).pathname);
      }
      requests.push(request);
      return realFetch(request);
    });
    const consoleError = vi.spyOn(console, 'error');
    const { router, sent, ctx } = await renderScreen({
      backend: fakeBackend(),
      path: '/study',
      routes: (ctx) => createAppRoutes(ctx, memberAreaRoutes(ctx)),
      // student01 studies EX on the legacy site: the member box asks for its address, which does not come.
      handlers: [
        http.get('/study/credential/url', () => never()),
        ...signedInAs('student01'),
        ...studyHandlers(),
      ],
      token: 'story-token',
    });
    await expect.element(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
    // The member box asks for the address once it is drawn: wait until that call is on its way (under load it can
    // follow the button by a moment).
    const credentialCalls = () =>
      requests.filter((request) => request.url.endsWith('/v2/study/credential/url'));
    await expect.poll(() => credentialCalls().length, { timeout: 10_000 }).toBeGreaterThan(0);
    const credential = credentialCalls();
    expect(credential.some((request) => request.signal.aborted)).toBe(false);

    await userEvent.click(page.getByRole('button', { name: '로그아웃' }));
    await settledOnTheHome(router, ctx);

    // Cancelled, and so aborted, before the sign-out call revoked the token; never asked for again.
    expect(abortedAtSignOut).toEqual(credential.map(() => '/v2/study/credential/url'));
    const signOut = sent.findIndex((call) => call.path === '/auth/students/logout');
    expect(signOut).toBeGreaterThan(-1);
    expect(sent.slice(signOut + 1).filter((call) => call.path === '/study/credential/url')).toEqual([]);
    // The aborted call is no error: no alert for the member, nothing in the console.
    expect(page.getByRole('alertdialog').elements()).toEqual([]);
    // (React's act() notice is the harness's own, on every screen test.)
    const logged = consoleError.mock.calls.filter(([first]) => !String(first).includes('act(...)'));
    expect(logged).toEqual([]);
  });
});
