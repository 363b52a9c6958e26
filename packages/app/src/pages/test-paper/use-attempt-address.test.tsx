import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { paper } from '@buddy/mocks';
import { fakeBackend } from '@buddy/mocks/browser';
import { renderScreen, unmountScreen } from '../../app/screen-test';
import { remainingOf, useAttemptAddress, useReopenedTime } from './use-attempt-address';

afterEach(async () => {
  await unmountScreen();
  sessionStorage.removeItem('buddy.deadline.T9');
});

/** Loads an attempt whose server says 6:43 are left (its clock 5 minutes ahead of this browser's). */
function Loader() {
  const { onAttempt } = useAttemptAddress('tstCd');
  const load = () => {
    const serverNow = Date.now() + 5 * 60_000;
    onAttempt(paper({ tstCd: 'T9', status: 'taking', serverNow, deadline: serverNow + 403_000 }));
  };
  return (
    <button type="button" onClick={load}>
      load
    </button>
  );
}

describe('given an attempt loaded in this tab', () => {
  it('notes when its time ends, so reopening it knows the seconds left on this browser’s clock', async () => {
    const { router } = await renderScreen({
      backend: fakeBackend(),
      path: '/tests?type=W',
      routes: [{ path: '/tests', element: <Loader /> }],
    });
    expect(remainingOf('T9')).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'load' }));
    expect(router.state.location.search).toContain('tstCd=T9');
    const left = remainingOf('T9');
    expect(left).toBeGreaterThanOrEqual(401);
    expect(left).toBeLessThanOrEqual(403);
    expect(remainingOf('T9', Date.now() + 60_000)).toBeLessThanOrEqual(343);
  });

  it('knows nothing of an attempt it did not take, or whose time is over', () => {
    expect(remainingOf(undefined)).toBeNull();
    expect(remainingOf('T404')).toBeNull();
    sessionStorage.setItem('buddy.deadline.T9', String(Date.now() - 1000));
    expect(remainingOf('T9')).toBeNull();
  });
});

describe('given a page the server drew, hydrated in a tab that noted the attempt (a reload mid-test)', () => {
  /** What the intro would say of the time, from the hook. */
  function TimeWords() {
    const time = useReopenedTime('T9', 'W-A-1-2');
    return <p>{time.remainingSeconds === undefined ? 'no figure yet' : `${time.remainingSeconds} s left`}</p>;
  }

  it('hydrates with what the server said (no note there), then says the note’s seconds: no hydration error', async () => {
    // The server's page: no note of this tab on the server.
    const html = renderToString(<TimeWords />);
    expect(html).toContain('no figure yet');
    sessionStorage.setItem('buddy.deadline.T9', String(Date.now() + 300_000));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const root = hydrateRoot(container, <TimeWords />, { onRecoverableError: (error) => errors.push(error) });
    await expect.poll(() => container.textContent).toMatch(/^(29[89]|300) s left$/);
    expect(errors).toEqual([]);
    root.unmount();
    container.remove();
  });
});
