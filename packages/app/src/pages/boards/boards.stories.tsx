/**
 * The boards' screens: the real routes and pages over a fake /v2 at the network edge (the MSW handlers of @buddy/mocks).
 * The kit's own stories show every component state; these show the app wiring them: address, dialogs, navigation.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { boardHandlers, SIGNED_IN, signedInAs, type BoardOptions } from '@buddy/mocks';
import { AppStory, fakeApi } from '../../stories/app-story';

const meta = {
  title: 'App/Boards',
  component: AppStory,
  args: { path: '/study/mypage/inquiries' },
  parameters: { layout: 'fullscreen', ...fakeApi({ session: signedInAs('student01', ['EBP']) }) },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const member = { storage: SIGNED_IN };
const boards = (options?: BoardOptions) => fakeApi({ boards: boardHandlers(options) });

export const InquiryList: Story = {
  args: { ...member },
  parameters: boards(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '1:1 문의' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: '글 목록' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByRole('row', { name: /주간 평가 점수가 궁금해요/ })).toHaveTextContent(
      '답변 완료',
    );
    await expect(canvas.getByRole('link', { name: '글쓰기' })).toHaveAttribute(
      'href',
      '/study/mypage/inquiries/write',
    );
    // The my-page menu marks this board.
    const nav = canvas.getByRole('navigation', { name: '마이페이지 메뉴' });
    await expect(within(nav).getByRole('link', { name: '1:1 문의' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: '메모' })).not.toHaveAttribute('aria-current');
  },
};

/** The search goes into the address; a title search finds one post. */
export const InquirySearch: Story = {
  args: { ...member },
  parameters: boards(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: '글 목록' });
    await userEvent.click(canvas.getByRole('combobox', { name: '검색 조건' }));
    await userEvent.click(await screen.findByRole('option', { name: '제목' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: '검색어' }), '녹음{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByText('전체 1개')).toBeVisible();
  },
};

/** A page from the address: page 2 of 12. */
export const InquiryPageTwo: Story = {
  args: { ...member, path: '/study/mypage/inquiries?pageNo=2' },
  parameters: boards({ manyInquiries: 10 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '2 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};

export const InquiryListEmpty: Story = {
  args: { ...member },
  parameters: boards({ empty: true }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('아직 쓴 글이 없어요.')).toBeVisible();
  },
};

export const InquiryListLoading: Story = { args: { ...member }, parameters: boards({ hold: true }) };

export const InquiryListFailed: Story = {
  args: { ...member },
  parameters: boards({ fail: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('목록을 불러오지 못했어요.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다시 불러오기' })).toBeVisible();
  },
};

/** Empty submit: '제목 항목을 확인해주세요.' in the dialog and under the field, focus on it; then saved, the detail. */
export const InquiryWrite: Story = {
  args: { ...member, path: '/study/mypage/inquiries/write' },
  parameters: boards(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '등록' }));
    const dialog = await screen.findByRole('alertdialog', { name: '입력 확인' });
    await expect(dialog).toHaveTextContent('제목 항목을 확인해주세요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    const title = canvas.getByRole('textbox', { name: '제목' });
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.type(title, '단어장이 궁금해요');
    await userEvent.type(canvas.getByRole('textbox', { name: '내용' }), '단어장은 어디에 있나요?');
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '단어장이 궁금해요' })).toBeVisible();
    await expect(canvas.getByText('답변 대기')).toBeVisible();
  },
};

export const InquiryAnswered: Story = {
  args: { ...member, path: '/study/mypage/inquiries/1' },
  parameters: boards(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const answer = await canvas.findByRole('region', { name: '선생님 답변' });
    await expect(answer).toHaveTextContent('평가 목록에서 점수를');
    await expect(canvas.queryByRole('link', { name: '수정' })).toBeNull();
  },
};

/** Delete asks first, then the list without the post. */
export const InquiryDelete: Story = {
  args: { ...member, path: '/study/mypage/inquiries/2' },
  parameters: boards(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('이 글을 지울까요?');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    const table = await canvas.findByRole('table', { name: '글 목록' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(canvas.queryByRole('link', { name: '녹음이 잘 안 돼요' })).toBeNull();
  },
};

/** Edit: the stored values; after 저장 the detail shows the change. */
export const InquiryEdit: Story = {
  args: { ...member, path: '/study/mypage/inquiries/2/edit' },
  parameters: boards(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('textbox', { name: '제목' });
    await expect(title).toHaveValue('녹음이 잘 안 돼요');
    await userEvent.clear(title);
    await userEvent.type(title, '녹음 소리가 작아요');
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '녹음 소리가 작아요' })).toBeVisible();
  },
};

export const InquiryEditAnswered: Story = {
  args: { ...member, path: '/study/mypage/inquiries/1/edit' },
  parameters: boards(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('답변이 달린 글은 고칠 수 없어요.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '글로 돌아가기' })).toHaveAttribute(
      'href',
      '/study/mypage/inquiries/1',
    );
  },
};

export const InquiryNotFound: Story = {
  args: { ...member, path: '/study/mypage/inquiries/999' },
  parameters: boards(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/글을 찾을 수 없어요/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '목록으로 가기' })).toHaveAttribute(
      'href',
      '/study/mypage/inquiries',
    );
  },
};

/** Memos: check one, write one. */
export const Memos: Story = {
  tags: ['screen', 'layout'],
  args: { ...member, path: '/study/mypage/memo' },
  parameters: boards(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const check = await canvas.findByRole('checkbox', { name: /^완료: 금요일에/ });
    const nav = canvas.getByRole('navigation', { name: '마이페이지 메뉴' });
    await expect(within(nav).getByRole('link', { name: '메모' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(check);
    await waitFor(() => expect(check).toBeChecked());
    await userEvent.type(canvas.getByRole('textbox', { name: '새 메모' }), '크레파스 챙기기');
    await userEvent.click(canvas.getByRole('button', { name: '메모 남기기' }));
    await expect(await canvas.findByText('크레파스 챙기기')).toBeVisible();
  },
};

export const MemosEmpty: Story = {
  tags: ['screen'],
  args: { ...member, path: '/study/mypage/memo' },
  parameters: boards({ empty: true }),
};

/** The Q&A: the content-type filter in the address. */
export const QnaFilter: Story = {
  tags: ['screen', 'layout'],
  args: { ...member, path: '/study/qna/contacts' },
  parameters: boards(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '문의하기' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Q&A 메뉴' });
    await expect(within(nav).getByRole('link', { name: '문의하기' })).toHaveAttribute('aria-current', 'page');
    await canvas.findByRole('table', { name: '글 목록' });
    await userEvent.click(canvas.getByRole('combobox', { name: '문의 유형' }));
    await userEvent.click(await screen.findByRole('option', { name: '계약 관련' }));
    await expect(await canvas.findByText('찾는 글이 없어요. 다른 검색어로 찾아 보세요.')).toBeVisible();
  },
};

export const QnaWrite: Story = {
  tags: ['screen'],
  args: { ...member, path: '/study/qna/contacts/write' },
  parameters: boards(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '등록' }));
    const dialog = await screen.findByRole('alertdialog', { name: '입력 확인' });
    await expect(dialog).toHaveTextContent('문의 유형 항목을 확인해주세요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: '문의 유형' })).toHaveFocus());
  },
};

export const QnaPost: Story = {
  tags: ['screen'],
  args: { ...member, path: '/study/qna/contacts/5' },
  parameters: boards(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '하루에 몇 개 학습하면 좋을까요?' }),
    ).toBeVisible();
    await expect(canvas.getAllByText('학습 이용 문의').length).toBeGreaterThan(0);
  },
};

export const Download: Story = {
  args: { ...member, path: '/study/qna/download' },
  parameters: boards(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '자료실' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Q&A 메뉴' });
    await expect(within(nav).getByRole('link', { name: '자료실' })).toHaveAttribute('aria-current', 'page');
    const link = canvas.getByRole('link', { name: '학습 시작 안내 내려받기' });
    await expect(link).toHaveAttribute('download', '버디잉글리시-학습-시작-안내.txt');
    await expect(link.getAttribute('href')).toMatch(/^data:text\/plain/);
  },
};

export const MobileList: Story = {
  args: { ...member, path: '/study/qna/contacts' },
  parameters: boards(),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: '글 목록' })).toBeVisible();
  },
};
