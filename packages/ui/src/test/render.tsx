import type { ReactNode } from 'react';
import { act } from 'react';
import { vi } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import '../styles/index.css';

/*
 * A minimal render for component tests in real Chromium (vitest-browser-react is not installed).
 * Renders into a container in document.body; cleanup() unmounts everything rendered since the last cleanup.
 * Real user events (vitest/browser's userEvent) run outside act(): React is told it is in an act environment only
 * while mounting, re-rendering and unmounting, so those events do not log act() warnings.
 */
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

function inAct(callback: () => void): void {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    act(callback);
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

const mounted: { root: Root; container: HTMLElement }[] = [];

export function render(ui: ReactNode): {
  container: HTMLElement;
  rerender: (next: ReactNode) => void;
  unmount: () => void;
} {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  inAct(() => root.render(ui));
  const entry = { root, container };
  mounted.push(entry);
  return {
    container,
    rerender: (next) => inAct(() => root.render(next)),
    unmount: () => {
      const index = mounted.indexOf(entry);
      if (index >= 0) mounted.splice(index, 1);
      inAct(() => root.unmount());
      container.remove();
    },
  };
}

export function cleanup(): void {
  while (mounted.length > 0) {
    const entry = mounted.pop();
    if (!entry) break;
    inAct(() => entry.root.unmount());
    entry.container.remove();
  }
}

/**
 * Moves a clock faked with `vi.useFakeTimers()` on by `ms` and lets React draw what the fired timers changed, so a
 * test says how much time passed instead of sleeping while the machine may be busy.
 */
export function advanceTimers(ms: number): void {
  inAct(() => {
    vi.advanceTimersByTime(ms);
  });
}
