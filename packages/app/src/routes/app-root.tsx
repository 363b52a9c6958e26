/**
 * The root route's element: router-aware providers (the kit's links become router links), the site theme on <html>,
 * the navigation loading bar and scroll restoration.
 */
import { useEffect, type ComponentProps } from 'react';
import { Link as RouterLink, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { TIMING } from '@buddy/domain';
import { LinkProvider, type LinkComponentProps } from '@buddy/ui/link';
import { LoadingBar } from '@buddy/ui/loading-bar';
import { useLiveRoot } from '../app/server-root';
import { siteModeFromPath } from '../app/site-mode';
import { LOADING_LABEL } from '../app/words';

function AppLink({ href, ...props }: LinkComponentProps) {
  return <RouterLink to={href} {...(props as Omit<ComponentProps<typeof RouterLink>, 'to'>)} />;
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
