import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { BRAND_MENU, STUDY_MENU } from '@buddy/domain';
import { isShown, serverThenHydrated } from '../../test/hydrate';
import { cleanup, render } from '../../test/render';
import { Header } from './header';
import { currentTrail, type MenuItem } from './menu-entry';
import { headerWords } from './header.samples';

afterEach(async () => {
  cleanup();
  await page.viewport(1280, 800);
});

describe('the logo', () => {
  it.each([
    [undefined, '/'],
    ['/study', '/study'],
  ] as const)('with home %s links to %s', async (homeHref, href) => {
    render(<Header homeHref={homeHref} menu={BRAND_MENU} words={headerWords} mobile={false} />);
    await expect.element(page.getByRole('link', { name: 'Buddy English 홈' })).toHaveAttribute('href', href);
  });
});

describe('given a menu with every flag', () => {
  const menu: MenuItem[] = [
    { label: '숨김', path: '/hidden', invisible: true, link: true },
    { label: '안내', path: '/guide', link: true },
    { label: '사전', path: '/dictionary', popup: true, title: '새 창 열림' },
    {
      label: '교사 사이트',
      path: 'https://teacher.example/',
      link: true,
      target: '_blank',
      title: '새 창 열림',
    },
  ];

  it('leaves invisible items out', async () => {
    render(<Header homeHref="/study" menuHeight={300} menu={menu} words={headerWords} mobile={false} />);
    await expect.element(page.getByRole('link', { name: '안내' })).toBeVisible();
    expect(page.getByText('숨김').elements()).toHaveLength(0);
  });

  it('makes a popup item a button that calls onPopup instead of navigating', async () => {
    const onPopup = vi.fn();
    render(
      <Header
        homeHref="/study"
        menuHeight={300}
        menu={menu}
        words={headerWords}
        onPopup={onPopup}
        mobile={false}
      />,
    );
    expect(page.getByRole('link', { name: '사전' }).elements()).toHaveLength(0);
    const button = page.getByRole('button', { name: '사전' });
    await expect.element(button).toHaveAttribute('title', '새 창 열림');
    await button.click();
    expect(onPopup).toHaveBeenCalledWith(menu[2]);
  });

  it('gives a target item its target, rel noopener and title', async () => {
    render(<Header homeHref="/study" menuHeight={300} menu={menu} words={headerWords} mobile={false} />);
    const link = page.getByRole('link', { name: '교사 사이트' });
    await expect.element(link).toHaveAttribute('href', 'https://teacher.example/');
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect.element(link).toHaveAttribute('title', '새 창 열림');
  });

  it('links a plain item to its path without a target', async () => {
    render(<Header homeHref="/study" menuHeight={300} menu={menu} words={headerWords} mobile={false} />);
    const link = page.getByRole('link', { name: '안내' });
    await expect.element(link).toHaveAttribute('href', '/guide');
    await expect.element(link).not.toHaveAttribute('target');
  });

  it('does the same in the mobile menu', async () => {
    const onPopup = vi.fn();
    render(
      <Header
        homeHref="/study"
        menuHeight={300}
        menu={menu}
        words={headerWords}
        onPopup={onPopup}
        mobile
        defaultMobileOpen
      />,
    );
    expect(page.getByText('숨김').elements()).toHaveLength(0);
    await page.getByRole('button', { name: '사전' }).click();
    expect(onPopup).toHaveBeenCalledWith(menu[2]);
    await expect.element(page.getByRole('link', { name: '교사 사이트' })).toHaveAttribute('target', '_blank');
  });
});

describe('the desktop drop panel', () => {
  const panelHeight = () =>
    document.querySelector<HTMLElement>('[data-slot="menu-panel"]')?.getBoundingClientRect().height;

  it.each([
    ['brand', 400, BRAND_MENU, '체험하기'],
    ['study', 300, STUDY_MENU, '마이페이지'],
  ] as const)('in the %s site opens on hover to %i px in 200 ms', async (_site, height, menu, top) => {
    render(
      <>
        <Header menuHeight={height} menu={menu} words={headerWords} mobile={false} />
        <p style={{ marginTop: 600 }}>바깥</p>
      </>,
    );
    expect(panelHeight()).toBe(0);
    const duration = getComputedStyle(document.querySelector('[data-slot="menu-panel"]')!).transitionDuration;
    expect(duration).toBe('0.2s');
    await userEvent.hover(page.getByRole('link', { name: top }));
    await expect.poll(panelHeight).toBe(height);
    await userEvent.hover(page.getByText('바깥'));
    await expect.poll(panelHeight).toBe(0);
  });

  it('is absent without a height (the reward site), where only the top items show', async () => {
    render(<Header homeHref="/study" menu={STUDY_MENU} words={headerWords} mobile={false} />);
    await userEvent.hover(page.getByRole('link', { name: '마이페이지' }));
    expect(document.querySelector('[data-slot="menu-panel"]')).toBeNull();
    expect(page.getByRole('link', { name: '출석부' }).elements()).toHaveLength(0);
  });

  it('opens on focus and closes on Escape, returning focus to the top item', async () => {
    render(<Header homeHref="/" menuHeight={400} menu={BRAND_MENU} words={headerWords} mobile={false} />);
    const top = page.getByRole('link', { name: '고객센터' });
    (top.element() as HTMLElement).focus();
    await expect.element(page.getByRole('link', { name: '공지사항' })).toBeVisible();
    await userEvent.tab();
    await expect.element(page.getByRole('link', { name: '공지사항' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(top).toHaveFocus();
    await expect.element(page.getByText('공지사항')).not.toBeVisible();
  });

  it('marks the deepest link of the current path once, and its top item as in the trail', async () => {
    render(
      <Header
        homeHref="/"
        menuHeight={400}
        menu={BRAND_MENU}
        words={headerWords}
        mobile={false}
        currentPath="/services/faq"
      />,
    );
    const current = document.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toBe('자주 묻는 질문');
    // Its top item is in the trail, without being called the page.
    const trail = document.querySelectorAll('[data-in-trail]');
    expect(trail).toHaveLength(1);
    expect(trail[0]?.textContent).toBe('고객센터');
    expect(trail[0]?.hasAttribute('aria-current')).toBe(false);
  });
});

describe('the mobile menu', () => {
  it('opens and closes with a toggle that names its panel', async () => {
    render(<Header homeHref="/" menuHeight={400} menu={BRAND_MENU} words={headerWords} mobile />);
    const toggle = page.getByRole('button', { name: '전체 메뉴' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    const panelId = toggle.element().getAttribute('aria-controls')!;
    expect(document.getElementById(panelId)).not.toBeNull();
    expect(document.getElementById(panelId)!.hidden).toBe(true);
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(panelId)!.hidden).toBe(false);
    await page.getByRole('button', { name: '고객센터' }).click();
    await expect.element(page.getByRole('link', { name: '브로슈어' })).toBeVisible();
  });

  it('is chosen by the width: 900 px is mobile, 901 px is desktop', async () => {
    await page.viewport(900, 800);
    render(<Header homeHref="/" menuHeight={400} menu={BRAND_MENU} words={headerWords} />);
    await expect.element(page.getByRole('button', { name: '전체 메뉴' })).toBeVisible();
    cleanup();
    await page.viewport(901, 800);
    render(<Header homeHref="/" menuHeight={400} menu={BRAND_MENU} words={headerWords} />);
    await expect.element(page.getByRole('navigation', { name: '주 메뉴' })).toBeVisible();
    expect(page.getByRole('button', { name: '전체 메뉴' }).elements()).toHaveLength(0);
  });

  it('shows the account slot inside the open menu', async () => {
    render(
      <Header
        homeHref="/"
        menuHeight={400}
        menu={BRAND_MENU}
        words={headerWords}
        mobile
        account={<p>계정 영역</p>}
      />,
    );
    await expect.element(page.getByText('계정 영역')).not.toBeVisible();
    await page.getByRole('button', { name: '전체 메뉴' }).click();
    await expect.element(page.getByRole('region', { name: '회원' })).toBeVisible();
  });
});

describe('currentTrail', () => {
  it('prefers the more specific path between matches of the same depth (/study/guide over the hidden /study)', () => {
    expect(currentTrail(STUDY_MENU, '/study/guide').map((item) => item.label)).toEqual(['학습 가이드']);
  });

  it('goes down to the deepest match', () => {
    expect(currentTrail(STUDY_MENU, '/study/mypage/attendance').map((item) => item.label)).toEqual([
      '마이페이지',
      '출석부',
    ]);
  });

  it('is empty without a path or outside the menu', () => {
    expect(currentTrail(STUDY_MENU, undefined)).toEqual([]);
    expect(currentTrail(BRAND_MENU, '/qrcode')).toEqual([]);
  });
});

describe('given the mobile menu is open', () => {
  it('closes when a link inside it is followed', async () => {
    render(
      <Header
        homeHref="/"
        menuHeight={400}
        menu={BRAND_MENU}
        words={headerWords}
        mobile
        defaultMobileOpen
        currentPath="/services/faq"
      />,
    );
    const link = page.getByRole('link', { name: '공지사항' });
    // Keep the test page where it is.
    link.element().addEventListener('click', (event) => event.preventDefault());
    await link.click();
    await expect
      .element(page.getByRole('button', { name: '전체 메뉴' }))
      .toHaveAttribute('aria-expanded', 'false');
  });
});

describe('given the header rendered on a server, where the width is not known', () => {
  /** Server markup in the page at the given width, then hydrated; what it looked like before and after. */
  async function serverThenHydratedAt(width: number) {
    await page.viewport(width, 800);
    const header = (
      <Header
        homeHref="/"
        menuHeight={400}
        menu={BRAND_MENU}
        words={headerWords}
        account={<form aria-label="로그인">로그인 상자</form>}
      />
    );
    return serverThenHydrated(header, (host) => ({
      layout: host.querySelector('header')?.dataset.layout,
      height: Math.round(host.getBoundingClientRect().height),
      toggle: isShown(host, 'button[aria-label="전체 메뉴"]'),
      account: isShown(host, 'form'),
      menu: isShown(host, '[data-slot="desktop-menu"]'),
    }));
  }

  it('draws the mobile bar on a phone, which hydration keeps in place', async () => {
    const { before, after } = await serverThenHydratedAt(390);
    expect(before).toMatchObject({ layout: 'unknown', toggle: true, account: false, menu: false });
    expect(after).toMatchObject({ layout: 'mobile', toggle: true, account: false, menu: false });
    expect(after.height).toBe(before.height);
  });

  it('draws the desktop header on a wide screen, which hydration keeps in place', async () => {
    const { before, after } = await serverThenHydratedAt(1280);
    expect(before).toMatchObject({ layout: 'unknown', toggle: false, account: true, menu: true });
    expect(after).toMatchObject({ layout: 'desktop', toggle: false, account: true, menu: true });
    expect(after.height).toBe(before.height);
  });
});
