import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { COURSES, type Course } from '@buddy/domain';
import { CourseTabs } from './course-tabs';

function Demo({ initial, onValueChange }: { initial: Course; onValueChange?: (course: Course) => void }) {
  const [course, setCourse] = useState(initial);
  return (
    <CourseTabs
      value={course}
      onValueChange={(next) => {
        onValueChange?.(next);
        setCourse(next);
      }}
    >
      <p className="rounded-lg bg-course-soft p-6 text-lg font-semibold text-course-strong">
        {`${course} 코스의 학습이에요.`}
      </p>
    </CourseTabs>
  );
}

const meta = {
  title: 'Study home/CourseTabs',
  component: Demo,
  args: { initial: 'A', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-[1020px] p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'C 코스' }));
    await expect(canvas.getByRole('tab', { name: 'C 코스' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('C');
    await expect(canvas.getByRole('tabpanel', { name: 'C 코스' })).toHaveTextContent('C 코스의 학습이에요.');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'A 코스' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'B 코스' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'B 코스' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'G 코스' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'A 코스' })).toHaveFocus();
  },
};

/** Each course theme selected. */
export const CourseA: Story = { args: { initial: 'A' } };
export const CourseB: Story = { args: { initial: 'B' } };
export const CourseC: Story = { args: { initial: 'C' } };
export const CourseD: Story = { args: { initial: 'D' } };
export const CourseE: Story = { args: { initial: 'E' } };
export const CourseF: Story = { args: { initial: 'F' } };
export const CourseG: Story = {
  args: { initial: 'G' },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('tabpanel');
    await expect(panel).toHaveAttribute('data-course', 'g');
    await expect(COURSES.length).toBe(7);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist', { name: '학습 코스' });
    await expect(list.scrollWidth).toBeGreaterThanOrEqual(list.clientWidth);
  },
};
