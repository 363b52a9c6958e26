import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { AlertProvider, useAlert, type AlertApi } from './alert-provider';

afterEach(cleanup);

/** Renders a provider and hands the test its API (and a button that had focus before). */
async function setup(): Promise<AlertApi> {
  let api: AlertApi | null = null;
  function Grab() {
    api = useAlert();
    return <button type="button">제출</button>;
  }
  render(
    <AlertProvider>
      <Grab />
    </AlertProvider>,
  );
  await expect.element(page.getByRole('button', { name: '제출' })).toBeVisible();
  if (!api) throw new Error('no api');
  return api;
}

describe('given the alert API', () => {
  it('shows an alert and resolves when OK is pressed', async () => {
    const api = await setup();
    const done = vi.fn();
    void api.alert({ title: '로그인 실패', message: '아이디 항목을 확인해주세요.' }).then(done);
    const dialog = page.getByRole('alertdialog', { name: '로그인 실패' });
    await expect.element(dialog).toHaveAccessibleDescription('아이디 항목을 확인해주세요.');
    await expect.element(page.getByRole('button', { name: '확인' })).toHaveFocus();
    expect(done).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: '확인' }));
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves a confirm true on OK, false on cancel and on Escape', async () => {
    const api = await setup();
    const ok = api.confirm({ message: '3개 문제를 풀지 않았습니다. 그래도 제출하시겠습니까?' });
    await userEvent.click(page.getByRole('button', { name: '확인' }));
    await expect(ok).resolves.toBe(true);

    const cancel = api.confirm({ message: '제출할까요?' });
    await userEvent.click(page.getByRole('button', { name: '취소' }));
    await expect(cancel).resolves.toBe(false);

    const escape = api.confirm({ message: '제출할까요?', confirmLabel: '제출', cancelLabel: '계속 풀기' });
    await expect.element(page.getByRole('button', { name: '계속 풀기' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(escape).resolves.toBe(false);
  });

  it('queues calls and shows them one after the other, in order', async () => {
    const api = await setup();
    const order: string[] = [];
    void api.alert({ message: '첫째' }).then(() => order.push('첫째'));
    void api.alert({ message: '둘째' }).then(() => order.push('둘째'));
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription('첫째');
    expect(page.getByRole('alertdialog').elements()).toHaveLength(1);
    await userEvent.click(page.getByRole('button', { name: '확인' }));
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription('둘째');
    await userEvent.click(page.getByRole('button', { name: '확인' }));
    await vi.waitFor(() => expect(order).toEqual(['첫째', '둘째']));
  });

  it('lets a replacing call take the place of those open and waiting, answered as dismissed', async () => {
    const api = await setup();
    const before = page.getByRole('button', { name: '제출' });
    before.element().focus();
    const warning = api.alert({ message: '시험 시간이 2분 남았습니다.' });
    const question = api.confirm({ message: '3개 문제를 풀지 않았습니다. 그래도 제출하시겠습니까?' });
    await expect
      .element(page.getByRole('alertdialog'))
      .toHaveAccessibleDescription('시험 시간이 2분 남았습니다.');
    const timeUp = api.alert({ message: '시험 시간이 종료되었습니다.', replace: true });
    await expect
      .element(page.getByRole('alertdialog'))
      .toHaveAccessibleDescription('시험 시간이 종료되었습니다.');
    expect(page.getByRole('alertdialog').elements()).toHaveLength(1);
    await expect(warning).resolves.toBeUndefined();
    await expect(question).resolves.toBe(false);
    await userEvent.click(page.getByRole('button', { name: '확인' }));
    await timeUp;
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    await expect.element(before).toHaveFocus();
  });

  it('has a name without a title and returns focus to where it was', async () => {
    const api = await setup();
    const before = page.getByRole('button', { name: '제출' });
    before.element().focus();
    const closed = api.alert({ message: '시험 시간이 종료되었습니다.' });
    await expect.element(page.getByRole('alertdialog', { name: '알림' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await closed;
    await expect.element(before).toHaveFocus();
  });

  it('renders the message as text, never as HTML, keeping line breaks', async () => {
    const api = await setup();
    void api.alert({ message: '<b>굵게</b>\n둘째 줄' });
    const description = page.getByText('<b>굵게</b>', { exact: false });
    await expect.element(description).toBeVisible();
    expect(description.element().querySelector('b')).toBeNull();
    expect(getComputedStyle(description.element()).whiteSpace).toBe('pre-line');
  });

  it('explains itself when used outside a provider', () => {
    function Lonely() {
      useAlert();
      return null;
    }
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Lonely />)).toThrow(/AlertProvider/);
    error.mockRestore();
  });
});

describe('given a caller that moves focus after the alert', () => {
  it('keeps the focus the caller set once the promise resolves', async () => {
    const api = await setup();
    const field = document.createElement('input');
    field.setAttribute('aria-label', '아이디');
    document.body.appendChild(field);
    page.getByRole('button', { name: '제출' }).element().focus();
    const closed = api
      .alert({ title: '로그인 실패', message: '아이디 항목을 확인해주세요.' })
      .then(() => field.focus());
    await userEvent.click(page.getByRole('button', { name: '확인' }));
    await closed;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(field);
    field.remove();
  });
});
