/**
 * Sign-in journeys against the real server on a fresh database (demo accounts, password buddy1234ab).
 * Each test starts signed out in a fresh browser context.
 */
import { alertDialog, DEMO_PASSWORD, expect, loginBox, test } from './fixtures';

const SERVER_LOGIN_FAILED = '아이디 또는 비밀번호가 일치하지 않습니다.';

test.describe('given a visitor on the home page', () => {
  test('a wrong password shows 로그인 실패 with the server message', async ({
    page,
    login,
    member,
    axe,
    expectConsoleError,
  }) => {
    expectConsoleError(/status of 401 .*\/v2\/auth\/students\/login\)$/);
    await page.goto('/');
    await axe(page);
    await login(page, member('student02'), 'wrongpass12');
    const dialog = alertDialog(page, '로그인 실패');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(SERVER_LOGIN_FAILED);
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(dialog).toBeHidden();
    await expect(loginBox(page)).toBeVisible();
  });

  test('an empty id names the id field and focuses it', async ({ page }) => {
    await page.goto('/');
    const box = loginBox(page);
    await box.getByLabel('비밀번호', { exact: true }).fill(DEMO_PASSWORD);
    await box.getByRole('button', { name: '로그인' }).click();
    const dialog = alertDialog(page, '로그인 실패');
    await expect(dialog).toContainText('아이디 항목을 확인해주세요.');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(box.getByLabel('아이디', { exact: true })).toBeFocused();
  });

  test('an empty password names the password field and focuses it', async ({ page, login, member }) => {
    await login(page, member('student01'), '');
    const dialog = alertDialog(page, '로그인 실패');
    await expect(dialog).toContainText('비밀번호 항목을 확인해주세요.');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(loginBox(page).getByLabel('비밀번호', { exact: true })).toBeFocused();
  });

  test('a good login greets the member by name', async ({ page, login, member }) => {
    await login(page, member('student01'), DEMO_PASSWORD);
    await expect(page.getByText('김민준 님, 반가워요!')).toBeVisible();
    await expect(loginBox(page)).toHaveCount(0);
    // The session is the HttpOnly cookie (ADR 048): no script of the page can read a token.
    expect(await page.evaluate(() => localStorage.getItem('auth.token'))).toBeNull();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === '__Host-buddy-session')).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(await page.evaluate(() => document.cookie)).not.toContain('buddy-session');
    // The session survives a reload.
    await page.reload();
    await expect(page.getByText('김민준 님, 반가워요!')).toBeVisible();
  });

  test('a keyboard sign-in leaves the focus on the member box, not on the page body', async ({
    page,
    member,
  }) => {
    await page.goto('/');
    const box = loginBox(page);
    await box.getByLabel('아이디', { exact: true }).fill(member('student02'));
    const password = box.getByLabel('비밀번호', { exact: true });
    await password.fill(DEMO_PASSWORD);
    await password.press('Enter');
    const memberBox = page.locator('[data-slot="member-box"]');
    await expect(memberBox).toContainText('이서연 님, 반가워요!');
    await expect(memberBox).toBeFocused();
    // The next Tab goes on from there, into the box.
    await page.keyboard.press('Tab');
    await expect(memberBox.getByRole('link', { name: '비밀번호 변경' })).toBeFocused();
  });

  test('remember id keeps the id across a reload and logout, and unticking forgets it', async ({
    page,
    login,
    member,
  }) => {
    // Signing out right after a reload: the member's calls still on their way (the legacy-site address, GET
    // /study/credential/url) are cancelled before the token is revoked, so no refusal (401) reaches the console.
    await login(page, member('student02'), DEMO_PASSWORD, { rememberId: true });
    await expect(page.getByText('이서연 님, 반가워요!')).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(loginBox(page)).toBeVisible();
    await page.reload();
    const box = loginBox(page);
    await expect(box.getByLabel('아이디', { exact: true })).toHaveValue(member('student02'));
    await expect(box.getByRole('checkbox', { name: '아이디 저장' })).toBeChecked();

    await login(page, member('student02'), DEMO_PASSWORD, { rememberId: false });
    await expect(page.getByText('이서연 님, 반가워요!')).toBeVisible();
    await page.getByRole('button', { name: '로그아웃' }).click();
    // The login box comes back once the server has ended the session (ADR 048): a reload then draws a visitor's page.
    await expect(loginBox(page)).toBeVisible();
    await page.reload();
    await expect(loginBox(page).getByLabel('아이디', { exact: true })).toHaveValue('');
    await expect(loginBox(page).getByRole('checkbox', { name: '아이디 저장' })).not.toBeChecked();
  });

  test('logout returns to / signed out', async ({ page, login, member }) => {
    await login(page, member('student01'), DEMO_PASSWORD);
    await expect(page.getByText('김민준 님, 반가워요!')).toBeVisible();
    await page.goto('/study');
    await expect(page).toHaveURL(/\/study$/);
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(loginBox(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth.token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('auth.session'))).toBeNull();
    const cookies = await page.context().cookies();
    expect(cookies.filter((cookie) => cookie.name === '__Host-buddy-session')).toEqual([]);
    // The old session is gone: the member area sends the visitor home.
    await page.goto('/study');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('given the guarded areas', () => {
  test('a signed-out visit to /buddymon lands on /', async ({ page }) => {
    await page.goto('/buddymon');
    await expect(page).toHaveURL(/\/$/);
    await expect(loginBox(page)).toBeVisible();
  });

  test('signed-out visits to /study and /auth/password land on /', async ({ page }) => {
    await page.goto('/study');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/auth/password');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a member who may study opens the study home', async ({ page, login, member }) => {
    await login(page, member('student01'), DEMO_PASSWORD);
    await expect(page.getByText('김민준 님, 반가워요!')).toBeVisible();
    await page.goto('/study');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('김민준 님');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'study');
  });

  test('a cancelled member (memTp C) opening /study lands on /study/ignore with the alert', async ({
    page,
    login,
    member,
    expectConsoleError,
  }) => {
    // The study home's prefetch starts beside the member check (ADR 027) and the server refuses it to a cancelled
    // member (403) before the check sends them to /study/ignore with the alert.
    expectConsoleError(/status of 403 .*\/v2\/study-course\/studies\/load\)$/);
    await login(page, member('cancel01'), DEMO_PASSWORD);
    await expect(page.getByText('정우진 님, 반가워요!')).toBeVisible();
    await page.goto('/study');
    await expect(page).toHaveURL(/\/study\/ignore$/);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('지도휴회(취소) 회원입니다.');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('main')).toContainText('지도휴회(취소) 회원입니다.');
  });

  test("a cancelled member cannot open the study site's guide, library or a test's intro either (issue 30, defect 6)", async ({
    page,
    login,
    member,
  }) => {
    await login(page, member('cancel01'), DEMO_PASSWORD);
    await expect(page.getByText('정우진 님, 반가워요!')).toBeVisible();
    for (const path of [
      '/study/guide',
      '/study/library/videos/animation',
      '/study/library/phonics',
      '/tests?type=W&course=A&step=1&week=1',
      '/incorrectQuizTests?tstCd=T1',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/study\/ignore$/);
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('지도휴회(취소) 회원입니다.');
      await dialog.getByRole('button', { name: '확인' }).click();
    }
    // The brand library and a visitor's level test are not the member's own: they stay open.
    await page.goto('/library/videos/animation');
    await expect(page.getByRole('heading', { level: 1, name: '애니메이션' })).toBeVisible();
  });

  test('an unknown path shows the 404 page, with status 404', async ({ page, expectConsoleError }) => {
    // Chromium logs the page's own 404 answer.
    expectConsoleError(/status of 404 .*\/no\/such\/page\)$/);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  });
});

test.describe('given a member handed over by another site (/callback/token-login)', () => {
  test('a valid token signs them in and takes them on; the token leaves the address', async ({
    page,
    request,
    member,
  }) => {
    const login = await request.post('/v2/auth/students/login', {
      data: { memLoginId: member('student01'), memPwd: DEMO_PASSWORD },
    });
    const { memToken } = ((await login.json()) as { result: { memToken: string } }).result;
    await page.goto(`/callback/token-login#token=${memToken}&redirect=/study/mypage/learning`);
    await expect(page).toHaveURL(/\/study\/mypage\/learning$/);
    await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
    expect(page.url()).not.toContain(memToken);
  });

  test('a forged token is refused plainly and nothing is stored', async ({ page, expectConsoleError }) => {
    expectConsoleError(/status of 401 .*\/v2\/mypage\/profile\)$/);
    await page.goto('/callback/token-login#token=forged.token.value');
    await expect(page.getByText(/로그인 정보가 올바르지 않거나 시간이 지났어요/)).toBeVisible();
    // The heading says what happened, not "로그인하고 있어요" over the error (issue 26).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('로그인하지 못했어요');
    await page.getByRole('link', { name: '홈으로 가기' }).click();
    await expect(loginBox(page)).toBeVisible();
  });
});
