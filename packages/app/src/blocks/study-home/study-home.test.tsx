import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Course } from '@buddy/domain';
import { cleanup, render } from '@buddy/ui/testing';
import { CourseTabs } from './course-tabs';
import { DailyStatus } from './daily-status';
import { sampleDays, sampleReview, sampleSteps, sampleTests, sampleWeeks, studyHref } from './fixtures';
import { LevelGraph } from './level-graph';
import { ProgressBar } from './progress-bar';
import { ReviewDialog } from './review-dialog';
import { TestList, type StepTest } from './test-list';
import { WeekList } from './week-list';

afterEach(cleanup);

describe('given the course tabs', () => {
  function Controlled({ onChange }: { onChange: (course: Course) => void }) {
    const [course, setCourse] = useState<Course>('A');
    return (
      <CourseTabs
        value={course}
        onValueChange={(next) => {
          onChange(next);
          setCourse(next);
        }}
      >
        <p>{`${course} 패널`}</p>
      </CourseTabs>
    );
  }

  it('names seven tabs, each in its course theme, and the panel after the selected one', async () => {
    render(<Controlled onChange={() => undefined} />);
    const tabs = page.getByRole('tablist', { name: '학습 코스' }).getByRole('tab');
    expect(tabs.elements()).toHaveLength(7);
    await expect.element(page.getByRole('tab', { name: 'D 코스' })).toHaveAttribute('data-course', 'd');
    await expect.element(page.getByRole('tabpanel', { name: 'A 코스' })).toHaveTextContent('A 패널');
    await expect.element(page.getByRole('tabpanel')).toHaveAttribute('data-course', 'a');
  });

  it('moves with the arrow keys (roving focus) and reports the course', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    page.getByRole('tab', { name: 'A 코스' }).element().focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(page.getByRole('tab', { name: 'G 코스' })).toHaveFocus();
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith('G'));
    await expect.element(page.getByRole('tab', { name: 'G 코스' })).toHaveAttribute('tabindex', '0');
    await expect.element(page.getByRole('tab', { name: 'A 코스' })).toHaveAttribute('tabindex', '-1');
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('G 패널');
  });
});

describe('given the weekly list and the progress bar', () => {
  it('links each week, marks the current one and names the rate', async () => {
    render(<WeekList weeks={sampleWeeks} current={1} hrefFor={(week) => studyHref('B', 3, week)} />);
    const first = page.getByRole('link', { name: '1주 진도율 100%' });
    await expect.element(first).toHaveAttribute('aria-current', 'page');
    await expect.element(first).toHaveAttribute('href', '/study?course=B&step=3&week=1');
    await expect
      .element(page.getByRole('link', { name: `2주 진도율 ${sampleWeeks[1]!.progress}%` }))
      .not.toHaveAttribute('aria-current');
  });

  it('lists the weeks before their rates are known, each the height it will have', async () => {
    const weeks = sampleWeeks.map(({ week }) => ({ week, progress: null }));
    const { rerender } = render(
      <WeekList weeks={weeks} current={2} hrefFor={(week) => studyHref('B', 3, week)} />,
    );
    const second = page.getByRole('link', { name: '2주', exact: true });
    await expect.element(second).toHaveAttribute('aria-current', 'page');
    await expect.element(second).toHaveAttribute('href', '/study?course=B&step=3&week=2');
    const before = second.element().getBoundingClientRect().height;
    rerender(<WeekList weeks={sampleWeeks} current={2} hrefFor={(week) => studyHref('B', 3, week)} />);
    const known = page.getByRole('link', { name: `2주 진도율 ${sampleWeeks[1]!.progress}%` });
    await expect.element(known).toBeVisible();
    expect(known.element().getBoundingClientRect().height).toBe(before);
  });

  it('is a 530 px progressbar on desktop with its value text, clamped to 0–100', async () => {
    render(<ProgressBar value={130} />);
    const bar = page.getByRole('progressbar', { name: '이번 주 진도율' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '100');
    await expect.element(bar).toHaveAttribute('aria-valuetext', '100% 완료');
    expect(bar.element().parentElement?.getBoundingClientRect().width).toBe(530);
  });
});

describe('given the daily status of a week under way', () => {
  it('shows five days as done, studying or to do, each linking to its day', async () => {
    render(<DailyStatus days={sampleDays} today={3} hrefFor={(day) => `/study/daily?day=${day}`} />);
    expect(page.getByRole('link').elements()).toHaveLength(5);
    await expect
      .element(page.getByRole('link', { name: '2일차 다 했어요' }))
      .toHaveAttribute('data-status', 'done');
    await expect
      .element(page.getByRole('link', { name: `3일차 공부 중 ${sampleDays[2]!.progress}% 오늘 공부한 날` }))
      .toHaveAttribute('href', '/study/daily?day=3');
    await expect
      .element(page.getByRole('link', { name: '4일차 시작 전' }))
      .toHaveAttribute('data-status', 'todo');
  });
});

describe('given the level graph', () => {
  it('draws a bar per step and gives the numbers as a table', async () => {
    const { container } = render(<LevelGraph course="A" steps={sampleSteps} current={2} />);
    expect(container.querySelectorAll('[data-slot="level-graph-bar"]')).toHaveLength(7);
    const table = page.getByRole('table', { name: 'A 코스 단계별 진도율' });
    await expect.element(table.getByRole('rowheader', { name: '2단계 (지금 단계)' })).toBeInTheDocument();
    await expect
      .element(table.getByRole('cell', { name: `${sampleSteps[0]!.progress}%` }))
      .toBeInTheDocument();
  });
});

describe('given the tests of a step', () => {
  const take = (test: StepTest) => `/take/${test.kind}/${test.week}`;
  const result = (test: StepTest) => `/result/${test.kind}/${test.week}`;

  it('lists four weekly tests and the monthly test in five columns, with scores and grades', async () => {
    render(<TestList step={2} tests={sampleTests} takeHref={take} resultHref={result} />);
    await expect
      .element(page.getByRole('region', { name: '이번 단계 시험' }))
      .toHaveAttribute('data-columns', '5');
    await expect
      .element(page.getByRole('link', { name: '1주 Weekly Test 결과 보기' }))
      .toHaveAttribute('href', '/result/weekly/1');
    await expect
      .element(page.getByRole('link', { name: 'Monthly Test 시험 보기' }))
      .toHaveAttribute('href', '/take/monthly/0');
    await expect.element(page.getByText('A등급')).toHaveAttribute('data-grade', 'a');
    await expect.element(page.getByText('70점')).toBeVisible();
    await expect.element(page.getByText('C등급')).toHaveAttribute('data-grade', 'c');
    const grid = page.getByRole('list').element();
    expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(5);
  });

  it('titles the end step Achievement Test and uses four columns', async () => {
    render(<TestList step={7} tests={sampleTests} takeHref={take} resultHref={result} />);
    await expect
      .element(page.getByRole('region', { name: '이번 단계 시험' }))
      .toHaveAttribute('data-columns', '4');
    await expect.element(page.getByRole('link', { name: '4주 Achievement Test 시험 보기' })).toBeVisible();
    const grid = page.getByRole('list').element();
    expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(4);
  });
});

describe('given the review popup', () => {
  const hrefFor = (course: Course, step: number) => studyHref(course, step);

  it('makes a step a link only when it is reviewable and always shows the one-year note', async () => {
    render(
      <ReviewDialog
        open
        onOpenChange={() => undefined}
        state="ready"
        entries={sampleReview}
        hrefFor={hrefFor}
      />,
    );
    const dialog = page.getByRole('dialog', { name: '복습하기' });
    await expect.element(dialog.getByRole('note')).toHaveTextContent('1년이 지난 학습은 복습할 수 없어요.');
    expect(dialog.getByRole('link').elements()).toHaveLength(2);
    await expect
      .element(dialog.getByRole('link', { name: 'A 코스 2단계' }))
      .toHaveAttribute('href', '/study?course=A&step=2&week=1');
    await expect.element(dialog.getByText('1년이 지났어요')).toBeInTheDocument();
  });

  it('says it could not load on failure and retries', async () => {
    const onRetry = vi.fn();
    render(
      <ReviewDialog open onOpenChange={() => undefined} state="error" hrefFor={hrefFor} onRetry={onRetry} />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('복습할 단계를 불러오지 못했어요.');
    await userEvent.click(page.getByRole('button', { name: '다시 불러오기' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('closes with Escape', async () => {
    const onOpenChange = vi.fn();
    render(<ReviewDialog open onOpenChange={onOpenChange} state="loading" hrefFor={hrefFor} />);
    await expect.element(page.getByRole('dialog', { name: '복습하기' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
