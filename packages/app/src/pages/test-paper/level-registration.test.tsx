import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { RequestHandler } from 'msw';
import { levelTestHandlers } from '@buddy/mocks';
import { fakeBackend } from '@buddy/mocks/browser';
import { renderScreen, unmountScreen } from '../../app/screen-test';
import { LevelRegistration } from './level-registration';

afterEach(unmountScreen);

const dialog = page.getByRole('alertdialog', { name: '레벨 테스트 신청' });
const closeDialog = () => userEvent.click(page.getByRole('button', { name: '확인' }));
const start = () => userEvent.click(page.getByRole('button', { name: '레벨 테스트 시작하기' }));
const grade = page.getByRole('combobox', { name: '학년' });

async function render(handlers: RequestHandler[] = levelTestHandlers()) {
  const onRegistered = vi.fn();
  const screen = await renderScreen({
    backend: fakeBackend(),
    path: '/tests',
    routes: [{ path: '/tests', element: <LevelRegistration onRegistered={onRegistered} /> }],
    handlers,
  });
  return { ...screen, onRegistered };
}

describe('given the level-test registration', () => {
  it('without a grade, marks the grade select, describes it by the message and focuses it', async () => {
    const { sent } = await render();
    await userEvent.fill(page.getByRole('textbox', { name: '이름' }), '김민준');
    await userEvent.fill(page.getByRole('textbox', { name: '학교' }), '버디초등학교');
    await start();
    await expect.element(dialog).toHaveTextContent('학년 항목을 확인해주세요.');
    await closeDialog();
    await expect.element(grade).toHaveFocus();
    await expect.element(grade).toHaveAttribute('aria-invalid', 'true');
    await expect.element(grade).toHaveAccessibleDescription('학년 항목을 확인해주세요.');
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
  });

  it("tells the server's refusal, then registers on the next try", async () => {
    const { onRegistered, sent, use } = await render(
      levelTestHandlers({ fail: { status: 429, message: '잠시 후 다시 시도해 주세요.' } }),
    );
    await userEvent.fill(page.getByRole('textbox', { name: '이름' }), ' 김민준 ');
    await userEvent.fill(page.getByRole('textbox', { name: '학교' }), '버디초등학교');
    await userEvent.click(grade);
    await userEvent.click(page.getByRole('option', { name: '4학년' }));
    await start();
    await expect.element(dialog).toHaveTextContent('잠시 후 다시 시도해 주세요.');
    await closeDialog();
    expect(onRegistered).not.toHaveBeenCalled();

    use(...levelTestHandlers());
    await start();
    await expect.poll(() => onRegistered.mock.calls.length).toBe(1);
    expect(onRegistered.mock.calls[0]?.[0]).toMatchObject({
      lvtCdtId: '1',
      token: 'level-visitor-1',
      name: '김민준',
      school: '버디초등학교',
      grade: 4,
    });
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.body)).toEqual([
      { usrnm: '김민준', school: '버디초등학교', grade: 4 },
      { usrnm: '김민준', school: '버디초등학교', grade: 4 },
    ]);
  });
});
