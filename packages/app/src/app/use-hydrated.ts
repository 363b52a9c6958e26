/**
 * Whether this render runs in the browser after hydration: false while a server's page is being hydrated (and on the
 * server), true after. A form drawn on the server has its submit button disabled until then, so an early click
 * neither gets lost nor submits the form natively (which would put a child's name in the address).
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
