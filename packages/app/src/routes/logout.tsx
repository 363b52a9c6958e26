/**
 * The logout-and-redirect layout (spec §2, §4 Auth): reset the user and the token through the logout call (a failure
 * is only logged, spec §8), then go to the `redirect` target when it is an in-site path, else '/'.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { MutationObserver } from '@tanstack/react-query';
import { authMutations, OUTBOX_STORAGE_KEY } from '@buddy/api';
import { safeRedirect } from '@buddy/domain';
import type { AppContext } from '../app/context';

export async function logoutLoader(ctx: AppContext, { request }: LoaderFunctionArgs) {
  const target = safeRedirect(new URL(request.url).searchParams.get('redirect'), '/');
  // What waits in the outbox was made by this member: it must never go with the next member's token.
  try {
    (await import('../app/outbox')).outboxOf(ctx).clear();
  } catch {
    // Its chunk did not load, so this page never made an outbox: what a previous page stored goes.
    ctx.storage?.removeItem(OUTBOX_STORAGE_KEY);
  }
  // The mutation clears the token and the member's cached queries whatever the server answers; it never rejects.
  await new MutationObserver(ctx.queryClient, authMutations.logout(ctx.api, ctx.queryClient)).mutate();
  ctx.session.changed();
  return redirect(target);
}

export function LogoutAndRedirect() {
  return (
    <p role="status" className="p-8 text-center text-muted">
      로그아웃하는 중입니다…
    </p>
  );
}
