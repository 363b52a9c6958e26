import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '@buddy/ui/testing';
import { FaqList, type FaqListProps } from './faq-list';
import { faqTypes, markedUpFaq, sampleFaq } from './fixtures';

afterEach(cleanup);

const typeOne = sampleFaq['01'] ?? [];
const [first] = typeOne;
const coin = typeOne.find((item) => item.question.includes('코인'));

function renderList(props: Partial<FaqListProps> = {}) {
  const handlers = { onTypeChange: vi.fn(), onPageChange: vi.fn(), onSearch: vi.fn(), onRetry: vi.fn() };
  const all: FaqListProps = {
    state: 'ready',
    types: faqTypes,
    type: '01',
    items: typeOne.slice(0, 10),
    totalCount: typeOne.length,
    page: 1,
    search: { srchTp: 'TD', srchText: '' },
    ...handlers,
    ...props,
  };
  const view = render(<FaqList {...all} />);
  return {
    ...handlers,
    props: all,
    rerender: (next: Partial<FaqListProps>) => view.rerender(<FaqList {...all} {...next} />),
  };
}

describe('given the FAQ on type 01', () => {
  it('shows the types as pressed-or-not buttons, the current one pressed', async () => {
    renderList();
    await expect
      .element(page.getByRole('button', { name: '학습 이용' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect
      .element(page.getByRole('button', { name: '회원 정보' }))
      .toHaveAttribute('aria-pressed', 'false');
    await expect.element(page.getByText(`전체 ${typeOne.length}개`)).toBeVisible();
  });

  it('calls onTypeChange with another type, and not for the current one', async () => {
    const { onTypeChange } = renderList();
    await userEvent.click(page.getByRole('button', { name: '학습 이용' }));
    expect(onTypeChange).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: '수강료·결제' }));
    expect(onTypeChange).toHaveBeenCalledWith('03');
  });

  it('reaches the types with the keyboard and switches with Enter', async () => {
    const { onTypeChange } = renderList();
    (page.getByRole('button', { name: '학습 이용' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Tab}{Enter}');
    expect(onTypeChange).toHaveBeenCalledWith('02');
  });
});

describe('given a question', () => {
  it('opens and closes its answer, toggling aria-expanded', async () => {
    renderList();
    const question = page.getByRole('button', { name: first?.question });
    await expect.element(question).toHaveAttribute('aria-expanded', 'false');
    const answerId = question.element().getAttribute('aria-controls') ?? '';
    const answer = document.getElementById(answerId);
    expect(answer).not.toBeNull();
    expect(answer).not.toBeVisible();
    await userEvent.click(question);
    await expect.element(question).toHaveAttribute('aria-expanded', 'true');
    // The answer fades in over 0.28 s.
    await vi.waitFor(() => expect(answer).toBeVisible());
    await userEvent.click(question);
    await expect.element(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('shows the answer as text: a <b> stays literal', async () => {
    renderList({ items: [markedUpFaq], totalCount: 1 });
    await userEvent.click(page.getByRole('button', { name: markedUpFaq.question }));
    await expect.element(page.getByText('<b>보통</b>', { exact: false })).toBeVisible();
    expect(document.querySelector('[data-slot="faq-list"] b')).toBeNull();
  });

  it('shows the answer in paragraphs split on blank lines, single line breaks kept', async () => {
    // The demo's first answer (two paragraphs) broken by a single line break after its first comma.
    const [opening = '', rest = ''] = first?.answer.split('\n\n') ?? [];
    const broken = opening.replace(', ', ',\n');
    renderList({
      items: [{ id: 1, question: first?.question ?? '', answer: `${broken}\n\n${rest}` }],
      totalCount: 1,
    });
    const question = page.getByRole('button', { name: first?.question });
    await userEvent.click(question);
    const answer = document.getElementById(question.element().getAttribute('aria-controls') ?? '');
    const paragraphs = [...(answer?.querySelectorAll('p') ?? [])].map((p) => p.textContent);
    expect(broken).toContain('\n');
    expect(paragraphs).toEqual([broken, rest]);
    expect(getComputedStyle(answer?.querySelector('p') ?? document.body).whiteSpace).toBe('pre-line');
  });

  it('keeps several open at once, and closes them all when the page changes', async () => {
    const { rerender } = renderList();
    const one = page.getByRole('button', { name: first?.question });
    const other = page.getByRole('button', { name: coin?.question });
    await userEvent.click(one);
    await userEvent.click(other);
    await expect.element(one).toHaveAttribute('aria-expanded', 'true');
    await expect.element(other).toHaveAttribute('aria-expanded', 'true');
    rerender({ page: 2, items: typeOne.slice(0, 10) });
    await expect.element(one).toHaveAttribute('aria-expanded', 'false');
    await expect.element(other).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('given the search form', () => {
  it('reads its types as 질문+답변 / 질문 / 답변 and submits the trimmed text', async () => {
    const { onSearch } = renderList();
    await expect.element(page.getByRole('search', { name: '자주 묻는 질문 검색' })).toBeVisible();
    await userEvent.click(page.getByRole('combobox', { name: '검색 조건' }));
    await expect.element(page.getByRole('option', { name: '질문+답변' })).toBeVisible();
    await userEvent.click(page.getByRole('option', { name: '질문', exact: true }));
    await userEvent.fill(page.getByRole('searchbox', { name: '검색어' }), '  코인  ');
    await userEvent.click(page.getByRole('button', { name: '검색' }));
    expect(onSearch).toHaveBeenCalledWith({ srchTp: 'T', srchText: '코인' });
  });
});

describe('given the states of the list', () => {
  it('loading: a busy status, no total, no pages', async () => {
    renderList({ state: 'loading', items: undefined });
    await expect.element(page.getByRole('status')).toHaveTextContent('자주 묻는 질문을 불러오고 있어요.');
    expect(page.getByText('전체', { exact: false }).elements()).toHaveLength(0);
    expect(page.getByRole('navigation', { name: '페이지 이동' }).elements()).toHaveLength(0);
  });

  it('error: an alert with a retry', async () => {
    const { onRetry } = renderList({ state: 'error', items: undefined });
    await expect.element(page.getByRole('alert')).toHaveTextContent('자주 묻는 질문을 불러오지 못했어요.');
    await userEvent.click(page.getByRole('button', { name: '다시 불러오기' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('empty: other words when a search is active', async () => {
    const { rerender } = renderList({ items: [], totalCount: 0 });
    await expect.element(page.getByRole('status')).toHaveTextContent('이 유형에는 아직 질문이 없어요.');
    rerender({ items: [], totalCount: 0, search: { srchTp: 'TD', srchText: '공룡' } });
    await expect.element(page.getByRole('status')).toHaveTextContent('찾는 질문이 없어요.');
    expect(page.getByRole('navigation', { name: '페이지 이동' }).elements()).toHaveLength(0);
  });

  it('ready: pages through the kit pagination', async () => {
    const { onPageChange } = renderList();
    await userEvent.click(page.getByRole('button', { name: '2 페이지' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('takes other words', async () => {
    renderList({ words: { types: 'FAQ types', total: (n) => `${n} questions` } });
    await expect.element(page.getByRole('group', { name: 'FAQ types' })).toBeVisible();
    await expect.element(page.getByText('13 questions')).toBeVisible();
  });
});

describe('given a list of several types (each item tagged with its own)', () => {
  it('shows each tag beside its question and names the question with it', async () => {
    renderList({
      items: [
        {
          id: 1,
          question: '비밀번호를 바꾸고 싶어요.',
          answer: '로그인한 뒤 바꿀 수 있어요.',
          tag: '회원 정보',
        },
        { id: 2, question: '하루에 얼마나 공부하면 좋을까요?', answer: '15분이면 충분해요.' },
      ],
      totalCount: 2,
    });
    await expect
      .element(page.getByRole('button', { name: '회원 정보: 비밀번호를 바꾸고 싶어요.' }))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: first?.question })).toBeVisible();
    expect(document.querySelectorAll('[data-slot="faq-tag"]')).toHaveLength(1);
  });
});
