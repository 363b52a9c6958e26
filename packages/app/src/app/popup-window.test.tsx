import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '@buddy/domain';
import { createPopupKeeper, type PopupHandle } from './popup-window';

class FakeWindow implements PopupHandle {
  closed = false;
  focus = vi.fn();
}

describe('given the dictionary popup opened from the study menu', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    const windows: FakeWindow[] = [];
    const open = vi.fn((_url: string, _name: string, _features: string) => {
      const opened = new FakeWindow();
      windows.push(opened);
      return opened;
    });
    const onClosed = vi.fn();
    const keeper = createPopupKeeper({ open, onClosed });
    return { keeper, open, onClosed, windows };
  }

  it('opens one named window and focuses it', () => {
    const { keeper, open, windows } = setup();
    keeper.open('/study/dictionary', 'buddy-dictionary', 'width=400,height=600');
    expect(open).toHaveBeenCalledWith('/study/dictionary', 'buddy-dictionary', 'width=400,height=600');
    expect(windows[0]?.focus).toHaveBeenCalledOnce();
    expect(keeper.isOpen()).toBe(true);
  });

  it('focuses the open window instead of opening another', () => {
    const { keeper, open, windows } = setup();
    keeper.open('/study/dictionary', 'buddy-dictionary', '');
    keeper.open('/study/dictionary', 'buddy-dictionary', '');
    expect(open).toHaveBeenCalledOnce();
    expect(windows[0]?.focus).toHaveBeenCalledTimes(2);
  });

  it('checks every second whether it was closed, and tells once', () => {
    const { keeper, onClosed, windows } = setup();
    keeper.open('/study/dictionary', 'buddy-dictionary', '');
    vi.advanceTimersByTime(TIMING.popupPollMs * 3);
    expect(onClosed).not.toHaveBeenCalled();
    const opened = windows[0];
    if (opened) opened.closed = true;
    vi.advanceTimersByTime(TIMING.popupPollMs - 1);
    expect(onClosed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClosed).toHaveBeenCalledOnce();
    expect(keeper.isOpen()).toBe(false);
    vi.advanceTimersByTime(TIMING.popupPollMs * 5);
    expect(onClosed).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('opens a fresh window after the member closed it', () => {
    const { keeper, open, windows } = setup();
    keeper.open('/study/dictionary', 'buddy-dictionary', '');
    const first = windows[0];
    if (first) first.closed = true;
    keeper.open('/study/dictionary', 'buddy-dictionary', '');
    expect(open).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('answers null and does not poll when the browser blocks the popup', () => {
    const keeper = createPopupKeeper({ open: () => null });
    expect(keeper.open('/study/dictionary', 'buddy-dictionary', '')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    expect(keeper.isOpen()).toBe(false);
  });

  it('polls every TIMING.popupPollMs (1 second)', () => {
    expect(TIMING.popupPollMs).toBe(1000);
  });
});
