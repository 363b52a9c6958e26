import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FaqDemo } from './demo';
import { sampleFaq } from './fixtures';

/* The site's demo FAQ: the plays read their questions and counts from it. */
const typeOne = sampleFaq['01'] ?? [];
const typeTwo = sampleFaq['02'] ?? [];
const [firstQuestion] = typeOne;
const coinQuestion = typeOne.find((item) => item.question.includes('코인'));
const coinAnswers = typeOne.filter((item) => item.answer.includes('코인'));
const weeklyTest = typeOne.find((item) => item.question.includes('주간 평가'));

const meta = {
  title: 'Customer centre/FaqList',
  component: FaqDemo,
  args: { onTypeChange: fn(), onPageChange: fn(), onSearch: fn(), onRetry: fn() },
} satisfies Meta<typeof FaqDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Type 01 (the default, spec §9): its first ten questions, the first opened by a click; its paragraphs as text. */
export const TypeDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '학습 이용' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(`전체 ${typeOne.length}개`)).toBeVisible();
    const list = canvas.getByRole('list', { name: '자주 묻는 질문 목록' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const question = canvas.getByRole('button', { name: firstQuestion?.question });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    // The answer fades in over 0.28 s.
    await waitFor(() => expect(answer).toBeVisible());
    const paragraphs = firstQuestion?.answer.split('\n\n') ?? [];
    await expect(answer?.querySelectorAll('p')).toHaveLength(paragraphs.length);
    await expect(answer).toHaveTextContent(paragraphs[0] ?? '');
  },
};

/** The second page of type 01: the questions after the tenth, page 2 current. */
export const SecondPage: Story = {
  args: { initialPage: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: '페이지 이동' });
    await expect(within(nav).getByRole('button', { name: '2 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const list = canvas.getByRole('list', { name: '자주 묻는 질문 목록' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(typeOne.length - 10);
    await expect(canvas.getByRole('button', { name: typeOne[10]?.question })).toBeVisible();
  },
};

/** Searching the answers for '코인': the questions whose answers say it, the search type read as '답변'. */
export const SearchWithResults: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: '자주 묻는 질문 검색' })).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: '검색 조건' }));
    await expect(await screen.findByRole('option', { name: '질문+답변' })).toBeVisible();
    await userEvent.click(await screen.findByRole('option', { name: '답변' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: '검색어' }), ' 코인 ');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({ srchTp: 'D', srchText: '코인' });
    await waitFor(() => expect(canvas.getByText(`전체 ${coinAnswers.length}개`)).toBeVisible());
    await expect(canvas.getByRole('button', { name: coinAnswers[0]?.question })).toBeVisible();
  },
};

/** A type with no questions yet (the demo's type 05 emptied). */
export const Empty: Story = {
  args: { initialType: '05', questions: { ...sampleFaq, '05': [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('이 유형에는 아직 질문이 없어요.');
    await expect(canvas.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
  },
};

/** A search that found nothing says so in other words, and keeps the text in the field. */
export const EmptySearch: Story = {
  args: { initialSearch: { srchTp: 'TD', srchText: '공룡' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('찾는 질문이 없어요.');
    await expect(canvas.getByRole('searchbox', { name: '검색어' })).toHaveValue('공룡');
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '자주 묻는 질문을 불러오고 있어요.',
    );
  },
};

export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('자주 묻는 질문을 불러오지 못했어요.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 불러오기' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Switching type: the caller's onTypeChange; the open answers close, the page and search start again. */
export const SwitchType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: coinQuestion?.question }));
    await userEvent.click(canvas.getByRole('button', { name: '회원 정보' }));
    await expect(args.onTypeChange).toHaveBeenCalledWith('02');
    await expect(canvas.getByRole('button', { name: '회원 정보' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(`전체 ${typeTwo.length}개`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: typeTwo[0]?.question })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** At 375 px the type pills wrap onto two lines and the questions keep their words whole. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: '질문 유형' });
    await waitFor(() => expect(group.getBoundingClientRect().width).toBeLessThan(400));
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
    for (const pill of within(group).getAllByRole('button'))
      await expect(pill.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(canvas.getByRole('button', { name: weeklyTest?.question }));
    const [firstParagraph] = weeklyTest?.answer.split('\n\n') ?? [];
    await waitFor(() => expect(canvas.getByText(firstParagraph ?? '')).toBeVisible());
  },
};

export const CourseThemeC: Story = { parameters: { theme: 'study', course: 'c' } };
