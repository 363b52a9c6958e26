import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from './alert-dialog';

export interface AlertOptions {
  /** Shown as the heading; without it the heading is the provider's `defaultTitle`, visually hidden. */
  title?: string;
  /** Rendered as text (never HTML); line breaks are kept. */
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

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
 * Hosts the app's alerts and confirms. Calls queue up and show one at a time, in order. Focus goes to the confirm
 * button and, when the last one closes, back to the element that had it before the first.
 */
export function AlertProvider({
  children,
  labels = { confirm: '확인', cancel: '취소' },
  defaultTitle = '알림',
}: AlertProviderProps) {
  const [queue, setQueue] = useState<Pending[]>([]);
  const nextId = useRef(1);
  const returnFocus = useRef<HTMLElement | null>(null);

  const open = useCallback((kind: Pending['kind'], options: AlertOptions) => {
    return new Promise<boolean>((resolve) => {
      setQueue((current) => {
        if (current.length === 0 && typeof document !== 'undefined') {
          const active = document.activeElement;
          returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
        }
        return [...current, { id: nextId.current++, kind, options, resolve }];
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

  // Answers wait until the dialog is gone and focus is back, so a caller may move focus (to a failing field) itself.
  const settled = useRef<(() => void)[]>([]);
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
        <AlertDialog
          key={current.id}
          open
          onOpenChange={(isOpen) => {
            if (!isOpen) settle(current.kind === 'alert');
          }}
        >
          <AlertDialogContent
            data-kind={current.kind}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              const target = event.currentTarget as HTMLElement | null;
              target?.querySelector<HTMLElement>('[data-slot="alert-dialog-action"]')?.focus();
            }}
            // The provider puts focus back itself once the queue is empty (the next alert takes focus otherwise).
            onCloseAutoFocus={(event) => event.preventDefault()}
          >
            <AlertDialogTitle
              data-visually-hidden={current.options.title ? undefined : true}
              className="data-visually-hidden:sr-only"
            >
              {current.options.title ?? defaultTitle}
            </AlertDialogTitle>
            <AlertDialogDescription>{current.options.message}</AlertDialogDescription>
            <AlertDialogFooter>
              {current.kind === 'confirm' ? (
                <AlertDialogCancel
                  onClick={(event) => {
                    event.preventDefault();
                    settle(false);
                  }}
                >
                  {current.options.cancelLabel ?? labels.cancel}
                </AlertDialogCancel>
              ) : null}
              <AlertDialogAction
                onClick={(event) => {
                  event.preventDefault();
                  settle(true);
                }}
              >
                {current.options.confirmLabel ?? labels.confirm}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
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
