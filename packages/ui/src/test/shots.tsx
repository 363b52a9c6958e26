import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { shownIn, themes } from '../visual/themes';
import { matchBaseline } from './baseline';
import { cleanup, render } from './render';
import { frames, settled, storyOf } from './visual';

/*
 * The harness of the themed baselines (the kit's kit.visual.test.tsx and overlays.visual.test.tsx, and the product
 * blocks' own in packages/app/src/blocks): each part is shot in the default theme (brand) and in a course theme (study
 * site, course c) where the app shows it in that theme (visual/themes.ts). The first run writes the PNGs under
 * __screenshots__/<test file>/; later runs compare (CI=true never writes).
 */

/** The named stories of one stories file, composed with their meta (args, decorators, render). */
export function pick(module: object, names: readonly string[]): [string, ComponentType][] {
  return names.map((name) => [name, storyOf(module, name)]);
}

/** A part and the stories whose look differs (states, variants, empty and failed), shot together. */
export type PartShot = [part: string, stories: [string, ComponentType][]];

/** Registers one baseline per part and theme: its stories rendered together in one frame 1020 px wide. */
export function describePartShots(parts: readonly PartShot[]): void {
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });
  afterEach(cleanup);

  describe.each(themes)('baselines in the $name theme', ({ name: themeName, theme, course }) => {
    it.each(parts.filter(([part]) => shownIn(part, themeName)))(
      '%s looks the same',
      async (part, stories) => {
        render(
          // The pointer is ignored: a hover left by an earlier test is not part of the look.
          <div
            data-theme={theme}
            data-course={course}
            data-testid="shot"
            className="pointer-events-none flex w-[1020px] flex-col gap-6 bg-background p-4 text-text"
          >
            {stories.map(([name, Story]) => (
              <section key={name} data-story={name}>
                <Story />
              </section>
            ))}
          </div>,
        );
        await settled();
        // The frame grows to hold the whole shot: Chromium paints only what lies inside the viewport.
        const shot = document.querySelector<HTMLElement>('[data-testid="shot"]');
        const { width, height } = shot?.getBoundingClientRect() ?? { width: 1280, height: 800 };
        await page.viewport(Math.max(1280, Math.ceil(width) + 40), Math.max(800, Math.ceil(height) + 40));
        await settled();
        await matchBaseline(page.getByTestId('shot'), `${part}-${themeName}`);
      },
    );
  });
}

/**
 * Waits for fonts and pictures, then freezes every animation: a finite one (a dialog's fade and zoom, the loading
 * bar's creep) jumps to its end, an endless one (a spinner, a pulse) stops at its first frame.
 */
export async function still(): Promise<void> {
  await frames();
  await document.fonts.ready;
  await Promise.all(
    [...document.images].map((image) =>
      image.complete
        ? undefined
        : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })),
    ),
  );
  for (const animation of document.getAnimations()) {
    const end = animation.effect?.getComputedTiming().endTime;
    if (typeof end === 'number' && Number.isFinite(end)) {
      animation.finish();
    } else {
      animation.pause();
      animation.currentTime = 0;
    }
  }
  await frames();
}

/** Grows the viewport until the element's content is not scrolled away and the element lies inside it. */
async function fit(element: HTMLElement, [width, height]: [number, number]) {
  for (let round = 0; round < 4; round += 1) {
    const rect = element.getBoundingClientRect();
    const hidden = element.scrollHeight - element.clientHeight;
    const overflow = Math.max(0, Math.ceil(rect.bottom) - height);
    if (hidden <= 0 && overflow <= 0) return;
    // The dialog is at most 90 % of the viewport high.
    height = Math.ceil((element.scrollHeight + 2) / 0.9) + 40;
    await page.viewport(width, height);
    await still();
  }
}

/** What opens in a portal on the body, shot as its dialog, listbox or menu element. */
export type OverlayShot = {
  name: string;
  Ui: ComponentType;
  /** The element shot. */
  role: 'dialog' | 'alertdialog' | 'listbox' | 'menu';
  viewport?: [number, number];
  /** Grow the viewport until nothing of the dialog is scrolled away (off for the story whose point is scrolling). */
  fit?: boolean;
  open?: () => void;
};

/** Still pictures of moving states, several per shot as in `describePartShots`. */
export type MovingShot = [part: string, stories: ComponentType[]];

const root = document.documentElement;

/**
 * Registers the baselines of overlays and moving states in both themes. The theme sits on <html> for the test, as the
 * app sets it, so that a portal inherits it; the pointer is switched off for the whole page during a shot; every
 * animation is frozen before it (`still`). `more` registers further tests inside each theme's block.
 */
export function describeOverlayShots(
  overlays: readonly OverlayShot[],
  moving: readonly MovingShot[],
  more?: (themeName: (typeof themes)[number]['name']) => void,
): void {
  let noPointer: HTMLStyleElement | null = null;
  beforeEach(async () => {
    await page.viewport(1280, 800);
    // A focus the overlay makes (its first button) shows its ring by the page's last input (Chromium's
    // :focus-visible): a key, as in a fresh page, whatever an earlier test in the same page last did (a click).
    await userEvent.keyboard('{Shift}');
    noPointer = document.createElement('style');
    noPointer.textContent = '*, *::before, *::after { pointer-events: none !important; }';
    document.head.appendChild(noPointer);
  });
  afterEach(() => {
    cleanup();
    noPointer?.remove();
    delete root.dataset.theme;
    delete root.dataset.course;
  });

  describe.each(themes)('overlay baselines in the $name theme', ({ name: themeName, theme, course }) => {
    beforeEach(() => {
      root.dataset.theme = theme;
      if (course) root.dataset.course = course;
    });

    it.each(overlays.filter(({ name }) => shownIn(name, themeName)))(
      '$name looks the same',
      async ({ name, Ui, role, viewport, fit: grow, open }) => {
        const size = viewport ?? [1280, 800];
        await page.viewport(...size);
        render(<Ui />);
        open?.();
        const shot = page.getByRole(role);
        await expect.element(shot).toBeInTheDocument();
        await still();
        if (grow) await fit(shot.element() as HTMLElement, size);
        await expect.element(shot).toBeVisible();
        await matchBaseline(shot, `${name}-${themeName}`);
      },
    );

    it.each(moving.filter(([part]) => shownIn(part, themeName)))(
      '%s looks the same',
      async (part, stories) => {
        render(
          <div data-testid="shot" className="flex w-[1020px] flex-col gap-6 bg-background p-4 text-text">
            {stories.map((Story, index) => (
              <section key={index}>
                <Story />
              </section>
            ))}
          </div>,
        );
        await still();
        await matchBaseline(page.getByTestId('shot'), `${part}-${themeName}`);
      },
    );

    more?.(themeName);
  });
}
