import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '@buddy/ui/testing';
import { BoardDetail } from './board-detail';
import { BoardForm } from './board-form';
import { BoardList } from './board-list';
import {
  answeredPost,
  QNA_TYPES,
  qnaPost,
  sampleMemos,
  nextListedNotice,
  noticeCount,
  sampleNotices,
  samplePosts,
  waitingPost,
} from './fixtures';

/** The number of the sample memo that starts with `start`. */
const memoNo = (start: string) => sampleMemos.find((memo) => memo.content.startsWith(start))?.boardNo;
import { NoticeDetail, paragraphsOf } from './notice-detail';
import { MemoBoard } from './memo-board';

afterEach(cleanup);

const search = { srchTp: 'TD' as const, srchText: '', srchContTp: '' };

describe('given a board list on page 2 of 23 posts', () => {
  it('numbers the rows down from the total and links each title', async () => {
    render(
      <BoardList
        state="ready"
        posts={samplePosts}
        totalCount={23}
        page={2}
        onPageChange={() => undefined}
        search={search}
        onSearch={() => undefined}
        hrefFor={(no) => `/q/${no}`}
      />,
    );
    const rows = page.getByRole('row').elements();
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual([undefined, '13', '12', '11']);
    await expect
      .element(page.getByRole('link', { name: '녹음이 잘 안 돼요' }))
      .toHaveAttribute('href', `/q/${waitingPost.boardNo}`);
    await expect
      .element(page.getByRole('button', { name: '2 페이지' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(page.getByText('전체 23개')).toBeVisible();
  });

  it('searches the content by the chosen type with the trimmed text', async () => {
    const onSearch = vi.fn();
    render(
      <BoardList
        state="ready"
        posts={samplePosts}
        totalCount={3}
        onPageChange={() => undefined}
        search={search}
        onSearch={onSearch}
        hrefFor={(no) => `/q/${no}`}
      />,
    );
    await userEvent.click(page.getByRole('combobox', { name: '검색 조건' }));
    await userEvent.click(page.getByRole('option', { name: '내용', exact: true }));
    await userEvent.fill(page.getByRole('searchbox', { name: '검색어' }), '  마이크 ');
    await userEvent.click(page.getByRole('button', { name: '검색' }));
    expect(onSearch).toHaveBeenCalledWith({ srchTp: 'D', srchText: '마이크', srchContTp: '' });
  });

  it('says when a search found nothing, and has no pages then', async () => {
    render(
      <BoardList
        state="ready"
        posts={[]}
        totalCount={0}
        onPageChange={() => undefined}
        search={{ srchTp: 'T', srchText: '없는 말' }}
        onSearch={() => undefined}
        hrefFor={(no) => `/q/${no}`}
      />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('찾는 글이 없어요.');
    await expect.element(page.getByRole('searchbox', { name: '검색어' })).toHaveValue('없는 말');
    expect(page.getByRole('navigation', { name: '페이지 이동' }).elements()).toHaveLength(0);
  });
});

describe('given a post', () => {
  it('waiting for an answer: edit link and the waiting note', async () => {
    render(<BoardDetail post={waitingPost} listHref="/q" editHref="/q/12/edit" onDelete={() => undefined} />);
    await expect.element(page.getByRole('link', { name: '수정' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: '선생님 답변' })).toHaveTextContent('아직 답변을');
  });

  it('answered: the answer, no edit, and markup shown as text', async () => {
    render(
      <BoardDetail
        post={answeredPost}
        contentTypes={QNA_TYPES}
        listHref="/q"
        editHref="/q/9/edit"
        onDelete={() => undefined}
      />,
    );
    expect(page.getByRole('link', { name: '수정' }).elements()).toHaveLength(0);
    await expect.element(page.getByText('답변 완료')).toBeVisible();
    // An inquiry has no content type: none is named.
    expect(page.getByText('학습 이용 문의').elements()).toHaveLength(0);
    expect(document.querySelector('[data-slot="board-content"] b')).toBeNull();
    await expect.element(page.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/q');
  });

  it('a Q&A contact: its content type beside its title', async () => {
    render(<BoardDetail post={qnaPost} contentTypes={QNA_TYPES} listHref="/q" onDelete={() => undefined} />);
    await expect.element(page.getByText('학습 이용 문의').first()).toBeVisible();
  });

  it('deletes only after the confirm says yes', async () => {
    const onDelete = vi.fn();
    const confirm = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    render(<BoardDetail post={waitingPost} listHref="/q" confirm={confirm} onDelete={onDelete} />);
    await userEvent.click(page.getByRole('button', { name: '삭제' }));
    expect(confirm).toHaveBeenCalledWith('이 글을 지울까요? 지운 글은 되돌릴 수 없어요.');
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: '삭제' }));
    await vi.waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
  });
});

describe('given the write form', () => {
  it('tells the first failing field, shows it under the field and focuses it', async () => {
    const onInvalid = vi.fn();
    const onSubmit = vi.fn();
    render(
      <BoardForm onInvalid={onInvalid} onSubmit={onSubmit} defaultValues={{ title: '제목', content: ' ' }} />,
    );
    await userEvent.click(page.getByRole('button', { name: '등록' }));
    expect(onInvalid).toHaveBeenCalledWith({ field: 'content', message: '내용 항목을 확인해주세요.' });
    const content = page.getByRole('textbox', { name: '내용' });
    await expect.element(content).toHaveFocus();
    await expect.element(content).toHaveAccessibleDescription(/내용 항목을 확인해주세요\./);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('counts the characters against the limits', async () => {
    render(<BoardForm onSubmit={() => undefined} />);
    await userEvent.fill(page.getByRole('textbox', { name: '제목' }), '안녕');
    await expect.element(page.getByText('2 / 100자')).toBeVisible();
    await expect.element(page.getByText('0 / 4000자')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: '제목' })).toHaveAttribute('maxlength', '100');
  });

  it("shows the server's error under its field", async () => {
    render(
      <BoardForm
        onSubmit={() => undefined}
        error={{ field: 'title', message: '제목 항목을 확인해주세요.' }}
      />,
    );
    await expect.element(page.getByRole('textbox', { name: '제목' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('is busy while saving', async () => {
    render(<BoardForm mode="edit" busy onSubmit={() => undefined} />);
    await expect.element(page.getByRole('button', { name: '저장' })).toHaveAttribute('aria-busy', 'true');
  });
});

describe('given the memo board', () => {
  it('checks and unchecks a memo by its name', async () => {
    const onCheckedChange = vi.fn();
    render(
      <MemoBoard
        state="ready"
        memos={sampleMemos}
        totalCount={2}
        onPageChange={() => undefined}
        onCreate={async () => true}
        onUpdate={async () => true}
        onCheckedChange={onCheckedChange}
        onDelete={() => undefined}
      />,
    );
    await userEvent.click(page.getByRole('checkbox', { name: '완료: 단어 카드 10장 복습하기' }));
    expect(onCheckedChange).toHaveBeenCalledWith(memoNo('단어 카드'), false);
    await userEvent.click(page.getByRole('checkbox', { name: /^완료: 금요일에 주간 평가 보기/ }));
    expect(onCheckedChange).toHaveBeenCalledWith(memoNo('금요일에'), true);
  });

  it('keeps the written text when the save failed, and empties the box when it worked', async () => {
    const onCreate = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    render(
      <MemoBoard
        state="ready"
        memos={[]}
        onPageChange={() => undefined}
        onCreate={onCreate}
        onUpdate={async () => true}
        onCheckedChange={() => undefined}
        onDelete={() => undefined}
      />,
    );
    const box = page.getByRole('textbox', { name: '새 메모' });
    await userEvent.fill(box, ' 준비물 ');
    await userEvent.click(page.getByRole('button', { name: '메모 남기기' }));
    expect(onCreate).toHaveBeenCalledWith('준비물');
    await expect.element(box).toHaveValue(' 준비물 ');
    await userEvent.click(page.getByRole('button', { name: '메모 남기기' }));
    await expect.element(box).toHaveValue('');
  });

  it('refuses an emptied memo in the inline edit with the spec message and keeps the old text on cancel', async () => {
    const onUpdate = vi.fn(async () => true);
    const onInvalid = vi.fn();
    render(
      <MemoBoard
        state="ready"
        memos={sampleMemos}
        totalCount={2}
        onPageChange={() => undefined}
        onCreate={async () => true}
        onUpdate={onUpdate}
        onCheckedChange={() => undefined}
        onDelete={() => undefined}
        onInvalid={onInvalid}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: '메모 고치기: 단어 카드 10장 복습하기' }));
    const box = page.getByRole('textbox', { name: '메모 고치기: 단어 카드 10장 복습하기' });
    await expect.element(box).toHaveFocus();
    await userEvent.fill(box, '   ');
    await userEvent.click(page.getByRole('button', { name: '저장' }));
    expect(onInvalid).toHaveBeenCalledWith({ field: 'content', message: '메모 항목을 확인해주세요.' });
    expect(onUpdate).not.toHaveBeenCalled();
    await expect.element(box).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByText('메모 항목을 확인해주세요.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '취소' }));
    await expect.element(page.getByText('단어 카드 10장 복습하기', { exact: true })).toBeVisible();
  });

  it('deletes a memo only after the confirm says yes', async () => {
    const onDelete = vi.fn();
    const confirm = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    render(
      <MemoBoard
        state="ready"
        memos={sampleMemos}
        totalCount={2}
        onPageChange={() => undefined}
        onCreate={async () => true}
        onUpdate={async () => true}
        onCheckedChange={() => undefined}
        onDelete={onDelete}
        confirm={confirm}
      />,
    );
    const remove = page.getByRole('button', { name: '메모 지우기: 단어 카드 10장 복습하기' });
    await userEvent.click(remove);
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(remove);
    await vi.waitFor(() => expect(onDelete).toHaveBeenCalledWith(memoNo('단어 카드')));
    expect(confirm).toHaveBeenLastCalledWith('이 메모를 지울까요?');
  });
});

describe('given a notice list', () => {
  it('marks pinned notices in place of a number and shows no answer state', async () => {
    render(
      <BoardList
        kind="notices"
        state="ready"
        posts={sampleNotices}
        totalCount={noticeCount}
        page={1}
        onPageChange={() => undefined}
        search={{ srchTp: 'TD', srchText: '' }}
        onSearch={() => undefined}
        hrefFor={(no) => `/n/${no}`}
      />,
    );
    const rows = page.getByRole('row').elements();
    const pinned = sampleNotices.filter((notice) => notice.pinned).length;
    expect(pinned).toBeGreaterThan(0);
    // The header row, '중요' for each pinned notice, then the newest one numbered by the total less the pinned.
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual([
      undefined,
      ...Array.from({ length: pinned }, () => '중요'),
      String(noticeCount - pinned),
    ]);
    expect(page.getByRole('columnheader', { name: '답변 상태' }).query()).toBeNull();
    expect(page.getByText('답변 대기').query()).toBeNull();
    await expect
      .element(page.getByRole('link', { name: sampleNotices[pinned]!.title }))
      .toHaveAttribute('href', `/n/${sampleNotices[pinned]!.boardNo}`);
  });
});

describe('given a notice', () => {
  it('shows its paragraphs as text and its neighbours, with a note at the end of the list', async () => {
    render(
      <NoticeDetail
        notice={{ ...sampleNotices[0]!, content: '첫 문단\n둘째 줄\n\n<b>둘째</b> 문단' }}
        prev={null}
        next={{ boardNo: nextListedNotice.boardNo, title: nextListedNotice.title }}
        hrefFor={(no) => `/n/${no}`}
        listHref="/n"
      />,
    );
    const paragraphs = document.querySelectorAll('[data-slot="notice-content"] p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual(['첫 문단\n둘째 줄', '<b>둘째</b> 문단']);
    expect(document.querySelector('[data-slot="notice-content"] b')).toBeNull();
    await expect.element(page.getByText('이전 글이 없어요.')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: nextListedNotice.title }))
      .toHaveAttribute('href', `/n/${nextListedNotice.boardNo}`);
    await expect.element(page.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/n');
  });
});

describe('paragraphsOf', () => {
  it.each([
    ['a\n\nb', ['a', 'b']],
    ['a\nb', ['a\nb']],
    ['\n\n a \n \n\n b\n', ['a', 'b']],
    ['', []],
  ])('splits %j into %j', (text, expected) => {
    expect(paragraphsOf(text)).toEqual(expected);
  });
});
