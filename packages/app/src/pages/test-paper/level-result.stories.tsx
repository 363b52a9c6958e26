/**
 * A marked level test's result (issue 30, ADR 074): the recommended start above the marked questions, with its
 * reasons and the result's link, for a member and for a visitor (who also gets the trial request). The real routes and
 * pages over the fake /v2 (@buddy/mocks: the demo report is B코스 1단계, 듣기 8/9). Every state at 390, 900 and 1280
 * px; none is shot (the baselines' folder is at its cap): the plays check what a parent sees.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  http,
  LATEST_LEVEL_REPORT,
  levelReportHandlers,
  resultPaper,
  SIGNED_IN,
  signedInAs,
  testPaperHandlers,
  type LevelReportOptions,
} from '@buddy/mocks';
import { ATTEMPT_KEY_PREFIX, saveVisitor, VISITOR_KEY } from '@buddy/api';
import { AppStory, fakeApi } from '../../stories/app-story';

const meta = {
  title: 'App/Test paper/Level result',
  tags: ['!screen'],
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
type Viewport = 'mobile' | 'narrow' | 'desktop';
const WIDTH: Record<Viewport, number> = { mobile: 390, narrow: 900, desktop: 1280 };

const MEMBER_RESULT = '/tests?type=L&grade=3&display=R&tstCd=T1';
const VISITOR_RESULT = '/tests?display=R&tstCd=T1';
const LINK_PATH = `/level-test/result/${LATEST_LEVEL_REPORT.resultCd}`;

/** The test paper's calls, its marked paper a grade 3 level test, and the report's calls. */
const levelResult = (report: LevelReportOptions = {}) =>
  fakeApi({
    tests: [
      http.post('/study-course/tests/result/paper', ({ response }) =>
        response(200).json({
          result: resultPaper(undefined, {
            questnCd: 'L-3',
            stdTstTp: 'L',
            title: 'Level Test',
            stdCourse: null,
            stdStep: null,
            stdWeek: null,
            lvtGrd: 3,
            questnMstm: 30,
          }),
        }),
      ),
      ...testPaperHandlers(),
    ],
    levelReports: levelReportHandlers(report),
  });

const visitorBefore = () => {
  saveVisitor(sessionStorage, {
    lvtCdtId: 'C1',
    token: 'visitor-token',
    name: '김하늘',
    school: '버디초등학교',
    grade: 3,
    expiresAt: Date.now() + 60 * 60_000,
  });
};

/** The clipboard, answering as told (a browser that allows the copy, or one that refuses it). */
function clipboard(refuse: boolean) {
  return () => {
    const spy = spyOn(navigator.clipboard, 'writeText');
    if (refuse) spy.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    else spy.mockResolvedValue(undefined);
    return () => spy.mockRestore();
  };
}

/** The panel, once the score is shown: it stands above the first marked question. */
async function panelOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('region', { name: '시험 결과' }, { timeout: 5000 });
  const panel = await canvas.findByRole('region', { name: '추천 시작' });
  const firstQuestion = canvasElement.querySelector('[data-slot="question-card"]');
  await expect(firstQuestion).not.toBeNull();
  await expect(panel.getBoundingClientRect().bottom).toBeLessThanOrEqual(
    firstQuestion?.getBoundingClientRect().top ?? 0,
  );
  return panel;
}

/** The recommendation and its reasons as a parent reads them. */
async function expectRecommendation(panel: HTMLElement) {
  const box = within(panel);
  await expect(await box.findByText('B코스 1단계부터 시작해요')).toBeVisible();
  await expect(panel).toHaveAttribute('data-course', 'b');
  const sections = within(box.getByRole('region', { name: '영역별로 맞힌 문제' }));
  await expect(sections.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    '듣기8/99문제 중 8문제 맞혔어요',
    '어휘5/99문제 중 5문제 맞혔어요',
    '문장0/66문제 중 0문제 맞혔어요',
    '읽기2/66문제 중 2문제 맞혔어요',
  ]);
  await expect(sections.getByText('듣기를 가장 잘했어요. 문장은 조금 더 연습해 봐요.')).toBeVisible();
  const blocks = within(box.getByRole('region', { name: '수준별로 맞힌 문제' }));
  await expect(blocks.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'B코스 수준통과9/1010문제 중 9문제 맞혔어요',
    'C코스 수준4/1010문제 중 4문제 맞혔어요',
    'D코스 수준2/1010문제 중 2문제 맞혔어요',
  ]);
}

/** Nothing wider than the screen, and every button and link a 44 px target. */
async function fits(canvasElement: HTMLElement, viewport: Viewport) {
  await expect(window.innerWidth).toBe(WIDTH[viewport]);
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(WIDTH[viewport]);
  const panel = within(canvasElement).getByRole('region', { name: '추천 시작' });
  for (const target of [...within(panel).queryAllByRole('button'), ...within(panel).queryAllByRole('link')]) {
    await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  }
}

/** A story of one state at each of the three widths; `reach` brings the state about and checks it. */
function atWidths(base: Story, reach: (canvasElement: HTMLElement) => Promise<void>) {
  const at = (viewport: Viewport): Story => ({
    ...base,
    globals: { viewport: { value: viewport } },
    play: async ({ canvasElement }) => {
      await reach(canvasElement);
      await fits(canvasElement, viewport);
    },
  });
  return { mobile: at('mobile'), narrow: at('narrow'), desktop: at('desktop') };
}

// ---- A member's level result: the start, its reasons, the link copied.

const member = atWidths(
  {
    args: { storage: SIGNED_IN, path: MEMBER_RESULT },
    parameters: levelResult(),
    beforeEach: clipboard(false),
  },
  async (canvasElement) => {
    const panel = await panelOf(canvasElement);
    await expectRecommendation(panel);
    const link = within(within(panel).getByRole('region', { name: '결과 링크' }));
    const address = `${window.location.origin}${LINK_PATH}`;
    await expect(link.getByRole('textbox', { name: '결과 링크 주소' })).toHaveValue(address);
    await expect(link.getByText(/링크에는 아이의 이름이나 학교가 들어 있지 않아요/)).toBeVisible();
    // The report names no one: the child's name is on the paper's header, never in the panel.
    await expect(panel).not.toHaveTextContent('김민준');
    await userEvent.click(link.getByRole('button', { name: '링크 복사' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(address);
    await waitFor(() => expect(link.getByRole('status')).toHaveTextContent('복사했어요'));
    // A member studies already: no trial request.
    await expect(within(panel).queryByRole('link', { name: '무료 체험 신청하기' })).toBeNull();
  },
);
export const Member = { ...member.desktop, name: 'Member: recommended start, link copied' };
export const MemberAt900 = { ...member.narrow, name: 'Member: recommended start, link copied (900)' };
export const MemberAt390 = { ...member.mobile, name: 'Member: recommended start, link copied (390)' };

// ---- A visitor's level result: the same start, and the way to a trial class.

const visitor = atWidths(
  { args: { path: VISITOR_RESULT }, parameters: levelResult(), beforeEach: visitorBefore },
  async (canvasElement) => {
    const panel = await panelOf(canvasElement);
    await expectRecommendation(panel);
    await expect(within(panel).getByRole('link', { name: '무료 체험 신청하기' })).toHaveAttribute(
      'href',
      '/experience/apply',
    );
    await expect(within(panel).getByRole('region', { name: '결과 링크' })).toBeVisible();
  },
);
export const Visitor = { ...visitor.desktop, name: 'Visitor: recommended start and the trial request' };
export const VisitorAt900 = {
  ...visitor.narrow,
  name: 'Visitor: recommended start and the trial request (900)',
};
export const VisitorAt390 = {
  ...visitor.mobile,
  name: 'Visitor: recommended start and the trial request (390)',
};

// ---- The browser refuses the clipboard: the address is selected, and the words say to copy it by hand.

const refused = atWidths(
  {
    args: { storage: SIGNED_IN, path: MEMBER_RESULT },
    parameters: levelResult(),
    beforeEach: clipboard(true),
  },
  async (canvasElement) => {
    const panel = await panelOf(canvasElement);
    const link = within(await within(panel).findByRole('region', { name: '결과 링크' }));
    await userEvent.click(link.getByRole('button', { name: '링크 복사' }));
    await waitFor(() =>
      expect(link.getByRole('status')).toHaveTextContent(
        '복사하지 못했어요. 주소를 선택해 두었으니 직접 복사해 주세요.',
      ),
    );
    const field = link.getByRole('textbox', { name: '결과 링크 주소' });
    await expect(field).toHaveFocus();
    const input = field as HTMLInputElement;
    await expect(input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0)).toBe(input.value);
  },
);
export const CopyRefused = { ...refused.desktop, name: 'Copy refused: the address selected' };
export const CopyRefusedAt900 = { ...refused.narrow, name: 'Copy refused: the address selected (900)' };
export const CopyRefusedAt390 = { ...refused.mobile, name: 'Copy refused: the address selected (390)' };

// ---- A paper without levels: the score, and no start to recommend (the link still kept).

const unlevelled = atWidths(
  {
    args: { storage: SIGNED_IN, path: MEMBER_RESULT },
    parameters: levelResult({ withoutLevels: true }),
  },
  async (canvasElement) => {
    const panel = await panelOf(canvasElement);
    await expect(
      await within(panel).findByText(/수준별 문제가 없어서 시작 단계를 추천하지 못했어요/),
    ).toBeVisible();
    await expect(within(panel).queryByText(/부터 시작해요/)).toBeNull();
    await expect(within(panel).getByRole('region', { name: '결과 링크' })).toBeVisible();
  },
);
export const WithoutLevels = { ...unlevelled.desktop, name: 'A paper without levels' };
export const WithoutLevelsAt900 = { ...unlevelled.narrow, name: 'A paper without levels (900)' };
export const WithoutLevelsAt390 = { ...unlevelled.mobile, name: 'A paper without levels (390)' };

// ---- Loading: a quiet line in the panel; the score and the marks are already there.

const loading = atWidths(
  { args: { storage: SIGNED_IN, path: MEMBER_RESULT }, parameters: levelResult({ hold: 'report' }) },
  async (canvasElement) => {
    const panel = await panelOf(canvasElement);
    await expect(within(panel).getByRole('status')).toHaveTextContent('추천 시작을 불러오는 중이에요…');
    await expect(within(canvasElement).getByText('4문제 중 2문제 맞았어요')).toBeVisible();
  },
);
export const Loading = { ...loading.desktop, name: 'Loading the recommendation' };
export const LoadingAt900 = { ...loading.narrow, name: 'Loading the recommendation (900)' };
export const LoadingAt390 = { ...loading.mobile, name: 'Loading the recommendation (390)' };

// ---- Failing: said quietly in the panel with a retry; the score stays the news.

const failing = atWidths(
  { args: { storage: SIGNED_IN, path: MEMBER_RESULT }, parameters: levelResult({ fail: 'report' }) },
  async (canvasElement) => {
    const panel = await panelOf(canvasElement);
    const alert = await within(panel).findByRole('alert');
    await expect(alert).toHaveTextContent(
      '추천 시작을 불러오지 못했어요. 점수와 채점 결과는 그대로 볼 수 있어요.',
    );
    await expect(within(alert).getByRole('button', { name: '다시 불러오기' })).toBeVisible();
    await expect(within(canvasElement).getByText('4문제 중 2문제 맞았어요')).toBeVisible();
    // No dialog over the result: the failure is the panel's alone.
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
  },
);
export const Failing = { ...failing.desktop, name: 'The recommendation failing' };
export const FailingAt900 = { ...failing.narrow, name: 'The recommendation failing (900)' };
export const FailingAt390 = { ...failing.mobile, name: 'The recommendation failing (390)' };
