/**
 * Find-password (/auth/find/password, ADR 045) in each state a parent meets: the identity step, the code step after
 * the guardian's mail went out, a wrong code told under the field, a code sent again, and a member the site cannot
 * help (no such member, or no guardian contact: one answer for both). The fake /v2 always mails FAKE_RESET_CODE.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { authHandlers, sessionHandlers, siteHandlers } from '@buddy/mocks';
import { AppStory, fakeApi } from '../../stories/app-story';

const meta = {
  title: 'App/Account/Find password',
  component: AppStory,
  args: { path: '/auth/find/password' },
  parameters: {
    layout: 'fullscreen',
    ...fakeApi({ session: sessionHandlers(), site: siteHandlers(), auth: authHandlers() }),
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function sendCode(canvasElement: HTMLElement, name = '김민준') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: '아이디' }), 'student01');
  await userEvent.type(canvas.getByRole('textbox', { name: '이름' }), name);
  await userEvent.type(canvas.getByRole('textbox', { name: '생년월일' }), '20150305');
  await userEvent.click(canvas.getByRole('button', { name: '확인 번호 받기' }));
  return canvas;
}

/** The first step: id, name and birth date; the code will go to the guardian's mail. */
export const Identity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '비밀번호 찾기' })).toBeVisible();
    await expect(canvas.getByText(/보호자 메일로 확인 번호를 보내 드려요/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '확인 번호 받기' })).toBeEnabled();
  },
};

/** The code went out: where to (masked), how long it lasts, and the field for it. */
export const CodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await sendCode(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1, name: '확인 번호 입력' });
    await expect(heading).toHaveFocus();
    await expect(
      canvas.getByText(/보호자 메일\(pa\*{4}@bu\*{4}\.example\)로 확인 번호 6자리를 보냈어요/),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '확인 번호' })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
  },
};

/** A wrong code: the server's message under the field (after its dialog), with the tries left. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await sendCode(canvasElement);
    const field = await canvas.findByRole('textbox', { name: '확인 번호' });
    // Any code but the one the fake mail carries (FAKE_RESET_CODE, 123456).
    await userEvent.type(field, '654321');
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: '확인 번호 확인 실패' });
    await expect(dialog).toHaveTextContent('확인 번호가 맞지 않습니다. 4번 더 입력할 수 있습니다.');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/확인 번호가 맞지 않습니다/);
  },
};

/** A new code on request: the page says so, and which mail to read. */
export const CodeSentAgain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await sendCode(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '확인 번호 다시 받기' }));
    const told = await canvas.findByText('확인 번호를 새로 보냈어요. 가장 최근 메일의 번호를 입력해 주세요.');
    await expect(told).toHaveAttribute('role', 'status');
  },
};

/** No such member, or one without a guardian contact: one answer, and where a parent can turn. */
export const CannotHelp: Story = {
  play: async ({ canvasElement }) => {
    await sendCode(canvasElement, '김민수');
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: '비밀번호 찾기 실패' });
    await expect(dialog).toHaveTextContent(
      '보호자 메일이 등록되어 있지 않습니다. 다니는 학원이나 고객센터에 문의해 주세요.',
    );
  },
};
