/**
 * A part of a page that comes in a chunk of its own (the header's login and member boxes, a brand page's breadcrumb,
 * the kit's error page) and that a page drawn on the server still holds in its markup (docs/decisions/049-pages-
 * rendered-on-the-server.md). It is not a lazy component inside Suspense: the server's markup would carry it outlined,
 * with an inline script to move it in place, which the CSP does not run. Instead:
 * - the server loads every slot before it draws (`preloadRegisteredSlots`), and notes which ones the page holds
 *   (`SlotsRendered`), which the page state hands to the browser;
 * - the browser loads those before it hydrates (`preloadSlots`), so both draw the part at once;
 * - elsewhere (a page the browser draws itself) the slot shows its placeholder until its chunk has arrived.
 */
import { createContext, use, useEffect, useState, type ComponentType } from 'react';

const registry = new Map<string, () => Promise<unknown>>();

/** The slots a server render drew, by name (a set per page request). */
export const SlotsRendered = createContext<Set<string> | null>(null);

/**
 * A slot named `name` that shows `load`'s component once loaded and `Pending` until then. A chunk that fails to load
 * leaves the placeholder, or `Failed` when given, and the next use tries again.
 */
export function lazySlot<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  Pending: ComponentType<P>,
  Failed: ComponentType<P> = Pending,
): { Slot: ComponentType<P>; preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  registry.set(name, preload);
  function Slot(props: P) {
    const rendered = use(SlotsRendered);
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Component) return;
      let current = true;
      preload().then(
        (component) => current && setComponent(() => component),
        () => current && setComponent(() => Failed),
      );
      return () => {
        current = false;
      };
    }, [Component]);
    if (!Component) return <Pending {...props} />;
    rendered?.add(name);
    return <Component {...props} />;
  }
  Slot.displayName = `Slot(${name})`;
  return { Slot, preload };
}

/** Loads the named slots (those a server page holds); one that fails is left to its placeholder. */
export function preloadSlots(names: readonly string[]): Promise<unknown> {
  return Promise.all(
    names.map((name) =>
      registry
        .get(name)?.()
        .catch(() => undefined),
    ),
  );
}

/** Loads every slot whose module has run (the server, before each render). */
export function preloadRegisteredSlots(): Promise<unknown> {
  return preloadSlots([...registry.keys()]);
}
