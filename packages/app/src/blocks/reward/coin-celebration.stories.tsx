import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CoinCelebration } from './coin-celebration';
import { reduceMotion } from '@buddy/ui/samples';

const meta = {
  title: 'Reward/CoinCelebration',
  component: CoinCelebration,
  args: { coins: 5, reason: '학습 활동을 끝냈어요', sound: true, onClose: fn() },
  parameters: { theme: 'study' },
  decorators: [
    (Story) => (
      <div className="p-4 desktop:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CoinCelebration>;

export default meta;
type Story = StoryObj<typeof meta>;

/*
 * The card fades in and its amount pops (within 1 s): what is checked for visibility is waited for.
 */
const card = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="coin-celebration"]');

export const Playground: Story = {};

/** A study activity (a unit) finished: 5 coins. Read politely, and closed with the big close button. */
export const Unit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('+5')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('학습 활동을 끝냈어요')).toBeVisible());
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await waitFor(() =>
      expect(status).toHaveTextContent('참 잘했어요! 학습 활동을 끝냈어요. 5 코인을 받았어요.'),
    );
    // It never takes the focus from the study.
    await expect(card(canvasElement)).not.toContainElement(document.activeElement as HTMLElement | null);
    const close = canvas.getByRole('button', { name: '닫기' });
    const box = close.getBoundingClientRect();
    await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(card(canvasElement)).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A day finished: the coins with their parts (unit, day, attendance) and the new balance. */
export const DayFinished: Story = {
  args: {
    coins: 17,
    reason: '오늘의 학습을 모두 끝냈어요',
    breakdown: [
      { label: '단원 학습', coins: 5 },
      { label: '하루 학습 완료', coins: 10 },
      { label: '출석', coins: 2 },
    ],
    total: 1267,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('+17')).toBeVisible());
    const items = canvasElement.querySelectorAll('[data-slot="coin-celebration-breakdown"] li');
    await expect([...items].map((item) => item.textContent)).toEqual([
      '단원 학습+5 코인',
      '하루 학습 완료+10 코인',
      '출석+2 코인',
    ]);
    await waitFor(() => expect(canvas.getByText('1,267 코인')).toBeVisible());
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        '참 잘했어요! 오늘의 학습을 모두 끝냈어요. 17 코인을 받았어요. 단원 학습 5 코인, 하루 학습 완료 10 코인, 출석 2 코인. 이제 1,267 코인이 있어요.',
      ),
    );
  },
};

/** A test finished: 30 coins. Escape closes the card while the focus is in it, and the focus goes back. */
export const TestFinished: Story = {
  args: { coins: 30, reason: '월말 평가를 끝냈어요', total: 530 },
  decorators: [
    (Story) => (
      <>
        <button type="button" className="mb-4 min-h-11 rounded-md border border-border px-4">
          다음 문제
        </button>
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('+30')).toBeVisible());
    const before = canvas.getByRole('button', { name: '다음 문제' });
    before.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '닫기' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(card(canvasElement)).toBeNull();
    await expect(before).toHaveFocus();
  },
};

/** No coins earned: nothing is drawn, announced or heard. */
export const ZeroCoins: Story = {
  args: { coins: 0 },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement)).toBeNull();
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** The coins pop and the mascot hops, once, within 1 s. */
export const Motion: Story = {
  play: async ({ canvasElement }) => {
    const celebration = card(canvasElement)!;
    await expect(celebration).toHaveAttribute('data-motion', 'on');
    await expect(celebration.querySelectorAll('[data-slot="coin-celebration-burst"]')).toHaveLength(3);
    const amount = celebration.querySelector<HTMLElement>('[data-slot="coin-celebration-amount"]')!;
    await expect(getComputedStyle(amount).animationName).toBe('reward-coin-pop');
    for (const animation of celebration.getAnimations({ subtree: true })) {
      const timing = animation.effect!.getComputedTiming();
      await expect(Number(timing.endTime)).toBeLessThanOrEqual(1000);
    }
  },
};

/** The person asked for reduced motion (emulated here): nothing moves, no coins fly. */
export const ReducedMotion: Story = {
  beforeEach: reduceMotion,
  play: async ({ canvasElement }) => {
    const celebration = card(canvasElement)!;
    await waitFor(() => expect(within(canvasElement).getByText('+5')).toBeVisible());
    await expect(celebration).not.toHaveAttribute('data-motion');
    await expect(celebration.querySelectorAll('[data-slot="coin-celebration-burst"]')).toHaveLength(0);
    await expect(celebration.outerHTML).not.toMatch(/animate-/);
    await expect(celebration.getAnimations({ subtree: true })).toHaveLength(0);
  },
};

/** A phone (390 px): the card fits without sideways scrolling, the longest day included. */
export const Mobile390: Story = {
  args: DayFinished.args,
  decorators: [
    (Story) => (
      <div data-testid="phone" className="overflow-x-auto" style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    const celebration = card(canvasElement)!;
    await expect(celebration.scrollWidth).toBeLessThanOrEqual(celebration.clientWidth);
    await expect(celebration.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};

/** The child turned sounds off: the card shows as usual, and no audio context is ever made. */
export const SoundOff: Story = {
  args: { sound: false },
  beforeEach: () => {
    const scope = window as unknown as { AudioContext?: unknown };
    const original = scope.AudioContext;
    const made: unknown[] = [];
    scope.AudioContext = function Counting(this: unknown) {
      made.push(this);
    };
    (window as unknown as { madeAudioContexts?: unknown[] }).madeAudioContexts = made;
    return () => {
      scope.AudioContext = original;
      delete (window as unknown as { madeAudioContexts?: unknown[] }).madeAudioContexts;
    };
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('+5')).toBeVisible());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent('5 코인을 받았어요.'),
    );
    await expect((window as unknown as { madeAudioContexts: unknown[] }).madeAudioContexts).toHaveLength(0);
  },
};
