import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './select';

const COURSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

function CourseSelect({
  onValueChange,
  defaultValue,
  disabled,
  invalid,
}: {
  onValueChange?: (value: string) => void;
  defaultValue?: string;
  disabled?: boolean;
  invalid?: boolean;
}) {
  return (
    <div className="flex w-64 flex-col gap-2">
      <label htmlFor="course" className="font-bold">
        코스
      </label>
      <Select onValueChange={onValueChange} defaultValue={defaultValue} disabled={disabled}>
        <SelectTrigger
          id="course"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'course-error' : undefined}
        >
          <SelectValue placeholder="코스를 고르세요" />
        </SelectTrigger>
        <SelectContent>
          {COURSES.map((course) => (
            <SelectItem key={course} value={course} disabled={course === 'G'}>
              {`${course} 코스`}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {invalid ? (
        <p id="course-error" className="text-sm text-danger">
          코스 항목을 확인해주세요.
        </p>
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Primitives/Select',
  component: CourseSelect,
  args: { onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="min-h-[420px] p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CourseSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const WithValue: Story = { args: { defaultValue: 'C' } };

export const PickWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '코스' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    // Radix moves focus into the list a moment after it opens; keys pressed before that are lost.
    await waitFor(() => expect(screen.getByRole('option', { name: 'A 코스' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'B 코스' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'C 코스' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('C'));
    await expect(trigger).toHaveTextContent('C 코스');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const PickWithMouse: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: '코스' }));
    await userEvent.click(await screen.findByRole('option', { name: 'E 코스' }));
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('E'));
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'A' } };

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '코스' });
    await expect(trigger).toHaveAccessibleDescription('코스 항목을 확인해주세요.');
  },
};

export const GroupsAndSeparator: Story = {
  render: () => (
    <Select defaultValue="3">
      <SelectTrigger aria-label="학년" className="w-64">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>저학년</SelectLabel>
          {['1', '2', '3'].map((grade) => (
            <SelectItem key={grade} value={grade}>{`${grade}학년`}</SelectItem>
          ))}
        </SelectGroup>
        <SelectSeparator />
        <SelectGroup>
          <SelectLabel>고학년</SelectLabel>
          {['4', '5', '6'].map((grade) => (
            <SelectItem key={grade} value={grade}>{`${grade}학년`}</SelectItem>
          ))}
        </SelectGroup>
      </SelectContent>
    </Select>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: '학년' }));
    await expect(await screen.findByText('고학년')).toBeVisible();
    // Close again: an open select hides the rest of the page from assistive technology.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

function LongList() {
  const [value, setValue] = useState('1');
  return (
    <Select value={value} onValueChange={setValue}>
      <SelectTrigger aria-label="주차" className="w-64">
        <SelectValue />
      </SelectTrigger>
      <SelectContent className="max-h-64">
        {Array.from({ length: 40 }, (_, index) => String(index + 1)).map((week) => (
          <SelectItem key={week} value={week}>{`${week}주차`}</SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export const LongListScrolls: Story = {
  render: () => <LongList />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '주차' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: '1주차' })).toHaveFocus());
    // The list is taller than its box: the last week starts out of view and the list scrolls to reach it.
    await expect(listbox.getBoundingClientRect().height).toBeLessThanOrEqual(256);
    await expect(screen.getByRole('option', { name: '40주차' }).getBoundingClientRect().top).toBeGreaterThan(
      listbox.getBoundingClientRect().bottom,
    );
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('option', { name: '40주차' })).toHaveFocus());
    await expect(
      screen.getByRole('option', { name: '40주차' }).getBoundingClientRect().bottom,
    ).toBeLessThanOrEqual(listbox.getBoundingClientRect().bottom + 1);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveTextContent('40주차'));
  },
};

export const Mobile: Story = {
  args: { defaultValue: 'B' },
  globals: { viewport: { value: 'mobile' } },
};
