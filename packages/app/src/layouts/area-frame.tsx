/**
 * The frame of an area's pages (my page, the Q&A, the customer centre): the area's sub-navigation, the area's name
 * over the page's h1 with its lead, then the page. The window title follows the page.
 */
import { useEffect, type ReactNode } from 'react';

export const SITE_NAME = '버디잉글리시';

/** Sets the window title ("page - 버디잉글리시") while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} - ${SITE_NAME}`;
  }, [title]);
}

export function AreaFrame({
  id,
  nav,
  area,
  title,
  lead,
  children,
}: {
  /** The h1's id (the section is labelled by it). */
  id: string;
  nav: ReactNode;
  area: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-6 py-10">
      {nav}
      <header className="flex flex-col gap-2 rounded-lg bg-primary-soft p-6">
        <p className="m-0 text-sm font-semibold text-primary">{area}</p>
        <h1 id={id} className="m-0 text-2xl font-bold text-text desktop:text-3xl">
          {title}
        </h1>
        {lead ? <p className="m-0 text-base text-text">{lead}</p> : null}
      </header>
      {children}
    </section>
  );
}
