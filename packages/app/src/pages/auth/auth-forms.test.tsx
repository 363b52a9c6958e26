import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { RequestHandler } from 'msw';
import { authHandlers, signedInAs } from '@buddy/mocks';
import { fakeBackend } from '@buddy/mocks/browser';
import { renderScreen, unmountScreen } from '../../app/screen-test';
import FindIdPage from './find-id-page';
import FindPasswordPage from './find-password-page';
import PasswordPage from './password-page';

afterEach(unmountScreen);

const field = (name: string) => page.getByRole('textbox', { name });
const password = (name: string) => page.getByLabelText(name);
const type = (locator: ReturnType<typeof field>, text: string) => userEvent.fill(locator, text);
const submit = (name: string) => userEvent.click(page.getByRole('button', { name }));
const dialog = (name: string) => page.getByRole('alertdialog', { name });
const closeDialog = () => userEvent.click(page.getByRole('button', { name: '확인' }));

const findId = (handlers: RequestHandler[] = authHandlers()) =>
  renderScreen({
    backend: fakeBackend(),
    path: '/auth/find/id',
    routes: [{ path: '/auth/find/id', element: <FindIdPage /> }],
    handlers,
  });

describe('given the find-id form', () => {
  it('with nothing typed, tells the name first and focuses it; nothing is sent', async () => {
    const { sent } = await findId();
    await submit('아이디 찾기');
    await expect.element(dialog('아이디 찾기 실패')).toHaveTextContent('이름 항목을 확인해주세요.');
    await closeDialog();
    await expect.element(field('이름')).toHaveFocus();
    await expect.element(field('이름')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
  });

  it('with a date that does not exist, marks the birth date with the rule', async () => {
    await findId();
    await type(field('이름'), '김민준');
    await type(field('생년월일'), '20150230');
    await submit('아이디 찾기');
    await expect
      .element(dialog('아이디 찾기 실패'))
      .toHaveTextContent('생년월일을 날짜형식에 맞는 8자리로 입력해 주세요.');
    await closeDialog();
    await expect.element(field('생년월일')).toHaveFocus();
    await expect.element(field('생년월일')).toHaveAccessibleDescription(/날짜형식에 맞는 8자리/);
  });

  it("shows the server's refusal in the dialog, no field marked", async () => {
    const { sent } = await findId(
      authHandlers({
        fail: { call: 'findId', status: 404, code: 'MEMBER_NOT_FOUND', message: '일치하는 회원이 없습니다.' },
      }),
    );
    await type(field('이름'), ' 김민준 ');
    await type(field('생년월일'), '20150305');
    await submit('아이디 찾기');
    await expect.element(dialog('아이디 찾기 실패')).toHaveTextContent('일치하는 회원이 없습니다.');
    await closeDialog();
    await expect.element(field('이름')).not.toHaveAttribute('aria-invalid');
    expect(sent.find((s) => s.path === '/auth/students/find/id')?.body).toEqual({
      memNm: '김민준',
      memBirth: '20150305',
    });
  });

  it('shows the masked id when found', async () => {
    await findId();
    await type(field('이름'), '김민준');
    await type(field('생년월일'), '20150305');
    await submit('아이디 찾기');
    await expect.element(page.getByRole('status')).toHaveTextContent('st*****01');
  });
});

describe('given the find-password form', () => {
  const render = () =>
    renderScreen({
      backend: fakeBackend(),
      path: '/auth/find/password',
      routes: [
        { path: '/auth/find/password', element: <FindPasswordPage /> },
        { path: '/auth/password', element: <p>새 비밀번호 화면</p> },
      ],
      handlers: authHandlers(),
    });
  const identity = async () => {
    await type(field('아이디'), 'student01');
    await type(field('이름'), '김민준');
    await type(field('생년월일'), '20150305');
    await submit('확인 번호 받기');
    await expect.element(page.getByRole('heading', { level: 1, name: '확인 번호 입력' })).toHaveFocus();
  };

  it('with the id missing, focuses the id and sends nothing', async () => {
    const { sent } = await render();
    await type(field('이름'), '김민준');
    await submit('확인 번호 받기');
    await expect.element(dialog('비밀번호 찾기 실패')).toHaveTextContent('아이디 항목을 확인해주세요.');
    await closeDialog();
    await expect.element(field('아이디')).toHaveFocus();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('gives no new password for an id, a name and a birth date: it asks for the code sent to the guardian', async () => {
    const { sent } = await render();
    await identity();
    await expect
      .element(
        page.getByText('보호자 메일(pa****@bu****.example)로 확인 번호 6자리를 보냈어요.', {
          exact: false,
        }),
      )
      .toBeVisible();
    expect(page.getByText('새 비밀번호 화면').query()).toBeNull();
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/auth/students/find/password',
    ]);
  });

  it('tells a code of the wrong shape and a wrong code under the field, then goes on with the right one', async () => {
    const { sent } = await render();
    await identity();
    await type(field('확인 번호'), '12345');
    await submit('다음');
    await expect
      .element(dialog('확인 번호 확인 실패'))
      .toHaveTextContent('확인 번호 6자리를 숫자로 입력해 주세요.');
    await closeDialog();
    await expect.element(field('확인 번호')).toHaveFocus();
    expect(sent.filter((request) => request.path.endsWith('/code'))).toEqual([]);

    await type(field('확인 번호'), '654321');
    await submit('다음');
    await expect.element(dialog('확인 번호 확인 실패')).toHaveTextContent('확인 번호가 맞지 않습니다.');
    await closeDialog();
    await expect.element(field('확인 번호')).toHaveAttribute('aria-invalid', 'true');

    await type(field('확인 번호'), '１２３ ４５６');
    await submit('다음');
    await expect.element(page.getByText('새 비밀번호 화면')).toBeVisible();
    expect(
      sent.filter((request) => request.path.endsWith('/code')).map((request) => request.body),
    ).toContainEqual({ memLoginId: 'student01', code: '123456' });
  });

  it('sends a new code on request, and goes back to the first step on request', async () => {
    const { sent } = await render();
    await identity();
    await userEvent.click(page.getByRole('button', { name: '확인 번호 다시 받기' }));
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('확인 번호를 새로 보냈어요. 가장 최근 메일의 번호를 입력해 주세요.');
    expect(sent.filter((request) => request.path === '/auth/students/find/password')).toHaveLength(2);
    await userEvent.click(page.getByRole('button', { name: '처음부터 다시 하기' }));
    await expect.element(page.getByRole('heading', { level: 1, name: '비밀번호 찾기' })).toBeVisible();
  });
});

describe('given the password change form', () => {
  /** student01 signed in, changing the password. */
  const render = (options: Parameters<typeof authHandlers>[0] = {}) =>
    renderScreen({
      backend: fakeBackend(),
      path: '/auth/password',
      routes: [{ path: '/auth/password', loader: () => ({ mode: 'change' }), element: <PasswordPage /> }],
      handlers: [...signedInAs('student01'), ...authHandlers(options)],
      token: 'member-token',
    });

  it('with a confirmation that differs, marks the confirmation', async () => {
    await render();
    await type(password('현재 비밀번호'), 'oldpass1234');
    await type(password('새 비밀번호'), 'newpass1234');
    await type(password('비밀번호 확인'), 'newpass1235');
    await submit('비밀번호 변경');
    await expect.element(dialog('비밀번호 변경 실패')).toHaveTextContent('새 비밀번호가 일치하지 않습니다.');
    await closeDialog();
    await expect.element(password('비밀번호 확인')).toHaveFocus();
    await expect.element(password('비밀번호 확인')).toHaveAttribute('aria-invalid', 'true');
  });

  it('counts the new password as a person does: seven characters of emoji are too short, and nothing is sent', async () => {
    const { sent } = await render();
    await type(password('현재 비밀번호'), 'oldpass1234');
    // Twelve UTF-16 units, seven characters.
    await type(password('새 비밀번호'), '😀😀😀😀😀a1');
    await type(password('비밀번호 확인'), '😀😀😀😀😀a1');
    await submit('비밀번호 변경');
    await expect
      .element(dialog('비밀번호 변경 실패'))
      .toHaveTextContent('비밀번호는 영문, 숫자를 포함하여 10자 이상 12자 이하로 입력해 주세요.');
    await closeDialog();
    await expect.element(password('새 비밀번호')).toHaveFocus();
    expect(sent.filter((request) => request.path === '/auth/students/password')).toEqual([]);
  });

  it('puts a wrong current password under that field and focuses it', async () => {
    await render({
      fail: {
        call: 'password',
        status: 400,
        code: 'CURRENT_PASSWORD_MISMATCH',
        message: '현재 비밀번호가 일치하지 않습니다.',
      },
    });
    await type(password('현재 비밀번호'), 'oldpass1234');
    await type(password('새 비밀번호'), 'newpass1234');
    await type(password('비밀번호 확인'), 'newpass1234');
    await submit('비밀번호 변경');
    await expect
      .element(dialog('비밀번호 변경 실패'))
      .toHaveTextContent('현재 비밀번호가 일치하지 않습니다.');
    await closeDialog();
    await expect.element(password('현재 비밀번호')).toHaveFocus();
    await expect
      .element(password('현재 비밀번호'))
      .toHaveAccessibleDescription('현재 비밀번호가 일치하지 않습니다.');
    await expect.element(password('새 비밀번호')).not.toHaveAttribute('aria-invalid');
  });
});
