/**
 * Typed fixtures for the journeys: `login(page, id, pw)` signs in through the header's login box as a person would,
 * `axe(page)` fails the test on any WCAG 2.2 AA (and best-practice) violation of the page as it is now, and every
 * journey fails on an error its page wrote to the console or threw (issue 13), but for those it names beforehand with
 * `expectConsoleError(pattern)` (a refusal the journey provokes on purpose, which the browser logs as an error).
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { COOKIE_SESSION, STORAGE_KEYS } from '@buddy/domain';
import { claimMember, type DemoLogin } from './members';

export const DEMO_PASSWORD = 'buddy1234ab';

export interface Journeys {
  /** Signs in through the header's login box on the current page (opens / first when no page is loaded). */
  login: (page: Page, id: string, pw: string, options?: { rememberId?: boolean }) => Promise<void>;
  /**
   * Signs `id` in without the form (ADR 044): asks the /v2 login for a token and stores it where the app keeps it, so
   * the next page the journey opens is signed in. The journeys about signing in itself use `login` (the form).
   */
  signIn: (page: Page, id: string) => Promise<void>;
  /** Runs axe on the page; zero violations expected. */
  axe: (page: Page) => Promise<void>;
  /**
   * This journey's own fresh copy of a demo account (its login id; the demo password): the same copy each time the
   * journey asks for the same account, and a copy no other journey has used (e2e/members.ts).
   */
  member: (like: DemoLogin) => string;
  /**
   * Names a console error this journey provokes on purpose (a wrong password's 401, a deleted post's 404: Chromium logs
   * every refused request), matched against the message with its source address; any other error fails the journey.
   */
  expectConsoleError: (pattern: RegExp) => void;
  /**
   * Opens `count` more tabs beside `page`, in its browser context (so signed in as it is), whose console errors fail
   * the journey as the page's do and which wait for the app after a load as the page does: for work that waits on the
   * network, such as a crawl, done a few pages at a time.
   */
  tabs: (count: number) => Promise<Page[]>;
}

/** The console errors the journey named, and those its pages wrote (internal to the fixtures). */
interface ConsoleWatch {
  expectedConsoleErrors: RegExp[];
  consoleErrors: string[];
}

/** Collects what `page` writes to the console as an error, or throws. */
function watchConsole(page: Page, errors: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
}

/**
 * A prerendered page or a member page's frame is inert until the app has drawn it (ADR 025, 027): a click before that
 * is lost, as a child's would be, and a journey that clicked at once failed under load. After each `goto` and
 * `reload` the page therefore waits until no inert root is left and the app has mounted (`data-app="ready"` on
 * <html>, app.tsx), so a journey acts on the page the app has drawn (a page that is not the app, such as the offline
 * page or a /v2 answer, has no root and passes at once).
 */
function waitForTheAppAfterLoads(page: Page): void {
  // Drawn (no inert frame) and answering: a prerendered page is visible before hydration, and a click on it then
  // does nothing the journey can see (the level-test form's first click was lost under load).
  const drawn = () =>
    page.waitForFunction(() => {
      const root = document.querySelector('#root');
      return !root || (!root.hasAttribute('inert') && document.documentElement.dataset.app === 'ready');
    });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await drawn();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await drawn();
    return response;
  };
}

export function loginBox(page: Page): Locator {
  return page.getByRole('form', { name: '로그인' });
}

export function alertDialog(page: Page, title: string): Locator {
  return page.getByRole('alertdialog', { name: title, exact: true });
}

export const test = base.extend<Journeys & ConsoleWatch>({
  // eslint-disable-next-line no-empty-pattern
  expectedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  expectConsoleError: async ({ expectedConsoleErrors }, use) => {
    await use((pattern) => {
      expectedConsoleErrors.push(pattern);
    });
  },
  consoleErrors: async ({ expectedConsoleErrors }, use) => {
    const errors: string[] = [];
    await use(errors);
    const unexpected = errors.filter(
      (error) => !expectedConsoleErrors.some((pattern) => pattern.test(error)),
    );
    expect(unexpected, 'errors in the console').toEqual([]);
  },
  // The page every journey uses: what it writes to the console as an error, or throws, fails the journey at its end;
  // after a load it waits for the app to have drawn the page.
  page: async ({ page, consoleErrors }, use) => {
    watchConsole(page, consoleErrors);
    waitForTheAppAfterLoads(page);
    await use(page);
  },
  tabs: async ({ page, consoleErrors }, use) => {
    await use(async (count) => {
      const more = await Promise.all(Array.from({ length: count }, () => page.context().newPage()));
      for (const tab of more) {
        watchConsole(tab, consoleErrors);
        waitForTheAppAfterLoads(tab);
      }
      return more;
    });
  },
  // Playwright reads the fixtures a fixture needs from its first parameter: these need none.
  // eslint-disable-next-line no-empty-pattern
  login: async ({}, use) => {
    await use(async (page, id, pw, options = {}) => {
      if (page.url() === 'about:blank') await page.goto('/');
      const box = loginBox(page);
      await box.getByLabel('아이디', { exact: true }).fill(id);
      await box.getByLabel('비밀번호', { exact: true }).fill(pw);
      if (options.rememberId !== undefined) {
        await box.getByRole('checkbox', { name: '아이디 저장' }).setChecked(options.rememberId);
      }
      await box.getByRole('button', { name: '로그인' }).click();
    });
  },
  // eslint-disable-next-line no-empty-pattern
  signIn: async ({}, use) => {
    await use(async (page, id) => {
      // A same-origin address that is not the app (the app would start signed out and remember that): the health
      // check's JSON. The sign-in runs in the page, so the browser keeps the session cookie (ADR 048); the app's note
      // that a session exists goes where its auth storage keeps it (STORAGE_KEYS.session). No token is kept.
      await page.goto('/v2/health');
      const status = await page.evaluate(
        async ([memLoginId, memPwd]) =>
          (
            await fetch('/v2/auth/students/login', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ memLoginId, memPwd }),
            })
          ).status,
        [id, DEMO_PASSWORD] as const,
      );
      expect(status, `the /v2 login of ${id}`).toBe(200);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        STORAGE_KEYS.session,
        COOKIE_SESSION,
      ] as const);
    });
  },
  // eslint-disable-next-line no-empty-pattern
  member: async ({}, use) => {
    const mine = new Map<DemoLogin, string>();
    await use((like) => {
      const id = mine.get(like) ?? claimMember(like);
      mine.set(like, id);
      return id;
    });
  },
  // eslint-disable-next-line no-empty-pattern
  axe: async ({}, use) => {
    await use(async (page) => {
      // A prerendered page is inert until the app has hydrated it (ADR 025): check the page the child uses.
      await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
      // Content that arrives after hydration (the home's news and popups come from a chunk and a call made once the
      // app runs) fades in when it lands: wait for the network to settle and a frame to be drawn, so it has.
      await page.waitForLoadState('networkidle');
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      // Let fades finish first: a dialog half-way through its fade-in has not reached its final contrast yet.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const summary = results.violations.map(
        (v) =>
          `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
      );
      expect(summary, `axe violations on ${page.url()}`).toEqual([]);
    });
  },
});

export { expect };

/** A labelled input, password fields included; a required field's label ends with a visual '*' (hidden from AT). */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\*?$`));
}
