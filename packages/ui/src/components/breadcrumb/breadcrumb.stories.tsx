import type { Meta, StoryObj } from '@storybook/react-vite';
import { BRAND_MENU } from '@buddy/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { breadcrumbWords } from '../header/header.samples';
import { Breadcrumb } from './breadcrumb';

const meta = {
  title: 'Site/Breadcrumb',
  component: Breadcrumb,
  args: {
    menu: BRAND_MENU,
    currentPath: '/introduce/programs/rnl/disney',
    words: breadcrumbWords,
    onNavigate: fn(),
    mobile: false,
  },
  argTypes: { menu: { control: false } },
  decorators: [
    (Story) => (
      <div className="min-h-[420px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeLevels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: '대메뉴' })).toHaveTextContent('버디잉글리시 소개');
    await expect(canvas.getByRole('combobox', { name: '중메뉴' })).toHaveTextContent('프로그램');
    await expect(canvas.getByRole('combobox', { name: '소메뉴' })).toHaveTextContent('RnL 디즈니');
  },
};

export const TwoLevels: Story = {
  args: { currentPath: '/services/faq' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: '중메뉴' })).toHaveTextContent('자주 묻는 질문');
    await expect(canvas.queryByRole('combobox', { name: '소메뉴' })).toBeNull();
  },
};

/** A page outside the menu: only the top level, nothing chosen. */
export const OneLevel: Story = {
  args: { currentPath: '/qrcode' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: '대메뉴' })).toHaveTextContent('선택하세요');
    await expect(canvas.queryByRole('combobox', { name: '중메뉴' })).toBeNull();
  },
};

/** On mobile the third select is left out. */
export const Mobile: Story = {
  args: { mobile: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: '중메뉴' })).toHaveTextContent('프로그램');
    await expect(canvas.queryByRole('combobox', { name: '소메뉴' })).toBeNull();
  },
};

/** Choosing an item navigates to it (Enter commits; browsing with the arrows does not navigate). */
export const ChooseNavigates: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('combobox', { name: '중메뉴' }).focus();
    await userEvent.keyboard('{Enter}');
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await waitFor(() => expect(within(list).getByRole('option', { name: '프로그램' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(
      '/introduce/publicity',
      expect.objectContaining({ label: '홍보 자료' }),
    );
  },
};
