import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { signedInAs, studyHandlers } from '@buddy/mocks';
import { fakeBackend } from '@buddy/mocks/browser';
import { renderScreen, unmountScreen } from './screen-test';
import { createAppRoutes } from '../routes/routes';
import { memberAreaRoutes } from '../routes/member-routes';

afterEach(unmountScreen);

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
    await expect.poll(() => router.state.location.pathname).toBe('/');
    await expect.poll(() => router.state.navigation.state).toBe('idle');
    // Whatever else renders after the sign-out has its chance to ask.
    await new Promise((resolve) => setTimeout(resolve, 300));

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
