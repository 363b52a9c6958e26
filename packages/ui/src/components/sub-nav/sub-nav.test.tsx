import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { isCurrentPath, SubNav } from './sub-nav';

afterEach(cleanup);

const ITEMS = [
  { label: '문의하기', href: '/study/qna/contacts' },
  { label: '자료실', href: '/study/qna/download' },
];

/** A library-like row of pages, /library/page0 onwards. */
const libraryItems = (labels: string[]) =>
  labels.map((label, index) => ({ label, href: `/library/page${index}` }));

/** The link is inside the row's box, within a pixel (a scroll position is whole pixels, boxes are not). */
function expectInRow(link: Element, nav: Element) {
  const row = nav.getBoundingClientRect();
  const box = link.getBoundingClientRect();
  expect(box.left, link.textContent ?? '').toBeGreaterThanOrEqual(row.left - 1);
  expect(box.right, link.textContent ?? '').toBeLessThanOrEqual(row.right + 1);
}

describe('isCurrentPath', () => {
  it.each([
    ['/study/qna/contacts', '/study/qna/contacts', true],
    ['/study/qna/contacts/3/edit', '/study/qna/contacts', true],
    ['/study/qna/contactsx', '/study/qna/contacts', false],
    ['/study/qna', '/study/qna/contacts', false],
  ])('%s under %s: %s', (path, href, expected) => {
    expect(isCurrentPath(path, href)).toBe(expected);
  });
});

describe('given a sub-navigation', () => {
  it('marks only the nearest item when an area’s home is a prefix of its pages', async () => {
    const items = [
      { label: '버디몬 홈', href: '/buddymon' },
      { label: '버디코인', href: '/buddymon/buddyCoin' },
    ];
    render(<SubNav label="버디몬 메뉴" items={items} currentPath="/buddymon/buddyCoin" />);
    const nav = page.getByRole('navigation', { name: '버디몬 메뉴' });
    await expect.element(nav.getByRole('link', { name: '버디코인' })).toHaveAttribute('aria-current', 'page');
    await expect.element(nav.getByRole('link', { name: '버디몬 홈' })).not.toHaveAttribute('aria-current');
    cleanup();
    render(<SubNav label="버디몬 메뉴" items={items} currentPath="/buddymon" />);
    await expect
      .element(nav.getByRole('link', { name: '버디몬 홈' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(nav.getByRole('link', { name: '버디코인' })).not.toHaveAttribute('aria-current');
  });

  it('lists its links by name with their hrefs and marks only the current one', async () => {
    render(<SubNav label="Q&A 메뉴" items={ITEMS} currentPath="/study/qna/contacts/write" />);
    const nav = page.getByRole('navigation', { name: 'Q&A 메뉴' });
    await expect.element(nav.getByRole('link', { name: '문의하기' })).toHaveAttribute('aria-current', 'page');
    await expect.element(nav.getByRole('link', { name: '자료실' })).not.toHaveAttribute('aria-current');
    await expect
      .element(nav.getByRole('link', { name: '자료실' }))
      .toHaveAttribute('href', '/study/qna/download');
  });

  it('gives each link a target at least 44 px high', async () => {
    render(<SubNav label="Q&A 메뉴" items={ITEMS} currentPath="/" />);
    const rect = page.getByRole('link', { name: '자료실' }).element().getBoundingClientRect();
    expect(rect.height).toBeGreaterThanOrEqual(44);
  });

  it('brings the current item into view when the row is narrower than its items, and leaves the page where it was', async () => {
    // A phone: the row scrolls sideways.
    await page.viewport(390, 800);
    const items = ['버디몬 홈', '랜드', '마이 버디몬', '버디샵', '성장 앨범', '버디코인'].map(
      (label, index) => ({
        label,
        href: `/buddymon/page${index}`,
      }),
    );
    render(
      <div style={{ width: 240 }}>
        <SubNav label="버디몬 메뉴" items={items} currentPath="/buddymon/page5" />
      </div>,
    );
    const nav = page.getByRole('navigation', { name: '버디몬 메뉴' }).element();
    const link = page.getByRole('link', { name: '버디코인' }).element();
    await expect.poll(() => nav.scrollLeft).toBeGreaterThan(0);
    expectInRow(link, nav);
    expect(window.scrollX).toBe(0);
  });

  it('does not scroll a row whose current item is already in view', async () => {
    await page.viewport(390, 800);
    render(
      <div style={{ width: 240 }}>
        <SubNav label="Q&A 메뉴" items={ITEMS} currentPath="/study/qna/contacts" />
      </div>,
    );
    await expect
      .element(page.getByRole('link', { name: '문의하기' }))
      .toHaveAttribute('aria-current', 'page');
    expect(page.getByRole('navigation', { name: 'Q&A 메뉴' }).element().scrollLeft).toBe(0);
  });

  it('wraps on a desktop instead of cutting an item at the edge (issue 26)', async () => {
    await page.viewport(1280, 800);
    const items = libraryItems([
      '동영상',
      '버디 음원',
      '문법 강의',
      '영어 게임',
      '리딩',
      'K-파닉스',
      '영어보충학습실',
      '리딩스킬',
    ]);
    render(
      <div style={{ width: 480 }}>
        <SubNav label="라이브러리 메뉴" items={items} currentPath="/library/page0" />
      </div>,
    );
    const nav = page.getByRole('navigation', { name: '라이브러리 메뉴' }).element();
    await expect.element(page.getByRole('link', { name: '리딩스킬' })).toBeVisible();
    for (const link of nav.querySelectorAll('a')) expectInRow(link, nav);
    expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  });
});

describe('given a desktop window made as narrow as a phone', () => {
  it('brings the current item into view again once the row scrolls sideways', async () => {
    await page.viewport(1280, 800);
    const items = libraryItems([
      '동영상',
      '버디 음원',
      '문법 강의',
      '영어 게임',
      '리딩',
      'K-파닉스',
      'K-단어',
      'K-문장',
    ]);
    render(<SubNav label="라이브러리 메뉴" items={items} currentPath="/library/page5" />);
    const nav = page.getByRole('navigation', { name: '라이브러리 메뉴' }).element();
    await expect.element(page.getByRole('link', { name: 'K-파닉스' })).toBeVisible();
    expect(nav.scrollLeft).toBe(0);
    await page.viewport(390, 800);
    await expect.poll(() => nav.scrollLeft).toBeGreaterThan(0);
    expectInRow(page.getByRole('link', { name: 'K-파닉스' }).element(), nav);
  });
});
