/**
 * The library's frame in both sites: the library's groups (videos, records, grammars, ...) as a sub-navigation, the
 * current group's pages as a second row, the area's name over the page's h1 and its lead.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SubNav } from '@buddy/ui/sub-nav';
import { AreaFrame } from '../../layouts/area-frame';
import {
  libraryGroupOf,
  libraryMenu,
  libraryRootOf,
  libraryTitle,
  type LibraryPage,
  type LibraryRoot,
} from './library-map';
import { LIBRARY_WORDS as WORDS } from './library-words';

function LibraryNav() {
  const { pathname } = useLocation();
  const root = libraryRootOf(pathname);
  const group = libraryGroupOf(root, pathname);
  return (
    <div className="flex flex-col gap-3">
      <SubNav
        label={WORDS.nav}
        items={libraryMenu(root).map((item) => ({ label: item.label, href: item.path }))}
        // A group is current on any of its pages (its link opens its first page).
        currentPath={group?.path ?? pathname}
      />
      {group?.children ? (
        <SubNav
          label={WORDS.groupNav(group.label)}
          items={group.children.map((item) => ({ label: item.label, href: item.path }))}
          currentPath={pathname}
        />
      ) : null}
    </div>
  );
}

export function LibraryFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <AreaFrame id="library-title" nav={<LibraryNav />} area={WORDS.area} title={title} lead={lead}>
      {children}
    </AreaFrame>
  );
}

/** A library list's h1 and lead (the page and its frame draw the same): the K-series say the Korean comes first. */
export function libraryHead(root: LibraryRoot, spec: LibraryPage): { title: string; lead: string } {
  const lead = WORDS.leads[spec.kind];
  return { title: libraryTitle(root, spec.path), lead: spec.korean ? `${lead} ${WORDS.korean}` : lead };
}
