/**
 * The router's error pages (spec §2 Error pages): 404 for the '*' route and for a 404 thrown by a loader, 500 for
 * anything else, with the error's message.
 */
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MESSAGES } from '@buddy/domain';
import type { ErrorPageProps } from '@buddy/ui/error-page';
import { SiteShell } from '@buddy/ui/site-shell';
import { errorWords, SKIP_LINK } from '../app/words';
import { useLiveRoot } from '../app/server-root';
import { lazySlot } from '../app/lazy-slot';

/**
 * The words and a way home, with nothing else: what an error page shows when even the kit's error page cannot be
 * loaded (the network is gone).
 */
export function PlainErrorPage({ code, words, message, homeHref = '/' }: ErrorPageProps) {
  return (
    <section data-slot="error-page" data-code={code} className="px-5 py-16 text-center">
      <h1 className="text-2xl font-bold text-text">{words.title}</h1>
      {words.description ? <p className="text-base text-muted">{words.description}</p> : null}
      {message ? <p className="text-base text-text">{message}</p> : null}
      <a href={homeHref} className="text-lg font-bold text-primary underline">
        {words.home}
      </a>
    </section>
  );
}

/**
 * The kit's error page (its pictures) as a chunk of its own, loaded when a page is missing or failed: not in the entry
 * that every page loads (ADR 026). A slot (app/lazy-slot.tsx): a 404 page drawn on the server holds it. It cannot fail:
 * when the chunk cannot be loaded, the plain page is shown.
 */
export const errorPage = lazySlot(
  'error-page',
  () => import('@buddy/ui/error-page').then((module) => module.ErrorPage),
  () => null,
  PlainErrorPage,
);
const ErrorPage = errorPage.Slot;

export function NotFoundPage() {
  return <ErrorPage code={404} words={errorWords.notFound} />;
}

export function ServerErrorPage({ message }: { message?: string | null }) {
  return <ErrorPage code={500} words={errorWords.serverError} message={message} />;
}

export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    if (typeof data === 'string' && data.trim()) return data;
    return error.statusText || MESSAGES.serverError;
  }
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.serverError;
}

/** errorElement inside a layout: the header and footer stay, the page area shows 404 or 500. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ServerErrorPage message={errorMessage(error)} />;
}

/** errorElement of the root route (the layout itself failed): a bare frame with the same pages. */
export function RootError() {
  useLiveRoot();
  return (
    <SiteShell theme="brand" skipLinkLabel={SKIP_LINK}>
      <RouteError />
    </SiteShell>
  );
}
