/**
 * The test-paper screens of the app: the real routes and pages over a fake /v2 at the network edge
 * (the MSW handlers of @buddy/mocks). The kit's own stories show every component state; these show how the app puts them together.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  http,
  QUESTIONS,
  resultPaper,
  SIGNED_IN,
  signedInAs,
  testPaperHandlers,
  type TestPaperOptions,
} from '@buddy/mocks';
import { AppStory, fakeApi } from '../../stories/app-story';
import { ATTEMPT_KEY_PREFIX, VISITOR_KEY, type CoinsEarned } from '@buddy/api';
import { COIN_HELD_MESSAGES } from '@buddy/domain';

const meta = {
  title: 'App/Test paper',
  // A screen of the test paper: visual baselines at 390, 900 and 1280 px (ADR 042).
  tags: ['screen'],
  component: AppStory,
  args: { path: '/tests' },
  parameters: { layout: 'fullscreen', ...fakeApi({ session: signedInAs('student01', ['EBP']) }) },
  // The browser copies of attempts and a visitor's registration live in real web storage: start every story clean.
  beforeEach: () => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(ATTEMPT_KEY_PREFIX)) localStorage.removeItem(key);
    }
    sessionStorage.removeItem(VISITOR_KEY);
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const member = { storage: SIGNED_IN };
const tests = (options?: TestPaperOptions) => fakeApi({ tests: testPaperHandlers(options) });
const WEEKLY = '/tests?type=W&course=A&step=1&week=1';

/** The coin celebration's place beside the score (there when the submit paid, even before its card loads). */
const coinsShown = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="result-coins"]');

/** Submit (past the unanswered questions' confirm) and wait for the marked paper. */
async function submitPaper(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: '제출하기' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }));
  return canvas.findByRole('region', { name: '시험 결과' }, { timeout: 5000 });
}

export const Intro: Story = {
  // The page's layout story: shot at every width where its layout changes (ADR 044).
  tags: ['layout'],
  name: 'Intro (member, weekly test)',
  args: { ...member, path: WEEKLY },
  parameters: tests(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '시험 전 확인하세요' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Weekly Test' })).toBeVisible();
    await expect(canvas.getByText('A코스 1단계 1주')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '인쇄하기' })).toBeNull();
  },
};

/** START loads the paper; an answer shows as saved in the answer sheet. */
export const Taking: Story = {
  // The page's layout story: shot at every width where its layout changes (ADR 044).
  tags: ['layout'],
  name: 'Taking (START, answer, saved)',
  args: { ...member, path: WEEKLY },
  parameters: tests(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'START' }));
    const sheet = await canvas.findByRole('complementary', { name: '답안지' });
    await expect(canvas.getByRole('timer', { name: '남은 시간' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('radio', { name: /1번\s+apple/ }));
    await waitFor(() =>
      expect(sheet.querySelector('[data-slot="answer-row"] [data-slot="save-state"]')).toHaveAttribute(
        'data-state',
        'saved',
      ),
    );
    await expect(within(sheet).getByText('1/4')).toBeVisible();
  },
};

/**
 * Two tabs, one answer (issue 30, defect 3): another tab saved ① for question 1 first, so the server keeps it over
 * this tab's ②. This tab shows ① (saved) and says so under the question, until the child picks again.
 */
export const AnswerKeptElsewhere: Story = {
  name: 'Taking, an answer another tab saved first',
  tags: ['!screen'],
  args: { ...member, path: WEEKLY },
  parameters: tests({ keptAnswers: { 1: ['1'] } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'START' }));
    const sheet = await canvas.findByRole('complementary', { name: '답안지' });
    const second = new RegExp(`2번\\s+${QUESTIONS[0]!.shetss[1]!.shetsText}`);
    await userEvent.click(await canvas.findByRole('radio', { name: second }));
    await expect(
      await canvas.findByText(
        '다른 창에서 고른 답이 먼저 저장되어 그 답으로 바꿨어요. 다시 고르면 새 답이 저장돼요.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /1번\s+apple/ })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('radio', { name: second })).toHaveAttribute('aria-checked', 'false');
    await expect(sheet.querySelector('[data-slot="answer-row"] [data-slot="save-state"]')).toHaveAttribute(
      'data-state',
      'saved',
    );
  },
};

/** Resumed from the address (tstCd): no intro, the saved answers back; one answer still on its way. */
export const Resumed: Story = {
  name: 'Taking, resumed with a save on its way',
  args: {
    ...member,
    path: `${WEEKLY}&tstCd=T1`,
  },
  parameters: tests({
    holdAnswers: true,
    loaded: {
      savedAnswrs: [
        { questnSeq: 1, answrs: ['1'], rev: 1, savedAt: 0 },
        { questnSeq: 3, answrs: ['have'], rev: 4, savedAt: 0 },
      ],
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sheet = await canvas.findByRole('complementary', { name: '답안지' });
    await expect(await canvas.findByRole('radio', { name: /1번\s+apple/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: '3번 답 쓰기' })).toHaveValue('have');
    await userEvent.click(
      canvas.getByRole('radio', { name: new RegExp(`2번\\s+${QUESTIONS[3]!.shetss[1]!.shetsText}`) }),
    );
    await waitFor(() => expect(sheet.querySelectorAll('[data-state="saving"]')).toHaveLength(1));
    await expect(within(sheet).getByText('3/4')).toBeVisible();
  },
};

export const UnansweredConfirm: Story = {
  name: 'Submit with unanswered questions',
  args: { ...member, path: `${WEEKLY}&tstCd=T1` },
  parameters: tests(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '제출하기' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('4개 문제를 풀지 않았습니다. 그래도 제출하시겠습니까?');
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await expect(canvas.getByRole('complementary', { name: '답안지' })).toBeVisible();
  },
};

export const SubmitFailed: Story = {
  name: 'Submit failed',
  args: { ...member, path: `${WEEKLY}&tstCd=T1` },
  parameters: tests({ fail: { call: 'answr', status: 500, message: '서버 오류가 발생했습니다.' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '제출하기' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }),
    );
    const failure = await screen.findByRole('alertdialog');
    await waitFor(() =>
      expect(failure).toHaveTextContent(
        '서버와의 통신중 에러가 발생했습니다. 다시시도 해주세요. 에러 내용: 서버 오류가 발생했습니다.',
      ),
    );
    await userEvent.click(within(failure).getByRole('button', { name: '확인' }));
    // Under the sheet's submit (the one after the last question, for phones, is hidden on a desktop).
    const sheet = canvas.getByRole('complementary', { name: '답안지' });
    await expect(await within(sheet).findByText('서버 오류가 발생했습니다.')).toBeVisible();
  },
};

export const Result: Story = {
  // The page's layout story: shot at every width where its layout changes (ADR 044).
  tags: ['layout'],
  name: 'Result with explanations',
  args: { ...member, path: `${WEEKLY}&display=R&tstCd=T1` },
  parameters: tests(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await canvas.findByRole('region', { name: '시험 결과' });
    await expect(within(summary).getByText('4문제 중 2문제 맞았어요')).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.queryByRole('complementary', { name: '답안지' })).toBeNull();
    // Marked before (no submit here): no coins to celebrate.
    await expect(coinsShown(canvasElement)).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: '해설 보기' }));
    await expect(canvas.getByText(resultPaper().questns[0]!.questnTrans!)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '틀린 문제 다시 풀기 (2문제)' })).toHaveAttribute(
      'href',
      '/incorrectQuizTests?tstCd=T1',
    );
  },
};

/**
 * Submitted here: the submit's answer says it paid the weekly test's band (10 coins for 50 points), and the result
 * celebrates it beside the score: the mascot, '+10 코인', what was finished, read politely.
 */
export const ResultWithCoins: Story = {
  name: 'Result with coins (submitted here)',
  args: { ...member, path: `${WEEKLY}&tstCd=T1` },
  parameters: tests(),
  play: async ({ canvasElement }) => {
    await submitPaper(canvasElement);
    const canvas = within(canvasElement);
    const reason = await canvas.findByText('시험에서 좋은 점수를 받았어요', {}, { timeout: 5000 });
    const celebration = reason.closest<HTMLElement>('[data-slot="coin-celebration"]');
    await expect(celebration).not.toBeNull();
    await expect(
      (celebration as HTMLElement).querySelector('[data-slot="coin-celebration-amount"]'),
    ).toHaveTextContent(/^\+10\s*코인$/);
    await waitFor(() =>
      expect(within(celebration as HTMLElement).getByRole('status')).toHaveTextContent(
        '시험에서 좋은 점수를 받았어요. 10 코인을 받았어요.',
      ),
    );
  },
};

/** The paper's calls, with a submit the server answers with this score and these coins. */
const submitAnswered = (tstScore: number, coinsEarned: CoinsEarned) =>
  fakeApi({
    tests: [
      http.post('/study-course/tests/answr', ({ response }) =>
        response(200).json({
          result: { tstCd: 'T1', tstScore, submittedAt: Date.now(), late: false, coinsEarned },
        }),
      ),
      ...testPaperHandlers(),
    ],
  });

/**
 * A monthly test the time ran out on with one answer given: the cheer says it was marked as far as it went and how
 * many were left, never that it was finished (issue 30, defect 7).
 */
export const ResultUnfinished: Story = {
  name: 'Result, time ran out with questions unanswered',
  tags: ['!screen'],
  args: { ...member, path: `${WEEKLY}&display=R&tstCd=T1` },
  parameters: fakeApi({
    tests: [
      http.post('/study-course/tests/result/paper', ({ response }) =>
        response(200).json({
          result: resultPaper({ 1: resultPaper().questns[0]!.corrAnswrs }, { tstScore: 25 }),
        }),
      ),
      ...testPaperHandlers(),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('푼 만큼 채점했어요')).toBeVisible();
    await expect(canvas.getByText(/풀지 못한 문제가 3개 있어요/)).toBeVisible();
    await expect(canvas.queryByText('끝까지 풀어서 멋져요!')).toBeNull();
  },
};

/** A submit the server paid nothing for (the test already paid, or the day's cap reached): the result alone. */
export const ResultWithoutCoins: Story = {
  name: 'Result, the submit paid nothing',
  // Checked by its play: its screen differs from the paid result's only by the celebration (baselines' cap).
  tags: ['!screen'],
  args: { ...member, path: `${WEEKLY}&tstCd=T1` },
  parameters: submitAnswered(50, { total: 0, entries: [] }),
  play: async ({ canvasElement }) => {
    const summary = await submitPaper(canvasElement);
    await expect(within(summary).getByText('4문제 중 2문제 맞았어요')).toBeVisible();
    await expect(coinsShown(canvasElement)).toBeNull();
    // A result just made reacts (ADR 075): stars by the score, and the sound switch beside them.
    await expect(canvasElement.querySelector('[data-slot="cheer"][data-kind="done"]')).not.toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: /효과음/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A submit below the paying bands (ADR 057): no coins, and a quiet line says from which score they come. */
export const ResultBelowTheBands: Story = {
  // Checked by its play: the note is the state, and a shot of the page would repeat the page's (ADR 044).
  tags: ['!screen'],
  name: 'Result, below the paying bands',
  args: { ...member, path: `${WEEKLY}&tstCd=T1` },
  parameters: submitAnswered(25, {
    total: 0,
    entries: [],
    held: { code: 'TEST_LOW_SCORE', message: COIN_HELD_MESSAGES.TEST_LOW_SCORE },
  }),
  play: async ({ canvasElement }) => {
    await submitPaper(canvasElement);
    const held = await within(canvasElement).findByText(COIN_HELD_MESSAGES.TEST_LOW_SCORE);
    await expect(held).toHaveAttribute('role', 'status');
    await expect(canvasElement.querySelector('[data-slot="coin-celebration"]')).toBeNull();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { ...member, path: `${WEEKLY}&tstCd=T1` },
  parameters: tests({ fail: { call: 'load', status: 500, message: '서버 오류가 발생했습니다.' } }),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      '서버와의 통신중 에러가 발생했습니다. [에러 내용] 서버 오류가 발생했습니다.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    const failure = await screen.findByRole('alert');
    await expect(failure).toHaveTextContent('시험지를 불러오지 못했어요');
    await expect(failure).toHaveTextContent('서버 오류가 발생했습니다.');
    await expect(within(failure).getByRole('button', { name: '다시 시도' })).toBeVisible();
    await expect(within(failure).getByRole('link', { name: '학습 홈으로' })).toHaveAttribute(
      'href',
      '/study',
    );
  },
};

/** The marked paper does not come: its failure with a retry that asks again, and the way home. */
export const ResultFailed: Story = {
  name: 'Result failed',
  args: { ...member, path: `${WEEKLY}&display=R&tstCd=T1` },
  parameters: tests({ fail: { call: 'result', status: 500, message: '서버 오류가 발생했습니다.' } }),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('[에러 내용] 서버 오류가 발생했습니다.');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    const failure = await screen.findByRole('alert');
    await expect(failure).toHaveTextContent('결과를 불러오지 못했어요');
    await expect(within(failure).getByRole('link', { name: '학습 홈으로' })).toBeVisible();
    await userEvent.click(within(failure).getByRole('button', { name: '다시 시도' }));
    // The retry asks for the result again, which fails again.
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('서버 오류가 발생했습니다.');
  },
};

/**
 * The server refuses a member type that may not take tests (403; a status changed since the page opened, since the
 * route sends such a member to /study/ignore): §8's question-load failure with the alert in it, no retry.
 */
export const MemberTypeRefused: Story = {
  name: 'Member type refused',
  args: { ...member, path: WEEKLY },
  parameters: tests({ fail: { call: 'load', status: 403, message: '지도휴회(취소) 회원입니다.' } }),
  play: async ({ canvasElement }) => {
    const failure = '서버와의 통신중 에러가 발생했습니다. [에러 내용] 지도휴회(취소) 회원입니다.';
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'START' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(failure);
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await expect(await screen.findByRole('link', { name: '학습 홈으로' })).toBeVisible();
    await expect(screen.getByRole('alert')).toHaveTextContent(failure);
    await expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  },
};

export const Preview: Story = {
  // The page's layout story: shot at every width where its layout changes (ADR 044).
  tags: ['layout'],
  args: { ...member, path: '/tests?questnCd=W-A-1-1&token=preview' },
  parameters: tests(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(QUESTIONS[0]!.questnText)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '시험 전 확인하세요' })).toBeNull();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.queryByRole('complementary', { name: '답안지' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '인쇄하기' })).toBeNull();
    // The same term as the test's own header: 과정, not 코스 (issue 30, defect 7).
    await expect(canvas.getByText('과정')).toBeVisible();
    await expect(canvas.queryByText('코스', { exact: true })).toBeNull();
  },
};

export const PreviewFailed: Story = {
  name: 'Preview failed',
  args: { ...member, path: '/tests?questnCd=W-A-1-1&token=preview' },
  parameters: tests({ fail: { call: 'preview', status: 404, message: '문제를 찾을 수 없습니다.' } }),
  play: async ({ canvasElement }) => {
    const failure = await within(canvasElement).findByRole('alert');
    await expect(failure).toHaveTextContent(
      '서버와의 통신중 에러가 발생했습니다. [에러 내용] 문제를 찾을 수 없습니다.',
    );
    // A bad token has a way out (issue 30, defect 7).
    await expect(within(failure).getByRole('link', { name: '학습 홈으로' })).toHaveAttribute(
      'href',
      '/study',
    );
  },
};

export const VisitorRegistration: Story = {
  // The page's layout story: shot at every width where its layout changes (ADR 044).
  tags: ['layout'],
  name: 'Visitor: level-test registration',
  args: { path: '/tests' },
  parameters: tests(),
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: '레벨 테스트' });
    await userEvent.type(within(form).getByLabelText(/^이름/), '김하늘');
    await userEvent.click(within(form).getByRole('button', { name: '레벨 테스트 시작하기' }));
    const dialog = await screen.findByRole('alertdialog', { name: '레벨 테스트 신청' });
    await expect(dialog).toHaveTextContent('학교 항목을 확인해주세요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(within(form).getByLabelText(/^학교/)).toHaveFocus());
  },
};

export const InvalidAddress: Story = {
  args: { ...member, path: '/tests?type=W&course=A' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: '시험 정보를 확인해주세요' }),
    ).toBeVisible();
  },
};
