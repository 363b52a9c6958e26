import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from '../test/render';
import { useIsMobile } from './use-media-query';
import { useThrottledFlag } from './use-throttled-flag';

afterEach(cleanup);

function MobileProbe() {
  return <p>{useIsMobile() ? 'mobile' : 'desktop'}</p>;
}

function FlagProbe({ active, ms }: { active: boolean; ms: number }) {
  return <p>{useThrottledFlag(active, ms) ? 'shown' : 'hidden'}</p>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('useIsMobile', () => {
  it('is false at 901 pixels and true at 900', async () => {
    await page.viewport(901, 800);
    render(<MobileProbe />);
    await expect.element(page.getByText('desktop')).toBeVisible();
    await page.viewport(900, 800);
    await expect.element(page.getByText('mobile')).toBeVisible();
    await page.viewport(1280, 800);
    await expect.element(page.getByText('desktop')).toBeVisible();
  });
});

describe('useThrottledFlag', () => {
  it('stays hidden while the flag has been up for less than the throttle', async () => {
    const { rerender } = render(<FlagProbe active ms={200} />);
    await sleep(100);
    expect(page.getByText('hidden').query()).not.toBeNull();
    rerender(<FlagProbe active={false} ms={200} />);
    await sleep(200);
    expect(page.getByText('hidden').query()).not.toBeNull();
  });

  it('shows after the throttle and hides at once when the flag drops', async () => {
    const { rerender } = render(<FlagProbe active ms={200} />);
    await expect.element(page.getByText('shown')).toBeVisible();
    rerender(<FlagProbe active={false} ms={200} />);
    expect(page.getByText('hidden').query()).not.toBeNull();
  });

  it('waits the full throttle again when the flag rises a second time', async () => {
    const { rerender } = render(<FlagProbe active ms={50} />);
    await expect.element(page.getByText('shown')).toBeVisible();
    rerender(<FlagProbe active={false} ms={50} />);
    rerender(<FlagProbe active ms={50} />);
    expect(page.getByText('hidden').query()).not.toBeNull();
    await expect.element(page.getByText('shown')).toBeVisible();
  });
});
