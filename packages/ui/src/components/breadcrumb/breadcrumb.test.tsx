import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { BRAND_MENU } from '@buddy/domain';
import { isShown, serverThenHydrated } from '../../test/hydrate';
import { cleanup, render } from '../../test/render';
import { breadcrumbWords } from '../header/header.samples';
import { Breadcrumb } from './breadcrumb';

afterEach(async () => {
  cleanup();
  await page.viewport(1280, 800);
});

const combos = () =>
  page
    .getByRole('combobox')
    .elements()
    .map((e) => e.getAttribute('aria-label'));

describe('given a grandchild page on a desktop', () => {
  it('chains three labelled selects showing the trail', async () => {
    render(
      <Breadcrumb
        menu={BRAND_MENU}
        currentPath="/introduce/programs/rnl/disney"
        words={breadcrumbWords}
        onNavigate={vi.fn()}
      />,
    );
    await expect.element(page.getByRole('combobox', { name: '소메뉴' })).toHaveTextContent('RnL 디즈니');
    expect(combos()).toEqual(['대메뉴', '중메뉴', '소메뉴']);
    await expect
      .element(page.getByRole('combobox', { name: '대메뉴' }))
      .toHaveTextContent('버디잉글리시 소개');
    await expect.element(page.getByRole('combobox', { name: '중메뉴' })).toHaveTextContent('프로그램');
  });

  it('navigates to a top item chosen in the first select', async () => {
    const onNavigate = vi.fn();
    render(
      <Breadcrumb
        menu={BRAND_MENU}
        currentPath="/introduce/programs/rnl/disney"
        words={breadcrumbWords}
        onNavigate={onNavigate}
      />,
    );
    await page.getByRole('combobox', { name: '대메뉴' }).click();
    await page.getByRole('option', { name: '고객센터' }).click();
    expect(onNavigate).toHaveBeenCalledWith(
      '/services/notice',
      expect.objectContaining({ label: '고객센터' }),
    );
  });

  it('offers in the third select the children of the item chosen in the second', async () => {
    const onNavigate = vi.fn();
    render(
      <Breadcrumb
        menu={BRAND_MENU}
        currentPath="/teacher/business/edu"
        words={breadcrumbWords}
        onNavigate={onNavigate}
      />,
    );
    await page.getByRole('combobox', { name: '소메뉴' }).click();
    const options = page
      .getByRole('option')
      .elements()
      .map((e) => e.textContent);
    expect(options).toEqual(['가치', '교육', '사례']);
    await page.getByRole('option', { name: '사례' }).click();
    expect(onNavigate).toHaveBeenCalledWith(
      '/teacher/business/case',
      expect.objectContaining({ label: '사례' }),
    );
  });
});

describe('given a mobile width (900 px)', () => {
  it('leaves the third select out', async () => {
    await page.viewport(900, 800);
    render(
      <Breadcrumb
        menu={BRAND_MENU}
        currentPath="/introduce/programs/rnl/disney"
        words={breadcrumbWords}
        onNavigate={vi.fn()}
      />,
    );
    await expect.element(page.getByRole('combobox', { name: '중메뉴' })).toBeVisible();
    expect(combos()).toEqual(['대메뉴', '중메뉴']);
  });
});

describe('given a page outside the menu', () => {
  it('offers the top level only, with nothing chosen', async () => {
    render(
      <Breadcrumb menu={BRAND_MENU} currentPath="/qrcode" words={breadcrumbWords} onNavigate={vi.fn()} />,
    );
    await expect.element(page.getByRole('combobox', { name: '대메뉴' })).toHaveTextContent('선택하세요');
    expect(combos()).toEqual(['대메뉴']);
  });
});

describe('given the breadcrumb rendered on a server, where the width is not known', () => {
  async function serverThenHydratedAt(width: number) {
    await page.viewport(width, 800);
    const breadcrumb = (
      <Breadcrumb
        menu={BRAND_MENU}
        currentPath="/introduce/programs/rnl/disney"
        words={breadcrumbWords}
        onNavigate={vi.fn()}
      />
    );
    return serverThenHydrated(breadcrumb, (host) => ({
      layout: host.querySelector('nav')?.dataset.layout,
      height: Math.round(host.getBoundingClientRect().height),
      third: isShown(host, 'li:nth-child(4)'),
      labels: [...host.querySelectorAll('[role="combobox"]')]
        .filter((combo) => (combo as HTMLElement).offsetParent !== null)
        .map((combo) => combo.textContent),
    }));
  }

  it('shows the trail’s labels in the server’s markup, not empty selects', async () => {
    const { html } = await serverThenHydratedAt(1280);
    expect(html).toContain('버디잉글리시 소개');
    expect(html).toContain('RnL 디즈니');
  });

  it('draws two selects in one row on a phone, which hydration keeps in place', async () => {
    const { before, after } = await serverThenHydratedAt(390);
    expect(before).toMatchObject({
      layout: 'unknown',
      third: false,
      labels: ['버디잉글리시 소개', '프로그램'],
    });
    expect(after).toMatchObject({
      layout: 'mobile',
      third: false,
      labels: ['버디잉글리시 소개', '프로그램'],
    });
    // One row: the home link's height.
    expect(before.height).toBe(49);
    expect(after.height).toBe(before.height);
  });

  it('draws three selects on a wide screen, which hydration keeps in place', async () => {
    const { before, after } = await serverThenHydratedAt(1280);
    const labels = ['버디잉글리시 소개', '프로그램', 'RnL 디즈니'];
    expect(before).toMatchObject({ layout: 'unknown', third: true, labels });
    expect(after).toMatchObject({ layout: 'desktop', third: true, labels });
    expect(after.height).toBe(before.height);
  });
});
