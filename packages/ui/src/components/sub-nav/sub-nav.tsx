import type * as React from 'react';
import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { Link } from '../link';

export interface SubNavItem {
  label: string;
  /** An in-site path. */
  href: string;
}

export interface SubNavProps extends Omit<React.ComponentProps<'nav'>, 'children'> {
  /** The navigation's accessible name, e.g. '마이페이지 메뉴'. */
  label: string;
  items: readonly SubNavItem[];
  /** The current path: the item whose href it is, or is under, is marked as the current page. */
  currentPath: string;
}

/** Whether a path is an item's page or one below it (`/a` marks `/a` and `/a/3`, not `/ab`). */
export function isCurrentPath(path: string, href: string): boolean {
  return path === href || path.startsWith(`${href}/`);
}

/**
 * The item of the current page: the one whose href the path is at or under; when several are (an area's home
 * `/buddymon` and its page `/buddymon/buddyCoin`), the longest href, the nearest one.
 */
export function currentItem<T extends SubNavItem>(items: readonly T[], path: string): T | undefined {
  return items
    .filter((item) => isCurrentPath(path, item.href))
    .reduce<T | undefined>(
      (best, item) => (!best || item.href.length > best.href.length ? item : best),
      undefined,
    );
}

/**
 * A row of round links between the pages of one area (my page, Q&A), the current page filled and marked with
 * aria-current. On a narrow screen it scrolls sideways instead of wrapping, with the current item brought into view;
 * from the desktop width on it wraps, so no item is ever cut at the edge with nothing to say there is more.
 */
export function SubNav({ label, items, currentPath, className, ...props }: SubNavProps) {
  const current = currentItem(items, currentPath);
  const list = useRef<HTMLUListElement>(null);
  // On a narrow screen the current item may be past the row's edge (the reward area's last pages at 390 px): the row
  // scrolls sideways to bring it to the middle, and the page itself does not move.
  // Again when the row's width changes (a phone turned, a window made narrower than the desktop width).
  useEffect(() => {
    const row = list.current?.parentElement;
    if (!row) return;
    const bringIntoView = () => {
      const link = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!link) return;
      const rowBox = row.getBoundingClientRect();
      const box = link.getBoundingClientRect();
      if (box.left >= rowBox.left && box.right <= rowBox.right) return;
      row.scrollLeft += box.left - rowBox.left - (rowBox.width - box.width) / 2;
    };
    bringIntoView();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(bringIntoView);
    observer.observe(row);
    return () => observer.disconnect();
  }, [current?.href]);
  return (
    <nav
      data-slot="sub-nav"
      aria-label={label}
      className={cn('overflow-x-auto desktop:overflow-visible', className)}
      {...props}
    >
      <ul ref={list} className="m-0 flex list-none gap-2 p-0 desktop:flex-wrap">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              variant="plain"
              href={item.href}
              aria-current={item === current ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center rounded-full border-2 border-border bg-surface px-4 font-semibold whitespace-nowrap text-text',
                'hover:border-primary hover:text-primary',
                'aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground',
              )}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
