/**
 * The intro's time on the real pages over the fake /v2: the incorrect-answer quiz takes its time from the marked
 * test's wrong answers (a minute each, at least five) and its Korean name, with a placeholder for its time until
 * they are counted; a test reopened in progress (its code in the address or not, this tab noting when its time ends)
 * says the time left while its attempt loads.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http, never, SIGNED_IN, signedInAs, testPaperHandlers } from '@buddy/mocks';
import { AppStory, fakeApi } from '../../stories/app-story';

const meta = {
  title: 'App/Test paper/Intro time on the pages',
  // A screen of the test paper: visual baselines at 390, 900 and 1280 px (ADR 042).
  tags: ['screen'],
  component: AppStory,
  args: { path: '/tests', storage: SIGNED_IN },
  parameters: {
    layout: 'fullscreen',
    ...fakeApi({ session: signedInAs('student01', ['EBP']), tests: testPaperHandlers() }),
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The quiz of a test with 2 wrong answers: 5 minutes (at least five), not the weekly test's 10, as 오답 퀴즈. */
export const NewQuiz: Story = {
  args: { path: '/incorrectQuizTests?tstCd=T1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '오답 퀴즈' })).toBeVisible();
    await expect(await canvas.findByText(/^시험 시간은 5분입니다\./, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText(/시험 시간은 10분/)).toBeNull();
  },
};

/** A weekly test reopened with about 6:43 left: while its attempt loads, the intro says the time left. */
export const ResumedTest: Story = {
  args: { path: '/tests?type=W&course=A&step=1&week=1&tstCd=T1' },
  parameters: fakeApi({ tests: [http.post('/study-course/tests/load', never), ...testPaperHandlers()] }),
  beforeEach: () => {
    sessionStorage.setItem('buddy.deadline.T1', String(Date.now() + 403_500));
    return () => sessionStorage.removeItem('buddy.deadline.T1');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^남은 시간은 6분 4\d초입니다\./, {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByText(/시험 시간은 10분/)).toBeNull();
  },
};

/** The quiz while the marked test's wrong answers are on their way: a placeholder for its time, no 10분. */
export const QuizCountingQuestions: Story = {
  args: { path: '/incorrectQuizTests?tstCd=T1' },
  parameters: fakeApi({
    tests: [http.post('/study-course/tests/result/paper', never), ...testPaperHandlers()],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('시험 시간을 확인하고 있어요.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.queryByText(/10분/)).toBeNull();
  },
};

/** The same test reopened from the study home (no tstCd in the address) with about 6:43 left: the time left. */
export const ResumedWithoutCode: Story = {
  args: { path: '/tests?type=W&course=A&step=1&week=1' },
  parameters: fakeApi({ tests: [http.post('/study-course/tests/load', never), ...testPaperHandlers()] }),
  beforeEach: () => {
    // What this tab noted when it loaded the attempt (by the test, as well as by its code).
    sessionStorage.setItem('buddy.deadline.test:W-A-1-1-', String(Date.now() + 403_500));
    return () => sessionStorage.removeItem('buddy.deadline.test:W-A-1-1-');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^남은 시간은 6분 4\d초입니다\./, {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByText(/시험 시간은 10분/)).toBeNull();
  },
};
