import type { Meta, StoryObj } from '@storybook/react-vite';
import { BRAND_MENU, STUDY_MENU } from '@buddy/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginBox } from '../login-box';
import { MemberBox } from '../member-box';
import { Header } from './header';
import { headerWords, loginWords, memberWords, productsWithEbp, productsWithoutEbp } from './header.samples';

const loginBox = <LoginBox words={loginWords} onSubmit={fn()} />;

function memberBox(options: { gender: 'male' | 'female'; ebp?: boolean; mobile?: boolean }) {
  const products = options.ebp === false ? productsWithoutEbp : productsWithEbp;
  return (
    <MemberBox
      name={options.gender === 'male' ? '김버디' : '이하나'}
      gender={options.gender}
      products={products}
      rewardProductId="EBP"
      currentProductId={products[0]!.id}
      onSelectProduct={fn()}
      onOpenReview={fn()}
      onLogout={fn()}
      words={memberWords}
      mobile={options.mobile}
    />
  );
}

const meta = {
  title: 'Site/Header',
  component: Header,
  args: {
    homeHref: '/',
    menuHeight: 400,
    menu: BRAND_MENU,
    words: headerWords,
    account: loginBox,
    onPopup: fn(),
    mobile: false,
  },
  argTypes: {
    menuHeight: { control: { type: 'number', min: 0, step: 50 } },
    account: { control: false },
    menu: { control: false },
  },
  parameters: { theme: 'brand' },
  // Room under the header for the drop panel.
  decorators: [
    (Story) => (
      <div className="min-h-[560px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Buddy English 홈' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('form', { name: '로그인' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '주 메뉴' })).toBeVisible();
  },
};

export const SignedInMale: Story = {
  args: {
    homeHref: '/study',
    menuHeight: 300,
    menu: STUDY_MENU,
    account: memberBox({ gender: 'male' }),
    currentPath: '/study/guide',
  },
  parameters: { theme: 'study' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('김버디 님, 반가워요!')).toBeVisible();
    await expect(canvasElement.querySelector('[data-gender]')).toHaveAttribute('data-gender', 'male');
    await expect(canvas.getByRole('link', { name: '버디몬' })).toHaveAttribute('href', '/buddymon');
    await expect(canvas.getByRole('link', { name: '학습 가이드' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SignedInFemale: Story = {
  args: { homeHref: '/study', menuHeight: 300, menu: STUDY_MENU, account: memberBox({ gender: 'female' }) },
  parameters: { theme: 'study' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-gender]')).toHaveAttribute('data-gender', 'female');
  },
};

export const SignedInWithoutEbp: Story = {
  args: {
    homeHref: '/study',
    menuHeight: 300,
    menu: STUDY_MENU,
    account: memberBox({ gender: 'female', ebp: false }),
  },
  parameters: { theme: 'study' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: '버디몬' })).toBeNull();
  },
};

export const BrandSite: Story = { args: { currentPath: '/library/videos/song' } };

export const StudySite: Story = {
  args: { homeHref: '/study', menuHeight: 300, menu: STUDY_MENU, account: memberBox({ gender: 'male' }) },
  parameters: { theme: 'study' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Buddy English 홈' })).toHaveAttribute('href', '/study');
    // The hidden home item is not in the menu.
    await expect(canvas.queryByRole('link', { name: '학습 홈' })).toBeNull();
  },
};

export const BuddymonSite: Story = {
  args: { homeHref: '/study', menuHeight: 0, menu: STUDY_MENU, account: memberBox({ gender: 'male' }) },
  parameters: { theme: 'buddymon' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Buddy English 홈' })).toHaveAttribute('href', '/study');
    await userEvent.hover(canvas.getByRole('link', { name: '마이페이지' }));
    // The reward site has no drop panel.
    await expect(canvasElement.querySelector('[data-slot="menu-panel"]')).toBeNull();
    await expect(canvas.queryByRole('link', { name: '출석부' })).toBeNull();
  },
};

/** Hovering a top item slides the full-width panel open to the site's height (brand 400 px) in 200 ms. */
export const MenuOpenOnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvasElement.querySelector<HTMLElement>('[data-slot="menu-panel"]')!;
    await expect(panel.getBoundingClientRect().height).toBe(0);
    await expect(canvas.queryByRole('link', { name: '버디 체험' })).toBeNull();
    await userEvent.hover(canvas.getByRole('link', { name: '체험하기' }));
    await waitFor(() => expect(panel.getBoundingClientRect().height).toBe(400));
    await expect(canvas.getByRole('link', { name: '버디 체험' })).toBeVisible();
    await userEvent.unhover(canvas.getByRole('link', { name: '체험하기' }));
    await waitFor(() => expect(panel.getBoundingClientRect().height).toBe(0));
  },
};

export const StudyMenuOpen: Story = {
  args: { homeHref: '/study', menuHeight: 300, menu: STUDY_MENU, account: memberBox({ gender: 'female' }) },
  parameters: { theme: 'study' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvasElement.querySelector<HTMLElement>('[data-slot="menu-panel"]')!;
    await userEvent.hover(canvas.getByRole('link', { name: '마이페이지' }));
    await waitFor(() => expect(panel.getBoundingClientRect().height).toBe(300));
    await expect(canvas.getByRole('link', { name: '출석부' })).toBeVisible();
  },
};

/** Focus opens the panel, Tab walks into a column, Escape closes it and returns to the top item. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const top = canvas.getByRole('link', { name: '체험하기' });
    top.focus();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="desktop-menu"]')).toHaveAttribute('data-state', 'open'),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '버디 체험' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(top).toHaveFocus();
    await expect(canvasElement.querySelector('[data-slot="desktop-menu"]')).toHaveAttribute(
      'data-state',
      'closed',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: '라이브러리' })).toHaveFocus();
  },
};

/** The dictionary is a popup, not a page: it calls onPopup instead of navigating. */
export const DictionaryPopup: Story = {
  args: { homeHref: '/study', menuHeight: 300, menu: STUDY_MENU, account: memberBox({ gender: 'male' }) },
  parameters: { theme: 'study' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '단어 사전' }));
    await expect(args.onPopup).toHaveBeenCalledWith(
      expect.objectContaining({ label: '단어 사전', popup: true }),
    );
  },
};

export const MobileClosed: Story = {
  args: { mobile: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: '전체 메뉴' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: '주 메뉴' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('navigation', { name: '주 메뉴' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

export const MobileOpen: Story = {
  args: { mobile: true, defaultMobileOpen: true, currentPath: '/introduce/programs/rnl/disney' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const library = canvas.getByRole('button', { name: '라이브러리' });
    await expect(library).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(library);
    await expect(library).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: '애니송' })).toBeVisible();
    // The section of the current page starts open, with the page marked.
    await expect(canvas.getByRole('link', { name: 'RnL 디즈니' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MobileSignedIn: Story = {
  args: {
    homeHref: '/study',
    menuHeight: 300,
    menu: STUDY_MENU,
    mobile: true,
    defaultMobileOpen: true,
    account: memberBox({ gender: 'female', mobile: true }),
  },
  parameters: { theme: 'study' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('이하나 님, 반가워요!')).toBeVisible();
    // No reward button on mobile: with EBP, the reward area is a row of the menu (issue 29).
    await expect(
      canvas.getByRole('link', { name: '버디몬' }).closest('[data-slot="reward-entry"]'),
    ).not.toBeNull();
  },
};
