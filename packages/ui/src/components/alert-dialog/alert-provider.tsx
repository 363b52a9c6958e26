import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { AlertOptions } from './alert-host';

/**
 * The dialog itself (Radix AlertDialog, its focus trap and scroll lock) loads with the first alert: a page that never
 * alerts does not carry it (docs/decisions/025-page-budgets.md).
 */
const AlertHost = lazy(() => import('./alert-host'));

export type { AlertOptions };

export interface AlertApi {
  /** Shows an alert and resolves when it is closed (OK or Escape). */
  alert: (options: AlertOptions) => Promise<void>;
  /** Shows a confirm and resolves true for OK, false for cancel or Escape. */
  confirm: (options: AlertOptions) => Promise<boolean>;
}

interface Pending {
  id: number;
  kind: 'alert' | 'confirm';
  options: AlertOptions;
  resolve: (value: boolean) => void;
}

const AlertContext = createContext<AlertApi | null>(null);

export interface AlertProviderProps {
  children?: ReactNode;
  labels?: { confirm: string; cancel: string };
  /** The accessible name of an alert given no title. */
  defaultTitle?: string;
}

/**
 * Hosts the app's alerts and confirms. Calls queue up and show one at a time, in order; one with `replace` takes the
 * place of all of them at once. Focus goes to the confirm button and, when the last one closes, back to the element
 * that had it before the first.
 */
export function AlertProvider({
  children,
  labels = { confirm: '확인', cancel: '취소' },
  defaultTitle = '알림',
}: AlertProviderProps) {
  const [queue, setQueue] = useState<Pending[]>([]);
  const nextId = useRef(1);
  const returnFocus = useRef<HTMLElement | null>(null);
  // Answers wait until the dialog is gone and focus is back, so a caller may move focus (to a failing field) itself.
  const settled = useRef<(() => void)[]>([]);

  const open = useCallback((kind: Pending['kind'], options: AlertOptions) => {
    return new Promise<boolean>((resolve) => {
      setQueue((current) => {
        if (current.length === 0 && typeof document !== 'undefined') {
          const active = document.activeElement;
          returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
        }
        const pending = { id: nextId.current++, kind, options, resolve };
        if (!options.replace) return [...current, pending];
        // The stale ones are answered as dismissed once the new one is shown (the effect below runs the answers).
        for (const stale of current) settled.current.push(() => stale.resolve(false));
        return [pending];
      });
    });
  }, []);

  const api = useMemo<AlertApi>(
    () => ({
      alert: async (options) => {
        await open('alert', options);
      },
      confirm: (options) => open('confirm', options),
    }),
    [open],
  );

  useEffect(() => {
    if (settled.current.length === 0) return;
    if (queue.length === 0) {
      const target = returnFocus.current;
      returnFocus.current = null;
      if (target?.isConnected) target.focus();
    }
    const answers = settled.current;
    settled.current = [];
    for (const answer of answers) answer();
  }, [queue]);

  const current = queue[0];
  const settle = (value: boolean) => {
    if (!current) return;
    settled.current.push(() => current.resolve(value));
    setQueue((items) => items.filter((item) => item.id !== current.id));
  };

  return (
    <AlertContext value={api}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <AlertHost
            key={current.id}
            kind={current.kind}
            options={current.options}
            labels={labels}
            defaultTitle={defaultTitle}
            onSettle={settle}
          />
        </Suspense>
      ) : null}
    </AlertContext>
  );
}

/** The alert API of the nearest AlertProvider. */
export function useAlert(): AlertApi {
  const api = use(AlertContext);
  if (!api) throw new Error('useAlert() needs an <AlertProvider> above it (wrap the app once).');
  return api;
}
