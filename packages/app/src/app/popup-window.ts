/**
 * A named popup window the app keeps (spec §7 Other: "a popup-closed check polls every 1 second"): opening it again
 * while it is open focuses it instead of reloading it, and every TIMING.popupPollMs the opener checks whether the
 * member closed it, so the next open starts a fresh window and `onClosed` can tell the page.
 */
import { TIMING } from '@buddy/domain';

/** The part of `window.open`'s answer the keeper uses. */
export interface PopupHandle {
  readonly closed: boolean;
  focus(): void;
}

export interface PopupKeeperOptions {
  /** Opens the window (default: window.open). */
  open?: (url: string, name: string, features: string) => PopupHandle | null;
  pollMs?: number;
  /** Called once when the poll finds the window closed. */
  onClosed?: () => void;
}

export interface PopupKeeper {
  /** Opens the window, or focuses it when it is still open. Answers null when the browser blocked it. */
  open(url: string, name: string, features: string): PopupHandle | null;
  /** The window is open (as far as the last look knows). */
  isOpen(): boolean;
  /** Stops polling and forgets the window (it stays open). */
  dispose(): void;
}

export function createPopupKeeper({
  open = (url, name, features) => window.open(url, name, features),
  pollMs = TIMING.popupPollMs,
  onClosed,
}: PopupKeeperOptions = {}): PopupKeeper {
  let current: PopupHandle | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  function stop() {
    if (timer !== null) clearInterval(timer);
    timer = null;
  }

  function poll() {
    if (current && !current.closed) return;
    stop();
    current = null;
    onClosed?.();
  }

  return {
    open(url, name, features) {
      if (current && !current.closed) {
        current.focus();
        return current;
      }
      stop();
      current = open(url, name, features);
      if (!current) return null;
      current.focus();
      timer = setInterval(poll, pollMs);
      return current;
    },
    isOpen: () => current !== null && !current.closed,
    dispose() {
      stop();
      current = null;
    },
  };
}
