import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { LoadingBar } from './loading-bar';

const meta = {
  title: 'Primitives/LoadingBar',
  component: LoadingBar,
  args: { loading: true },
  decorators: [
    (Story) => (
      <div className="min-h-[120px] p-6">
        <p>페이지를 불러오는 동안 화면 맨 위에 막대가 보여요.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async () => {
    await expect(await screen.findByRole('progressbar', { name: '불러오는 중' })).toBeVisible();
  },
};

export const Determinate: Story = {
  args: { progress: 0.4 },
  play: async () => {
    await expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  },
};

function QuickLoad() {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), 80);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <LoadingBar loading={loading} />
      {loading ? null : <p>다 불러왔어요.</p>}
    </>
  );
}

export const QuickLoadShowsNothing: Story = {
  render: () => <QuickLoad />,
  play: async () => {
    // Waits for the load to end. A bar drawn during the load would still be fading out (data-state="done") now.
    await screen.findByText('다 불러왔어요.');
    await expect(screen.queryByRole('progressbar')).toBeNull();
  },
};

function Finishing() {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), 600);
    return () => clearTimeout(timer);
  }, []);
  return <LoadingBar loading={loading} />;
}

export const Done: Story = {
  render: () => <Finishing />,
  play: async () => {
    await screen.findByRole('progressbar');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), { timeout: 3000 });
  },
};
