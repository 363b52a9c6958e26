import { useEffect, useState } from 'react';

/**
 * Follows `active` with a delay on the way up only: it turns true once `active` has stayed true for `ms`
 * milliseconds, and false as soon as `active` turns false. A flag that is up for less than `ms` never shows
 * (the loading bar's 200 ms throttle, spec §9).
 */
export function useThrottledFlag(active: boolean, ms: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setShown(true), ms);
    return () => {
      window.clearTimeout(timer);
      setShown(false);
    };
  }, [active, ms]);
  return active && shown;
}
