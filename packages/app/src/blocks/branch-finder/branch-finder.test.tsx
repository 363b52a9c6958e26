import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '@buddy/ui/testing';
import { BranchDetail } from './branch-detail';
import { BranchFinder, type BranchFinderProps } from './branch-finder';
import { sampleBranchDetail, sampleBranches, sampleOffices, telOf } from './fixtures';

const [first] = sampleBranches;
import { telHref } from './words';

afterEach(cleanup);

function renderFinder(props: Partial<BranchFinderProps> = {}) {
  const handlers = { onPageChange: vi.fn(), onSearch: vi.fn(), onOfficesNeeded: vi.fn(), onRetry: vi.fn() };
  const all: BranchFinderProps = {
    state: 'ready',
    branches: sampleBranches.slice(0, 10),
    totalCount: sampleBranches.length,
    page: 1,
    search: { office: '', text: '' },
    hrefFor: (code) => `/branch/${code}`,
    ...handlers,
    ...props,
  };
  const view = render(<BranchFinder {...all} />);
  return {
    ...handlers,
    rerender: (next: Partial<BranchFinderProps>) => view.rerender(<BranchFinder {...all} {...next} />),
  };
}

describe('given the office list not loaded yet', () => {
  it('asks for it once when the select opens, and not again while it loads', async () => {
    const { onOfficesNeeded, rerender } = renderFinder();
    const select = page.getByRole('combobox', { name: '지역' });
    await expect.element(select).toHaveTextContent('전체 지역');
    expect(onOfficesNeeded).not.toHaveBeenCalled();
    await userEvent.click(select);
    await expect.element(page.getByRole('option', { name: '지역 목록을 불러오고 있어요' })).toBeVisible();
    expect(onOfficesNeeded).toHaveBeenCalledTimes(1);
    rerender({ officesState: 'loading' });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(select);
    await expect.element(page.getByRole('option', { name: '지역 목록을 불러오고 있어요' })).toBeVisible();
    expect(onOfficesNeeded).toHaveBeenCalledTimes(1);
  });

  it('asks when the select is reached with the keyboard', async () => {
    const { onOfficesNeeded } = renderFinder();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('combobox', { name: '지역' })).toHaveFocus();
    expect(onOfficesNeeded).toHaveBeenCalledTimes(1);
  });

  it('offers a retry item when loading failed, which asks again', async () => {
    const { onOfficesNeeded } = renderFinder({ officesState: 'error' });
    await userEvent.click(page.getByRole('combobox', { name: '지역' }));
    expect(onOfficesNeeded).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('option', { name: '지역 목록을 불러오지 못했어요. 다시 시도' }));
    expect(onOfficesNeeded).toHaveBeenCalledTimes(1);
  });

  it('a chosen office (from the address) asks at once for its name', async () => {
    const { onOfficesNeeded, rerender } = renderFinder({ search: { office: '02', text: '' } });
    expect(onOfficesNeeded).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('combobox', { name: '지역' })).toHaveTextContent('불러오는 중…');
    rerender({ search: { office: '02', text: '' }, offices: sampleOffices, officesState: 'ready' });
    await expect.element(page.getByRole('combobox', { name: '지역' })).toHaveTextContent('경기');
  });
});

describe('given the offices loaded', () => {
  it('searches with the chosen office at once, with the text typed so far', async () => {
    const { onSearch, onOfficesNeeded } = renderFinder({ offices: sampleOffices, officesState: 'ready' });
    await userEvent.fill(page.getByRole('searchbox', { name: '지점 이름이나 주소' }), ' 정자 ');
    await userEvent.click(page.getByRole('combobox', { name: '지역' }));
    await userEvent.click(page.getByRole('option', { name: '경기' }));
    expect(onSearch).toHaveBeenCalledWith({ office: '02', text: '정자' });
    expect(onOfficesNeeded).not.toHaveBeenCalled();
  });

  it('searches all offices again with 전체 지역', async () => {
    const { onSearch } = renderFinder({
      offices: sampleOffices,
      officesState: 'ready',
      search: { office: '02', text: '' },
    });
    await expect.element(page.getByRole('combobox', { name: '지역' })).toHaveTextContent('경기');
    await userEvent.click(page.getByRole('combobox', { name: '지역' }));
    await userEvent.click(page.getByRole('option', { name: '전체 지역' }));
    expect(onSearch).toHaveBeenCalledWith({ office: '', text: '' });
  });

  it('submits the trimmed text with the current office', async () => {
    const { onSearch } = renderFinder({ search: { office: '01', text: '' }, offices: sampleOffices });
    await userEvent.fill(page.getByRole('searchbox', { name: '지점 이름이나 주소' }), '  대치  ');
    await userEvent.click(page.getByRole('button', { name: '검색' }));
    expect(onSearch).toHaveBeenCalledWith({ office: '01', text: '대치' });
  });
});

describe('given a list of branches', () => {
  it('links each card to its branch and calls by a tel: link named for the branch', async () => {
    renderFinder();
    await expect.element(page.getByText(`전체 ${sampleBranches.length}곳`)).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: first!.name, exact: true }))
      .toHaveAttribute('href', `/branch/${first!.code}`);
    const phone = page.getByRole('link', { name: `${first!.name} 전화 걸기 ${first!.phone}` });
    await expect.element(phone).toHaveAttribute('href', telOf(first!.phone));
    expect(phone.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });

  it('pages with the kit pagination', async () => {
    const { onPageChange } = renderFinder();
    await userEvent.click(page.getByRole('button', { name: '2 페이지' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});

describe('given the states of the list', () => {
  it('loading: a busy status and no pages', async () => {
    renderFinder({ state: 'loading', branches: undefined });
    await expect.element(page.getByRole('status')).toHaveTextContent('지점 목록을 불러오고 있어요.');
    expect(page.getByRole('navigation', { name: '페이지 이동' }).elements()).toHaveLength(0);
  });

  it('error: an alert with a retry', async () => {
    const { onRetry } = renderFinder({ state: 'error', branches: undefined });
    await expect.element(page.getByRole('alert')).toHaveTextContent('지점 목록을 불러오지 못했어요.');
    await userEvent.click(page.getByRole('button', { name: '다시 불러오기' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('empty: other words when a search is active', async () => {
    const { rerender } = renderFinder({ branches: [], totalCount: 0 });
    await expect.element(page.getByRole('status')).toHaveTextContent('아직 등록된 지점이 없어요.');
    rerender({ branches: [], totalCount: 0, search: { office: '', text: '제주' } });
    await expect.element(page.getByRole('status')).toHaveTextContent('찾는 지점이 없어요.');
  });
});

describe('given a branch page', () => {
  it('shows the details, calls by tel: and opens the map in a new window', async () => {
    render(<BranchDetail branch={sampleBranchDetail} listHref="/branch" />);
    await expect.element(page.getByRole('heading', { level: 2, name: first!.name })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: `${first!.name} 전화 걸기 ${first!.phone}` }))
      .toHaveAttribute('href', telOf(first!.phone));
    const map = page.getByRole('link', { name: '지도에서 보기 (새 창 열림)' });
    await expect.element(map).toHaveAttribute('href', sampleBranchDetail.mapUrl);
    await expect.element(map).toHaveAttribute('target', '_blank');
    await expect.element(map).toHaveAttribute('rel', 'noopener noreferrer');
    await expect.element(page.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/branch');
  });

  it('lists address, phone and hours as terms, the hours with their line breaks, the intro as text', async () => {
    render(<BranchDetail branch={sampleBranchDetail} listHref="/branch" />);
    const terms = [...document.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['주소', '전화', '운영 시간']);
    const hours = document.querySelectorAll('dd')[2];
    expect(hours?.textContent).toBe(sampleBranchDetail.hours);
    expect(getComputedStyle(hours ?? document.body).whiteSpace).toBe('pre-line');
    await expect.element(page.getByText(sampleBranchDetail.addressDetail, { exact: false })).toBeVisible();
    const intro = page.getByRole('region', { name: '지점 소개' });
    expect(intro.element().querySelectorAll('p')).toHaveLength(2);
    expect(intro.element().querySelector('b')).toBeNull();
  });
});

describe('telHref', () => {
  it.each([
    ['02-555-0101', 'tel:025550101'],
    ['+82 2 555 0101', 'tel:+8225550101'],
    ['(031) 555-0301', 'tel:0315550301'],
  ])('%s dials %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
