import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepList } from './step-list';

const DAY = [
  { title: '오늘의 단어', text: '그림 카드로 새 단어를 듣고 따라 말해요.', meta: '3분' },
  { title: '노래와 챈트', text: '리듬에 맞춰 문장을 익혀요.', meta: '3분' },
  { title: '말하기 연습', text: '내 목소리를 녹음하고 다시 들어요.', meta: '2분' },
  { title: '확인 퀴즈', text: '배운 것을 퀴즈로 확인하고 코인을 받아요.', meta: '2분' },
];

const meta = {
  title: 'Content/StepList',
  component: StepList,
  args: { steps: DAY },
  argTypes: { layout: { control: 'inline-radio', options: ['timeline', 'cards'] } },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 3, name: '말하기 연습' })).toBeVisible();
  },
};

export const Cards: Story = {
  decorators: [
    (Story) => (
      <div className="w-[1020px]">
        <Story />
      </div>
    ),
  ],
  args: { layout: 'cards' },
};

export const WithoutMeta: Story = {
  args: { steps: DAY.map(({ title, text }) => ({ title, text })) },
};

export const CourseTheme: Story = { parameters: { course: 'g' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
