/**
 * The logout-and-redirect layout (spec §2, §4 Auth): reset the user and the token through the logout call (a failure
 * is only logged, spec §8), then go to the external logout page when the server names one (LOGOUT_PAGE), else to the
 * `redirect` target when it is an in-site path, else '/'.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { MutationObserver } from '@tanstack/react-query';
import { authMutations, clearStoredOutbox, forgetMemberQueries, linkQueries } from '@buddy/api';
import { safeRedirect } from '@buddy/domain';
import type { AppContext } from '../app/context';

/** Leaving the site for an external page (a seam for tests: the test browser must not leave its page). */
export const externalPage = { open: (address: string) => window.location.assign(address) };

export async function logoutLoader(ctx: AppContext, { request }: LoaderFunctionArgs) {
  const target = safeRedirect(new URL(request.url).searchParams.get('redirect'), '/');
  // What waits in the outbox was made by this member: it must never go with the next member's token.
  try {
    (await import('../app/outbox')).outboxOf(ctx).clear();
  } catch {
    // Its chunk did not load, so this page never made an outbox: what a previous page stored goes.
    clearStoredOutbox(ctx.storage ?? null);
  }
  // The mutation clears the token and the member's cached queries whatever the server answers; it never rejects.
  // Without a token (a visitor signed out already, or a password just changed, which revoked it) there is nothing for
  // the server to end: the call would only be refused (a 401 in the console), so only the cached data goes.
  if (ctx.session.isSignedIn()) {
    await new MutationObserver(ctx.queryClient, authMutations.logout(ctx.api, ctx.queryClient)).mutate();
  } else {
    forgetMemberQueries(ctx.queryClient);
  }
  ctx.session.changed();
  // The common links answer empty links when their call fails (spec §8): without a logout page the member stays on
  // the site; nothing about the links may keep the sign-out from finishing.
  const links = await ctx.queryClient.fetchQuery(linkQueries.common(ctx.api)).catch(() => null);
  const logoutPage = links?.logoutPage ?? '';
  if (/^https:\/\//.test(logoutPage)) {
    externalPage.open(logoutPage);
    return null;
  }
  return redirect(target);
}

export function LogoutAndRedirect() {
  return (
    <p role="status" className="p-8 text-center text-muted">
      로그아웃하는 중입니다…
    </p>
  );
}
