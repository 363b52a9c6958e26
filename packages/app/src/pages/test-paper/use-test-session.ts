/**
 * React around one TestSession: created for one test (the backend), started at once when resuming (the attempt is in
 * the address) or loading a result (display R), disposed when the test changes or the page goes. The browser warns
 * before leaving from the moment the paper is taken until the result has loaded (spec §4).
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  createTestSession,
  type ResultPaper,
  type TestBackend,
  type TestPaper,
  type TestSession,
  type TestSessionSnapshot,
} from '@buddy/api';
import { guardsLeaving, initialSessionState } from '@buddy/domain';
import { useAlert } from '@buddy/ui/alert-dialog';
import { useOutbox } from '../../app/outbox';
import { ALERT_OK } from '../../app/words';

export interface UseTestSessionOptions {
  backend: TestBackend;
  display: 'T' | 'R';
  /** Load at once, without the intro (a reload of an attempt in progress). */
  autoStart: boolean;
  onAttempt?: (paper: TestPaper) => void;
  onResult?: (result: ResultPaper) => void;
}

const noSubscribe = () => () => undefined;

export function useTestSession({ backend, display, autoStart, onAttempt, onResult }: UseTestSessionOptions) {
  const { alert, confirm } = useAlert();
  const outbox = useOutbox();
  const [session, setSession] = useState<TestSession | null>(null);
  const callbacks = useRef({ onAttempt, onResult });
  useEffect(() => {
    callbacks.current = { onAttempt, onResult };
  });
  // How the session starts is decided once per test: the address changes under it (tstCd, display) as it goes.
  const [startMode] = useState({ display, autoStart });

  useEffect(() => {
    const created = createTestSession({
      backend,
      display: startMode.display,
      outbox,
      dialogs: {
        alert: (message, options) => alert({ message, confirmLabel: ALERT_OK, ...options }),
        confirm: (message) => confirm({ message }),
      },
      onAttempt: (paper) => callbacks.current.onAttempt?.(paper),
      onResult: (result) => callbacks.current.onResult?.(result),
    });
    setSession(created);
    if (startMode.display === 'T' && startMode.autoStart) void created.start();
    return () => {
      created.dispose();
    };
  }, [backend, outbox, alert, confirm, startMode]);

  const [fallback] = useState<TestSessionSnapshot>(() => ({
    state: initialSessionState(startMode.display),
    answers: {},
    saveStates: {},
    pending: 0,
    keptElsewhere: [],
  }));
  const snapshot = useSyncExternalStore(
    session?.subscribe ?? noSubscribe,
    session ? session.snapshot : () => fallback,
    // On the server and while hydrating, the session is not made yet (an effect makes it): its first state.
    () => fallback,
  );

  const leaving = guardsLeaving(snapshot.state);
  useEffect(() => {
    if (!leaving) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium needs returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [leaving]);

  return { session, snapshot };
}
