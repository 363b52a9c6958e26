/**
 * Issue 13, defect 5: the intro never says a time the attempt does not have. A test reopened from the study home
 * (no attempt code in the address) says the time it has left; the incorrect-answer quiz says no time at all (a
 * placeholder) until it has counted its questions, never the weekly test's 10분.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { http, never, signedInAs, testPaperHandlers } from '@buddy/mocks';
import { fakeBackend } from '@buddy/mocks/browser';
import { renderScreen, unmountScreen } from '../../app/screen-test';
import { createAppRoutes } from '../../routes/routes';
import { reopenedTime } from './use-attempt-address';

const TEST_ADDRESS = '/tests?type=W&course=A&step=1&week=1';

function forgetNotes() {
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith('buddy.deadline.')) sessionStorage.removeItem(key);
  }
}

afterEach(async () => {
  await unmountScreen();
  forgetNotes();
});

const firstRule = () => page.getByRole('region', { name: '시험 전 확인하세요' }).getByRole('listitem').nth(0);

async function open(path: string, handlers: Parameters<typeof renderScreen>[0]['handlers']) {
  return renderScreen({
    backend: fakeBackend(),
    path,
    routes: (ctx) => createAppRoutes(ctx),
    handlers: [...signedInAs('student01', ['EBP']), ...(handlers ?? [])],
    token: 'story-token',
  });
}

describe('given a weekly test started in this tab with 6:43 left', () => {
  it('reopened from the study home, without its code in the address, the intro says the time left', async () => {
    const deadlineIn = (ms: number) => ({ serverNow: Date.now(), deadline: Date.now() + ms });
    const { router } = await open(TEST_ADDRESS, testPaperHandlers({ loaded: deadlineIn(403_500) }));
    await expect.element(firstRule()).toHaveTextContent('시험 시간은 10분입니다.');
    await userEvent.click(page.getByRole('button', { name: 'START' }));
    await expect.poll(() => router.state.location.search).toContain('tstCd=');
    await unmountScreen();

    // The study home's 시험 보기 link has no attempt code; the attempt's load is on its way.
    await open(TEST_ADDRESS, [http.post('/study-course/tests/load', never), ...testPaperHandlers()]);
    await expect.element(firstRule()).toHaveTextContent(/남은 시간은 6분 4\d초입니다\./);
    await expect.element(page.getByText(/시험 시간은 10분/)).not.toBeInTheDocument();
  });
});

describe('given the incorrect-answer quiz while it counts its questions', () => {
  it('says no time (a placeholder), never the weekly test’s 10분', async () => {
    await open('/incorrectQuizTests?tstCd=T1', [
      http.post('/study-course/tests/result/paper', never),
      ...testPaperHandlers(),
    ]);
    await expect.element(page.getByRole('heading', { level: 1, name: '오답 퀴즈' })).toBeVisible();
    await expect.element(firstRule()).toHaveTextContent('시험 시간을 확인하고 있어요.');
    await expect.element(page.getByText(/10분/)).not.toBeInTheDocument();
  });

  it('says its own time once they are counted', async () => {
    await open('/incorrectQuizTests?tstCd=T1', testPaperHandlers());
    await expect.element(firstRule()).toHaveTextContent(/시험 시간은 5분입니다\./);
  });
});

describe('given what this tab noted of an attempt', () => {
  const now = 1_000_000;
  const note = (code: string, endsIn: number) =>
    sessionStorage.setItem(`buddy.deadline.${code}`, String(now + endsIn));

  it('says nothing of a new attempt: the intro says the test’s time', () => {
    expect(reopenedTime(undefined, 'test:W-A-1-1-', now)).toEqual({});
  });

  it('finds the time left by the attempt’s code, or by the test when the address has no code', () => {
    note('test:W-A-1-1-', 403_000);
    expect(reopenedTime(undefined, 'test:W-A-1-1-', now)).toEqual({ remainingSeconds: 403 });
    note('T9', 125_000);
    expect(reopenedTime('T9', 'test:W-A-1-1-', now)).toEqual({ remainingSeconds: 125 });
  });

  it('says no figure for an attempt reopened whose time it cannot tell, or whose time is over', () => {
    expect(reopenedTime('T404', 'test:W-A-1-1-', now)).toEqual({ minutes: null });
    note('test:W-A-1-1-', -1000);
    expect(reopenedTime(undefined, 'test:W-A-1-1-', now)).toEqual({ minutes: null });
  });
});
