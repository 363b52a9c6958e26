import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  createInstallStore,
  registerServiceWorker,
  SERVICE_WORKER_URL,
  useInstallPrompt,
  type BeforeInstallPromptEvent,
  type InstallStore,
} from './install';
import { keepInstallPrompt } from './install-early';

/** What Chromium fires when the site can be installed: the event our button later shows the dialog with. */
function fakePrompt(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

function Probe({ store }: { store: InstallStore }) {
  const { canInstall, installed, install } = useInstallPrompt(store);
  return (
    <div>
      <p>{installed ? '설치됨' : canInstall ? '설치 가능' : '설치 안내'}</p>
      <button type="button" onClick={() => void install()}>
        설치하기
      </button>
    </div>
  );
}

/**
 * React is told it is in an act environment only while this test mounts, unmounts or fires an event itself; real
 * clicks (vitest/browser's userEvent) run outside act, and expect.element waits for their updates.
 */
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
async function inAct(callback: () => void): Promise<void> {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => callback());
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  }
}
const fire = (target: EventTarget, event: Event) => inAct(() => void target.dispatchEvent(event));

let mounted: { root: Root; host: HTMLElement; store: InstallStore } | null = null;

async function render(win: Window = window) {
  const store = createInstallStore(win);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await inAct(() => root.render(<Probe store={store} />));
  mounted = { root, host, store };
  return store;
}

afterEach(async () => {
  if (!mounted) return;
  const { root, host, store } = mounted;
  await inAct(() => root.unmount());
  host.remove();
  store.stop();
  mounted = null;
});

const state = (text: string) => expect.element(page.getByText(text, { exact: true })).toBeVisible();

describe('given a browser that offers to install the app', () => {
  it('keeps the offer, then shows the dialog from our button; accepted, the app is installed', async () => {
    await render();
    await state('설치 안내');
    const { event, prompt } = fakePrompt('accepted');
    await fire(window, event);
    // Kept for our button: the browser's own mini bar is held back.
    expect(event.defaultPrevented).toBe(true);
    await state('설치 가능');
    await userEvent.click(page.getByRole('button', { name: '설치하기' }));
    expect(prompt).toHaveBeenCalledOnce();
    await state('설치됨');
  });

  it('dismissed, offers nothing more until the browser fires a new event', async () => {
    const store = await render();
    const { event, prompt } = fakePrompt('dismissed');
    await fire(window, event);
    await state('설치 가능');
    await userEvent.click(page.getByRole('button', { name: '설치하기' }));
    await state('설치 안내');
    expect(await store.install()).toBe(false);
    expect(prompt).toHaveBeenCalledOnce();
  });

  it('offers a prompt that came before the install page was opened (kept from the start of the page)', async () => {
    keepInstallPrompt();
    const { event, prompt } = fakePrompt('accepted');
    await fire(window, event);
    expect(event.defaultPrevented).toBe(true);
    await render();
    await state('설치 가능');
    await userEvent.click(page.getByRole('button', { name: '설치하기' }));
    expect(prompt).toHaveBeenCalledOnce();
    await state('설치됨');
  });

  it('keeps no prompt once a store listens itself: the next store starts with nothing to offer', async () => {
    keepInstallPrompt();
    await render();
    const { event } = fakePrompt('accepted');
    await fire(window, event);
    await state('설치 가능');
    const next = createInstallStore(window);
    expect(next.getSnapshot().canInstall).toBe(false);
    next.stop();
  });

  it('is installed once the browser says so (appinstalled)', async () => {
    await render();
    await fire(window, fakePrompt('accepted').event);
    await fire(window, new Event('appinstalled'));
    await state('설치됨');
  });
});

describe('given the app opened as an installed app (display-mode: standalone)', () => {
  it('is installed from the start and never offers to install', async () => {
    const target = new EventTarget();
    const media = { matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const win = Object.assign(target, {
      navigator: {},
      matchMedia: vi.fn(() => media),
    }) as unknown as Window;
    await render(win);
    await state('설치됨');
    expect(win.matchMedia).toHaveBeenCalledWith('(display-mode: standalone)');
    await fire(target, fakePrompt('accepted').event);
    await state('설치됨');
  });
});

describe('given the service worker', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is not registered outside a production build (tests, Storybook, vite dev)', () => {
    const register = vi.spyOn(navigator.serviceWorker, 'register');
    registerServiceWorker();
    registerServiceWorker(false);
    expect(register).not.toHaveBeenCalled();
  });

  const controlledBy = (scriptURL: string | null) =>
    vi
      .spyOn(navigator.serviceWorker, 'controller', 'get')
      .mockReturnValue(scriptURL ? ({ scriptURL } as ServiceWorker) : null);

  it('never takes over from another worker of the origin (the fake /v2 of a built Storybook)', () => {
    controlledBy(`${location.origin}/mockServiceWorker.js`);
    const register = vi.spyOn(navigator.serviceWorker, 'register');
    registerServiceWorker(true);
    expect(register).not.toHaveBeenCalled();
  });

  it('is registered once, for the whole site, in a production build after the page has loaded', () => {
    controlledBy(null);
    const register = vi
      .spyOn(navigator.serviceWorker, 'register')
      .mockResolvedValue({} as ServiceWorkerRegistration);
    expect(document.readyState).toBe('complete');
    registerServiceWorker(true);
    registerServiceWorker(true);
    expect(register).toHaveBeenCalledOnce();
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });
});
