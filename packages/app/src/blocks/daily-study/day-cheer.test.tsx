import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from '@buddy/ui/testing';
import { DayCheer, dayCheerFor, dayCheerLine } from './day-cheer';
import { dailyStudyWords } from './words';

afterEach(cleanup);

const TITLES = ['Hello, Cat!', 'New Words', 'Read Along', 'Say It'];
/** The day's four activities at these rates. */
const day = (...rates: number[]) => rates.map((progress, index) => ({ title: TITLES[index]!, progress }));

describe('given where the child is in the day', () => {
  it.each([
    ['no activities known', null, { kind: 'none' }, ''],
    ['a day without activities', [], { kind: 'none' }, ''],
    [
      'nothing started',
      day(0, 0, 0, 0),
      { kind: 'start', first: 'Hello, Cat!' },
      '오늘은 ‘Hello, Cat!’으로 시작해요. 함께 해 볼까요?',
    ],
    [
      'the first activity under way',
      day(40, 0, 0, 0),
      { kind: 'underway', done: 0, total: 4, next: 'Hello, Cat!' },
      '활동 4개 중 0개를 마쳤어요. 다음은 ‘Hello, Cat!’이에요!',
    ],
    [
      'one done, the second half way',
      day(100, 50, 0, 0),
      { kind: 'underway', done: 1, total: 4, next: 'New Words' },
      '활동 4개 중 1개를 마쳤어요. 다음은 ‘New Words’예요!',
    ],
    [
      'two done, nothing else started',
      day(100, 100, 0, 0),
      { kind: 'underway', done: 2, total: 4, next: 'Read Along' },
      '활동 4개 중 2개를 마쳤어요. 다음은 ‘Read Along’이에요!',
    ],
    [
      'done out of order: the first one not done is next',
      day(0, 100, 100, 0),
      { kind: 'underway', done: 2, total: 4, next: 'Hello, Cat!' },
      '활동 4개 중 2개를 마쳤어요. 다음은 ‘Hello, Cat!’이에요!',
    ],
    [
      'every activity done',
      day(100, 100, 100, 100),
      { kind: 'done', total: 4 },
      '오늘 활동 4개를 모두 마쳤어요. 정말 잘했어요!',
    ],
  ] as const)('%s', (_, activities, state, line) => {
    expect(dayCheerFor(activities)).toEqual(state);
    expect(dayCheerLine(dayCheerFor(activities), dailyStudyWords.dayCheer)).toBe(line);
  });

  it('takes a particle that agrees with the name', () => {
    expect(dayCheerLine({ kind: 'start', first: 'My Ball' }, dailyStudyWords.dayCheer)).toBe(
      '오늘은 ‘My Ball’로 시작해요. 함께 해 볼까요?',
    );
    expect(dayCheerLine({ kind: 'start', first: '동물 노래' }, dailyStudyWords.dayCheer)).toBe(
      '오늘은 ‘동물 노래’로 시작해요. 함께 해 볼까요?',
    );
    expect(
      dayCheerLine({ kind: 'underway', done: 1, total: 3, next: '단어 카드' }, dailyStudyWords.dayCheer),
    ).toBe('활동 3개 중 1개를 마쳤어요. 다음은 ‘단어 카드’예요!');
  });
});

describe('given the cheer on screen', () => {
  it.each([
    ['start', day(0, 0, 0, 0), '오늘은 ‘Hello, Cat!’으로 시작해요. 함께 해 볼까요?'],
    ['underway', day(100, 50, 0, 0), '활동 4개 중 1개를 마쳤어요. 다음은 ‘New Words’예요!'],
    ['done', day(100, 100, 100, 100), '오늘 활동 4개를 모두 마쳤어요. 정말 잘했어요!'],
  ] as const)('says the %s line, mirrored in data-state', async (state, activities, line) => {
    const { container } = render(<DayCheer activities={activities} />);
    expect(container.querySelector('[data-slot="day-cheer"]')?.getAttribute('data-state')).toBe(state);
    await expect.element(page.getByText(line)).toBeVisible();
  });

  it('reads the line once: the mascot and the bubble are decoration', () => {
    const { container } = render(<DayCheer activities={day(100, 50, 0, 0)} />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(page.getByRole('img').elements()).toHaveLength(0);
    expect(container.textContent).toBe('활동 4개 중 1개를 마쳤어요. 다음은 ‘New Words’예요!');
  });

  it('shows nothing without activities', () => {
    const { container } = render(<DayCheer activities={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('takes another product’s words', async () => {
    render(
      <DayCheer
        activities={day(100, 100, 0, 0)}
        words={{ underway: (done, total, next) => `${done} of ${total} done. Next: ${next}!` }}
      />,
    );
    await expect.element(page.getByText('2 of 4 done. Next: Read Along!')).toBeVisible();
  });
});
