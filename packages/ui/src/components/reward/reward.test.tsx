import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { EMPTY_LAYOUT, parseLayout, type CoinEntry } from '@buddy/domain';
import { cleanup, render } from '../../test/render';
import { CoinSummaryCard } from './coin-summary-card';
import { CoinTable, type CoinTableProps } from './coin-table';
import {
  dressedLayout,
  sampleEntries,
  sampleLayer,
  samplePage,
  sampleRange,
  sampleSummary,
  sampleToday,
  savedLayout,
  starterLayout,
} from './fixtures';
import { layerSource, PetStage } from './pet-stage';
import { checkRange, quickRange, shiftDate } from './range';
import { BuyConfirm } from './buy-confirm';
import {
  inventoryItems,
  itemPage,
  ownedItems,
  placedSample,
  sampleCategories,
  sampleItem,
  sampleItems,
} from './fixtures';
import { ItemShelf, type ItemShelfProps, type RewardItem } from './item-shelf';
import { hasFinalConsonant, objectParticle, rewardWords, seoulDateTime } from './words';

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await page.viewport(1280, 800);
});

const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Makes the window report prefers-reduced-motion: reduce (as typing-game's tests do). */
function reduceMotion() {
  const matchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    query.includes('prefers-reduced-motion')
      ? ({
          ...matchMedia(query),
          matches: true,
          addEventListener() {},
          removeEventListener() {},
        } as MediaQueryList)
      : matchMedia(query),
  );
}

const layers = () => [...document.querySelectorAll<HTMLImageElement>('[data-slot="pet-layer"]')];
const stageElement = () => document.querySelector<HTMLElement>('[data-slot="pet-stage"]')!;
const figureElement = () => document.querySelector<HTMLElement>('[data-slot="pet-stage-figure"]')!;

describe('given a dressed pet', () => {
  it('draws the layers bottom to top by their order, whatever order they were saved in', async () => {
    render(<PetStage layout={dressedLayout} label="버디" />);
    await expect.element(page.getByRole('img', { name: /^버디의 모습/ })).toBeVisible();
    expect(layers().map((layer) => [layer.dataset['order'], layer.dataset['type']])).toEqual([
      ['0', 'RWD_BG'],
      ['1', 'RWD_CHAR'],
      ['2', 'RWD_ACC'],
      ['3', 'RWD_EQM'],
      ['4', 'RWD_PET'],
    ]);
    // Each is decoration inside the one named image.
    expect(layers().every((layer) => layer.getAttribute('alt') === '')).toBe(true);
    // The background is the scenery; everything above it moves together.
    expect(figureElement().contains(layers()[0]!)).toBe(false);
    expect(
      layers()
        .slice(1)
        .every((layer) => figureElement().contains(layer)),
    ).toBe(true);
  });

  it('places each layer in percent of the square, its height equal to its width', async () => {
    render(<PetStage layout={dressedLayout} label="버디" size="lg" />);
    const chick = layers().find((layer) => layer.dataset['type'] === 'RWD_PET')!;
    expect([chick.style.top, chick.style.left, chick.style.width, chick.style.height]).toEqual([
      '70%',
      '6%',
      '24%',
      '24%',
    ]);
    await frames();
    const stage = stageElement().getBoundingClientRect();
    const box = chick.getBoundingClientRect();
    // The stage's border (1 px) is outside the positioning box.
    const inner = stage.width - 2;
    expect(Math.round(stage.width)).toBe(480);
    expect(Math.round(stage.height)).toBe(Math.round(stage.width));
    expect(box.left - stage.left - 1).toBeCloseTo(inner * 0.06, 0);
    expect(box.top - stage.top - 1).toBeCloseTo(inner * 0.7, 0);
    expect(box.width).toBeCloseTo(inner * 0.24, 0);
    expect(box.height).toBeCloseTo(box.width, 0);
  });

  it('names the stage by the pet and what it wears, bottom to top', async () => {
    render(<PetStage layout={starterLayout} label="버디" />);
    await expect
      .element(page.getByRole('img'))
      .toHaveAccessibleName('버디의 모습: 배경 구름 언덕, 캐릭터 아기 뭉실');
    cleanup();
    render(<PetStage layout={dressedLayout} label="뭉치" />);
    await expect
      .element(page.getByRole('img'))
      .toHaveAccessibleName(
        '뭉치의 모습: 배경 구름 언덕, 캐릭터 아기 뭉실, 꾸미기 금빛 왕관, 소품 빨간 풍선, 펫 병아리',
      );
  });

  it('takes other words for the name', async () => {
    render(
      <PetStage
        layout={starterLayout}
        label="Buddy"
        words={{
          kinds: {
            RWD_BG: 'background',
            RWD_CHAR: 'character',
            RWD_ACC: 'hat',
            RWD_EQM: 'toy',
            RWD_PET: 'pet',
          },
          stage: (name, parts) => `${name} wears ${parts.join(' and ')}`,
        }}
      />,
    );
    await expect
      .element(page.getByRole('img'))
      .toHaveAccessibleName('Buddy wears background 구름 언덕 and character 아기 뭉실');
  });

  it('puts relative images under imageBase and leaves absolute ones alone', () => {
    render(<PetStage layout={savedLayout} label="버디" imageBase="/files" />);
    expect(layers().map((layer) => layer.getAttribute('src'))).toEqual([
      '/files/media/reward/items/bg-sky.svg',
      '/files/media/reward/items/char-sky-1.svg',
    ]);
    expect(layerSource('media/a.svg')).toBe('/media/a.svg');
    expect(layerSource('media/a.svg', 'https://cdn.example/kit/')).toBe(
      'https://cdn.example/kit/media/a.svg',
    );
    expect(layerSource('/media/a.svg', '/files/')).toBe('/media/a.svg');
    expect(layerSource('data:image/svg+xml,x', '/files/')).toBe('data:image/svg+xml,x');
    expect(layerSource('https://a.example/b.svg', '/files/')).toBe('https://a.example/b.svg');
  });

  it('hides a layer whose image fails to load, and keeps the rest', async () => {
    const layout = {
      ...starterLayout,
      model: {
        layers: [
          ...starterLayout.model.layers,
          { ...sampleLayer('acc-crown', 2), image: 'data:image/png;base64,bm90IGEgcGljdHVyZQ==' },
        ],
      },
    };
    render(<PetStage layout={layout} label="버디" />);
    const crown = () => document.querySelector<HTMLImageElement>('[data-type="RWD_ACC"]')!;
    await vi.waitFor(() => expect(crown().dataset['state']).toBe('failed'));
    expect(crown().hidden).toBe(true);
    expect(getComputedStyle(crown()).display).toBe('none');
    const character = document.querySelector<HTMLImageElement>('[data-type="RWD_CHAR"]')!;
    await vi.waitFor(() => expect(character.complete && character.naturalWidth > 0).toBe(true));
    expect(character.hidden).toBe(false);
  });

  it('plays a motion with CSS keyframes and says when it ends', async () => {
    const onMotionEnd = vi.fn();
    render(<PetStage layout={dressedLayout} label="버디" motion="jump" onMotionEnd={onMotionEnd} />);
    expect(stageElement().dataset['motion']).toBe('jump');
    expect(getComputedStyle(figureElement()).animationName).toBe('reward-pet-jump');
    // Three jumps of 0.8 s: well under the 5 s that WCAG 2.2.2 allows anything to move on its own.
    await vi.waitFor(() => expect(onMotionEnd).toHaveBeenCalledWith('jump'), { timeout: 4000 });
    expect(onMotionEnd).toHaveBeenCalledTimes(1);
  });

  it.each(['idle', 'jump', 'dance'] as const)('plays no %s under reduced motion', (motion) => {
    reduceMotion();
    render(<PetStage layout={dressedLayout} label="버디" motion={motion} />);
    expect(stageElement()).not.toHaveAttribute('data-motion');
    expect(figureElement().className).not.toMatch(/animate/);
    expect(getComputedStyle(figureElement()).animationName).toBe('none');
  });
});

describe('given an empty or unreadable layout', () => {
  it.each([
    ['the empty layout', EMPTY_LAYOUT],
    ['an unreadable saved layout', parseLayout('not json')],
  ])('%s shows the friendly line inside the square', async (_, layout) => {
    render(<PetStage layout={layout} label="버디" />);
    await expect
      .element(page.getByRole('img'))
      .toHaveAccessibleName('버디의 모습: 아직 아무것도 없어요. 아이템을 골라 꾸며 보세요!');
    await expect.element(page.getByText('아직 아무것도 없어요. 아이템을 골라 꾸며 보세요!')).toBeVisible();
    expect(stageElement().dataset['state']).toBe('empty');
    expect(layers()).toHaveLength(0);
    const box = stageElement().getBoundingClientRect();
    expect(Math.round(box.height)).toBe(Math.round(box.width));
  });

  it('fills a narrow container and stays square', async () => {
    render(
      <div style={{ width: 200 }}>
        <PetStage layout={dressedLayout} label="버디" size="lg" />
      </div>,
    );
    await frames();
    const box = stageElement().getBoundingClientRect();
    expect(Math.round(box.width)).toBe(200);
    expect(Math.round(box.height)).toBe(200);
  });
});

describe('given the coin summary', () => {
  const value = (figure: string) => document.querySelector(`[data-figure="${figure}"] dd`)?.textContent;

  it('shows the balance, today, earned and spent with ko-KR grouping and 코인', async () => {
    render(<CoinSummaryCard state="ready" summary={{ ...sampleSummary, rewardPoint: 1_234_567 }} />);
    await expect.element(page.getByRole('region', { name: '내 코인' })).toBeVisible();
    expect(value('balance')).toBe('1,234,567 코인');
    expect(value('today')).toBe('35 코인');
    expect(value('earned')).toBe('1,890 코인');
    expect(value('spent')).toBe('640 코인');
    await expect.element(page.getByText('오늘 모은 코인')).toBeVisible();
  });

  it('loads as a skeleton of the same boxes, busy', async () => {
    const { rerender } = render(<CoinSummaryCard state="loading" />);
    await expect.element(page.getByRole('status')).toHaveTextContent('코인을 불러오고 있어요.');
    const boxes = () =>
      [
        ...document.querySelectorAll(
          '[data-slot="coin-summary-card"] :is(dl, [data-slot="coin-summary-skeleton"]) > div',
        ),
      ].map((box) => {
        const rect = box.getBoundingClientRect();
        return [Math.round(rect.width), Math.round(rect.height)];
      });
    const loading = boxes();
    const card = () =>
      document.querySelector('[data-slot="coin-summary-card"]')!.getBoundingClientRect().height;
    const loadingHeight = card();
    rerender(<CoinSummaryCard state="ready" summary={sampleSummary} />);
    expect(boxes()).toEqual(loading);
    expect(card()).toBe(loadingHeight);
  });

  it('fails with an alert and a retry', async () => {
    const onRetry = vi.fn();
    render(<CoinSummaryCard state="error" onRetry={onRetry} />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('코인을 불러오지 못했어요.');
    await userEvent.click(page.getByRole('button', { name: '다시 불러오기' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

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

  it('writes instants as Seoul time', () => {
    expect(seoulDateTime('2025-05-14T01:10:00.000Z')).toBe('2025.05.14 10:10');
    expect(seoulDateTime('2025-05-13T15:30:00.000Z')).toBe('2025.05.14 00:30');
    expect(seoulDateTime('2025-12-31T23:05:00Z')).toBe('2026.01.01 08:05');
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

  it('shows each entry with its Seoul date, what it was for, a signed change with a word, and the balance', async () => {
    renderTable();
    const table = page.getByRole('table', { name: '코인 기록' });
    await expect.element(table).toBeVisible();
    const rows = table.getByRole('row').elements().slice(1);
    expect(rows).toHaveLength(10);
    const cells = (row: Element) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells(rows[0]!)).toEqual([
      '2025.05.14 10:10',
      '하루 학습 완료4주차 2일 학습',
      '+10 받음',
      '1,250',
    ]);
    const purchase = rows.find((row) => row.textContent?.includes('병아리'))!;
    expect(cells(purchase)).toEqual(['2025.05.13 19:10', '아이템 구매병아리', '-80 씀', '1,222']);
    // Not by colour alone: the sign is visible, the word is read.
    const change = purchase.querySelector<HTMLElement>('[data-slot="coin-change"]')!;
    expect(change.dataset['sign']).toBe('minus');
    expect(change.querySelector('.sr-only')?.textContent).toBe(' 씀');
    await expect.element(page.getByText('모두 23건')).toBeVisible();
  });

  it('becomes cards at 390 px, with nothing wider than the screen', async () => {
    await page.viewport(390, 800);
    const long: CoinEntry = {
      transNo: 1,
      transTp: 'purchase',
      transDesc: '아주아주 긴 이름의 반짝반짝 무지개 마법사 모자와 별빛 망토 세트',
      point: -123_456,
      balance: 1_234_567,
      regDt: '2025-05-14T01:10:00.000Z',
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

describe('given a word before 을/를', () => {
  it.each([
    ['금빛 왕관', '을'],
    ['고깔모자', '를'],
    ['빨간 풍선', '을'],
    ['기타', '를'],
    ['펭귄', '을'],
    ['성장 물약', '을'],
    ['아기 뭉실', '을'],
    ['꽃 머리핀 (분홍)', '을'],
    ['사탕!', '을'],
    ['비타민 3', '을'],
    ['비타민 2', '를'],
    // English names as Korean spells them (the domain's rule): 캡을, 볼을, 케이크를.
    ['Cap', '을'],
    ['Ball', '을'],
    ['Cake', '를'],
  ])('writes %s with %s', (word, particle) => {
    expect(objectParticle(word)).toBe(particle);
    expect(hasFinalConsonant(word)).toBe(particle === '을');
  });

  it('asks with the particle the name takes, never 을(를)', () => {
    expect(rewardWords.buy.title('금빛 왕관')).toBe('금빛 왕관을 살까요?');
    expect(rewardWords.buy.title('고깔모자')).toBe('고깔모자를 살까요?');
  });
});

function shelf(props: Partial<ItemShelfProps> = {}) {
  const all: ItemShelfProps = {
    mode: 'shop',
    state: 'ready',
    items: itemPage(sampleItems, 1, 6),
    balance: 1250,
    categories: sampleCategories,
    category: '',
    page: 1,
    total: sampleItems.length,
    pageSize: 6,
    onBuy: vi.fn(),
    onToggle: vi.fn(),
    onCategoryChange: vi.fn(),
    onPageChange: vi.fn(),
    onRetry: vi.fn(),
    ...props,
  };
  render(<ItemShelf {...all} />);
  return all;
}

const cards = () => [...document.querySelectorAll<HTMLElement>('[data-slot="item-card"]')];

describe('given the shop', () => {
  it('shows the categories with their counts, the chosen one pressed', async () => {
    const props = shelf({ category: 'ACC' });
    const group = page.getByRole('group', { name: '아이템 종류' });
    expect(
      group
        .getByRole('button')
        .elements()
        .map((button) => [button.textContent, button.getAttribute('aria-pressed')]),
    ).toEqual([
      ['전체 12', 'false'],
      ['배경 2', 'false'],
      ['캐릭터 2', 'false'],
      ['꾸미기 2', 'true'],
      ['소품 2', 'false'],
      ['펫 2', 'false'],
      ['약 2', 'false'],
    ]);
    await userEvent.click(page.getByRole('button', { name: '전체 12' }));
    expect(props.onCategoryChange).toHaveBeenLastCalledWith('');
    await userEvent.click(page.getByRole('button', { name: '꾸미기 2' }));
    expect(props.onCategoryChange).toHaveBeenCalledTimes(1);
  });

  it('shows each item with its picture, name, description and price, and buys it', async () => {
    const props = shelf();
    expect(cards()).toHaveLength(6);
    const crown = cards().find((card) => card.textContent?.includes('금빛 왕관'))!;
    expect(crown.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(crown.textContent).toContain('보석이 박힌 반짝반짝 왕관이에요.');
    expect(crown.querySelector('[data-slot="item-price"]')?.textContent).toBe('가격 50 코인');
    expect(crown.querySelector('[data-slot="coin-icon"]')).not.toBeNull();
    await userEvent.click(page.getByRole('button', { name: '금빛 왕관 사기' }));
    expect(props.onBuy).toHaveBeenCalledWith(sampleItem('금빛 왕관'));
  });

  it('does not buy what the balance does not cover, and says why', async () => {
    const props = shelf({ balance: 55 });
    const short = page.getByRole('button', { name: '아기 뭉실 코인이 부족해요' });
    await expect.element(short).toHaveAttribute('aria-disabled', 'true');
    expect((short.element() as HTMLButtonElement).disabled).toBe(false);
    await expect.element(short).toHaveAccessibleDescription('5 코인이 더 필요해요.');
    // Playwright will not click what is aria-disabled; a person (or a keyboard) still can.
    (short.element() as HTMLButtonElement).click();
    (short.element() as HTMLButtonElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(props.onBuy).not.toHaveBeenCalled();
    const price = short.element().closest('li')!.querySelector('[data-slot="item-price"]')!;
    expect(price.hasAttribute('data-muted')).toBe(true);
    // Exactly enough is enough.
    await expect
      .element(page.getByRole('button', { name: '금빛 왕관 사기' }))
      .not.toHaveAttribute('aria-disabled');
  });

  it('says what is owned, and lets medicine be bought again', async () => {
    shelf({ items: [ownedItems[0]!, ownedItems[10]!], total: 2 });
    const [sky, potion] = cards();
    expect(sky!.textContent).toContain('가지고 있어요');
    expect(sky!.querySelector('button')).toBeNull();
    expect(potion!.textContent).toContain('×2 가지고 있어요');
    await expect.element(page.getByRole('button', { name: '성장 물약 사기' })).toBeVisible();
  });

  it('shows a busy card with a spinner and does not buy twice', async () => {
    const props = shelf({ busyId: sampleItem('금빛 왕관').id });
    const busy = page.getByRole('button', { name: '금빛 왕관 사기' });
    await expect.element(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy.element().querySelector('[data-slot="spinner"]')).not.toBeNull();
    (busy.element() as HTMLButtonElement).click();
    expect(props.onBuy).not.toHaveBeenCalled();
  });

  it('lays the shop in 3 columns from 901 px and 2 below, with big buttons', async () => {
    shelf();
    const grid = page.getByRole('list', { name: '상점 아이템' }).element();
    expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(3);
    await page.viewport(390, 800);
    await frames();
    expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(2);
    for (const button of grid.querySelectorAll('button')) {
      expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  });

  it('shows a skeleton of the same grid while loading, an error with a retry, and an empty category', async () => {
    shelf({ state: 'loading', items: undefined });
    await expect.element(page.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelectorAll('[data-slot="item-shelf-skeleton"] li')).toHaveLength(6);
    cleanup();
    const props = shelf({ state: 'error', items: undefined });
    await expect.element(page.getByRole('alert')).toHaveTextContent('아이템을 불러오지 못했어요.');
    await userEvent.click(page.getByRole('button', { name: '다시 불러오기' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
    cleanup();
    shelf({ items: [], total: 0, category: 'MED' });
    await expect.element(page.getByText('이 종류의 아이템이 아직 없어요.')).toBeVisible();
    expect(document.querySelector('[data-slot="pagination"]')).toBeNull();
  });

  it('pages with the kit pagination', async () => {
    const props = shelf({ page: 2, items: itemPage(sampleItems, 2, 6) });
    await userEvent.click(page.getByRole('button', { name: '1 페이지' }));
    expect(props.onPageChange).toHaveBeenLastCalledWith(1);
  });
});

describe('given the inventory', () => {
  const inventory = (props: Partial<ItemShelfProps> = {}) =>
    shelf({
      mode: 'inventory',
      items: inventoryItems,
      total: inventoryItems.length,
      pageSize: 9,
      balance: undefined,
      placedIds: placedSample,
      ...props,
    });

  it('marks what the pet wears and toggles decorations', async () => {
    const props = inventory();
    const crown = page.getByRole('button', { name: '금빛 왕관 벗기' });
    // The name says what a press does; no pressed state beside it (it would be announced twice).
    await expect.element(crown).not.toHaveAttribute('aria-pressed');
    const worn = crown.element().closest('li')!;
    expect(worn.dataset['placed']).toBe('true');
    expect(worn.textContent).toContain('입고 있어요');
    expect(worn.textContent).not.toContain('보석이 박힌');
    await userEvent.click(crown);
    expect(props.onToggle).toHaveBeenLastCalledWith(inventoryItems.find((item) => item.name === '금빛 왕관'));
    const chick = page.getByRole('button', { name: '병아리 입기' });
    expect(chick.element().closest('li')!.textContent).not.toContain('입고 있어요');
    await userEvent.click(chick);
    expect(props.onToggle).toHaveBeenLastCalledWith(inventoryItems.find((item) => item.name === '병아리'));
  });

  it('takes a handler of items for onToggle (not the div toggle event), and hands it the item', async () => {
    const worn: string[] = [];
    // A handler typed by the item: it compiles only because the shelf's onToggle is not the div's ToggleEvent one.
    const wear = (item: RewardItem) => worn.push(item.name);
    inventory({ onToggle: wear });
    await userEvent.click(page.getByRole('button', { name: '병아리 입기' }));
    expect(worn).toEqual(['병아리']);
  });

  it('changes a background or character instead of taking it off, and counts medicine', async () => {
    const props = inventory({ placedIds: new Set([sampleItem('아기 뭉실').id]) });
    const sky = page.getByRole('button', { name: '구름 언덕 바꾸기' });
    await expect.element(sky).not.toHaveAttribute('aria-disabled');
    await userEvent.click(sky);
    expect(props.onToggle).toHaveBeenCalledTimes(1);
    const character = page.getByRole('button', { name: '아기 뭉실 바꾸기' });
    await expect.element(character).toHaveAttribute('aria-disabled', 'true');
    expect(character.element().closest('li')!.textContent).toContain('입고 있어요');
    (character.element() as HTMLButtonElement).click();
    expect(props.onToggle).toHaveBeenCalledTimes(1);
    const potion = cards().find((card) => card.textContent?.includes('성장 물약'))!;
    expect(potion.textContent).toContain('×2');
    expect(potion.querySelector('button')).toBeNull();
  });

  it('lays 3 columns even on a phone', async () => {
    await page.viewport(390, 800);
    inventory();
    await frames();
    const grid = page.getByRole('list', { name: '내 아이템' }).element();
    expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(3);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  });

  it('says what to do when nothing is owned', async () => {
    inventory({ items: [], total: 0 });
    await expect.element(page.getByText('아직 가진 아이템이 없어요. 상점에서 골라 보세요!')).toBeVisible();
  });
});

describe('given a purchase to confirm', () => {
  it('asks with the price and the coins left, and buys on 살래요', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <BuyConfirm item={sampleItem('금빛 왕관')} balance={1250} onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = page.getByRole('alertdialog', { name: '금빛 왕관을 살까요?' });
    await expect.element(dialog).toHaveAccessibleDescription('사고 나면 1,200 코인이 남아요.');
    await expect.element(dialog.getByText('50 코인')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '살래요' }));
    expect(onConfirm).toHaveBeenCalledWith(sampleItem('금빛 왕관'));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels on 다음에 and on Escape', async () => {
    const onCancel = vi.fn();
    render(
      <BuyConfirm item={sampleItem('고깔모자')} balance={100} onConfirm={vi.fn()} onCancel={onCancel} />,
    );
    await expect.element(page.getByRole('alertdialog', { name: '고깔모자를 살까요?' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '다음에' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
