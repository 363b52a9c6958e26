import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from '@buddy/ui/testing';
import { DailyStatus, pathFilled } from './daily-status';
import { sampleDays } from './fixtures';

afterEach(async () => {
  cleanup();
  await page.viewport(1280, 800);
});

const week = (...rates: number[]) => rates.map((progress, index) => ({ day: index + 1, progress }));
const href = (day: number) => `/study/daily?day=${day}`;

const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });

describe('given the path joining the day circles', () => {
  it.each([
    ['nothing done', week(0, 0, 0, 0, 0), 0],
    ['only day 1 done', week(100, 0, 0, 0, 0), 0],
    ['days 1–2 done, day 3 under way', week(100, 100, 72, 0, 0), 0.25],
    ['days 1 and 3 done', week(100, 0, 100, 0, 0), 0.5],
    ['days 1–4 done', week(100, 100, 100, 100, 40), 0.75],
    ['every day done', week(100, 100, 100, 100, 100), 1],
  ] as const)('%s: fills %d of the path', (_, days, filled) => {
    expect(pathFilled(days)).toBe(filled);
    const { container } = render(<DailyStatus days={days} hrefFor={href} />);
    const path = container.querySelector<HTMLElement>('[data-slot="daily-status-path"]')!;
    expect(path.getAttribute('data-filled')).toBe(String(filled));
    expect(path.style.getPropertyValue('--path-filled')).toBe(`${filled * 100}%`);
  });

  it('is decoration: hidden from assistive technology, the five links unchanged', () => {
    const { container } = render(<DailyStatus days={sampleDays} hrefFor={href} />);
    const path = container.querySelector('[data-slot="daily-status-path"]')!;
    expect(path.getAttribute('aria-hidden')).toBe('true');
    expect(path.textContent).toBe('');
    expect(page.getByRole('link').elements()).toHaveLength(5);
  });

  it.each([
    ['a phone', 390],
    ['a desktop', 1280],
  ] as const)('on %s, runs through the circles and is filled up to the last day done', async (_, width) => {
    await page.viewport(width, 800);
    const { container } = render(
      <div data-course="a" className="p-4">
        <DailyStatus days={sampleDays} hrefFor={href} />
      </div>,
    );
    const path = container.querySelector<HTMLElement>('[data-slot="daily-status-path"]')!;
    const fill = container.querySelector<HTMLElement>('[data-slot="daily-status-path-fill"]')!;
    const circles = [...container.querySelectorAll<HTMLElement>('[data-slot="daily-status"] [data-state]')];
    expect(circles).toHaveLength(5);
    const [day1, day2, , , day5] = circles.map((circle) => centre(circle.getBoundingClientRect()));
    const line = path.getBoundingClientRect();
    const filled = fill.getBoundingClientRect();
    // From the first circle's centre to the last one's, through their middles.
    expect(Math.abs(line.left - day1!.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(line.right - day5!.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(centre(line).y - day1!.y)).toBeLessThanOrEqual(1);
    // Days 1–2 done: filled up to day 2's circle, quiet after.
    expect(Math.abs(filled.left - day1!.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(filled.right - day2!.x)).toBeLessThanOrEqual(1);
    // Behind the circles: each circle is painted over it.
    const hit = document.elementFromPoint(day2!.x, day2!.y);
    expect(hit === path || hit === fill).toBe(false);
  });
});
