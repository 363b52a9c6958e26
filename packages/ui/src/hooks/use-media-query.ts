import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from '@buddy/domain';

/** True while the media query matches; false on the server. Re-renders when the match changes. */
export function useMediaQuery(query: string): boolean {
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
    () => false,
  );
}

/** The media query of the mobile layout: window width below MOBILE_BREAKPOINT (901 px, spec §9). */
export const MOBILE_MEDIA_QUERY = `(width < ${MOBILE_BREAKPOINT}px)`;

/** True when the window is narrower than MOBILE_BREAKPOINT (901 px): the mobile layout. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}

/** True when the person asked the system for reduced motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
