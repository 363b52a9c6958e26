/**
 * The study home's "오늘의 복습" card (issue 30, spaced review) in each state, on the real study home over the fake
 * /v2: cards due (and more than the day's ten), resumed after some were done, all done with the next day, the day's
 * ten done with more tomorrow, nothing scheduled yet, and loading and failing (the card stays away; the home is whole).
 * Every state at 390 px, and again at 900 and 1280 px. Not shot (the baselines are at their cap): the play functions
 * check what a child sees, and axe checks every state.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { reviewHandlers, SIGNED_IN, signedInAs, studyHandlers, type ReviewOptions } from '@buddy/mocks';
import { AppStory, fakeApi } from '../../stories/app-story';

const meta = {
  title: 'App/Study home/Today’s review card',
  component: AppStory,
  tags: ['!screen'],
  args: { path: '/study?course=A&step=1&week=2', storage: SIGNED_IN },
  parameters: {
    layout: 'fullscreen',
    ...fakeApi({ session: signedInAs('student01'), study: studyHandlers() }),
  },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const review = (options?: ReviewOptions) => fakeApi({ review: reviewHandlers(options) });

/** The same story at 900 px and at 1280 px, over a fake review of its own. */
function at(viewport: 'narrow' | 'desktop', story: Story, options: ReviewOptions): Story {
  return {
    ...story,
    name: `${story.name ?? ''} (${viewport === 'narrow' ? 900 : 1280} px)`,
    parameters: review(options),
    globals: { viewport: { value: viewport } },
  };
}

async function card(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('region', { name: '오늘의 복습' });
}

/** The rest of the home is there whatever the card does. */
async function homeIsWhole(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 2, name: /A코스 1단계 2주/ })).toBeVisible();
  await expect(await canvas.findByRole('progressbar', { name: '이번 주 진도율' })).toBeVisible();
}

/** Six cards due: how many, about how long, and a big start link to the review page. */
export const Due: Story = {
  name: 'Cards due',
  parameters: review(),
  play: async ({ canvasElement }) => {
    const region = await card(canvasElement);
    await expect(region).toHaveTextContent('잊기 전에 다시 볼 카드 6개, 3분쯤 걸려요.');
    const start = within(region).getByRole('link', { name: '복습 시작하기' });
    await expect(start).toHaveAttribute('href', '/study/review');
    const box = start.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await homeIsWhole(canvasElement);
  },
};
export const DueNarrow = at('narrow', Due, {});
export const DueDesktop = at('desktop', Due, {});

/** Fourteen due: the day's ten, about five minutes. */
export const ManyDue: Story = {
  name: 'More due than the day’s ten',
  parameters: review({ due: 14 }),
  play: async ({ canvasElement }) => {
    await expect(await card(canvasElement)).toHaveTextContent('잊기 전에 다시 볼 카드 10개, 5분쯤 걸려요.');
  },
};
export const ManyDueNarrow = at('narrow', ManyDue, { due: 14 });
export const ManyDueDesktop = at('desktop', ManyDue, { due: 14 });

/** Some answered earlier today: how many are left, and the link goes on. */
export const Resumed: Story = {
  name: 'Some done today',
  parameters: review({ due: 4, answeredToday: 2 }),
  play: async ({ canvasElement }) => {
    const region = await card(canvasElement);
    await expect(region).toHaveTextContent('남은 카드 4개, 2분쯤 걸려요.');
    await expect(within(region).getByRole('link', { name: '이어서 복습하기' })).toHaveAttribute(
      'href',
      '/study/review',
    );
  },
};
export const ResumedNarrow = at('narrow', Resumed, { due: 4, answeredToday: 2 });
export const ResumedDesktop = at('desktop', Resumed, { due: 4, answeredToday: 2 });

/** All of today's cards answered: a cheer and when the next review is; no start link. */
export const AllDone: Story = {
  name: 'All done today',
  parameters: review({ state: 'done' }),
  play: async ({ canvasElement }) => {
    const region = await card(canvasElement);
    await expect(region).toHaveTextContent('오늘의 복습을 모두 마쳤어요. 정말 잘했어요!');
    await expect(region).toHaveTextContent('다음 복습은 2일 뒤, 11월 22일 일요일이에요.');
    await expect(within(region).queryByRole('link')).toBeNull();
  },
};
export const AllDoneNarrow = at('narrow', AllDone, { state: 'done' });
export const AllDoneDesktop = at('desktop', AllDone, { state: 'done' });

/** The day's ten answered with more due: the rest tomorrow. */
export const LimitReached: Story = {
  name: 'The day’s ten done, more tomorrow',
  parameters: review({ state: 'limit' }),
  play: async ({ canvasElement }) => {
    const region = await card(canvasElement);
    await expect(region).toHaveTextContent('오늘의 복습을 모두 마쳤어요. 정말 잘했어요!');
    await expect(region).toHaveTextContent('다음 복습은 내일, 11월 21일 토요일이에요.');
  },
};
export const LimitReachedNarrow = at('narrow', LimitReached, { state: 'limit' });
export const LimitReachedDesktop = at('desktop', LimitReached, { state: 'limit' });

/** Nothing scheduled yet: what fills the review. */
export const NothingYet: Story = {
  name: 'Nothing scheduled yet',
  parameters: review({ state: 'empty' }),
  play: async ({ canvasElement }) => {
    const region = await card(canvasElement);
    await expect(region).toHaveTextContent('아직 복습할 카드가 없어요.');
    await expect(region).toHaveTextContent(/단어 학습을 끝내거나 시험을 보면/);
    await expect(within(region).queryByRole('link')).toBeNull();
  },
};
export const NothingYetNarrow = at('narrow', NothingYet, { state: 'empty' });
export const NothingYetDesktop = at('desktop', NothingYet, { state: 'empty' });

/** Still on its way: the home does not wait, and the card does not show until it has come. */
export const Loading: Story = {
  name: 'Loading (quiet)',
  parameters: review({ hold: 'today' }),
  play: async ({ canvasElement }) => {
    await homeIsWhole(canvasElement);
    await expect(within(canvasElement).queryByRole('region', { name: '오늘의 복습' })).toBeNull();
  },
};
export const LoadingNarrow = at('narrow', Loading, { hold: 'today' });
export const LoadingDesktop = at('desktop', Loading, { hold: 'today' });

/** Failed: no alert on the home; the card stays away and the rest works. */
export const Failed: Story = {
  name: 'Failed (quiet)',
  parameters: review({ fail: 'today' }),
  play: async ({ canvasElement }) => {
    await homeIsWhole(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: '오늘의 복습' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
export const FailedNarrow = at('narrow', Failed, { fail: 'today' });
export const FailedDesktop = at('desktop', Failed, { fail: 'today' });
