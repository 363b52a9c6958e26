import { describe, expect, it, vi } from 'vitest';
import { isChromiumBrowser } from './browser';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnceForChunkError, reloadTarget } from './chunk-reload';
import { createPasswordResetStore } from './password-reset';
import { BRAND_MENU, menuTrail, STUDY_MENU, type MenuItem } from '@buddy/domain';
import { isBuiltPath, menuFor, SITE_BREADCRUMB_MENU } from './site-menus';
import { siteModeFromPath } from './site-mode';

function memory(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe('given a chunk that failed to load', () => {
  it('reloads the first time and remembers when', () => {
    const storage = memory();
    const reload = vi.fn();
    expect(reloadOnceForChunkError({ storage, reload, now: () => 1_000_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again within a minute of the last reload', () => {
    const storage = memory({ [CHUNK_RELOAD_KEY]: '1000000' });
    const reload = vi.fn();
    expect(reloadOnceForChunkError({ storage, reload, now: () => 1_000_000 + 59_999 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again once the minute has passed', () => {
    const storage = memory({ [CHUNK_RELOAD_KEY]: '1000000' });
    const reload = vi.fn();
    expect(reloadOnceForChunkError({ storage, reload, now: () => 1_000_000 + 60_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads into the page being opened when a navigation is under way, else the page shown (issue 26)', () => {
    expect(reloadTarget('/services/faq', { pathname: '/teacher/business/value', search: '', hash: '' })).toBe(
      '/teacher/business/value',
    );
    expect(
      reloadTarget('/services/faq', { pathname: '/library/kread', search: '?pageNo=2', hash: '#list' }),
    ).toBe('/library/kread?pageNo=2#list');
    expect(reloadTarget('/services/faq?tab=2', undefined)).toBe('/services/faq?tab=2');
  });

  it('never reloads without session storage (it could not stop a loop)', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError({ storage: null, reload, now: () => 1 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([
    ['Failed to fetch dynamically imported module: http://x/assets/a.js', true],
    ['error loading dynamically imported module', true],
    ['Importing a module script failed.', true],
    ['Unable to preload CSS for /assets/a.css', true],
    ['Cannot read properties of undefined', false],
  ])('tells a chunk failure by its message: %s', (message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });
});

describe('given a browser', () => {
  const ua = {
    chrome:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    edgeLegacy:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19041',
    firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
    safari:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
    chromeIos:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/140.0 Mobile/15E148 Safari/604.1',
  };

  it.each([
    ['Chrome', ua.chrome, true],
    ['Chrome on iOS', ua.chromeIos, true],
    ['Firefox', ua.firefox, false],
    ['Safari', ua.safari, false],
    ['pre-Chromium Edge', ua.edgeLegacy, false],
  ])('without client hints, %s passes: %s', (_name, userAgent, expected) => {
    expect(isChromiumBrowser({ userAgent })).toBe(expected);
  });

  it('an app added to the home screen of an iPhone passes (the engine of Chrome on iOS); Safari itself does not', () => {
    const iphoneSafari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    expect(isChromiumBrowser({ userAgent: iphoneSafari, standalone: true })).toBe(true);
    expect(isChromiumBrowser({ userAgent: iphoneSafari, standalone: false })).toBe(false);
    expect(isChromiumBrowser({ userAgent: ua.safari, standalone: true })).toBe(false);
  });

  it('with client hints, the brand list decides', () => {
    const brands = (names: string[]) => names.map((brand) => ({ brand, version: '140' }));
    expect(
      isChromiumBrowser({ userAgent: ua.firefox, userAgentData: { brands: brands(['Chromium', 'Whale']) } }),
    ).toBe(true);
    expect(
      isChromiumBrowser({ userAgent: ua.chrome, userAgentData: { brands: brands(['Not.A/Brand']) } }),
    ).toBe(false);
  });

  it('this test browser (Chromium) passes', () => {
    expect(isChromiumBrowser()).toBe(true);
  });
});

describe('given a path', () => {
  it.each([
    ['/', 'brand'],
    ['/library/videos/animation', 'brand'],
    ['/study', 'study'],
    ['/study/ignore', 'study'],
    ['/studying', 'brand'],
    ['/buddymon', 'buddymon'],
    ['/buddymon/land', 'buddymon'],
  ])('%s belongs to the %s site', (path, mode) => {
    expect(siteModeFromPath(path)).toBe(mode);
  });
});

describe('given the menus the site shows', () => {
  const paths = (menu: readonly MenuItem[]): string[] =>
    menu.flatMap((item) => [item.path, ...paths(item.children ?? [])]);

  it.each([
    ['/library/videos/animation', true],
    ['/study/library/phonics', true],
    ['/library/game/words', true],
    ['/library/englishadd', true],
    ['/study/library/englishadd', true],
    ['/services/download/brochure', true],
    ['/services/download/installer', true],
    ['/library', true],
    ['/libraryland', true],
    ['/services/notice', true],
    ['/study/qna/download', true],
  ])('%s is built: %s', (path, built) => {
    expect(isBuiltPath(path)).toBe(built);
  });

  it('leave out the areas whose pages have not landed, and keep every other item', () => {
    for (const [mode, full] of [
      ['brand', BRAND_MENU],
      ['study', STUDY_MENU],
    ] as const) {
      const shown = paths(menuFor(mode));
      expect(shown.filter((path) => !isBuiltPath(path))).toEqual([]);
      expect(shown).toEqual(paths(full).filter(isBuiltPath));
    }
    expect(paths(menuFor('brand'))).toContain('/services/faq');
    expect(paths(menuFor('brand'))).toContain('/services/download/installer');
    expect(paths(menuFor('study'))).toContain('/study/qna/download');
  });
});

describe('given the breadcrumb of the legal pages (linked from the footer only)', () => {
  it.each([
    ['/services/terms', '이용약관'],
    ['/services/privacy', '개인정보처리방침'],
  ])('%s sits under the customer centre', (path, label) => {
    expect(menuTrail(SITE_BREADCRUMB_MENU, path).map((item) => item.label)).toEqual(['고객센터', label]);
  });

  it('keeps them out of the header menu', () => {
    const paths = (menu: readonly MenuItem[]): string[] =>
      menu.flatMap((item) => [item.path, ...paths(item.children ?? [])]);
    expect(paths(menuFor('brand'))).not.toContain('/services/terms');
  });
});

describe('given a find-password reset grant', () => {
  it('is given back until it expires, then forgotten', () => {
    let now = 0;
    const store = createPasswordResetStore(() => now);
    store.set({ loginId: 'hold01', token: 't', expiresAt: 600_000 });
    expect(store.get()?.token).toBe('t');
    now = 600_000;
    expect(store.get()).toBeNull();
  });
});
