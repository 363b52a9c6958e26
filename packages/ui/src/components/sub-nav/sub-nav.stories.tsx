import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SubNav } from './sub-nav';

const MYPAGE = [
  { label: '이달의 학습', href: '/study/mypage/learning' },
  { label: '출석부', href: '/study/mypage/attendance' },
  { label: '학습 리포트', href: '/study/mypage/report' },
  { label: '말하기 기록', href: '/study/mypage/speech' },
  { label: '1:1 문의', href: '/study/mypage/inquiries' },
  { label: '메모', href: '/study/mypage/memo' },
];

const meta = {
  title: 'Primitives/SubNav',
  component: SubNav,
  args: { label: '마이페이지 메뉴', items: MYPAGE, currentPath: '/study/mypage/attendance' },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MyPage: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '마이페이지 메뉴' });
    const current = within(nav).getByRole('link', { name: '출석부' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: '이달의 학습' })).toHaveFocus();
  },
};

/** A page below an item (an inquiry's detail) marks that item. */
export const PageBelowAnItem: Story = {
  args: { currentPath: '/study/mypage/inquiries/12/edit' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '1:1 문의' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const QnA: Story = {
  args: {
    label: 'Q&A 메뉴',
    items: [
      { label: '문의하기', href: '/study/qna/contacts' },
      { label: '자료실', href: '/study/qna/download' },
    ],
    currentPath: '/study/qna/download',
  },
};

export const CourseTheme: Story = { parameters: { course: 'c' } };

/** Narrow: the row scrolls sideways rather than wrapping. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
