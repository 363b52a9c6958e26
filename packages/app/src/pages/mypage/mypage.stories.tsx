/**
 * My page's study screens: the real routes and pages over a fake /v2 at the network edge
 * (the MSW handlers of @buddy/mocks). The kit's stories show every component state; these show the pages putting them together.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { seoulMonth, shiftMonth } from '@buddy/domain';
import { mypageHandlers, SIGNED_IN, signedInAs, studyHandlers, type MypageOptions } from '@buddy/mocks';
import { AppStory, fakeApi } from '../../stories/app-story';

const meta = {
  title: 'App/My page',
  // A screen of the study area: visual baselines at 390, 900 and 1280 px (ADR 042).
  tags: ['screen'],
  component: AppStory,
  args: { path: '/study/mypage/learning' },
  parameters: { layout: 'fullscreen', ...fakeApi({ session: signedInAs('student01', ['EBP']) }) },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const member = { storage: SIGNED_IN };
const mypage = (options?: MypageOptions) => fakeApi({ mypage: mypageHandlers(options) });
/** The recordings with the weeks' manuals, which name what each recording was of. */
const speech = (options?: MypageOptions) =>
  fakeApi({ mypage: mypageHandlers(options), study: studyHandlers() });
const THIS_MONTH = seoulMonth(new Date());
const monthTitle = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(4, 6))}월`;

/** /study/mypage opens the learning of the month, with the my-page menu. */
export const Learning: Story = {
  // The page's layout story: shot at every width where its layout changes (ADR 044).
  tags: ['layout'],
  name: 'Learning of the month',
  args: { ...member, path: '/study/mypage' },
  parameters: mypage(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '이달의 학습' })).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: '마이페이지 메뉴' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '이달의 학습',
      '출석부',
      '학습 리포트',
      '말하기 기록',
      '시험 기록',
      '1:1 문의',
      '메모',
    ]);
    await expect(nav.getByRole('link', { name: '이달의 학습' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: '메모' })).toHaveAttribute('href', '/study/mypage/memo');
    // The demo month (`demoMonth`): 22 units done over A-1-1, A-1-2 (Animals) and A-2-1.
    await expect(await canvas.findByText('22개')).toBeVisible();
    await expect(canvas.getByRole('region', { name: '공부한 주' })).toHaveTextContent('Animals');
    await expect(canvas.getByRole('heading', { name: monthTitle(THIS_MONTH) })).toBeVisible();
  },
};

/** Going back a month changes the address; the month before the demo history has no study. */
export const LearningEarlierMonths: Story = {
  name: 'Learning: earlier months',
  args: { ...member },
  parameters: mypage(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('22개');
    await userEvent.click(canvas.getByRole('button', { name: '이전 달' }));
    await expect(
      await canvas.findByRole('heading', { name: monthTitle(shiftMonth(THIS_MONTH, -1)) }),
    ).toBeVisible();
    await expect(await canvas.findByText(/아직 공부한 기록이 없어요/)).toBeVisible();
  },
};

export const LearningLoading: Story = {
  name: 'Learning: loading',
  args: { ...member },
  parameters: mypage({ hold: 'learning' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('불러오는 중이에요');
  },
};

export const LearningError: Story = {
  name: 'Learning: error',
  args: { ...member },
  parameters: mypage({ fail: 'learning' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      '불러오지 못했어요',
    );
    await expect(canvas.getByRole('button', { name: '다시 불러오기' })).toBeVisible();
  },
};

export const Attendance: Story = {
  // The page's layout story: shot at every width where its layout changes (ADR 044).
  tags: ['layout'],
  args: { ...member, path: '/study/mypage/attendance' },
  parameters: mypage(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '출석부' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: `${monthTitle(THIS_MONTH)} 출석 달력` });
    await waitFor(() => expect(within(table).getAllByText('출석')).toHaveLength(9));
    await expect(canvas.getByText('이번 달 출석 9일')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다음 달' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvasElement.querySelector('[aria-current="date"]')).not.toBeNull();
  },
};

export const AttendanceEmpty: Story = {
  name: 'Attendance: empty',
  args: { ...member, path: '/study/mypage/attendance' },
  parameters: mypage({ empty: true }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('이번 달에는 아직 출석한 날이 없어요.'),
    ).toBeVisible();
  },
};

export const AttendanceError: Story = {
  name: 'Attendance: error',
  // The same kit state as the learning page's has a baseline; this one is checked by its play alone.
  tags: ['!screen'],
  args: { ...member, path: '/study/mypage/attendance' },
  parameters: mypage({ fail: 'attendance' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Report: Story = {
  // The page's layout story: shot at every width where its layout changes (ADR 044).
  tags: ['layout'],
  args: { ...member, path: '/study/mypage/report' },
  parameters: mypage(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '학습 리포트' })).toBeVisible();
    await expect(await canvas.findByRole('meter', { name: '학습 진도율' })).toHaveAttribute(
      'aria-valuenow',
      '52',
    );
    await expect(canvas.getByRole('region', { name: '종합 의견' })).toHaveTextContent('아주 훌륭해요');
    await expect(canvas.getByRole('table', { name: '시험별 점수' })).toBeInTheDocument();
    // The words on the spaced review's schedule (issue 30): the demo member's 15, 4 of them due now.
    await expect(canvas.getByRole('region', { name: '기억한 단어' })).toHaveTextContent(
      '단어 15개 중 11개를 기억하고 있어요.',
    );
  },
};

export const ReportEmpty: Story = {
  name: 'Report: empty',
  args: { ...member, path: '/study/mypage/report' },
  parameters: mypage({ empty: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('이번 달에 본 시험이 없어요.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: '기억한 단어' })).toHaveTextContent(
      '단어 학습을 끝내면, 배운 단어를 얼마나 기억하는지 여기에 나와요.',
    );
  },
};

export const ReportLoading: Story = {
  name: 'Report: loading',
  // The same kit state as the learning page's has a baseline; this one is checked by its play alone.
  tags: ['!screen'],
  args: { ...member, path: '/study/mypage/report' },
  parameters: mypage({ hold: 'report' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

export const Speech: Story = {
  // The page's layout story: shot at every width where its layout changes (ADR 044).
  tags: ['layout'],
  args: { ...member, path: '/study/mypage/speech' },
  parameters: speech(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '말하기 기록' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: '녹음 파일 목록' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('link', { name: '전체 내려받기' })).toBeVisible();
    // The second page holds the four oldest; the address keeps the page.
    await userEvent.click(canvas.getByRole('link', { name: '2 페이지' }));
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(5));
    // A row says what was recorded (the unit's title and kind from the week's manual), where and when: no file name.
    const first = within(canvas.getByRole('table')).getAllByRole('row')[1]!;
    await waitFor(() => expect(within(first).getByRole('rowheader')).toHaveTextContent(/^Say It/));
    await expect(first).toHaveTextContent('말하기 · A코스 1단계 1주 1일차 3번 활동');
    await expect(first).toHaveTextContent('2026년 3월 5일 오전 10:15');
    await expect(first).not.toHaveTextContent('.webm');
    await userEvent.click(canvas.getByRole('button', { name: 'Say It (2026년 3월 2일 오전 10:15) 듣기' }));
    await expect(
      canvas.getByRole('button', { name: 'Say It (2026년 3월 2일 오전 10:15) 멈추기' }),
    ).toBeVisible();
  },
};

export const SpeechSearch: Story = {
  name: 'Speech: search',
  // Checked by its play: the list's look is the speech page's baseline.
  tags: ['!screen'],
  args: { ...member, path: '/study/mypage/speech' },
  parameters: mypage(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('searchbox', { name: '코스·단계·주로 녹음 찾기' });
    await userEvent.type(field, 'A-1-2{Enter}');
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(8));
    await userEvent.type(canvas.getByRole('searchbox', { name: '코스·단계·주로 녹음 찾기' }), '-9{Enter}');
    await expect(await canvas.findByText('찾는 녹음 파일이 없어요.')).toBeVisible();
  },
};

export const SpeechEmpty: Story = {
  name: 'Speech: empty',
  args: { ...member, path: '/study/mypage/speech' },
  parameters: mypage({ empty: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/아직 녹음한 파일이 없어요/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '전체 내려받기' })).toBeNull();
  },
};

export const SpeechError: Story = {
  name: 'Speech: error',
  // The same kit state as the learning page's has a baseline; this one is checked by its play alone.
  tags: ['!screen'],
  args: { ...member, path: '/study/mypage/speech' },
  parameters: mypage({ fail: 'recordings' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const SpeechMobile: Story = {
  name: 'Speech: mobile',
  args: { ...member, path: '/study/mypage/speech' },
  parameters: speech({ recordingCount: 3 }),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: '녹음 파일 목록' });
    await expect(table).toBeVisible();
    // On a phone the whole row fits: no sideways scroll, and every play button is on the screen.
    const scroller = table.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    for (const button of within(table).getAllByRole('button', { name: /듣기/ })) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

/** The attempt history (issue 30): every test and quiz, newest first, each opening its result. */
export const Tests: Story = {
  // The page's layout story: shot at every width where its layout changes (ADR 044).
  tags: ['layout'],
  args: { ...member, path: '/study/mypage/tests' },
  parameters: mypage({ attemptCount: 5 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '시험 기록' })).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: '마이페이지 메뉴' }));
    await expect(nav.getByRole('link', { name: '시험 기록' })).toHaveAttribute('aria-current', 'page');
    const table = await canvas.findByRole('table', { name: '시험 기록 목록' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(6);
    // student01's weekly test (DEMO_TESTS): one slip, 7 minutes, the day after the week's fifth day.
    const first = rows[1]!;
    await expect(within(first).getByRole('rowheader')).toHaveTextContent(/^A코스 1단계 1주 주간 테스트/);
    await expect(first).toHaveTextContent('90점');
    await expect(first).toHaveTextContent('7분');
    const when = '2026년 11월 13일 오후 4:10';
    await expect(
      within(first).getByRole('link', { name: `A코스 1단계 1주 주간 테스트 (${when}) 결과 보기` }),
    ).toHaveAttribute('href', '/tests?type=W&course=A&step=1&week=1&display=R&tstCd=T-DEMO-1');
    // A quiz opens under the test it retries; a paper marked after its time says so.
    await expect(within(table).getByRole('link', { name: /^A코스 1단계 2주 오답 퀴즈/ })).toHaveAttribute(
      'href',
      '/incorrectQuizTests?tstCd=T-DEMO-OLD-3&display=R&quizCd=T-DEMO-OLD-2',
    );
    await expect(within(table).getByText(/시간이 끝나 채점/)).toBeVisible();
    await expect(canvas.getByText('모두 5번')).toBeVisible();
  },
};

/** Twelve attempts make two pages; the address keeps the page, and the oldest is the first level test. */
export const TestsPages: Story = {
  name: 'Tests: pages',
  tags: ['!screen'],
  args: { ...member, path: '/study/mypage/tests' },
  parameters: mypage(),
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '시험 기록 목록' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('link', { name: '2 페이지' }));
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    const last = within(canvas.getByRole('table')).getAllByRole('row')[2]!;
    await expect(within(last).getByRole('rowheader')).toHaveTextContent(/^2학년 레벨 테스트/);
    await expect(
      within(last).getByRole('link', { name: /^2학년 레벨 테스트 .* 결과 보기$/ }),
    ).toHaveAttribute('href', '/tests?type=L&grade=2&display=R&tstCd=T-DEMO-OLD-11');
  },
};

/** A test under way has no score and goes on where it was; on a phone the row fits without a sideways scroll. */
export const TestsTaking: Story = {
  name: 'Tests: one under way (phone)',
  tags: ['!screen'],
  args: { ...member, path: '/study/mypage/tests' },
  parameters: mypage({ attemptCount: 3, taking: true }),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '시험 기록 목록' });
    const first = within(table).getAllByRole('row')[1]!;
    await expect(first).toHaveTextContent('보는 중');
    await expect(within(first).getByRole('link', { name: /이어서 보기$/ })).toHaveAttribute(
      'href',
      '/tests?type=W&course=A&step=1&week=2',
    );
    // The date and the time taken sit under the name on a phone; the links are on the screen and 44 px high.
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    await expect(table.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    for (const link of within(table).getAllByRole('link')) {
      const box = link.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const TestsEmpty: Story = {
  name: 'Tests: none yet (desktop)',
  tags: ['!screen'],
  args: { ...member, path: '/study/mypage/tests' },
  parameters: mypage({ empty: true }),
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/아직 본 시험이 없어요/)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const TestsLoading: Story = {
  name: 'Tests: loading',
  tags: ['!screen'],
  args: { ...member, path: '/study/mypage/tests' },
  parameters: mypage({ hold: 'attempts' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('불러오는 중이에요');
  },
};

export const TestsError: Story = {
  name: 'Tests: error',
  tags: ['!screen'],
  args: { ...member, path: '/study/mypage/tests' },
  parameters: mypage({ fail: 'attempts' }),
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      '불러오지 못했어요',
    );
    await expect(canvas.getByRole('button', { name: '다시 불러오기' })).toBeVisible();
  },
};
