/**
 * A test in progress reopened in another tab or browser (no note of it in this tab's session): the intro asks the
 * server (GET tests/in-progress) and says the time left, never the test's full 10분; a new attempt still says it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { http, never, signedInAs, testPaperHandlers } from '@buddy/mocks';
import { fakeBackend } from '@buddy/mocks/browser';
import { renderScreen, unmountScreen } from '../../app/screen-test';
import { createAppRoutes } from '../../routes/routes';

const TEST_ADDRESS = '/tests?type=W&course=A&step=1&week=1';

afterEach(async () => {
  await unmountScreen();
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith('buddy.deadline.')) sessionStorage.removeItem(key);
  }
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

describe('given a weekly test started in another tab with 6:43 left', () => {
  it('opened from the study home (no code in the address), the intro says the time left', async () => {
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('buddy.deadline.'))).toEqual([]);
    await open(TEST_ADDRESS, testPaperHandlers({ inProgress: 403 }));
    await expect.element(firstRule()).toHaveTextContent('남은 시간은 6분 43초입니다.');
    await expect.element(page.getByText(/시험 시간은 10분/)).not.toBeInTheDocument();
  });

  it('opened with its code but no note here, the intro says the time left while the paper loads', async () => {
    await open(`${TEST_ADDRESS}&tstCd=T1`, [
      http.post('/study-course/tests/load', never),
      ...testPaperHandlers({ inProgress: 403 }),
    ]);
    await expect.element(firstRule()).toHaveTextContent('남은 시간은 6분 43초입니다.');
    await expect.element(page.getByText(/시험 시간은 10분/)).not.toBeInTheDocument();
  });

  it('says no figure while the server has not answered, never the test’s 10분', async () => {
    await open(TEST_ADDRESS, [http.get('/study-course/tests/in-progress', never), ...testPaperHandlers()]);
    await expect.element(firstRule()).toHaveTextContent('시험 시간을 확인하고 있어요.');
    await expect.element(page.getByText(/10분/)).not.toBeInTheDocument();
  });
});

describe('given an attempt left open past its deadline (issue 30, defect 2)', () => {
  it('not marked yet, the intro says its time is over and its button opens the result', async () => {
    await open(TEST_ADDRESS, testPaperHandlers({ inProgress: 0 }));
    await expect
      .element(firstRule())
      .toHaveTextContent('시험 시간이 끝났습니다. 시간 안에 저장된 답으로 채점합니다.');
    await expect.element(page.getByRole('button', { name: '결과 보기' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'START' })).not.toBeInTheDocument();
  });

  it('marked by the server since, this tab’s stale note gives way to the test’s time', async () => {
    sessionStorage.setItem('buddy.deadline.test:W-A-1-1-', String(Date.now() - 60_000));
    await open(TEST_ADDRESS, testPaperHandlers());
    await expect.element(firstRule()).toHaveTextContent('시험 시간은 10분입니다.');
    await expect.element(page.getByText('시험 시간을 확인하고 있어요.')).not.toBeInTheDocument();
  });
});

describe('given no attempt in progress at the test', () => {
  it('says the test’s time for a new attempt', async () => {
    await open(TEST_ADDRESS, testPaperHandlers());
    await expect.element(firstRule()).toHaveTextContent('시험 시간은 10분입니다.');
  });

  it('says the test’s time when the server cannot tell', async () => {
    await open(
      TEST_ADDRESS,
      testPaperHandlers({ fail: { call: 'inProgress', status: 500, message: '서버 오류가 발생했습니다.' } }),
    );
    await expect.element(firstRule()).toHaveTextContent('시험 시간은 10분입니다.');
  });
});
