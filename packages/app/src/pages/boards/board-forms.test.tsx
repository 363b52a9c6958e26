import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { failure, json, renderScreen, unmountScreen, type Answer } from '../../app/screen-test';
import MemoPage from './memo-page';
import { InquiryWritePage } from './post-pages';

afterEach(unmountScreen);

const closeDialog = () => userEvent.click(page.getByRole('button', { name: '확인' }));
const title = page.getByRole('textbox', { name: '제목' });
const content = page.getByRole('textbox', { name: '내용' });
const posts = <S extends { method: string; path: string }>(sent: S[]) =>
  sent.filter((s) => s.method === 'POST' && s.path === '/mypage/inquiries');

const post = {
  boardNo: 5,
  title: '녹음이 안 돼요',
  content: '마이크를 허용했어요.',
  regDt: '2026-11-24T03:00:00Z',
  answer: null,
};

const writeInquiry = (answer?: Answer) =>
  renderScreen({
    path: '/study/mypage/inquiries/write',
    routes: [
      { path: '/study/mypage/inquiries/write', element: <InquiryWritePage /> },
      { path: '/study/mypage/inquiries/:id', element: <p>문의 상세 화면</p> },
    ],
    answer,
  });

describe('given the inquiry write form', () => {
  it('with no title, tells it in the check dialog and focuses the title; nothing is sent', async () => {
    const { sent } = await writeInquiry();
    await userEvent.click(page.getByRole('button', { name: '등록' }));
    await expect
      .element(page.getByRole('alertdialog', { name: '입력 확인' }))
      .toHaveTextContent('제목 항목을 확인해주세요.');
    await closeDialog();
    await expect.element(title).toHaveFocus();
    await expect.element(title).toHaveAttribute('aria-invalid', 'true');
    expect(posts(sent)).toEqual([]);
  });

  it("puts the server's refusal of the content under the content", async () => {
    const { sent } = await writeInquiry((s) =>
      s.method === 'POST' && s.path === '/mypage/inquiries'
        ? failure(400, 'BOARD_FIELD', '내용 항목을 확인해주세요.')
        : undefined,
    );
    await userEvent.fill(title, '녹음이 안 돼요');
    await userEvent.fill(content, '마이크를 허용했어요.');
    await userEvent.click(page.getByRole('button', { name: '등록' }));
    await expect
      .element(page.getByRole('alertdialog', { name: '저장하지 못했어요' }))
      .toHaveTextContent('내용 항목을 확인해주세요.');
    await closeDialog();
    await expect.element(content).toHaveAttribute('aria-invalid', 'true');
    await expect.element(content).toHaveAccessibleDescription(/내용 항목을 확인해주세요\./);
    await expect.element(title).not.toHaveAttribute('aria-invalid');
    expect(posts(sent)).toHaveLength(1);
  });

  it('opens the saved post', async () => {
    const { sent } = await writeInquiry((s) =>
      s.method === 'POST' && s.path === '/mypage/inquiries' ? json({ result: post }) : undefined,
    );
    await userEvent.fill(title, '  녹음이 안 돼요 ');
    await userEvent.fill(content, '마이크를 허용했어요.');
    await userEvent.click(page.getByRole('button', { name: '등록' }));
    await expect.element(page.getByText('문의 상세 화면')).toBeVisible();
    expect(posts(sent).map((s) => s.body)).toEqual([
      { title: '녹음이 안 돼요', content: '마이크를 허용했어요.' },
    ]);
  });
});

describe('given the memo page', () => {
  it('tells a failed save in a dialog and keeps what was written', async () => {
    await renderScreen({
      path: '/study/mypage/memo',
      routes: [{ path: '/study/mypage/memo', element: <MemoPage /> }],
      answer: (s) => {
        if (s.method === 'GET' && s.path === '/mypage/memos') {
          return json({ result: [], page: { pageNo: 1, pageRow: 10, totalCount: 0 } });
        }
        if (s.method === 'POST' && s.path === '/mypage/memos') {
          return failure(500, 'SERVER', '서버 오류가 발생했습니다.');
        }
        return undefined;
      },
    });
    const memo = page.getByRole('textbox', { name: '새 메모' });
    await userEvent.fill(memo, '단어 10개 외우기');
    await userEvent.click(page.getByRole('button', { name: '메모 남기기' }));
    await expect
      .element(page.getByRole('alertdialog', { name: '저장하지 못했어요' }))
      .toHaveTextContent('서버 오류가 발생했습니다.');
    await closeDialog();
    await expect.element(memo).toHaveValue('단어 10개 외우기');
  });
});
