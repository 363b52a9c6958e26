import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { advanceTimers as advance, cleanup, render } from '../test/render';
import { useIsMobile } from './use-media-query';
import { useThrottledFlag } from './use-throttled-flag';

afterEach(cleanup);

function MobileProbe() {
  return <p>{useIsMobile() ? 'mobile' : 'desktop'}</p>;
}

function FlagProbe({ active, ms }: { active: boolean; ms: number }) {
  return <p>{useThrottledFlag(active, ms) ? 'shown' : 'hidden'}</p>;
}

const shown = () => page.getByText('shown').query() !== null;

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
  // The throttle's clock is faked: time passes when the test says so, not while the machine is busy.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays hidden while the flag has been up for less than the throttle', () => {
    const { rerender } = render(<FlagProbe active ms={200} />);
    advance(199);
    expect(shown()).toBe(false);
    rerender(<FlagProbe active={false} ms={200} />);
    advance(1000);
    expect(shown()).toBe(false);
  });

  it('shows after the throttle and hides at once when the flag drops', () => {
    const { rerender } = render(<FlagProbe active ms={200} />);
    advance(199);
    expect(shown()).toBe(false);
    advance(1);
    expect(shown()).toBe(true);
    rerender(<FlagProbe active={false} ms={200} />);
    expect(shown()).toBe(false);
  });

  it('waits the full throttle again when the flag rises a second time', () => {
    const { rerender } = render(<FlagProbe active ms={50} />);
    advance(50);
    expect(shown()).toBe(true);
    rerender(<FlagProbe active={false} ms={50} />);
    rerender(<FlagProbe active ms={50} />);
    expect(shown()).toBe(false);
    advance(49);
    expect(shown()).toBe(false);
    advance(1);
    expect(shown()).toBe(true);
  });
});
