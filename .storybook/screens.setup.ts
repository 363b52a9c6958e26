import { expect, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import { matchBaseline } from '../packages/ui/src/test/baseline';
import { layoutSignature, widthsThatChangeLayout } from '../packages/ui/src/test/layout';
import { SCREEN_CLOCK, screenWidths, type ScreenSettler, type ScreenShooter } from './screens';

/*
 * The storybook project's setup (ADR 042). Every story file runs on one fixed clock, so a screen that shows today's
 * date, a month or a deadline reads the same on every run (the time still moves on from there), and the screen
 * stories (tag `screen`) get their visual baselines from the preview's `afterEach` through `globalThis.buddyShoot`.
 */
vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
vi.setSystemTime(SCREEN_CLOCK);

const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Waits until the fonts and every picture have loaded, then for two frames. */
async function settled(): Promise<void> {
  await frames();
  await document.fonts.ready;
  await Promise.all(
    [...document.images].map((image) =>
      image.complete
        ? undefined
        : new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
    ),
  );
  await frames();
}

/**
 * Sizes the frame and waits until it has that size: the runner sets it a frame or more later, and a shot taken
 * before would paint only the old window (blank below) or measure a page laid out for it.
 */
async function sizeFrame(width: number, height: number): Promise<void> {
  await page.viewport(width, height);
  await expect.poll(() => [window.innerWidth, window.innerHeight]).toEqual([width, height]);
  await settled();
  await pageSettled();
}

/**
 * Waits until the page has content and has stopped changing (its text and height the same 100 ms apart): a new width
 * may bring a part the page loads first (the whole app was seen blank for a moment at 390 px on a cold dev server).
 */
async function pageSettled(): Promise<void> {
  await expect.poll(() => document.body.innerText.trim().length, { timeout: 10_000 }).toBeGreaterThan(0);
  const look = () => `${document.documentElement.scrollHeight}:${document.body.innerText}`;
  for (let last = look(), tries = 0; tries < 30; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await settled();
    const now = look();
    if (now === last) return;
    last = now;
  }
}

/** The frame a story is left in after its shots. */
const RUNNER_WIDTH = 1280;
/** The width of the frame Storybook's test runner gives a story with no viewport of its own. */
const STORYBOOK_WIDTH = 1200;
/** Tries at a shot before its difference counts. */
const ATTEMPTS = 3;

/** The height that holds the whole screen at the frame's current width (a page at least one window tall). */
const screenHeight = () => Math.max(800, Math.ceil(document.documentElement.scrollHeight));

/** Sizes the frame to the whole page at `width` and compares the shot with the story's baseline at that width. */
async function shootAt(story: string, width: number, masked: readonly string[]): Promise<void> {
  // The page is measured in a window 800 px tall, never in the last (taller) one: a page whose height follows the
  // window (min-h-dvh) would keep it. Measured again if the page grew while the frame was sized to it.
  for (let pass = 0; pass < 3; pass += 1) {
    await sizeFrame(width, 800);
    const height = screenHeight();
    // The runner's window grows with the frame, so that the frame is never scaled down.
    await commands.fitWindow(width, height);
    await sizeFrame(width, height);
    if (screenHeight() === height) break;
  }
  // A running clock (the test's time left) reads a second more or less on each run: it is masked, with what the
  // story names (`parameters.screen.mask`).
  const mask = [...document.querySelectorAll(['[role="timer"]', ...masked].join(', '))];
  await matchBaseline(page.elementLocator(document.body), `${story}-${width}`, {
    screenshotOptions: { mask },
  });
}

/**
 * Shoots the screen at each width it is reviewed at where its layout changes and compares it with its PNG under `__screenshots__/<stories
 * file>/<story>-<width>-chromium-linux.png` (the first run writes it; CI=true never writes). The frame grows to hold
 * the whole screen, since Chromium paints (and loads lazy pictures) only inside the viewport, and the runner's window
 * grows with it, so the frame is never scaled down. The pointer is taken out of the page: a hover left by the play
 * function is not part of the look, and a running clock is masked.
 */
const shoot: ScreenShooter = async ({ id, pinned, layout, mask: masked }) => {
  const root = document.documentElement;
  const story = id.split('--')[1] ?? id;
  root.style.pointerEvents = 'none';
  document.body.style.minHeight = '100vh';
  // The site footer keeps its place but is not drawn: its look is the kit's footer baseline at every width, and it
  // was a third of every phone shot (ADR 044).
  const unpainted = document.createElement('style');
  unpainted.textContent = '[data-slot="footer"] { visibility: hidden; }';
  document.head.append(unpainted);
  try {
    // 390 px always; 900 and 1280 px where the layout differs from the last width shot (ADR 044).
    const layoutAt = async (width: number) => {
      await sizeFrame(width, 800);
      return layoutSignature(document.body);
    };
    for await (const width of widthsThatChangeLayout(screenWidths(pinned, layout), layoutAt)) {
      // Chromium now and then shoots a page before it has painted all of it (blank below the old window, or a part
      // of the page still on its way at a new width): up to three tries, each measured and sized afresh after a
      // pause. A real change of look fails all three.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await shootAt(story, width, masked);
          break;
        } catch (error) {
          if (attempt === ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      }
    }
  } finally {
    unpainted.remove();
    root.style.pointerEvents = '';
    document.body.style.minHeight = '';
    // The next story starts from Storybook's own frame, settled before it is put back in the runner's window.
    await sizeFrame(RUNNER_WIDTH, 800);
    await commands.fitWindow();
  }
};

/**
 * Before a screen story renders: waits until the frame has the width Storybook set for it (the runner applies it a
 * frame or more later), so that the page mounts at its own width, not at the last story's.
 */
const settle: ScreenSettler = async ({ pinned }) => {
  // An unpinned story gets the Storybook test runner's default frame, 1200 px wide.
  const width = pinned === undefined ? STORYBOOK_WIDTH : (screenWidths(pinned, false)[0] ?? STORYBOOK_WIDTH);
  await expect.poll(() => window.innerWidth).toBe(width);
};

globalThis.buddyShoot = shoot;
globalThis.buddySettle = settle;
