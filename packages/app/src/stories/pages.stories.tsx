/**
 * Whole screens of the app: the real routes, layouts and pages over a fake /v2 at the network edge (the MSW handlers
 * of @buddy/mocks).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { popupHiddenKey, seoulDate, STORAGE_KEYS } from '@buddy/domain';
import type { Home } from '@buddy/contract';
import {
  memberOf,
  sampleHome,
  sessionHandlers,
  SIGNED_IN,
  signedInAs,
  siteHandlers,
  studyHandlers,
} from '@buddy/mocks';
import { AppStory, fakeApi } from './app-story';

const meta = {
  title: 'App/Screens',
  component: AppStory,
  args: { path: '/' },
  parameters: {
    layout: 'fullscreen',
    // The home's news without popups (the popups' own stories show them over the page).
    ...fakeApi({ session: sessionHandlers(), site: siteHandlers({ noPopups: true }) }),
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** student01 (김민준, type A) signed in, with the products EBP and EX. */
const minjun = fakeApi({ session: signedInAs('student01') });

export const HomeSignedOut: Story = {
  name: 'Home, signed out',
  args: { path: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /아이가 먼저 찾는/ })).toBeVisible();
    await expect(await canvas.findByRole('form', { name: '로그인' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '레벨 테스트 해보기' })).toHaveAttribute('href', '/tests');
  },
};

/** The fake /v2's home (the site's demo content): its banner, first promotion and two popups. */
const home = sampleHome();
const [firstPopup, secondPopup] = home.popups as [Home['popups'][number], Home['popups'][number]];

/** GET /main: the contest banner, promotions and awards below the fold, and the popups one at a time. */
export const HomeNewsAndPopups: Story = {
  name: 'Home, news and popups',
  args: { path: '/' },
  parameters: fakeApi({ site: siteHandlers() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: home.contestBnnr?.title ?? '' }),
    ).toBeVisible();
    const [promotion] = home.promotions;
    await expect(canvas.getByRole('link', { name: promotion?.title ?? '' })).toHaveAttribute(
      'href',
      promotion?.linkUrl ?? '',
    );
    const popup = await canvas.findByRole('complementary', { name: firstPopup.title });
    await userEvent.click(
      within(popup).getByRole('button', { name: `${firstPopup.title} 알림 오늘 하루 보지 않기` }),
    );
    await canvas.findByRole('complementary', { name: secondPopup.title });
    await userEvent.click(canvas.getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(canvas.queryByRole('complementary')).toBeNull());
  },
};

/** A failed GET /main leaves the home as it is. */
export const HomeNewsFailed: Story = {
  name: 'Home, news failed',
  args: { path: '/' },
  parameters: fakeApi({ site: siteHandlers({ fail: ['home'] }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /아이가 먼저 찾는/ })).toBeVisible();
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

/** A popup hidden today (in this browser) stays hidden: the next one shows. */
export const HomePopupHiddenToday: Story = {
  name: 'Home, a popup hidden today',
  args: { path: '/', storage: { [popupHiddenKey(firstPopup.popupNo)]: seoulDate(new Date()) } },
  parameters: fakeApi({ site: siteHandlers() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const popup = await canvas.findByRole('complementary', { name: secondPopup.title });
    await waitFor(() => expect(popup).toBeVisible());
    await expect(canvas.queryByRole('complementary', { name: firstPopup.title })).toBeNull();
  },
};

/** Chooses a product from the header's menu (student01 holds 버디 프라임 and 버디 EX). */
async function chooseProduct(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /학습 상품/ }));
  const menu = await canvas.findByRole('menu', { name: /학습 상품/ });
  await userEvent.click(within(menu).getByRole('menuitemradio', { name }));
}

/** EX studies on the legacy site: it opens in a new window with the member's id, password digits and number. */
export const HomeLegacySite: Story = {
  name: 'Home, a product on the legacy site',
  args: { path: '/', storage: SIGNED_IN },
  parameters: fakeApi({
    session: signedInAs('student01', undefined, { legacy: { EX: 'https://ex.legacy.example/login' } }),
  }),
  play: async ({ canvasElement }) => {
    const open = spyOn(window, 'open').mockImplementation(() => null);
    await within(canvasElement).findByText('김민준 님, 반가워요!');
    // The credentials arrive just after the box; until then the member is asked to press again.
    await waitFor(
      async () => {
        await chooseProduct(canvasElement, '버디 EX');
        const loading = screen.queryByRole('alertdialog', { name: '학습실 안내' });
        if (loading) await userEvent.click(within(loading).getByRole('button', { name: '확인' }));
        expect(open).toHaveBeenCalledWith(
          'https://ex.legacy.example/login?id=student01&pwd=40213377005512093817&mem=1000001',
          '_blank',
          'noopener,noreferrer',
        );
      },
      { timeout: 5000, interval: 300 },
    );
    open.mockRestore();
  },
};

/** No legacy address configured for EX: the member is told plainly, and nothing opens. */
export const HomeLegacySiteNotConfigured: Story = {
  name: 'Home, a legacy product without an address',
  args: { path: '/', storage: SIGNED_IN },
  parameters: minjun,
  play: async ({ canvasElement }) => {
    const open = spyOn(window, 'open').mockImplementation(() => null);
    await within(canvasElement).findByText('김민준 님, 반가워요!');
    // The links and credentials arrive just after the box; until then the member is asked to press again.
    const dialog = await waitFor(
      async () => {
        await chooseProduct(canvasElement, '버디 EX');
        const shown = await screen.findByRole('alertdialog', { name: '학습실 안내' });
        if (/불러오고 있어요/.test(shown.textContent ?? '')) {
          await userEvent.click(within(shown).getByRole('button', { name: '확인' }));
          throw new Error('the legacy-site links are still loading');
        }
        return shown;
      },
      { timeout: 5000, interval: 300 },
    );
    await expect(dialog).toHaveTextContent(/아직 그 학습실 주소가 설정되어 있지 않아요/);
    await expect(open).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    open.mockRestore();
  },
};

export const HomeRememberedId: Story = {
  name: 'Home, remembered id',
  args: { path: '/', storage: { [STORAGE_KEYS.rememberId]: 'student01' } },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: '로그인' });
    await expect(within(form).getByRole('textbox', { name: '아이디' })).toHaveValue('student01');
    await expect(within(form).getByRole('checkbox', { name: '아이디 저장' })).toBeChecked();
  },
};

export const HomeSignedIn: Story = {
  name: 'Home, signed in',
  args: { path: '/', storage: SIGNED_IN },
  parameters: minjun,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('김민준 님, 반가워요!')).toBeVisible();
  },
};

/** An empty id: the '로그인 실패' dialog names the id field. */
export const HomeLoginEmptyId: Story = {
  name: 'Home, login with an empty id',
  args: { path: '/' },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: '로그인' });
    await userEvent.click(within(form).getByRole('button', { name: '로그인' }));
    const dialog = await screen.findByRole('alertdialog', { name: '로그인 실패' });
    await expect(dialog).toHaveTextContent('아이디 항목을 확인해주세요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: '아이디' })).toHaveFocus());
  },
};

export const PasswordEmpty: Story = {
  name: 'Password change, empty',
  args: { path: '/auth/password', storage: SIGNED_IN },
  parameters: minjun,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '비밀번호 변경' })).toBeVisible();
    await expect(canvas.getByLabelText(/^현재 비밀번호\*?$/)).toHaveValue('');
  },
};

/** A new password that breaks the §5 rule: the dialog, then the field shows the message and has focus. */
export const PasswordWithError: Story = {
  name: 'Password change, rule broken',
  args: { path: '/auth/password', storage: SIGNED_IN },
  parameters: minjun,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: '비밀번호 변경' });
    await userEvent.type(within(form).getByLabelText(/^현재 비밀번호\*?$/), 'buddy1234ab');
    await userEvent.type(within(form).getByLabelText(/^새 비밀번호\*?$/), 'short1');
    await userEvent.type(within(form).getByLabelText(/^비밀번호 확인\*?$/), 'short1');
    await userEvent.click(within(form).getByRole('button', { name: '비밀번호 변경' }));
    const dialog = await screen.findByRole('alertdialog', { name: '비밀번호 변경 실패' });
    await expect(dialog).toHaveTextContent(
      '비밀번호는 영문, 숫자를 포함하여 10자 이상 12자 이하로 입력해 주세요.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(within(form).getByLabelText(/^새 비밀번호\*?$/)).toHaveFocus());
    await expect(within(form).getByLabelText(/^새 비밀번호\*?$/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const StudyIgnoreCancelled: Story = {
  tags: ['screen'],
  name: 'Study ignore, cancelled member (C)',
  args: { path: '/study/ignore', storage: SIGNED_IN },
  parameters: fakeApi({ session: signedInAs('cancel01') }),
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('지도휴회(취소) 회원입니다.');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toHaveTextContent('지도휴회(취소) 회원입니다.');
    // The header offers no way back into the study or reward area: each would only lead here again.
    const banner = within(canvas.getByRole('banner'));
    await expect(await banner.findByText('정우진 님, 반가워요!')).toBeVisible();
    await expect(banner.queryByRole('link', { name: /오늘의 학습/ })).toBeNull();
    await expect(banner.queryByRole('button', { name: '복습하기' })).toBeNull();
    await expect(banner.queryByRole('link', { name: '버디몬' })).toBeNull();
  },
};

/**
 * The same member at a test's intro (a link kept from before): sent to /study/ignore like at /study, the guide and the
 * study library, never shown a START the server would refuse (issue 30, defect 6).
 */
export const TestIntroCancelled: Story = {
  tags: ['!screen'],
  name: 'Test intro, cancelled member (C)',
  args: { path: '/tests?type=W&course=A&step=1&week=1', storage: SIGNED_IN },
  parameters: fakeApi({ session: signedInAs('cancel01') }),
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('지도휴회(취소) 회원입니다.');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '학습 이용 안내' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'START' })).toBeNull();
  },
};

export const StudyHome: Story = {
  // Not a screen baseline: the study home is shot by its own stories (study-home.stories.tsx, ADR 044).
  name: 'Study home shell',
  args: { path: '/study', storage: SIGNED_IN },
  parameters: fakeApi({ session: signedInAs('student01'), study: studyHandlers() }),
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('김민준 님');
    await expect(within(canvasElement).getByRole('main')).toHaveTextContent(
      '지금 학습 중인 상품: 버디 프라임',
    );
  },
};

/** Another site hands a member over (/callback/token-login): the token is accepted, stored, and the member goes on. */
export const TokenLoginHandover: Story = {
  parameters: minjun,
  args: { path: '/callback/token-login#token=handed-over.token.abc&redirect=/' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('김민준 님, 반가워요!')).toBeVisible();
  },
};

/** A token the server refuses: said plainly, with the way home; nothing is stored. */
export const TokenLoginRefused: Story = {
  args: { path: '/callback/token-login#token=forged.token.abcdef' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/로그인 정보가 올바르지 않거나 시간이 지났어요/),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: '홈으로 가기' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const NotFound: Story = {
  name: '404',
  args: { path: '/no/such/page' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: '페이지를 찾을 수 없습니다' }),
    ).toBeVisible();
  },
};

/** The products call fails with 500: the study route's error element shows the 500 page with the message. */
export const ServerError: Story = {
  name: '500',
  args: { path: '/study', storage: SIGNED_IN },
  parameters: fakeApi({
    session: sessionHandlers({
      member: memberOf('student01'),
      productsFail: '상품 정보를 불러오지 못했습니다.',
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '서버 오류가 발생했습니다' })).toBeVisible();
    await expect(canvas.getByText('상품 정보를 불러오지 못했습니다.')).toBeVisible();
  },
};
