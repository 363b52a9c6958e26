// TEMPORARY dev scaffold (not committed): stands in for @buddy/ui AlertProvider/useAlert/LoadingBar until they land.
import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useThrottledFlag } from '@buddy/ui';

type AlertOptions = { title: string; description: string; confirmLabel?: string };
type AlertApi = { alert: (o: AlertOptions) => Promise<void> };
const Ctx = createContext<AlertApi | null>(null);

export function AlertProvider({ children }: { children?: ReactNode }) {
  const [current, setCurrent] = useState<(AlertOptions & { resolve: () => void }) | null>(null);
  const prev = useRef<HTMLElement | null>(null);
  const alert = useCallback(
    (o: AlertOptions) =>
      new Promise<void>((resolve) => {
        prev.current = document.activeElement as HTMLElement | null;
        setCurrent({ ...o, resolve });
      }),
    [],
  );
  const api = useMemo(() => ({ alert }), [alert]);
  return (
    <Ctx value={api}>
      {children}
      {current ? (
        <div
          role="alertdialog"
          aria-modal="true"
          aria-labelledby="pending-alert-title"
          aria-describedby="pending-alert-desc"
          className="fixed inset-0 z-50 flex items-center justify-center bg-black/40"
        >
          <div className="rounded-lg bg-surface p-6 text-text">
            <h2 id="pending-alert-title" className="text-lg font-bold">
              {current.title}
            </h2>
            <p id="pending-alert-desc">{current.description}</p>
            <button
              ref={(el) => el?.focus()}
              type="button"
              className="min-h-11 px-4"
              onClick={() => {
                setCurrent(null);
                prev.current?.focus();
                current.resolve();
              }}
            >
              {current.confirmLabel ?? 'OK'}
            </button>
          </div>
        </div>
      ) : null}
    </Ctx>
  );
}

export function useAlert(): AlertApi {
  const v = use(Ctx);
  if (!v) throw new Error('no AlertProvider');
  return v;
}

export function LoadingBar({ loading, throttleMs }: { loading: boolean; throttleMs: number }) {
  const shown = useThrottledFlag(loading, throttleMs);
  return shown ? (
    <div role="progressbar" aria-label="불러오는 중" className="fixed inset-x-0 top-0 z-50 h-1 bg-primary" />
  ) : null;
}
