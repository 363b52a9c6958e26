import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import '../styles/index.css';

/*
 * A minimal render for component tests in real Chromium (vitest-browser-react is not installed).
 * Renders into a container in document.body; cleanup() unmounts everything rendered since the last cleanup.
 */
const mounted: { root: Root; container: HTMLElement }[] = [];

export function render(ui: ReactNode): {
  container: HTMLElement;
  rerender: (next: ReactNode) => void;
  unmount: () => void;
} {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  act(() => root.render(ui));
  const entry = { root, container };
  mounted.push(entry);
  return {
    container,
    rerender: (next) => act(() => root.render(next)),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

export function cleanup(): void {
  while (mounted.length > 0) {
    const entry = mounted.pop();
    if (!entry) break;
    act(() => entry.root.unmount());
    entry.container.remove();
  }
}
