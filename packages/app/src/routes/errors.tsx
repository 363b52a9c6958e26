/**
 * The router's error pages (spec §2 Error pages): 404 for the '*' route and for a 404 thrown by a loader, 500 for
 * anything else, with the error's message.
 */
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MESSAGES } from '@buddy/domain';
import { ErrorPage } from '@buddy/ui/error-page';
import { SiteShell } from '@buddy/ui/site-shell';
import { errorWords, SKIP_LINK } from '../app/words';
import { useLiveRoot } from '../app/prerendered-root';

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
    <SiteShell siteMode="brand" skipLinkLabel={SKIP_LINK}>
      <RouteError />
    </SiteShell>
  );
}
