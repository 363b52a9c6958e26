import { cva } from 'class-variance-authority';
import { House } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { MenuItem } from '../header/menu-entry';
import { cn } from '../../lib/cn';
import { MOBILE_MEDIA_QUERY, useMediaQueryState } from '../../hooks/use-media-query';
import { Link } from '../link';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select';
import { breadcrumbLevels } from './breadcrumb-trail';

const levelVariants = cva('flex border-r border-border', {
  variants: {
    layout: {
      desktop: 'w-52',
      mobile: 'min-w-0 flex-1',
      // The width is not known yet (a prerendered page, a frame, hydration): the mobile form below 901 px and the
      // desktop one above, by style, so the first paint has the geometry the page will keep (ADR 027).
      unknown: 'min-w-0 flex-1 desktop:w-52 desktop:flex-none',
    },
  },
  defaultVariants: { layout: 'desktop' },
});

export type BreadcrumbWords = {
  /** Name of the navigation landmark, e.g. '현재 위치'. */
  label: string;
  /** Accessible name of the home link, e.g. '홈'. */
  home: string;
  /** Accessible labels of the three selects, e.g. ['대메뉴', '중메뉴', '소메뉴']. */
  levels: readonly [string, string, string];
  /** Shown in a select with nothing chosen, e.g. '선택하세요'. */
  placeholder: string;
};

export type BreadcrumbProps = Omit<ComponentProps<'nav'>, 'children'> & {
  menu: readonly MenuItem[];
  currentPath: string;
  /** Called with the chosen item's path (and the item, for its target flag). */
  onNavigate: (path: string, item: MenuItem) => void;
  words: BreadcrumbWords;
  homeHref?: string;
  /**
   * Forces the mobile layout (two selects); by default the width decides (below 901 px). On a server, and while its
   * markup hydrates, the width is unknown: both layouts are drawn by style (the third select shown on desktop only).
   */
  mobile?: boolean;
};

/**
 * The brand site's breadcrumb (spec §2): up to three chained selects built from the menu tree and the current path.
 * Level 1 lists the top items, level 2 the chosen top item's children, level 3 the grandchildren (desktop only).
 * A select navigates only when a choice is committed (Radix Select commits on Enter or click, not while browsing).
 */
export function Breadcrumb({
  menu,
  currentPath,
  onNavigate,
  words,
  homeHref = '/',
  mobile,
  className,
  ...props
}: BreadcrumbProps) {
  const widthIsMobile = useMediaQueryState(MOBILE_MEDIA_QUERY);
  const isMobile = mobile ?? widthIsMobile;
  const levels = breadcrumbLevels(menu, currentPath, isMobile ? 2 : 3);
  const layout = isMobile === undefined ? 'unknown' : isMobile ? 'mobile' : 'desktop';

  return (
    <nav
      aria-label={words.label}
      data-slot="breadcrumb"
      data-layout={layout}
      className={cn('border-b border-border bg-surface', className)}
      {...props}
    >
      <ol className="mx-auto flex max-w-(--width-site) flex-wrap items-center">
        <li className="flex">
          <Link
            variant="plain"
            href={homeHref}
            aria-label={words.home}
            className="inline-flex size-12 items-center justify-center border-x border-border text-muted hover:text-primary"
          >
            <House aria-hidden="true" className="size-5" />
          </Link>
        </li>
        {levels.map((level, index) => {
          const selectedIndex = level.selected ? level.options.indexOf(level.selected) : -1;
          return (
            <li
              key={index}
              data-layout={layout}
              className={cn(
                levelVariants({ layout }),
                layout === 'unknown' && index >= 2 && 'hidden desktop:flex',
              )}
            >
              <Select
                value={selectedIndex >= 0 ? String(selectedIndex) : ''}
                onValueChange={(value) => {
                  const item = level.options[Number(value)];
                  if (item && item !== level.selected) onNavigate(item.path, item);
                }}
              >
                <SelectTrigger
                  look="bare"
                  aria-label={words.levels[index]}
                  className="h-12 w-full rounded-none border-0 bg-transparent px-4 text-left shadow-none"
                >
                  {/* The chosen label as children: Radix would otherwise copy it in after mounting, and a page drawn on
                      a server (prerendered, a frame) showed empty selects. */}
                  <SelectValue placeholder={words.placeholder}>{level.selected?.label}</SelectValue>
                </SelectTrigger>
                <SelectContent>
                  {level.options.map((item, optionIndex) => (
                    <SelectItem key={item.path + item.label} value={String(optionIndex)}>
                      {item.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
