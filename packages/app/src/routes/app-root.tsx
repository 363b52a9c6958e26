/**
 * The root route's element: router-aware providers (the kit's links become router links), the site theme on <html>,
 * the navigation loading bar and scroll restoration.
 */
import { useEffect } from 'react';
import {
  Outlet,
  ScrollRestoration,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigation,
} from 'react-router';
import { TIMING } from '@buddy/domain';
import { LinkProvider, type LinkComponentProps } from '@buddy/ui/link';
import { LoadingBar } from '@buddy/ui/loading-bar';
import { useLiveRoot } from '../app/server-root';
import { siteModeFromPath } from '../app/site-mode';
import { LOADING_LABEL } from '../app/words';

/**
 * The kit's in-site links as the router's, made with the router's hooks for custom links: the address as the router
 * writes it, and a plain click a navigation in the page (a click with a modifier key, on a link to another window, or
 * one a handler prevented stays the browser's). Not the router's `Link`, whose prefetching and view-transition code
 * the app does not use and would carry in its entry (react-router-production.mjs).
 */
function AppLink({ href, onClick, target, children, ...props }: LinkComponentProps) {
  const address = useHref(href);
  const follow = useLinkClickHandler<HTMLAnchorElement>(href, { target });
  return (
    <a
      {...props}
      href={address}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    >
      {children}
    </a>
  );
}

export function AppRoot() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const siteMode = siteModeFromPath(pathname);
  useLiveRoot();

  useEffect(() => {
    document.documentElement.dataset.theme = siteMode;
  }, [siteMode]);

  return (
    <LinkProvider component={AppLink}>
      {/* Spec §4/§9: the bar appears once a navigation has lasted the 200 ms throttle. */}
      <LoadingBar
        loading={navigation.state !== 'idle'}
        throttleMs={TIMING.loadingBarThrottleMs}
        durationMs={TIMING.loadingBarDurationMs}
        label={LOADING_LABEL}
      />
      <Outlet />
      <ScrollRestoration />
    </LinkProvider>
  );
}

/** Shown while the first route's loaders run (a blank page with the site background; the loading bar follows). */
export function HydrateFallback() {
  return <div className="min-h-dvh bg-background" aria-busy="true" />;
}
