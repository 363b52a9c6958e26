/**
 * The test-paper screens at the widths a child uses (issue 13): the submit after the last question on a phone, the
 * result's words and columns, and the visitor's level test with its way home. Same fake /v2 as tests.stories.tsx.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { http, SIGNED_IN, signedInAs, testPaperHandlers } from '@buddy/mocks';
import { ATTEMPT_KEY_PREFIX, saveVisitor, VISITOR_KEY, type ResultPaper } from '@buddy/api';
import { AppStory, fakeApi } from '../../stories/app-story';

const meta = {
  title: 'App/Test paper/Layout',
  // A screen of the test paper: visual baselines at 390, 900 and 1280 px (ADR 042).
  tags: ['screen'],
  component: AppStory,
  args: { path: '/tests' },
  parameters: { layout: 'fullscreen', ...fakeApi({ session: signedInAs('student01', ['EBP']) }) },
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
const tests = () => fakeApi({ tests: testPaperHandlers() });
const WEEKLY = '/tests?type=W&course=A&step=1&week=1';
const mobile = { viewport: { value: 'mobile' } };

/** On a phone the sheet's submit is in the closed drawer: the same submit and confirm come after the last question. */
export const MobileSubmitAfterLastQuestion: Story = {
  name: 'Mobile: submit after the last question',
  args: { ...member, path: `${WEEKLY}&tstCd=T1` },
  parameters: tests(),
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: '제출하기' });
    const cards = canvasElement.querySelectorAll('[data-slot="question-card"]');
    await expect(submit.getBoundingClientRect().top).toBeGreaterThan(
      cards[cards.length - 1]!.getBoundingClientRect().bottom,
    );
    await expect(canvas.getAllByRole('button', { name: '제출하기' })).toHaveLength(1);
    await userEvent.click(submit);
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('4개 문제를 풀지 않았습니다. 그래도 제출하시겠습니까?');
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
  },
};

/** A marked weekly paper of `right` of 5 questions right (the score 20 points a question). */
function marked(right: number): ResultPaper {
  const questns: ResultPaper['questns'] = [1, 2, 3, 4, 5].map((seq) => ({
    questnSeq: seq,
    questnTp: 'MC',
    questnDpTp: 'A',
    questnText: '그림을 보고 처음 만난 친구에게 하는 인사로 알맞은 말을 고르세요. 어떻게 시작하나요?',
    shetss: ['Hello!', 'Goodbye!', 'Sorry.'].map((shetsText, index) => ({
      shetsSeq: index + 1,
      shetsText,
      shetsImageUrl: null,
    })),
    questnAnswrCnt: 1,
    grpText: null,
    questnAudUrl: `/media/question-${seq}.mp3`,
    grpAudUrl: null,
    exmpls: null,
    tstRst: seq <= right ? 'Y' : 'N',
    corrAnswrs: ['1'],
    stdntAnswrs: [seq <= right ? '1' : '2'],
    questnTrans: '안녕!',
    questnCmmtry: '처음 만나면 Hello!라고 인사해요.',
    questnRelTxtBook: 'A코스 1단계 1주 2일차',
  }));
  return {
    questnCd: 'W-A-1-1',
    tstCd: 'T1',
    stdTstTp: 'W',
    quiz: false,
    title: 'Weekly Test',
    stdCourse: 'A',
    stdStep: 1,
    stdWeek: 1,
    lvtGrd: null,
    questnMstm: 10,
    memNm: '김민준',
    memShl: '버디초등학교',
    memGd: '3',
    tstScore: right * 20,
    submittedAt: Date.now(),
    late: false,
    incorrectCount: 5 - right,
    questns,
  };
}

const resultOf = (right: number) =>
  fakeApi({
    tests: [
      http.post('/study-course/tests/result/paper', ({ response }) =>
        response(200).json({ result: marked(right) }),
      ),
      ...testPaperHandlers(),
    ],
  });
const RESULT = `${WEEKLY}&display=R&tstCd=T1`;

/** The mascot's cheer for the grade, its words and where it stands. */
async function cheerOf(canvasElement: HTMLElement, words: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('region', { name: '시험 결과' }, { timeout: 5000 });
  const cheer = canvas.getByRole('region', { name: words });
  await expect(cheer).toBeVisible();
  await expect(cheer.querySelector('[data-slot="mascot"]')).not.toBeNull();
  const list = canvas.getByRole('region', { name: '문제' });
  return { cheer: cheer.getBoundingClientRect(), list: list.getBoundingClientRect() };
}

/**
 * Grade a (100 points) at 1280 px: the cheer and its mascot fill the right column beside the questions, and the end
 * buttons stand centred under the questions' 700 px column, not the page's 1120.
 */
export const ResultGradeA: Story = {
  name: 'Result: grade a, desktop',
  args: { ...member, path: RESULT },
  parameters: resultOf(5),
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const { cheer, list } = await cheerOf(canvasElement, '정말 잘했어요! 최고예요!');
    await expect(cheer.left).toBeGreaterThanOrEqual(list.right);
    await expect(cheer.top).toBeLessThan(list.top + 10);
    const footer = canvasElement.querySelector('[data-slot="test-paper-footer"]')!.getBoundingClientRect();
    await expect(Math.abs(footer.left + footer.width / 2 - (list.left + list.width / 2))).toBeLessThan(2);
  },
};

export const ResultGradeB: Story = {
  name: 'Result: grade b, desktop',
  args: { ...member, path: RESULT },
  parameters: resultOf(4),
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await cheerOf(canvasElement, '잘했어요! 조금만 더 힘내요!');
    await expect(within(canvasElement).getByText(/틀린 문제를 한 번 더 보면/)).toBeVisible();
  },
};

/**
 * Grade c (40 points) on a phone: the cheer above the questions; each title uses the card's width (the mark and the
 * listen button wrap under it) and wraps by words.
 */
export const MobileResultGradeC: Story = {
  name: 'Mobile: result, grade c',
  args: { ...member, path: RESULT },
  parameters: resultOf(2),
  globals: mobile,
  play: async ({ canvasElement }) => {
    const { cheer, list } = await cheerOf(canvasElement, '끝까지 풀어서 멋져요!');
    await expect(cheer.bottom).toBeLessThanOrEqual(list.top);
    for (const card of canvasElement.querySelectorAll<HTMLElement>('[data-slot="question-card"]')) {
      const title = card.querySelector('h2')!;
      await expect(title.getBoundingClientRect().width).toBeGreaterThan(card.clientWidth / 2);
      await expect(getComputedStyle(title).wordBreak).toBe('keep-all');
    }
  },
};

/** Before START on a desktop: the intro card stands centred on the page, not left with a blank third. */
export const IntroCentred: Story = {
  name: 'Intro centred, desktop',
  args: { ...member, path: WEEKLY },
  parameters: tests(),
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const intro = await canvas.findByRole('region', { name: '시험 전 확인하세요' });
    const page = canvasElement.querySelector('[data-slot="test-paper-layout"]')!.getBoundingClientRect();
    const card = intro.getBoundingClientRect();
    await expect(Math.abs(card.left + card.width / 2 - (page.left + page.width / 2))).toBeLessThan(2);
    // The header names the place once: '과정 A코스 1단계 1주', never '코스 A코스'.
    const header = canvasElement.querySelector<HTMLElement>('[data-slot="test-header"]')!;
    await expect(within(header).getByText('과정')).toBeVisible();
    await expect(header).not.toHaveTextContent(/코스\s*[A-G]코스/);
  },
};

/**
 * A visitor on a phone (no sign-in): the logo leads home, and the registration card keeps its distance from the
 * screen's edges.
 */
export const MobileVisitorRegistration: Story = {
  name: 'Mobile: visitor registration with the logo home',
  args: { path: '/tests' },
  parameters: tests(),
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: '레벨 테스트' });
    await expect(canvas.getByRole('link', { name: '버디잉글리시 홈' })).toHaveAttribute('href', '/');
    const card = form.parentElement!.getBoundingClientRect();
    await expect(card.left).toBeGreaterThanOrEqual(16);
    await expect(canvasElement.ownerDocument.documentElement.clientWidth - card.right).toBeGreaterThanOrEqual(
      16,
    );
  },
};

/** A registered visitor's level test: the header says the grade under '학년' (a level test has no course). */
export const VisitorLevelTestHeader: Story = {
  name: 'Visitor: level test header',
  args: { path: '/tests' },
  parameters: tests(),
  beforeEach: () => {
    saveVisitor(sessionStorage, {
      lvtCdtId: 'C1',
      token: 'visitor-token',
      name: '김하늘',
      school: '버디초등학교',
      grade: 3,
      expiresAt: Date.now() + 60 * 60_000,
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: '시험 전 확인하세요' });
    const header = canvasElement.querySelector<HTMLElement>('[data-slot="test-header"]')!;
    await expect(within(header).getByRole('heading', { level: 1, name: 'Level Test' })).toBeVisible();
    await expect(within(header).getByText('학년')).toBeVisible();
    await expect(within(header).getByText('3학년')).toBeVisible();
    await expect(within(header).queryByText('코스')).toBeNull();
    await expect(canvas.getByRole('link', { name: '버디잉글리시 홈' })).toHaveAttribute('href', '/');
  },
};
