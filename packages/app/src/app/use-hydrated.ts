/**
 * Whether this render runs in the browser after hydration: false while a prerendered page's markup is being hydrated
 * (and on the server), true after. A prerendered form's submit button is disabled until then, so an early click
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
