import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '@buddy/ui/testing';
import { COIN_CHIME } from './chime';
import { CoinCelebration } from './coin-celebration';

/** A fake AudioContext counting the contexts made and the notes started (the chime's own tests read the notes). */
const audio = { contexts: 0, notes: 0 };

class CountingContext {
  currentTime = 0;
  state = 'running';
  destination = {};
  constructor() {
    audio.contexts += 1;
  }
  createOscillator() {
    const param = { setValueAtTime() {} };
    return {
      frequency: param,
      connect() {},
      start() {
        audio.notes += 1;
      },
      stop() {},
    };
  }
  createGain() {
    const param = {
      setValueAtTime() {},
      exponentialRampToValueAtTime() {},
      cancelScheduledValues() {},
      setTargetAtTime() {},
    };
    return { gain: param, connect() {} };
  }
}

beforeEach(() => {
  audio.contexts = 0;
  audio.notes = 0;
  vi.stubGlobal('AudioContext', CountingContext);
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await page.viewport(1280, 800);
});

const card = () => document.querySelector<HTMLElement>('[data-slot="coin-celebration"]');

/** Makes the window report prefers-reduced-motion: reduce. */
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

describe.each([0, -3, Number.NaN])('given %s coins', (coins) => {
  it('draws nothing, announces nothing and stays silent', () => {
    const { container } = render(<CoinCelebration coins={coins} reason="학습 활동을 끝냈어요" />);
    expect(container).toBeEmptyDOMElement();
    expect(audio.contexts).toBe(0);
  });
});

describe('given 5 coins for a finished activity', () => {
  it('shows +5 코인 with the reason and says it politely', async () => {
    render(<CoinCelebration coins={5} reason="학습 활동을 끝냈어요" />);
    await expect.element(page.getByText('+5')).toBeVisible();
    await expect.element(page.getByText('학습 활동을 끝냈어요')).toBeVisible();
    const status = page.getByRole('status');
    await expect.element(status).toHaveAttribute('aria-live', 'polite');
    await expect.element(status).toHaveTextContent('참 잘했어요! 학습 활동을 끝냈어요. 5 코인을 받았어요.');
  });

  it('leaves the focus where the child was studying', async () => {
    const input = document.createElement('input');
    input.setAttribute('aria-label', '답');
    document.body.append(input);
    input.focus();
    render(<CoinCelebration coins={5} reason="학습 활동을 끝냈어요" />);
    await expect.element(page.getByRole('status')).toHaveTextContent('5 코인');
    expect(document.activeElement).toBe(input);
    input.remove();
  });

  it('plays the chime once, even when re-rendered', async () => {
    const { rerender } = render(<CoinCelebration coins={5} reason="학습 활동을 끝냈어요" />);
    rerender(<CoinCelebration coins={5} reason="학습 활동을 끝냈어요" total={100} />);
    await expect.poll(() => audio.notes).toBe(COIN_CHIME.length);
    expect(audio.contexts).toBeLessThanOrEqual(1);
  });

  it('stays silent with sound off', async () => {
    render(<CoinCelebration coins={5} reason="학습 활동을 끝냈어요" sound={false} />);
    await expect.element(page.getByRole('status')).toHaveTextContent('5 코인');
    expect(audio.contexts).toBe(0);
    expect(audio.notes).toBe(0);
  });

  it('shows the card even where the browser has no Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined);
    render(<CoinCelebration coins={5} reason="학습 활동을 끝냈어요" />);
    await expect.element(page.getByText('+5')).toBeVisible();
  });
});

describe('given the close button', () => {
  it('is at least 44 px, closes the card and tells the app', async () => {
    const onClose = vi.fn();
    render(<CoinCelebration coins={5} reason="학습 활동을 끝냈어요" onClose={onClose} />);
    const close = page.getByRole('button', { name: '닫기' });
    const box = close.element().getBoundingClientRect();
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledOnce();
    expect(card()).toBeNull();
  });
});

describe('given Escape', () => {
  it('closes the card while the focus is inside, and gives the focus back', async () => {
    const onClose = vi.fn();
    render(
      <>
        <button type="button">다음</button>
        <CoinCelebration coins={5} reason="학습 활동을 끝냈어요" onClose={onClose} />
      </>,
    );
    const next = page.getByRole('button', { name: '다음' });
    (next.element() as HTMLElement).focus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: '닫기' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(card()).toBeNull();
    await expect.element(next).toHaveFocus();
  });

  it('does nothing while the focus is elsewhere', async () => {
    const onClose = vi.fn();
    render(
      <>
        <button type="button">다음</button>
        <CoinCelebration coins={5} reason="학습 활동을 끝냈어요" onClose={onClose} />
      </>,
    );
    (page.getByRole('button', { name: '다음' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(card()).not.toBeNull();
  });
});

describe('given a finished day with its parts and the new balance', () => {
  const breakdown = [
    { label: '단원 학습', coins: 5 },
    { label: '하루 학습 완료', coins: 10 },
    { label: '출석', coins: 2 },
  ];

  it('lists each part with its sign and the balance, and says them all', async () => {
    render(<CoinCelebration coins={17} reason="오늘의 학습을 끝냈어요" breakdown={breakdown} total={1267} />);
    const items = [...document.querySelectorAll('[data-slot="coin-celebration-breakdown"] li')];
    expect(items.map((item) => item.textContent)).toEqual([
      '단원 학습+5 코인',
      '하루 학습 완료+10 코인',
      '출석+2 코인',
    ]);
    await expect.element(page.getByText('1,267 코인')).toBeVisible();
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent(
        '참 잘했어요! 오늘의 학습을 끝냈어요. 17 코인을 받았어요. 단원 학습 5 코인, 하루 학습 완료 10 코인, 출석 2 코인. 이제 1,267 코인이 있어요.',
      );
  });

  it('fits a 390 px phone without sideways scrolling', async () => {
    await page.viewport(390, 800);
    render(
      <div data-testid="phone" style={{ width: 390 }} className="p-4">
        <CoinCelebration
          coins={1250}
          reason="아주 긴 이름의 월말 평가를 모두 끝냈어요"
          breakdown={breakdown}
          total={1234567}
        />
      </div>,
    );
    const shown = card()!;
    expect(shown.scrollWidth).toBeLessThanOrEqual(shown.clientWidth);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  });
});

describe('given other words', () => {
  it('shows and says them', async () => {
    render(
      <CoinCelebration
        coins={5}
        reason="You finished a lesson!"
        words={{
          cheer: 'Great job!',
          unit: 'coins',
          close: 'Close',
          announcement: ({ coins, reason }) => `${reason} You got ${coins} coins.`,
        }}
      />,
    );
    await expect.element(page.getByText('coins', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Great job! You finished a lesson! You got 5 coins.');
  });
});

describe('given motion', () => {
  it('pops the coins once, all within 1 s', () => {
    render(<CoinCelebration coins={5} reason="학습 활동을 끝냈어요" />);
    const shown = card()!;
    expect(shown).toHaveAttribute('data-motion', 'on');
    const animations = shown.getAnimations({ subtree: true });
    expect(animations.length).toBeGreaterThan(0);
    for (const animation of animations) {
      const timing = animation.effect!.getComputedTiming();
      expect(timing.iterations).toBe(1);
      expect(Number(timing.endTime)).toBeLessThanOrEqual(1000);
    }
  });

  it('moves nothing under prefers-reduced-motion', () => {
    reduceMotion();
    render(<CoinCelebration coins={5} reason="학습 활동을 끝냈어요" />);
    const shown = card()!;
    expect(shown).not.toHaveAttribute('data-motion');
    expect(shown.querySelectorAll('[data-slot="coin-celebration-burst"]')).toHaveLength(0);
    expect(shown.getAnimations({ subtree: true })).toHaveLength(0);
  });
});
