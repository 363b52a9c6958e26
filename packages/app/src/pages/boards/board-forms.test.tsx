import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { boardHandlers, signedInAs, type BoardOptions } from '@buddy/mocks';
import { fakeBackend } from '@buddy/mocks/browser';
import { renderScreen, unmountScreen } from '../../app/screen-test';
import { InquiryWritePage } from './post-pages';
import { memberAreaRoutes } from '../../routes/member-routes';
import { createAppRoutes } from '../../routes/routes';

afterEach(unmountScreen);

const closeDialog = () => userEvent.click(page.getByRole('button', { name: '확인' }));
const title = page.getByRole('textbox', { name: '제목' });
const content = page.getByRole('textbox', { name: '내용' });
const posts = <S extends { method: string; path: string }>(sent: S[]) =>
  sent.filter((s) => s.method === 'POST' && s.path === '/mypage/inquiries');

const writeInquiry = (options: BoardOptions = {}) =>
  renderScreen({
    backend: fakeBackend(),
    path: '/study/mypage/inquiries/write',
    routes: [
      { path: '/study/mypage/inquiries/write', element: <InquiryWritePage /> },
      { path: '/study/mypage/inquiries/:id', element: <p>문의 상세 화면</p> },
    ],
    handlers: boardHandlers(options),
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
    const { sent } = await writeInquiry({
      failWrites: { status: 400, message: '내용 항목을 확인해주세요.' },
    });
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
    const { sent } = await writeInquiry();
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
      backend: fakeBackend(),
      path: '/study/mypage/memo',
      // The app's route: its loader reads the page of the address (routes/member-loaders.ts) for the page.
      routes: (ctx) => createAppRoutes(ctx, memberAreaRoutes(ctx)),
      handlers: [
        ...signedInAs('student01'),
        ...boardHandlers({
          empty: true,
          failWrites: { status: 500, message: '서버 오류가 발생했습니다.' },
        }),
      ],
      token: 'story-token',
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
