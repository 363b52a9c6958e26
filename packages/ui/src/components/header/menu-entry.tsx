import type { ReactNode } from 'react';
import { Link } from '../link';

/** One entry of a site menu (the header's, the breadcrumb's): a page, or a group of pages under a heading. */
export interface MenuItem {
  label: string;
  path: string;
  children?: MenuItem[];
  /** Not shown in the menu (the page still exists). */
  invisible?: boolean;
  /** A plain link (navigates). Items without children are links. */
  link?: boolean;
  /** Opens a popup window instead of navigating (through `onPopup`). */
  popup?: boolean;
  /** Link target, e.g. '_blank' for a site outside. */
  target?: string;
  /** The title attribute (e.g. a new window's note). */
  title?: string;
}

export type MenuEntryProps = {
  item: MenuItem;
  /** Called instead of navigating for `popup` items (e.g. the dictionary). */
  onPopup?: (item: MenuItem) => void;
  /** The page the user is on: the matching link gets aria-current="page". */
  current?: boolean;
  /** The item is on the way to the current page (the page itself or one of its ancestors): marked with data-in-trail. */
  inTrail?: boolean;
  className?: string;
  children?: ReactNode;
};

/**
 * One menu item as the spec's flags say: `popup` items are buttons that call onPopup; the others are links to `path`
 * (`target` sets the link target with rel="noopener noreferrer"; `title` sets the title attribute).
 * Invisible items are filtered out by the caller (visibleItems).
 */
export function MenuEntry({ item, onPopup, current, inTrail, className, children }: MenuEntryProps) {
  if (item.popup) {
    return (
      <button
        type="button"
        data-slot="menu-entry"
        data-in-trail={inTrail || undefined}
        title={item.title}
        className={className}
        onClick={() => onPopup?.(item)}
      >
        {children ?? item.label}
      </button>
    );
  }
  return (
    <Link
      variant="plain"
      href={item.path}
      data-slot="menu-entry"
      data-in-trail={inTrail || undefined}
      target={item.target}
      rel={item.target ? 'noopener noreferrer' : undefined}
      title={item.title}
      aria-current={current ? 'page' : undefined}
      className={className}
    >
      {children ?? item.label}
    </Link>
  );
}

/** The items a menu shows: invisible ones are left out. */
export function visibleItems(items: readonly MenuItem[] | undefined): MenuItem[] {
  return (items ?? []).filter((item) => !item.invisible);
}

/** Whether `path` is the item's page or one of its sub-pages. */
function matches(itemPath: string, path: string): boolean {
  return path === itemPath || path.startsWith(`${itemPath}/`);
}

/**
 * The chain of items from a top item down to the current page: the deepest match wins, and between matches of the
 * same depth the longer (more specific) path wins, so '/study/guide' beats the hidden '/study' home item.
 */
export function currentTrail(menu: readonly MenuItem[], path: string | undefined): MenuItem[] {
  if (!path) return [];
  let best: MenuItem[] = [];
  const walk = (items: readonly MenuItem[], trail: MenuItem[]) => {
    for (const item of items) {
      const next = [...trail, item];
      if (matches(item.path, path)) {
        const last = best.at(-1);
        if (
          next.length > best.length ||
          (next.length === best.length && last && item.path.length > last.path.length)
        ) {
          best = next;
        }
      }
      if (item.children) walk(item.children, next);
    }
  };
  walk(menu, []);
  return best;
}
