/**
 * Password journeys: change while signed in (student04) and reset after find-password with the code mailed to the
 * guardian (hold01), each on the journey's
 * own copy of the account (e2e/members.ts), so no other journey meets a changed password.
 */
import { maskEmail } from '@buddy/domain';
import { demoGuardianEmail } from '@buddy/domain/demo';
import { alertDialog, DEMO_PASSWORD, expect, field, loginBox, test } from './fixtures';
import { mailTo, nextMail } from './mail';

const RULE = '비밀번호는 영문, 숫자를 포함하여 10자 이상 12자 이하로 입력해 주세요.';
const NEW_PASSWORD = 'newbuddy2026';

test.describe('given a signed-in member changing the password', () => {
  test('a rule-breaking password shows the rule, a valid one works at the next login', async ({
    page,
    login,
    member,
    expectConsoleError,
  }) => {
    // The old password, tried after the change, is refused.
    expectConsoleError(/status of 401 .*\/v2\/auth\/students\/login\)$/);
    await login(page, member('student04'), DEMO_PASSWORD);
    await expect(page.getByText('최수아 님, 반가워요!')).toBeVisible();
    await page.getByRole('link', { name: '비밀번호 변경' }).click();
    await expect(page).toHaveURL(/\/auth\/password$/);
    await expect(page.getByRole('heading', { name: '비밀번호 변경', level: 1 })).toBeVisible();

    const form = page.getByRole('form', { name: '비밀번호 변경' });
    await field(form, '현재 비밀번호').fill(DEMO_PASSWORD);
    await field(form, '새 비밀번호').fill('short1');
    await field(form, '비밀번호 확인').fill('short1');
    await form.getByRole('button', { name: '비밀번호 변경' }).click();
    const failed = alertDialog(page, '비밀번호 변경 실패');
    await expect(failed).toContainText(RULE);
    await failed.getByRole('button', { name: '확인' }).click();
    await expect(field(form, '새 비밀번호')).toBeFocused();

    await field(form, '새 비밀번호').fill(NEW_PASSWORD);
    await field(form, '비밀번호 확인').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: '비밀번호 변경' }).click();
    const done = alertDialog(page, '비밀번호 변경');
    await expect(done).toContainText('새 비밀번호로 다시 로그인해 주세요.');
    await done.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(loginBox(page)).toBeVisible();

    await login(page, member('student04'), DEMO_PASSWORD);
    await expect(alertDialog(page, '로그인 실패')).toBeVisible();
    await alertDialog(page, '로그인 실패').getByRole('button', { name: '확인' }).click();
    await login(page, member('student04'), NEW_PASSWORD);
    await expect(page.getByText('최수아 님, 반가워요!')).toBeVisible();
  });

  test('a wrong current password shows the server message', async ({
    page,
    login,
    member,
    expectConsoleError,
  }) => {
    expectConsoleError(/status of 400 .*\/v2\/auth\/students\/password\)$/);
    await login(page, member('student04'), DEMO_PASSWORD);
    await expect(page.getByText('최수아 님, 반가워요!')).toBeVisible();
    await page.goto('/auth/password');
    const form = page.getByRole('form', { name: '비밀번호 변경' });
    await field(form, '현재 비밀번호').fill('notmine1234');
    await field(form, '새 비밀번호').fill(NEW_PASSWORD);
    await field(form, '비밀번호 확인').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: '비밀번호 변경' }).click();
    const failed = alertDialog(page, '비밀번호 변경 실패');
    await expect(failed).toContainText('현재 비밀번호가 일치하지 않습니다.');
    await failed.getByRole('button', { name: '확인' }).click();
    await expect(field(form, '현재 비밀번호')).toBeFocused();
  });
});

test.describe('given a member who forgot the id or the password', () => {
  test('find id shows the masked id', async ({ page, axe }) => {
    await page.goto('/');
    await loginBox(page).getByRole('link', { name: '아이디 찾기' }).click();
    await expect(page).toHaveURL(/\/auth\/find\/id$/);
    await axe(page);
    const form = page.getByRole('form', { name: '아이디 찾기' });
    await field(form, '이름').fill('이서연');
    await field(form, '생년월일').fill('2016041');
    await form.getByRole('button', { name: '아이디 찾기' }).click();
    const failed = alertDialog(page, '아이디 찾기 실패');
    await expect(failed).toContainText('생년월일을 날짜형식에 맞는 8자리로 입력해 주세요.');
    await failed.getByRole('button', { name: '확인' }).click();
    await expect(field(form, '생년월일')).toBeFocused();
    await field(form, '생년월일').fill('20160412');
    await form.getByRole('button', { name: '아이디 찾기' }).click();
    await expect(page.getByRole('status')).toContainText('회원님의 아이디');
    await expect(page.getByRole('status')).toContainText(/st\*+02/);
    await axe(page);
  });

  test('find password sends the guardian a code by mail, and only that code leads to a new password', async ({
    page,
    request,
    login,
    member,
    axe,
    expectConsoleError,
  }) => {
    // The wrong code below is refused with 400: the browser logs the failed request.
    expectConsoleError(/status of 400 .*\/v2\/auth\/students\/find\/password\/code\)$/);
    const loginId = member('hold01');
    const guardian = demoGuardianEmail(loginId);
    const earlier = (await mailTo(request, guardian)).length;
    await page.goto('/auth/find/password');
    const form = page.getByRole('form', { name: '비밀번호 찾기' });
    await field(form, '아이디').fill(loginId);
    await field(form, '이름').fill('조은우');
    await field(form, '생년월일').fill('20140630');
    await form.getByRole('button', { name: '확인 번호 받기' }).click();
    // An id, a name and a birth date are not enough: the page asks for the code sent to the guardian.
    await expect(page.getByRole('heading', { name: '확인 번호 입력', level: 1 })).toBeFocused();
    await expect(page.getByText(`보호자 메일(${maskEmail(guardian)})로`)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/find\/password$/);
    await axe(page);

    // The real message, sent over SMTP to the local catcher.
    const mail = await nextMail(request, guardian, earlier);
    expect(mail.subject).toBe('[버디 잉글리시] 비밀번호 찾기 확인 번호');
    const code = /확인 번호: ([0-9]{6})/.exec(mail.text)?.[1] ?? '';
    expect(code).toMatch(/^[0-9]{6}$/);

    const step = page.getByRole('form', { name: '확인 번호 입력' });
    await field(step, '확인 번호').fill(code === '000000' ? '111111' : '000000');
    await step.getByRole('button', { name: '다음' }).click();
    await expect(alertDialog(page, '확인 번호 확인 실패')).toContainText('4번 더 입력할 수 있습니다.');
    await alertDialog(page, '확인 번호 확인 실패').getByRole('button', { name: '확인' }).click();
    await expect(field(step, '확인 번호')).toBeFocused();
    await field(step, '확인 번호').fill(code);
    await step.getByRole('button', { name: '다음' }).click();

    await expect(page).toHaveURL(/\/auth\/password$/);
    await expect(page.getByRole('heading', { name: '새 비밀번호 설정', level: 1 })).toBeVisible();
    await expect(field(page, '현재 비밀번호')).toHaveCount(0);
    const reset = page.getByRole('form', { name: '비밀번호 변경' });
    await field(reset, '새 비밀번호').fill(NEW_PASSWORD);
    await field(reset, '비밀번호 확인').fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: '비밀번호 변경' }).click();
    await alertDialog(page, '비밀번호 변경').getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/$/);
    await login(page, loginId, NEW_PASSWORD);
    await expect(page.getByText('조은우 님, 반가워요!')).toBeVisible();
  });
});
