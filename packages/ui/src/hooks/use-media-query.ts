import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the media query matches; undefined where it cannot be known: on the server, and while hydrating the
 * server's markup (so that hydration renders what the server did). Re-renders when the match changes.
 */
export function useMediaQueryState(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => undefined,
  );
}

/** True while the media query matches; false on the server. Re-renders when the match changes. */
export function useMediaQuery(query: string): boolean {
  return useMediaQueryState(query) ?? false;
}

/**
 * The media query of the mobile layout: a window narrower than the kit's desktop breakpoint, `--breakpoint-desktop`
 * of styles/index.css (56.3125rem, 901 px: Buddy's spec §9 puts it there).
 */
export const MOBILE_MEDIA_QUERY = '(width < 56.3125rem)';

/** True when the window is narrower than the desktop breakpoint (901 px): the mobile layout. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}

/** True when the person asked the system for reduced motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
