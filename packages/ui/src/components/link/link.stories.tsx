import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link, LinkProvider, type LinkComponentProps } from './link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '#study', children: '학습하러 가기' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'muted', 'plain'] } },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <p className="flex gap-6">
      <Link {...args} variant="inline">
        인라인 링크
      </Link>
      <Link {...args} variant="muted">
        보조 링크
      </Link>
      <Link {...args} variant="plain">
        꾸밈 없는 링크
      </Link>
    </p>
  ),
};

function DemoRouterLink({ href, children, ...props }: LinkComponentProps) {
  return (
    <a href={href} data-router="" {...props}>
      {children}
    </a>
  );
}

export const WithRouterProvider: Story = {
  render: (args) => (
    <LinkProvider component={DemoRouterLink}>
      <p className="flex gap-6">
        <Link {...args}>사이트 안 링크</Link>
        <Link href="https://example.com" target="_blank" rel="noreferrer">
          바깥 사이트 (새 창)
        </Link>
      </p>
    </LinkProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '사이트 안 링크' })).toHaveAttribute('data-router');
    await expect(canvas.getByRole('link', { name: '바깥 사이트 (새 창)' })).not.toHaveAttribute(
      'data-router',
    );
  },
};

export const StudyTheme: Story = { render: Variants.render, parameters: { theme: 'study' } };
