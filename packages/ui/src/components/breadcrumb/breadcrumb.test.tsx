import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { BRAND_MENU } from '@buddy/domain';
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
