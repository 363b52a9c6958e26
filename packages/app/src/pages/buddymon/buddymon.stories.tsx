/**
 * The reward area's screens (ADR 034): the real routes and pages over the fake /v2 of @buddy/mocks (rewardHandlers).
 * The kit's stories show every state of the coin table, the coin summary and the pet; these show the pages putting
 * them together, and the gate a member who may not study meets.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
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

/*
 * Today's mission and the streak (ADR 059), first on the home: the fake reckons them with the domain's rules from
 * the days studied (counted back from the stories' fixed clock, a Friday: the mission is one unit).
 */

/** Ten days in a row, one missed day kept by the freeze earned on the seventh; the mission still to do. */
export const StreakWithFreeze: Story = {
  parameters: reward({ coins: 120 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: '오늘의 미션' }));
    await expect(await card.findByText('10일 연속')).toBeVisible();
    await expect(card.getByText('활동 하나를 끝까지 해요')).toBeVisible();
    await expect(card.getByRole('progressbar', { name: '미션 1개 중 0개 했어요' })).toBeVisible();
    await expect(card.getByRole('img', { name: '얼음 2개 중 0개 가지고 있어요' })).toBeVisible();
    await expect(card.getByRole('link', { name: '학습하러 가기' })).toHaveAttribute('href', '/study');
    // The calendar shows the day the freeze kept.
    const calendar = within(canvas.getByRole('region', { name: /학습 달력/ }));
    await expect(calendar.getByText('16일, 얼음으로 지킨 날')).toBeInTheDocument();
    await expect(calendar.getByText('19일, 공부한 날')).toBeInTheDocument();
    await expect(calendar.getByText('20일, 오늘')).toBeInTheDocument();
  },
};

/** The mission done today: it says what it paid, and the run counts today. */
export const MissionDone: Story = {
  tags: ['!screen'],
  parameters: reward({ streak: { studiedDaysAgo: [0, 1, 2], missionHave: 1 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: '오늘의 미션' }));
    await expect(await card.findByText('미션 완료! 5 코인을 받았어요.')).toBeVisible();
    await expect(card.getByText('3일 연속')).toBeVisible();
    await expect(card.getByText('오늘도 공부했어요. 내일 또 만나요!')).toBeVisible();
    await expect(card.queryByRole('link', { name: '학습하러 가기' })).toBeNull();
  },
};

/** A child who has never studied: no run yet, and what starts one. */
export const StreakNotStarted: Story = {
  tags: ['!screen'],
  parameters: reward({ streak: { studiedDaysAgo: [] } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: '오늘의 미션' }));
    await expect(await card.findByText('0일 연속')).toBeVisible();
    await expect(card.getByText('오늘 공부하면 연속 학습이 시작돼요!')).toBeVisible();
    await expect(card.getByText('7일 더 공부하면 얼음 하나')).toBeVisible();
  },
};

/** Three weeks in a row: both freezes held, and none more to earn until one is spent. */
export const FreezesFull: Story = {
  tags: ['!screen'],
  parameters: reward({ streak: { studiedDaysAgo: Array.from({ length: 21 }, (_, i) => i), missionHave: 1 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: '오늘의 미션' }));
    await expect(await card.findByText('21일 연속')).toBeVisible();
    await expect(card.getByRole('img', { name: '얼음 2개 중 2개 가지고 있어요' })).toBeVisible();
    await expect(card.getByText('얼음을 가득 모았어요')).toBeVisible();
  },
};

/** The calendar goes back a month and forward again, never past this month. */
export const CalendarMonths: Story = {
  tags: ['!screen'],
  parameters: reward({ streak: { studiedDaysAgo: Array.from({ length: 30 }, (_, i) => i + 1) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const calendar = within(await canvas.findByRole('region', { name: /학습 달력/ }));
    await expect(await calendar.findByText('2026년 11월')).toBeVisible();
    await expect(calendar.getByRole('button', { name: '다음 달' })).toBeDisabled();
    await userEvent.click(calendar.getByRole('button', { name: '이전 달' }));
    await expect(await calendar.findByText('2026년 10월')).toBeVisible();
    await expect(calendar.getByText('31일, 공부한 날')).toBeInTheDocument();
    await expect(calendar.getByText('21일, 공부한 날')).toBeInTheDocument();
    await userEvent.click(calendar.getByRole('button', { name: '다음 달' }));
    await expect(await calendar.findByText('2026년 11월')).toBeVisible();
    await expect(calendar.getByRole('button', { name: '다음 달' })).toBeDisabled();
  },
};

/** The streak failing to load: the card and the calendar say so and offer to try again. */
export const StreakFailed: Story = {
  tags: ['!screen'],
  parameters: reward({ fail: ['streak'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('오늘의 미션을 불러오지 못했어요.')).toBeVisible();
    await expect(await canvas.findByText('달력을 불러오지 못했어요.')).toBeVisible();
  },
};

/** On a phone the mission comes first, the calendar fits, and nothing scrolls sideways. */
export const StreakOnPhone: Story = {
  tags: ['!screen'],
  parameters: reward({ coins: 120 }),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: '오늘의 미션' });
    await expect(await within(card).findByText('10일 연속')).toBeVisible();
    const pet = canvas.getByRole('region', { name: /나의 버디몬/ });
    await expect(card.getBoundingClientRect().top).toBeLessThan(pet.getBoundingClientRect().top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const link = within(card).getByRole('link', { name: '학습하러 가기' });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** At the widest mobile layout the mission and the run sit side by side. */
export const StreakNarrow: Story = {
  tags: ['!screen'],
  parameters: reward({ coins: 120 }),
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: '오늘의 미션' });
    await expect(await within(card).findByText('10일 연속')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/*
 * Growth by learning (ADR 060): the stage under the buddy, and the celebration of a stage reached, once.
 */

/** Stage 2 just reached: the grown buddy is celebrated once; closing marks it seen, and the meter goes on to stage 3. */
export const GrownCelebrated: Story = {
  tags: ['!screen'],
  parameters: reward({ growth: { points: 7, seenStage: 1 } }),
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: '버디몬이 자랐어요!' });
    await expect(dialog).toHaveTextContent('열심히 공부해서 2단계가 되었어요.');
    // The grown drawing (뭉실, level 2) in the dialog.
    await expect(within(dialog).getByRole('img', { name: /나의 버디몬 뭉실/ })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '좋아요!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const canvas = within(canvasElement);
    await expect(canvas.getByText('성장 2단계')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '성장 2단계, 다음 단계까지 11점' })).toBeVisible();
    await expect(canvas.getByText('11점 더 모으면 다음 단계로 자라요.')).toBeVisible();
  },
};

/** A stage seen before is not celebrated again; the starter stage shows how the buddy grows. */
export const GrowthStarting: Story = {
  tags: ['!screen'],
  parameters: reward({ growth: { points: 2 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('성장 1단계')).toBeVisible();
    await expect(canvas.getByText('4점 더 모으면 다음 단계로 자라요.')).toBeVisible();
    await expect(canvas.getByText(/한 주 학습을 모두 마치면 2점/)).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Grown all the way, on a phone: the celebration fits the screen and its button is big enough for a finger. */
export const GrownToTopOnPhone: Story = {
  tags: ['!screen'],
  parameters: reward({ growth: { points: 20, seenStage: 2 } }),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: '버디몬이 자랐어요!' });
    await expect(dialog).toHaveTextContent('3단계가 되었어요.');
    const close = within(dialog).getByRole('button', { name: '좋아요!' });
    await expect(close.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByText('다 자랐어요! 멋진 모습이에요.')).toBeVisible();
  },
};

/*
 * Needs and care (ADR 061): the mood under the buddy in words, and feeding, bedtime and medicine as big buttons;
 * what cannot be done now says when it can. The stories' clock is 11:00 in Seoul.
 */

/** Studied today and hungry: fed once, happy, and the button says it has eaten. */
export const CareFeed: Story = {
  tags: ['!screen'],
  parameters: reward(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const care = within(await canvas.findByRole('list', { name: '버디몬 돌보기' }));
    await expect(await canvas.findByText('배가 고파요. 밥을 주세요!')).toBeVisible();
    await expect(care.getByRole('button', { name: '재우기' })).toBeDisabled();
    await expect(care.getByText('버디몬은 저녁 8시부터 잘 수 있어요.')).toBeVisible();
    // The mood is drawn too: a bubble beside the buddy, named in the picture's name.
    await expect(canvas.getByRole('img', { name: /기분 배가 고파요/ })).toBeVisible();
    await userEvent.click(care.getByRole('button', { name: '밥 주기' }));
    await expect(await canvas.findByText('배불러서 기분이 좋아요!')).toBeVisible();
    await expect(canvas.getByRole('img', { name: /기분 배불러서 기분이 좋아요!/ })).toBeVisible();
    await expect(canvasElement.querySelector('[data-type="RWD_MOOD"]')).toBeVisible();
    await expect(care.getByRole('button', { name: '밥 주기' })).toBeDisabled();
    await expect(care.getByText('오늘은 벌써 밥을 먹었어요. 내일 또 주세요!')).toBeVisible();
  },
};

/** Not studied yet today: feeding waits for today's study, and says so. */
export const CareStudyFirst: Story = {
  tags: ['!screen'],
  parameters: reward({ care: { studiedToday: false } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const care = within(await canvas.findByRole('list', { name: '버디몬 돌보기' }));
    await expect(care.getByRole('button', { name: '밥 주기' })).toBeDisabled();
    await expect(care.getByRole('button', { name: '밥 주기' })).toHaveAccessibleDescription(
      '오늘 공부를 하면 버디몬에게 밥을 줄 수 있어요.',
    );
  },
};

/** At night: sleepy until put to bed, then asleep. */
export const CareBedtime: Story = {
  tags: ['!screen'],
  parameters: reward({ care: { hour: 21, done: ['FEED'] } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('졸려요. 재워 주세요.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '재우기' }));
    await expect(await canvas.findByText('쿨쿨 자고 있어요.')).toBeVisible();
  },
};

/** Three days without study: unwell, never worse, and asking to study together. */
export const CareUnwell: Story = {
  tags: ['!screen'],
  parameters: reward({ care: { studiedToday: false, daysWithoutStudy: 3 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('기운이 없어요. 오늘 같이 공부해요!')).toBeVisible();
  },
};

/** On a phone, two growth potions: one given grows the buddy, the other waits for next week. */
export const CarePotionOnPhone: Story = {
  tags: ['!screen'],
  parameters: reward({ care: { potions: 2 }, growth: { points: 2 } }),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const care = within(await canvas.findByRole('list', { name: '버디몬 돌보기' }));
    const potion = await care.findByRole('button', { name: /성장 물약 먹이기/ });
    await expect(potion.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(potion).toHaveTextContent('2개');
    await userEvent.click(potion);
    await expect(await care.findByText('성장 물약은 한 주에 한 번만 먹을 수 있어요.')).toBeVisible();
    await expect(care.getByRole('button', { name: /성장 물약 먹이기/ })).toBeDisabled();
    await expect(care.getByRole('button', { name: /성장 물약 먹이기/ })).toHaveTextContent('1개');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** An unreadable saved layout: the pet is the default empty layout, with its friendly empty state (spec §5). */
export const UnreadableLayout: Story = {
  parameters: reward({ brokenLayout: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('아직 아무것도 없어요. 아이템을 골라 꾸며 보세요!')).toBeVisible();
    // The care has come too, and still no bubble over an empty pet.
    await expect(await canvas.findByRole('list', { name: '버디몬 돌보기' })).toBeVisible();
    await expect(canvas.getByText('아직 아무것도 없어요. 아이템을 골라 꾸며 보세요!')).toBeVisible();
    await expect(canvasElement.querySelector('[data-type="RWD_MOOD"]')).toBeNull();
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
