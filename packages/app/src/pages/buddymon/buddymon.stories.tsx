/**
 * The reward area's screens (ADR 034): the real routes and pages over the fake /v2 of @buddy/mocks (rewardHandlers).
 * The kit's stories show every state of the coin table, the coin summary and the pet; these show the pages putting
 * them together, and the gate a member who may not study meets.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_COIN_EVENTS } from '@buddy/domain/demo';
import { rewardHandlers, SIGNED_IN, signedInAs, type RewardOptions } from '@buddy/mocks';
import { AppStory, fakeApi } from '../../stories/app-story';

const meta = {
  title: 'App/Buddymon',
  component: AppStory,
  args: { path: '/buddymon', storage: SIGNED_IN },
  parameters: { layout: 'fullscreen', ...fakeApi({ session: signedInAs('student01', ['EBP']) }) },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const reward = (options?: RewardOptions) => fakeApi({ reward: rewardHandlers(options) });

/** The home: today's coins, the buddymon as dressed (the starter background and character), how coins are earned. */
export const Home: Story = {
  parameters: reward({ coins: 120 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '버디몬 홈' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: /나의 버디몬 아기 뭉실/ })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('120').length).toBeGreaterThan(0));
    const nav = canvas.getByRole('navigation', { name: '버디몬 메뉴' });
    await expect(within(nav).getByRole('link', { name: '버디몬 홈' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: '코인 기록 보기' })).toHaveAttribute(
      'href',
      '/buddymon/buddyCoin',
    );
  },
};

/** An unreadable saved layout: the pet is the default empty layout, with its friendly empty state (spec §5). */
export const UnreadableLayout: Story = {
  parameters: reward({ brokenLayout: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('아직 아무것도 없어요. 아이템을 골라 꾸며 보세요!')).toBeVisible();
  },
};

/** The pet and the coins failing to load: each part says so and offers to try again. */
export const LoadFailed: Story = {
  parameters: reward({ fail: ['character', 'summary'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('버디몬을 불러오지 못했어요.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /다시/ }).length).toBeGreaterThanOrEqual(2);
  },
};

/** Still loading. */
export const Loading: Story = {
  parameters: reward({ hold: ['character', 'summary'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('버디몬을 데리고 오는 중이에요.')).toBeVisible();
  },
};

/** The demo week's weekly test, as its coin line reads. */
const testLine = DEMO_COIN_EVENTS.find((event) => event.source === 'test')?.description ?? '';

/** The coin history: the summary and the month's movements, newest first; a search by range goes to the address. */
export const CoinHistory: Story = {
  args: { path: '/buddymon/buddyCoin' },
  parameters: reward({ coins: 120 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '버디코인' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: '버디몬 메뉴' });
    await expect(within(nav).getByRole('link', { name: '버디코인' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: '버디몬 홈' })).not.toHaveAttribute('aria-current');
    const test = testLine;
    await waitFor(() => expect(canvas.getAllByText(test).some((line) => line.checkVisibility())).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: '1주일' }));
    await waitFor(() => expect(canvas.getAllByText(test).some((line) => line.checkVisibility())).toBe(true));
  },
};

/** No coin movement in the range. */
export const CoinHistoryEmpty: Story = {
  args: { path: '/buddymon/buddyCoin' },
  parameters: reward({ emptyHistory: true, coins: 0 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('이 기간에는 코인 기록이 없어요.')).toBeVisible();
  },
};

/** On a phone the history is a list of cards, never a squeezed table. */
export const CoinHistoryMobile: Story = {
  args: { path: '/buddymon/buddyCoin' },
  parameters: reward({ coins: 120 }),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const test = testLine;
    await waitFor(() => expect(canvas.getAllByText(test).some((line) => line.checkVisibility())).toBe(true));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A member who may not study (guest01) is sent to the page that says why, as the server refuses them too. */
export const NotAStudent: Story = {
  parameters: fakeApi({ session: signedInAs('guest01'), reward: rewardHandlers() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/회원이 아닙니다/)).toBeVisible();
    // Nor does the header offer the reward area or the study again.
    await expect(canvas.queryByRole('link', { name: '버디몬' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /오늘의 학습/ })).toBeNull();
  },
};
