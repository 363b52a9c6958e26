import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from '@buddy/ui/testing';
import { cheerFor, MascotCheer } from './mascot-cheer';

afterEach(cleanup);

const week = (...rates: number[]) => rates.map((progress, index) => ({ day: index + 1, progress }));

describe('given where the child is this week', () => {
  it.each([
    ['no days known', null, null, 'welcome', '반가워요! 오늘부터 함께 즐겁게 공부해요.'],
    ['an empty week', [], null, 'welcome', '반가워요! 오늘부터 함께 즐겁게 공부해요.'],
    ['nothing studied', week(0, 0, 0, 0, 0), null, 'welcome', '반가워요! 오늘부터 함께 즐겁게 공부해요.'],
    [
      'days 1–2 done, day 3 not started',
      week(100, 100, 0, 0, 0),
      2,
      'next',
      '오늘은 3일차를 공부할 차례예요!',
    ],
    ['day 3 at 60 %', week(100, 100, 60, 0, 0), 3, 'studying', '3일차를 60%까지 했어요. 조금만 더 힘내요!'],
    [
      'day 1 at 20 %, today day 4 at 40 %',
      week(20, 100, 100, 40, 0),
      4,
      'studying',
      '4일차를 40%까지 했어요. 조금만 더 힘내요!',
    ],
    [
      'day 2 at 10 %, today done',
      week(100, 10, 100, 0, 0),
      3,
      'studying',
      '2일차를 10%까지 했어요. 조금만 더 힘내요!',
    ],
    [
      'every day done',
      week(100, 100, 100, 100, 100),
      5,
      'done',
      '이번 주 학습을 모두 마쳤어요. 정말 멋져요!',
    ],
  ] as const)('%s: says the %s line', async (_, days, today, state, text) => {
    expect(cheerFor(days, today).kind).toBe(state);
    const { container } = render(<MascotCheer days={days} today={today} />);
    expect(container.querySelector('[data-slot="mascot-cheer"]')?.getAttribute('data-state')).toBe(state);
    await expect.element(page.getByText(text)).toBeVisible();
  });
});

describe('given the cheer on screen', () => {
  it('reads the line once: the mascot and the bubble are decoration', () => {
    const { container } = render(<MascotCheer days={week(100, 60, 0, 0, 0)} />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(page.getByRole('img').elements()).toHaveLength(0);
    expect(container.textContent).toBe('2일차를 60%까지 했어요. 조금만 더 힘내요!');
  });

  it('takes another product’s words', async () => {
    render(<MascotCheer days={week(100, 100, 100, 100, 100)} words={{ done: 'All done this week!' }} />);
    await expect.element(page.getByText('All done this week!')).toBeVisible();
  });
});
