/**
 * The customer centre's screens: the real routes and pages over a fake /v2 at the network edge (the site handlers of
 * @buddy/mocks), for a visitor. The kit's own stories show every component state; these show the app wiring them:
 * the address, the lazily loaded offices, a missing notice or branch.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  sampleBranches,
  sampleFaq,
  sampleNotices,
  sessionHandlers,
  siteHandlers,
  type SiteOptions,
} from '@buddy/mocks';
import { AppStory, fakeApi } from '../../stories/app-story';

const meta = {
  title: 'App/Customer centre',
  component: AppStory,
  args: { path: '/services/notice' },
  parameters: { layout: 'fullscreen', ...fakeApi({ session: sessionHandlers(), site: siteHandlers() }) },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const site = (options?: SiteOptions) => fakeApi({ site: siteHandlers(options) });

/* The fake /v2's data (the site's demo content): the plays read their titles and numbers from it. */
/** The notices as the list shows them: the pinned first, then the newest first. */
const notices = sampleNotices().sort((a, b) => Number(b.pinned) - Number(a.pinned));
const [newest, second] = notices as [(typeof notices)[number], (typeof notices)[number]];
const maintenance = notices.filter((notice) => notice.title.includes('점검'));
const [firstQuestion] = sampleFaq();
const firstBranch = sampleBranches()[0]!.branch;
/** The first branch of office 03 (the finder filtered to that office shows it, not office 01's). */
const otherOffice = sampleBranches().find(({ branch }) => branch.salesOfficeCd === '03')!.branch;

/** The notices: the pinned ones first, marked; the customer centre's menu marks the page; the breadcrumb shows. */
export const Notices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: '공지사항 목록' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(11);
    await expect(rows[1]).toHaveTextContent(`중요${newest.title}`);
    await expect(rows[2]).toHaveTextContent(`중요${second.title}`);
    const nav = canvas.getByRole('navigation', { name: '고객센터 메뉴' });
    await expect(within(nav).getByRole('link', { name: '공지사항' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A title search goes into the address and finds its notices. */
export const NoticeSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: '공지사항 목록' });
    await userEvent.click(canvas.getByRole('combobox', { name: '검색 조건' }));
    await userEvent.click(await screen.findByRole('option', { name: '제목' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: '검색어' }), '점검{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(maintenance.length + 1));
    await expect(canvas.getByText(`전체 ${maintenance.length}개`)).toBeVisible();
  },
};

export const NoticesEmpty: Story = {
  parameters: site({ empty: true }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('아직 공지사항이 없어요.')).toBeVisible();
  },
};

export const NoticesLoading: Story = { parameters: site({ hold: ['notices'] }) };

export const NoticesFailed: Story = {
  parameters: site({ fail: ['notices'] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('공지사항을 불러오지 못했어요.')).toBeVisible();
  },
};

/** One notice with its neighbours; the newest has no next notice. */
export const Notice: Story = {
  args: { path: `/services/notice/${newest.boardNo}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: newest.title })).toBeVisible();
    await expect(canvas.getByText('다음 글이 없어요.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: second.title })).toHaveAttribute(
      'href',
      `/services/notice/${second.boardNo}`,
    );
  },
};

export const NoticeMissing: Story = {
  args: { path: '/services/notice/999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/찾는 공지사항이 없어요/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/services/notice');
  },
};

/** The FAQ opens on type 01; choosing another type shows its questions and puts it in the address. */
export const Faq: Story = {
  args: { path: '/services/faq' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeVisible();
    const question = await canvas.findByRole('button', { name: new RegExp(firstQuestion!.question) });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const [firstParagraph] = firstQuestion!.answer.split('\n\n');
    await waitFor(() => expect(canvas.getByText(firstParagraph!)).toBeVisible());
  },
};

export const FaqOtherType: Story = {
  args: { path: '/services/faq?srchFaqTp=02' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /아이디를 잊어버렸어요/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /하루에 얼마나/ })).toBeNull();
  },
};

/**
 * A search looks in every type (the 전체 tab): "비밀번호" on the first type finds the answers under 회원 정보, each
 * with its type's name.
 */
export const FaqSearchEveryType: Story = {
  args: { path: '/services/faq' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: '검색어' }), '비밀번호');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    // The list is drawn anew for the search's answers.
    await expect(
      await canvas.findByRole('button', { name: /회원 정보: 비밀번호는 어떻게 바꾸나요/ }, { timeout: 5000 }),
    ).toBeVisible();
    const types = canvas.getByRole('group', { name: '질문 유형' });
    await expect(within(types).getByRole('button', { name: '전체' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const FaqLoading: Story = { args: { path: '/services/faq' }, parameters: site({ hold: ['faq'] }) };
export const FaqFailed: Story = { args: { path: '/services/faq' }, parameters: site({ fail: ['faq'] }) };

/** The branch finder; the offices load only when the select is opened. */
export const Branches: Story = {
  args: { path: '/services/branch' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '지점 안내' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: firstBranch.branchNm })).toHaveAttribute(
      'href',
      `/services/branch/${firstBranch.branchCd}`,
    );
  },
};

export const BranchesOfAnOffice: Story = {
  args: { path: '/services/branch?salesOfficeCd=03' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: otherOffice.branchNm })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: firstBranch.branchNm })).toBeNull();
  },
};

export const BranchesFailed: Story = {
  args: { path: '/services/branch' },
  parameters: site({ fail: ['branches'] }),
};

export const Branch: Story = {
  args: { path: `/services/branch/${firstBranch.branchCd}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: firstBranch.branchNm })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /지도에서 보기/ })).toHaveAttribute('target', '_blank');
  },
};

export const BranchMissing: Story = {
  args: { path: '/services/branch/B9999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/찾는 지점이 없어요/)).toBeVisible();
  },
};

export const BranchesMobile: Story = {
  args: { path: '/services/branch' },
  globals: { viewport: { value: 'mobile' } },
};
