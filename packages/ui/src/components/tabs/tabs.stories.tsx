import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const COURSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

function CourseTabs({
  look,
  onValueChange,
  disableLast,
}: {
  look?: 'pill' | 'underline';
  onValueChange?: (value: string) => void;
  disableLast?: boolean;
}) {
  return (
    <Tabs look={look} defaultValue="A" onValueChange={onValueChange}>
      <TabsList aria-label="코스">
        {COURSES.map((course) => (
          <TabsTrigger key={course} value={course} disabled={disableLast === true && course === 'G'}>
            {`${course} 코스`}
          </TabsTrigger>
        ))}
      </TabsList>
      {COURSES.map((course) => (
        <TabsContent key={course} value={course}>
          <p>{`${course} 코스의 주간 학습 목록입니다.`}</p>
        </TabsContent>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: CourseTabs,
  args: { onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CourseTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pill: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'C 코스' }));
    await expect(canvas.getByRole('tab', { name: 'C 코스' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('C 코스의 주간 학습 목록입니다.');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('C');
  },
};

export const Underline: Story = {
  args: { look: 'underline' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'A 코스' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'B 코스' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'B 코스' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'G 코스' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledTab: Story = {
  args: { disableLast: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'G 코스' })).toBeDisabled();
  },
};

export const ManyTabsOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: '코스' });
    // The tabs do not fit a phone: the list scrolls sideways instead of wrapping or squeezing them.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    canvas.getByRole('tab', { name: 'A 코스' }).focus();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'G 코스' });
    await expect(last).toHaveFocus();
    await waitFor(() =>
      expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1),
    );
  },
};
