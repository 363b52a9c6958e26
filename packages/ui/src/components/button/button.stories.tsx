import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: '시작하기', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'outline', 'ghost', 'danger', 'course'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl', 'icon'] },
    loading: { control: 'boolean' },
    disabled: { control: 'boolean' },
    asChild: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="flex flex-wrap items-center gap-3 p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const VARIANTS = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'course'] as const;
const SIZES = ['sm', 'md', 'lg', 'xl'] as const;

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
      <path d="M12 5v14M5 12h14" strokeLinecap="round" />
    </svg>
  );
}

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '시작하기' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <>
      {VARIANTS.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <>
      {SIZES.map((size) => (
        <Button key={size} {...args} size={size}>
          {size === 'xl' ? 'START' : `${size} 버튼`}
        </Button>
      ))}
      <Button {...args} size="icon" aria-label="추가">
        <PlusIcon />
      </Button>
    </>
  ),
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <PlusIcon />
        추가하기
      </>
    ),
  },
};

export const Disabled: Story = {
  render: (args) => (
    <>
      {VARIANTS.map((variant) => (
        <Button key={variant} {...args} variant={variant} disabled>
          {variant}
        </Button>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: '제출하기', size: 'xl' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '제출하기' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Pressed: Story = {
  render: (args) => (
    <>
      {VARIANTS.map((variant) => (
        <Button key={variant} {...args} variant={variant} aria-pressed="true">
          {variant}
        </Button>
      ))}
    </>
  ),
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'outline', children: <a href="#study">학습하러 가기</a> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '학습하러 가기' })).toHaveAttribute(
      'data-variant',
      'outline',
    );
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: '시작하기' })).toHaveFocus();
  },
};

export const CourseThemes: Story = {
  render: (args) => (
    <>
      {(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'level'] as const).map((course) => (
        <div key={course} data-course={course}>
          <Button {...args} variant="course">
            {course.toUpperCase()} 코스
          </Button>
        </div>
      ))}
    </>
  ),
};

export const CourseC: Story = {
  args: { variant: 'course', size: 'xl', children: 'START' },
  parameters: { course: 'c' },
};

export const StudyTheme: Story = {
  render: Variants.render,
  parameters: { theme: 'study' },
};

export const BuddymonTheme: Story = {
  render: Variants.render,
  parameters: { theme: 'buddymon' },
};

export const Mobile: Story = {
  args: { size: 'xl', className: 'w-full', children: '제출하기' },
  globals: { viewport: { value: 'mobile' } },
};
