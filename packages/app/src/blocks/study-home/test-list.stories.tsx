import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TestList, type StepTest } from './test-list';
import { sampleTests, untakenTests } from './fixtures';

const href = (test: StepTest, display?: 'R') =>
  `/tests?type=${test.kind === 'monthly' ? 'M' : 'W'}&course=A&step=1${test.kind === 'weekly' ? `&week=${test.week}` : ''}${display ? '&display=R' : ''}`;

const meta = {
  title: 'Study home/TestList',
  component: TestList,
  args: {
    step: 1,
    tests: sampleTests,
    takeHref: (test: StepTest) => href(test),
    resultHref: (test: StepTest) => href(test, 'R'),
  },
  decorators: [
    (Story, { parameters }) => (
      <div data-course={(parameters.course as string | undefined) ?? 'a'} className="max-w-[1020px] p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TestList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '이번 단계 시험' })).toHaveAttribute('data-columns', '5');
    await expect(canvas.getByRole('link', { name: '1주 Weekly Test 결과 보기' })).toHaveAttribute(
      'href',
      '/tests?type=W&course=A&step=1&week=1&display=R',
    );
    await expect(canvas.getByText('90점')).toBeVisible();
    await expect(canvas.getByText('A등급')).toHaveAttribute('data-grade', 'a');
    await expect(canvas.getByText('B등급')).toBeVisible();
    await expect(canvas.getByText('C등급')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '4주 Weekly Test 시험 보기' })).toHaveAttribute(
      'href',
      '/tests?type=W&course=A&step=1&week=4',
    );
    await expect(canvas.getByRole('link', { name: 'Monthly Test 시험 보기' })).toHaveAttribute(
      'href',
      '/tests?type=M&course=A&step=1',
    );
  },
};

export const NoneTaken: Story = { args: { tests: untakenTests } };

/** Step 7: Achievement Tests, four columns (the monthly test wraps). */
export const EndStep: Story = {
  args: { step: 7 },
  parameters: { course: 'g' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '이번 단계 시험' })).toHaveAttribute('data-columns', '4');
    await expect(canvas.getByRole('link', { name: '4주 Achievement Test 시험 보기' })).toBeVisible();
  },
};

export const CourseC: Story = { parameters: { course: 'c' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
