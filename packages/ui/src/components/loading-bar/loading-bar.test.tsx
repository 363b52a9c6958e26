import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { LoadingBar } from './loading-bar';

afterEach(cleanup);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('given a load', () => {
  it('shows nothing before the throttle, then a named progress bar', async () => {
    render(<LoadingBar loading throttleMs={150} />);
    await wait(60);
    expect(page.getByRole('progressbar').elements()).toHaveLength(0);
    await expect.element(page.getByRole('progressbar', { name: '불러오는 중' })).toBeVisible();
    await expect.element(page.getByRole('progressbar')).toHaveAttribute('data-state', 'indeterminate');
    await expect.element(page.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  });

  it('never shows for a load quicker than the throttle', async () => {
    const { rerender } = render(<LoadingBar loading throttleMs={150} />);
    await wait(50);
    rerender(<LoadingBar loading={false} throttleMs={150} />);
    await wait(250);
    expect(page.getByRole('progressbar').elements()).toHaveLength(0);
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
