import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { advanceTimers, cleanup, render } from '../../test/render';
import { LoadingBar } from './loading-bar';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const bars = () => page.getByRole('progressbar').elements();

describe('given a load', () => {
  it('shows nothing before the throttle, then a named progress bar', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<LoadingBar loading throttleMs={150} />);
    advanceTimers(149);
    expect(bars()).toHaveLength(0);
    advanceTimers(1);
    vi.useRealTimers();
    await expect.element(page.getByRole('progressbar', { name: '불러오는 중' })).toBeVisible();
    await expect.element(page.getByRole('progressbar')).toHaveAttribute('data-state', 'indeterminate');
    await expect.element(page.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  });

  it('never shows for a load quicker than the throttle', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { rerender } = render(<LoadingBar loading throttleMs={150} />);
    advanceTimers(149);
    rerender(<LoadingBar loading={false} throttleMs={150} />);
    advanceTimers(10_000);
    expect(bars()).toHaveLength(0);
  });

  it('reports a known progress as a percentage', async () => {
    render(<LoadingBar loading throttleMs={0} progress={0.4} label="답안 저장 중" />);
    const bar = page.getByRole('progressbar', { name: '답안 저장 중' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '40');
    await expect.element(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('fills up and goes away when the load ends', async () => {
    const { rerender } = render(<LoadingBar loading throttleMs={0} />);
    await expect.element(page.getByRole('progressbar')).toBeVisible();
    rerender(<LoadingBar loading={false} throttleMs={0} />);
    await expect.element(page.getByRole('progressbar')).toHaveAttribute('data-state', 'done');
    await expect.element(page.getByRole('progressbar')).not.toBeInTheDocument();
  });
});
