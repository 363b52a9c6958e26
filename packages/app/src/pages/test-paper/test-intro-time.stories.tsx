/**
 * The intro of the test-paper screen says the time the attempt really has: the test's own time for a new attempt
 * (the incorrect-answer quiz's by its questions), the time left for one reopened while in progress.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { TestSessionSnapshot } from '@buddy/api';
import { initialSessionState, quizMinutes } from '@buddy/domain';
import { TestScreen } from './test-screen';

function snapshotIn(phase: 'intro' | 'loading'): TestSessionSnapshot {
  return {
    state: { ...initialSessionState('T'), phase } as TestSessionSnapshot['state'],
    answers: {},
    saveStates: {},
    pending: 0,
    keptElsewhere: [],
  };
}

const meta = {
  title: 'App/Test paper/Intro time',
  // A screen of the test paper: visual baselines at 390, 900 and 1280 px (ADR 042).
  tags: ['screen'],
  component: TestScreen,
  args: {
    snapshot: snapshotIn('intro'),
    info: { type: 'W', course: 'A', step: 1, week: 1, studentName: '김하늘' },
    homeHref: '/study',
    homeLabel: '학습 홈으로',
    onStart: fn(),
    onRetryResult: fn(),
    onChoose: fn(),
    onWrite: fn(),
    onSubmit: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new weekly test: its own ten minutes. */
export const NewWeeklyTest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('시험 시간은 10분입니다.');
  },
};

/** A weekly test reopened with 6:43 left (its attempt loading): the intro says the time left, not 10분. */
export const ResumedWeeklyTest: Story = {
  args: {
    snapshot: snapshotIn('loading'),
    info: { type: 'W', course: 'A', step: 1, week: 1, studentName: '김하늘', remainingSeconds: 403 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('남은 시간은 6분 43초입니다.');
    await expect(canvas.queryByText(/시험 시간은 10분/)).toBeNull();
  },
};

/** A new incorrect-answer quiz of six wrong answers: six minutes, under its Korean name. */
export const NewQuiz: Story = {
  args: {
    info: { type: 'W', quiz: true, studentName: '김하늘', minutes: quizMinutes(6) },
    homeLabel: '학습 홈으로',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '오답 퀴즈' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('시험 시간은 6분입니다.');
    await expect(canvas.queryByText('Incorrect Answer Quiz')).toBeNull();
  },
};

/** A quiz reopened with 2:05 left. */
export const ResumedQuiz: Story = {
  args: {
    snapshot: snapshotIn('loading'),
    info: { type: 'W', quiz: true, studentName: '김하늘', minutes: quizMinutes(6), remainingSeconds: 125 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '오답 퀴즈' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('남은 시간은 2분 5초입니다.');
  },
};

/** The quiz still counting its questions (its time not known yet): a placeholder, never the weekly test's 10분. */
export const QuizTimePending: Story = {
  name: 'Quiz, time not known yet',
  args: { info: { type: 'W', quiz: true, studentName: '김하늘', minutes: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('시험 시간을 확인하고 있어요.');
    await expect(canvas.queryByText(/10분/)).toBeNull();
  },
};

/** A test reopened whose time this tab cannot tell (its attempt loading): no figure until the paper says it. */
export const ResumedTimeUnknown: Story = {
  name: 'Resumed, time not known',
  args: {
    snapshot: snapshotIn('loading'),
    info: { type: 'W', course: 'B', step: 2, week: 1, studentName: '김하늘', minutes: null },
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('시험 시간을 확인하고 있어요.');
    await expect(canvas.queryByText(/\d+분/)).toBeNull();
  },
};
