import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AudioButton, AudioControls, AudioPlayerProvider, ListenAllButton } from './audio';
import { CLIPS, toneClip } from './fixtures';

/** The paper's listen buttons on one shared player, with listen-all and the rate and volume controls. */
function AudioDemo({
  defaultVolume = 100,
  defaultRate = 1,
}: {
  defaultVolume?: number;
  defaultRate?: number;
}) {
  return (
    <AudioPlayerProvider defaultVolume={defaultVolume} defaultRate={defaultRate}>
      <div className="flex max-w-[700px] flex-col gap-4 p-6">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg bg-surface px-4 py-2 shadow-soft">
          <ListenAllButton sources={[CLIPS.picture, CLIPS.word]} />
          <AudioControls />
        </div>
        <p className="m-0 flex items-center gap-3">
          <span className="flex-1">1. 잘 듣고 알맞은 그림을 고르세요.</span>
          <AudioButton id="question-1" src={CLIPS.picture} accessibleLabel="1번 문제 듣기" />
        </p>
        <p className="m-0 flex items-center gap-3">
          <span className="flex-1">2. 잘 듣고 들리는 낱말을 고르세요.</span>
          <AudioButton id="question-2" src={CLIPS.word} accessibleLabel="2번 문제 듣기" />
        </p>
      </div>
    </AudioPlayerProvider>
  );
}

const meta = {
  title: 'Test paper/Audio',
  component: AudioDemo,
  parameters: { course: 'b' },
} satisfies Meta<typeof AudioDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** One question plays: it offers pause and stop; the others are blocked with a reason. */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '1번 문제 듣기' }));
    await expect(canvas.getByRole('button', { name: '일시정지' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '그만 듣기' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '2번 문제 듣기' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: '전체 듣기' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '2번 문제 듣기' }));
    await userEvent.click(canvas.getByRole('button', { name: '일시정지' }));
    await expect(canvas.getByRole('button', { name: '계속 듣기' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '1번 문제 듣기' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Listen-all shows which question is playing (1/2, 2/2) and frees the buttons when the last one ends. */
export const ListenAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '전체 듣기' }));
    await expect(canvas.getByRole('button', { name: '일시정지 1/2' })).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: '일시정지 2/2' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '전체 듣기' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '1번 문제 듣기' })).not.toHaveAttribute('aria-disabled');
  },
};

export const MutedAndSlow: Story = { args: { defaultVolume: 0, defaultRate: 0.5 } };

export const LevelTheme: Story = { parameters: { course: 'level' } };

/** A clip that cannot play stops the player, frees the buttons and tells the app (onError). */
export const BrokenClip: Story = {
  render: function Broken() {
    const [failed, setFailed] = useState<string | null>(null);
    return (
      <AudioPlayerProvider onError={() => setFailed('소리를 재생할 수 없어요.')}>
        <div className="flex flex-col gap-3 p-6">
          <div className="flex gap-3">
            <AudioButton id="broken" src="data:audio/wav;base64,AAAA" accessibleLabel="깨진 소리 듣기" />
            <AudioButton id="ok" src={toneClip(0.2)} accessibleLabel="다른 소리 듣기" />
          </div>
          <p role="status">{failed}</p>
        </div>
      </AudioPlayerProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '깨진 소리 듣기' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('소리를 재생할 수 없어요.'), {
      timeout: 5000,
    });
    await expect(canvas.getByRole('button', { name: '깨진 소리 듣기' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다른 소리 듣기' })).not.toHaveAttribute('aria-disabled');
  },
};
