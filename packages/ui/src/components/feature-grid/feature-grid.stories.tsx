import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeatureGrid } from './feature-grid';

function Dot() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="8" />
    </svg>
  );
}

const ITEMS = [
  { title: '매일 10분', text: '짧고 꾸준한 학습이 습관이 돼요.', icon: <Dot /> },
  { title: '듣고 말하기', text: '원어민 발음을 듣고 따라 말해요.', icon: <Dot /> },
  { title: '부모님 리포트', text: '출석과 점수를 한눈에 봐요.', icon: <Dot /> },
];

const meta = {
  title: 'Content/FeatureGrid',
  component: FeatureGrid,
  args: { items: ITEMS },
  argTypes: {
    columns: { control: 'inline-radio', options: [2, 3, 4] },
    tone: { control: 'inline-radio', options: ['surface', 'muted'] },
  },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 3, name: '듣고 말하기' })).toBeVisible();
  },
};

export const FourColumnsMuted: Story = {
  args: {
    columns: 4,
    tone: 'muted',
    items: [...ITEMS, { title: '코인 보상', text: '공부하며 모은 코인으로 버디몬을 꾸며요.', icon: <Dot /> }],
  },
};

export const WithoutIcons: Story = {
  args: { columns: 2, items: ITEMS.map(({ title, text }) => ({ title, text })) },
};

export const CourseTheme: Story = { parameters: { course: 'c' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
