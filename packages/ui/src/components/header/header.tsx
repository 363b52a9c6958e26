import { Menu, X, ChevronDown } from 'lucide-react';
import {
  useId,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';
import { MOBILE_MEDIA_QUERY, useMediaQueryState } from '../../hooks/use-media-query';
import { Button } from '../button';
import { Link } from '../link';
import { Logo } from '../logo';
import { currentTrail, MenuEntry, visibleItems, type MenuItem } from './menu-entry';

export type HeaderWords = {
  /** Accessible name of the logo link, e.g. 'Buddy English 홈'. */
  logo: string;
  /** Name of the main navigation, e.g. '주 메뉴'. */
  menu: string;
  /** Name of the mobile menu button, e.g. '전체 메뉴'. */
  menuToggle: string;
  /** Name of the account area (the login or member box), e.g. '회원'. */
  account: string;
};

export type HeaderProps = Omit<ComponentProps<'header'>, 'children'> & {
  /** Where the logo leads (default '/'; Buddy's study and reward sites lead to '/study', spec §2). */
  homeHref?: string;
  /**
   * The height in px of the desktop drop-down panel that shows each top item's children in a column under it
   * (Buddy's: 400 on the brand site, 300 in the study area, spec §2). 0 (default): no panel.
   */
  menuHeight?: number;
  menu: readonly MenuItem[];
  words: HeaderWords;
  /** The login box (signed out) or the member box (signed in). */
  account?: ReactNode;
  /** The current path: the trail to it is marked (aria-current on the deepest link). */
  currentPath?: string;
  /** Called instead of navigating for `popup` items (the dictionary). */
  onPopup?: (item: MenuItem) => void;
  /**
   * Forces the mobile or desktop layout; by default the width decides (below 901 px is mobile). Where the width cannot
   * be known (rendered on a server, and while hydrating that markup), styles draw the layout the width calls for.
   */
  mobile?: boolean;
  /** Opens the mobile menu at first (stories and tests). */
  defaultMobileOpen?: boolean;
};

export function Header({
  homeHref = '/',
  menuHeight = 0,
  menu,
  words,
  account,
  currentPath,
  onPopup,
  mobile,
  defaultMobileOpen = false,
  className,
  ...props
}: HeaderProps) {
  const widthIsMobile = useMediaQueryState(MOBILE_MEDIA_QUERY);
  const isMobile = mobile ?? widthIsMobile;
  const items = visibleItems(menu);
  const trail = currentTrail(menu, currentPath);

  return (
    <header
      data-slot="header"
      data-layout={isMobile === undefined ? 'unknown' : isMobile ? 'mobile' : 'desktop'}
      // Above the home's popups (z-40, drawn later): an opened menu is never covered by one (issue 26).
      className={cn('relative z-50 border-b border-border bg-surface text-text', className)}
      {...props}
    >
      {isMobile === undefined ? (
        <UnknownWidthHeader
          homeHref={homeHref}
          menuHeight={menuHeight}
          items={items}
          trail={trail}
          words={words}
          account={account}
        />
      ) : isMobile ? (
        <MobileHeader
          homeHref={homeHref}
          menuHeight={menuHeight}
          items={items}
          trail={trail}
          words={words}
          account={account}
          onPopup={onPopup}
          defaultOpen={defaultMobileOpen}
        />
      ) : (
        <>
          <div className="mx-auto flex min-h-18 max-w-(--width-site) items-center gap-6 px-5 py-2">
            <LogoLink href={homeHref} label={words.logo} />
            {account ? (
              <section aria-label={words.account} className="ml-auto">
                {account}
              </section>
            ) : null}
          </div>
          <DesktopMenu
            menuHeight={menuHeight}
            items={items}
            trail={trail}
            label={words.menu}
            onPopup={onPopup}
          />
        </>
      )}
    </header>
  );
}

/**
 * The header before the width is known (a page rendered on a server, until hydrated): the desktop header above 900 px
 * and the mobile bar below it, drawn by styles, so that the first paint is already the layout the width calls for and
 * nothing moves when the script takes over. The account box is there once, shown on desktop only (on mobile it lives
 * in the menu, which opens once hydrated); the toggle looks as it will and does nothing yet.
 */
function UnknownWidthHeader({
  homeHref,
  menuHeight,
  items,
  trail,
  words,
  account,
}: Omit<MenuProps, 'onPopup'> & { words: HeaderWords; account?: ReactNode }) {
  return (
    <>
      <div className="mx-auto flex min-h-16 max-w-(--width-site) items-center gap-3 px-4 desktop:min-h-18 desktop:gap-6 desktop:px-5 desktop:py-2">
        <LogoLink href={homeHref} label={words.logo} />
        {account ? (
          <section aria-label={words.account} className="ml-auto hidden desktop:block">
            {account}
          </section>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto desktop:hidden"
          aria-label={words.menuToggle}
          aria-expanded={false}
        >
          <Menu aria-hidden="true" />
        </Button>
      </div>
      <div className="hidden desktop:block">
        <DesktopMenu menuHeight={menuHeight} items={items} trail={trail} label={words.menu} />
      </div>
    </>
  );
}

function LogoLink({ href, label }: { href: string; label: string }) {
  return (
    <Link
      variant="plain"
      href={href}
      data-slot="logo-link"
      className="inline-flex min-h-11 items-center rounded-sm"
    >
      <Logo title={label} />
    </Link>
  );
}

type MenuProps = {
  homeHref: string;
  menuHeight: number;
  items: MenuItem[];
  trail: MenuItem[];
  onPopup?: (item: MenuItem) => void;
};

/**
 * The desktop menu: top items in a row; hovering or focusing the menu slides a full-width panel open in 200 ms to the
 * site's height (study 300, brand 400), with each top item's children in a column under it. The reward site has no
 * panel. Escape closes the panel and returns focus to the top item.
 */
function DesktopMenu({
  menuHeight: height,
  items,
  trail,
  label,
  onPopup,
}: Omit<MenuProps, 'homeHref'> & { label: string }) {
  const hasPanel = height > 0 && items.some((item) => visibleItems(item.children).length > 0);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  // Escape moves focus back to the top item; that focus must not reopen the panel.
  const closingRef = useRef(false);
  const state = hasPanel && open ? 'open' : 'closed';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      const column = (event.target as HTMLElement).closest('[data-slot="menu-column"]');
      const top = column?.querySelector<HTMLElement>('[data-slot="menu-top"] > [data-slot="menu-entry"]');
      setOpen(false);
      closingRef.current = true;
      top?.focus();
      closingRef.current = false;
      return;
    }
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      const tops = Array.from(
        rootRef.current?.querySelectorAll<HTMLElement>('[data-slot="menu-top"] > [data-slot="menu-entry"]') ??
          [],
      );
      const index = tops.indexOf(event.target as HTMLElement);
      if (index < 0) return;
      event.preventDefault();
      const next = tops[(index + (event.key === 'ArrowRight' ? 1 : tops.length - 1)) % tops.length];
      next?.focus();
    }
  };

  return (
    // Event delegation: hover, focus and keys of the links and buttons inside open, close and move the menu.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      data-slot="desktop-menu"
      data-state={state}
      style={{ '--menu-height': `${height}px` } as CSSProperties}
      className="group/menu relative border-t border-border"
      onPointerEnter={() => setOpen(true)}
      onPointerLeave={() => setOpen(false)}
      onFocus={() => {
        if (!closingRef.current) setOpen(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <nav aria-label={label} className="relative z-10 mx-auto max-w-(--width-site) px-5">
        <ul className="flex">
          {items.map((item) => {
            const children = hasPanel ? visibleItems(item.children) : [];
            return (
              <li key={item.path + item.label} data-slot="menu-column" className="relative flex-1">
                <div data-slot="menu-top" className="flex justify-center">
                  <MenuEntry
                    item={item}
                    onPopup={onPopup}
                    current={trail.at(-1) === item}
                    inTrail={trail[0] === item}
                    className="inline-flex min-h-14 w-full cursor-pointer items-center justify-center px-2 text-base font-bold whitespace-nowrap transition-colors duration-(--duration-menu) hover:text-primary data-in-trail:text-primary"
                  />
                </div>
                {children.length > 0 ? (
                  <ul
                    data-slot="menu-children"
                    data-columns={children.length > 8 ? 2 : 1}
                    className={cn(
                      'group/children invisible absolute inset-x-0 top-full grid grid-cols-1 gap-x-2 gap-y-0.5 px-2 pt-4 opacity-0 transition-opacity duration-(--duration-menu) group-data-[state=open]/menu:visible group-data-[state=open]/menu:opacity-100',
                      'data-[columns=2]:-mx-8 data-[columns=2]:grid-cols-2',
                    )}
                  >
                    {children.map((child) => (
                      <li key={child.path + child.label}>
                        <MenuEntry
                          item={child}
                          onPopup={onPopup}
                          current={trail.at(-1) === child}
                          className={cn(
                            'flex min-h-7 w-full cursor-pointer items-center rounded-sm px-2 text-left text-sm text-muted hover:bg-primary-soft hover:text-primary aria-[current=page]:font-bold aria-[current=page]:text-primary',
                            'group-data-[columns=1]/children:justify-center group-data-[columns=1]/children:text-center',
                          )}
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
      {hasPanel ? (
        <div
          data-slot="menu-panel"
          aria-hidden="true"
          className="absolute inset-x-0 top-full h-0 overflow-hidden border-border bg-surface shadow-soft transition-[height] duration-(--duration-menu) ease-out group-data-[state=open]/menu:h-(--menu-height) group-data-[state=open]/menu:border-b"
        />
      ) : null}
    </div>
  );
}

/** The mobile header: the logo and a toggle that opens a vertical menu (with the account box) under the header. */
function MobileHeader({
  homeHref,
  items,
  trail,
  words,
  account,
  onPopup,
  defaultOpen,
}: MenuProps & { words: HeaderWords; account?: ReactNode; defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  return (
    // Event delegation: Escape pressed anywhere in the open menu closes it and returns to the toggle; following a
    // link inside it closes it too (the header stays mounted across in-app navigation).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      data-slot="mobile-menu"
      data-state={open ? 'open' : 'closed'}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a[href]')) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
    >
      <div className="flex min-h-16 items-center gap-3 px-4">
        <LogoLink href={homeHref} label={words.logo} />
        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          className="ml-auto"
          aria-label={words.menuToggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>
      <div id={panelId} hidden={!open} className="border-t border-border bg-surface px-4 pb-6">
        {account ? (
          <section aria-label={words.account} className="border-b border-border py-4">
            {account}
          </section>
        ) : null}
        <nav aria-label={words.menu}>
          <ul className="flex flex-col">
            {items.map((item) => (
              <MobileItem key={item.path + item.label} item={item} trail={trail} onPopup={onPopup} />
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}

/** A top item of the mobile menu: a disclosure with its children (and their children, indented) when it has any. */
function MobileItem({
  item,
  trail,
  onPopup,
}: {
  item: MenuItem;
  trail: MenuItem[];
  onPopup?: (item: MenuItem) => void;
}) {
  const children = visibleItems(item.children);
  const [expanded, setExpanded] = useState(trail[0] === item);
  const listId = useId();
  const rowClass = 'flex min-h-12 w-full cursor-pointer items-center text-left text-base font-bold';
  if (children.length === 0) {
    return (
      <li className="border-b border-border">
        <MenuEntry item={item} onPopup={onPopup} current={trail.at(-1) === item} className={rowClass} />
      </li>
    );
  }
  return (
    <li className="border-b border-border">
      <button
        type="button"
        data-in-trail={trail[0] === item || undefined}
        className={cn(rowClass, 'group/disclosure justify-between data-in-trail:text-primary')}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        {item.label}
        <ChevronDown
          aria-hidden="true"
          className="size-5 transition-transform duration-(--duration-menu) group-aria-expanded/disclosure:rotate-180"
        />
      </button>
      <ul id={listId} hidden={!expanded} className="flex flex-col pb-2 pl-3">
        {children.map((child) => {
          const grandchildren = visibleItems(child.children);
          return (
            <li key={child.path + child.label}>
              <MenuEntry
                item={child}
                onPopup={onPopup}
                current={trail.at(-1) === child}
                className="flex min-h-11 w-full cursor-pointer items-center text-left text-base text-text aria-[current=page]:font-bold aria-[current=page]:text-primary"
              />
              {grandchildren.length > 0 ? (
                <ul className="flex flex-col border-l-2 border-border pl-3">
                  {grandchildren.map((grandchild) => (
                    <li key={grandchild.path + grandchild.label}>
                      <MenuEntry
                        item={grandchild}
                        onPopup={onPopup}
                        current={trail.at(-1) === grandchild}
                        className="flex min-h-11 w-full cursor-pointer items-center text-left text-sm text-muted aria-[current=page]:font-bold aria-[current=page]:text-primary"
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
