import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../link';
import { Status } from './status';

const meta = {
  title: 'Feedback/Status',
  component: Status,
  args: { state: 'loading', message: '불러오는 중이에요…' },
  argTypes: {
    state: { control: 'inline-radio', options: ['loading', 'empty', 'error'] },
    size: { control: 'inline-radio', options: ['md', 'sm'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Status>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('불러오는 중이에요…');
  },
};

export const Empty: Story = {
  args: { state: 'empty', message: '아직 글이 없어요.' },
};

export const EmptyWithAction: Story = {
  args: {
    state: 'empty',
    title: '찾는 글이 없어요',
    message: '검색어를 바꿔 보세요.',
    action: <Link href="#list">목록으로</Link>,
  },
};

export const Failure: Story = {
  args: { state: 'error', message: '불러오지 못했어요.', retryLabel: '다시 불러오기', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: '다시 불러오기' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Small: Story = {
  args: { state: 'error', size: 'sm', message: 'Could not load.', retryLabel: 'Try again', onRetry: fn() },
};

/** Another product's words: nothing in the component is Korean. */
export const OtherLanguage: Story = {
  args: { state: 'empty', message: 'Nothing here yet.' },
  parameters: { course: 'e' },
};
