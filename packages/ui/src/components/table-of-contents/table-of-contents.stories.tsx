import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TableOfContents } from './table-of-contents';

const ITEMS = [
  { id: 'purpose', label: '목적' },
  { id: 'collected', label: '수집하는 개인정보' },
  { id: 'retention', label: '보유 및 이용 기간' },
  { id: 'rights', label: '이용자의 권리' },
  { id: 'contact', label: '문의처' },
];

const meta = {
  title: 'Content/TableOfContents',
  component: TableOfContents,
  args: { label: '목차', items: ITEMS },
  argTypes: {
    tone: { control: 'inline-radio', options: ['surface', 'muted'] },
    columns: { control: 'inline-radio', options: [1, 2] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TableOfContents>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '목차' });
    await expect(within(nav).getByRole('link', { name: '보유 및 이용 기간' })).toHaveAttribute(
      'href',
      '#retention',
    );
  },
};

export const OwnNumbers: Story = {
  args: {
    numbered: false,
    tone: 'muted',
    items: [
      { id: 'a1', label: '제1조 (목적)' },
      { id: 'a2', label: '제2조 (용어의 뜻)' },
      { id: 'a3', label: '제3조 (약관의 게시와 변경)' },
    ],
  },
};

export const OneColumn: Story = { args: { columns: 1 } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
