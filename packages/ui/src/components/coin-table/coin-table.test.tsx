import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { CoinTable, type CoinEntry, type CoinTableProps } from './coin-table';
import { sampleEntries, samplePage, sampleRange, sampleToday } from './fixtures';
import { checkRange, quickRange, shiftDate } from './range';
import { calendarDateIn, dateTimeIn } from './words';

afterEach(async () => {
  cleanup();
  await page.viewport(1280, 800);
});

const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe('given a coin history range', () => {
  it.each([
    [{ from: '', to: '' }, 'required', 'from'],
    [{ from: '2025-05-01', to: '' }, 'required', 'to'],
    [{ from: '2025-02-30', to: '2025-03-01' }, 'required', 'from'],
    [{ from: '2025-05-02', to: '2025-05-01' }, 'order', 'from'],
    [{ from: '2024-05-13', to: '2025-05-14' }, 'tooLong', 'from'],
    [{ from: '2024-02-29', to: '2025-03-01' }, 'tooLong', 'from'],
  ] as const)('%o is refused (%s, focus on %s)', (range, problem, field) => {
    expect(checkRange(range)).toMatchObject({ problem, field });
  });

  it.each([
    { from: '2025-05-14', to: '2025-05-14' },
    { from: '2024-05-14', to: '2025-05-14' },
    { from: '2024-02-29', to: '2025-02-28' },
  ])('%o is a range', (range) => {
    expect(checkRange(range)).toBeNull();
  });

  it.each([
    ['week', '2025-05-14', '2025-05-07'],
    ['month', '2025-05-14', '2025-04-14'],
    ['quarter', '2025-05-14', '2025-02-14'],
    ['month', '2025-03-31', '2025-02-28'],
    ['quarter', '2025-05-31', '2025-02-28'],
    ['week', '2025-01-03', '2024-12-27'],
  ] as const)('the quick %s range from %s starts on %s', (kind, today, from) => {
    expect(quickRange(kind, today)).toEqual({ from, to: today });
  });

  it('moves dates by calendar', () => {
    expect(shiftDate('2024-02-29', { years: 1 })).toBe('2025-02-28');
    expect(shiftDate('2025-12-31', { days: 1 })).toBe('2026-01-01');
  });

  it('writes instants in a time zone', () => {
    expect(dateTimeIn('2025-05-14T01:10:00.000Z', 'Asia/Seoul')).toBe('2025.05.14 10:10');
    expect(dateTimeIn('2025-05-13T15:30:00.000Z', 'Asia/Seoul')).toBe('2025.05.14 00:30');
    expect(dateTimeIn('2025-12-31T23:05:00Z', 'Asia/Seoul')).toBe('2026.01.01 08:05');
    expect(dateTimeIn('2025-12-31T23:05:00Z', 'UTC')).toBe('2025.12.31 23:05');
    expect(dateTimeIn('not a date', 'Asia/Seoul')).toBe('not a date');
  });

  it('reads today in a time zone', () => {
    const at = new Date('2025-05-13T15:30:00.000Z');
    expect(calendarDateIn(at, 'Asia/Seoul')).toBe('2025-05-14');
    expect(calendarDateIn(at, 'UTC')).toBe('2025-05-13');
  });
});

describe('given the coin history', () => {
  function renderTable(props: Partial<CoinTableProps> = {}) {
    const onSearch = vi.fn();
    const onPageChange = vi.fn();
    const onRetry = vi.fn();
    render(
      <CoinTable
        state="ready"
        entries={samplePage(1)}
        total={sampleEntries.length}
        page={1}
        range={sampleRange}
        today={sampleToday}
        timeZone="Asia/Seoul"
        onSearch={onSearch}
        onPageChange={onPageChange}
        onRetry={onRetry}
        {...props}
      />,
    );
    return { onSearch, onPageChange, onRetry };
  }
  const from = page.getByLabelText('시작일');
  const to = page.getByLabelText('종료일');
  const submit = page.getByRole('button', { name: '조회' });

  it.each([
    ['', '', '조회 기간을 입력해 주세요.', 'from'],
    ['2025-05-01', '', '조회 기간을 입력해 주세요.', 'to'],
    ['2025-05-14', '2025-05-01', '시작일은 종료일보다 늦을 수 없어요.', 'from'],
    ['2024-01-01', '2025-05-14', '조회 기간은 1년 이내로 골라 주세요.', 'from'],
  ] as const)('refuses %s ~ %s: "%s" under the form, the focus on %s', async (start, end, message, wrong) => {
    const { onSearch } = renderTable();
    await userEvent.fill(from, start);
    await userEvent.fill(to, end);
    await userEvent.click(submit);
    const shown = page.getByText(message);
    await expect.element(shown).toBeVisible();
    const field = wrong === 'from' ? from : to;
    await expect.element(field).toHaveFocus();
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field).toHaveAccessibleDescription(message);
    // Under the form, inside it.
    const form = page.getByRole('search', { name: '코인 기록 조회' });
    expect(form.element().contains(shown.element())).toBe(true);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches a valid range typed in, and clears an earlier message', async () => {
    const { onSearch } = renderTable();
    await userEvent.fill(from, '2025-06-01');
    await userEvent.click(submit);
    await expect.element(page.getByText('시작일은 종료일보다 늦을 수 없어요.')).toBeVisible();
    await userEvent.fill(from, '2025-05-01');
    await userEvent.click(submit);
    expect(onSearch).toHaveBeenCalledWith({ from: '2025-05-01', to: '2025-05-14' });
    expect(document.querySelector('[data-slot="coin-range-message"]')).toBeNull();
    await expect.element(from).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['1주일', '2025-05-07'],
    ['1개월', '2025-04-14'],
    ['3개월', '2025-02-14'],
  ])('%s searches from %s to today at once', async (name, start) => {
    const { onSearch } = renderTable();
    await userEvent.click(page.getByRole('button', { name }));
    expect(onSearch).toHaveBeenCalledWith({ from: start, to: sampleToday });
    await expect.element(from).toHaveValue(start);
    await expect.element(to).toHaveValue(sampleToday);
  });

  it('starts the form again from a new range given from outside', async () => {
    const props = {
      state: 'ready' as const,
      entries: samplePage(1),
      total: 23,
      page: 1,
      today: sampleToday,
      onSearch: () => {},
      onPageChange: () => {},
    };
    const { rerender } = render(<CoinTable {...props} range={sampleRange} />);
    await userEvent.fill(from, '');
    rerender(<CoinTable {...props} range={{ from: '2025-01-01', to: '2025-01-31' }} />);
    await expect.element(from).toHaveValue('2025-01-01');
    await expect.element(to).toHaveValue('2025-01-31');
  });

  it('shows each entry with its date in the time zone, what it was for, a signed change with a word, and the balance', async () => {
    renderTable();
    const table = page.getByRole('table', { name: '코인 기록' });
    await expect.element(table).toBeVisible();
    const rows = table.getByRole('row').elements().slice(1);
    expect(rows).toHaveLength(10);
    const cells = (row: Element) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells(rows[0]!)).toEqual([
      '2025.05.13 09:55',
      '타자 게임 (하루 5판까지)자리 연습 게임 98점',
      '+3 받음',
      '1,250',
    ]);
    const purchase = rows.find((row) => row.textContent?.includes('금빛 왕관'))!;
    expect(cells(purchase)).toEqual(['2025.05.11 11:00', '아이템 구매금빛 왕관', '-50 씀', '1,213']);
    // Not by colour alone: the sign is visible, the word is read.
    const change = purchase.querySelector<HTMLElement>('[data-slot="coin-change"]')!;
    expect(change.dataset['sign']).toBe('minus');
    expect(change.querySelector('.sr-only')?.textContent).toBe(' 씀');
    await expect.element(page.getByText(`모두 ${sampleEntries.length}건`)).toBeVisible();
  });

  it('becomes cards at 390 px, with nothing wider than the screen', async () => {
    await page.viewport(390, 800);
    const long: CoinEntry = {
      id: 1,
      label: '아이템 구매',
      description: '아주아주 긴 이름의 반짝반짝 무지개 마법사 모자와 별빛 망토 세트',
      change: -123_456,
      balance: 1_234_567,
      at: '2025-05-14T01:10:00.000Z',
    };
    renderTable({ entries: [long, ...samplePage(1).slice(1)] });
    const cards = page.getByRole('list', { name: '코인 기록' });
    await expect.element(cards).toBeVisible();
    await expect.element(page.getByRole('table')).not.toBeInTheDocument();
    expect(cards.getByRole('listitem').elements()).toHaveLength(10);
    await expect.element(cards.getByRole('listitem').first()).toHaveTextContent('-123,456 코인 씀');
    await frames();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    for (const card of document.querySelectorAll<HTMLElement>('[data-slot="coin-card"]')) {
      expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
      expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    }
    const form = document.querySelector<HTMLElement>('[data-slot="coin-range-form"]')!;
    expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
    // Every button a child presses is at least 44 px high.
    for (const button of document.querySelectorAll('[data-slot="coin-range-form"] button'))
      expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });

  it('loads as skeleton rows, fails with a retry, and is friendly when empty', async () => {
    const { onRetry } = renderTable({ state: 'loading', entries: undefined });
    await expect.element(page.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelectorAll('[data-slot="coin-table-skeleton"] li')).toHaveLength(5);
    cleanup();
    const failed = renderTable({ state: 'error', entries: undefined });
    await userEvent.click(page.getByRole('button', { name: '다시 불러오기' }));
    expect(failed.onRetry).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
    cleanup();
    renderTable({ entries: [], total: 0 });
    await expect.element(page.getByRole('status')).toHaveTextContent('이 기간에는 코인 기록이 없어요.');
    await expect.element(page.getByRole('navigation', { name: '페이지 이동' })).not.toBeInTheDocument();
  });

  it('pages with the kit pagination', async () => {
    const { onPageChange } = renderTable({ page: 2, entries: samplePage(2) });
    await userEvent.click(page.getByRole('button', { name: '3 페이지' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(page.getByRole('button', { name: '첫 페이지' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });
});
