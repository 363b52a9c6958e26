/**
 * The outbox (everything the child produces on its way to the server) of an app context, made on first use: by the
 * pages that send answers or progress, by a sign-out, and shortly after start-up, when it brings back and resumes
 * what a previous page left pending. Its module (with the api resources it sends through) is a chunk of its own, so
 * that a page which sends nothing does not load it before its first paint (docs/decisions/026-route-javascript-budgets.md).
 */
import { createOutbox, sessionStore, visitorTokenFrom, type Outbox } from '@buddy/api';
import { useApp, type AppContext } from './context';

const outboxes = new WeakMap<AppContext, Outbox>();

/** This context's outbox; the first call restores and resumes the mutations stored by a previous page. */
export function outboxOf(ctx: AppContext): Outbox {
  let outbox = outboxes.get(ctx);
  if (!outbox) {
    outbox = createOutbox({
      queryClient: ctx.queryClient,
      api: ctx.api,
      storage: ctx.storage,
      visitorToken: visitorTokenFrom(sessionStore),
    });
    outboxes.set(ctx, outbox);
    void outbox.restore();
  }
  return outbox;
}

/** The outbox of the app's context. */
export function useOutbox(): Outbox {
  return outboxOf(useApp());
}
