import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { COURSES } from '@buddy/domain';
import { toneClip } from '@buddy/ui/samples';
import { sampleUnits, unitHref } from './fixtures';
import { RecordButton, type RecordState } from './record-button';
import { UnitNav } from './unit-nav';

const CLIP = toneClip(0.5, 330);

const meta = {
  title: 'Daily study/RecordButton',
  component: RecordButton,
  args: {
    state: 'idle',
    subject: 'I like cats.',
    onStart: fn(),
    onStop: fn(),
    onUpload: fn(),
    onAgain: fn(),
  },
  parameters: { course: 'a' },
  decorators: [
    (Story) => (
      <div className="max-w-[560px] p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecordButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('버튼을 누르고 따라 말해 보세요.');
    await userEvent.click(canvas.getByRole('button', { name: '녹음하기' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

export const AskingPermission: Story = {
  args: { state: 'asking' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('마이크 사용을 허락해 주세요.');
    await expect(canvas.getByRole('button', { name: '녹음하기' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Recording: Story = {
  args: { state: 'recording', elapsedMs: 7_400 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('녹음 시간 0:07, 최대 2:00')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '녹음 멈추기' }));
    await expect(args.onStop).toHaveBeenCalled();
  },
};

export const Recorded: Story = {
  args: { state: 'recorded', recordingUrl: CLIP },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('audio')).toHaveAttribute('aria-label', '내 녹음 듣기');
    await userEvent.click(canvas.getByRole('button', { name: '올리기' }));
    await expect(args.onUpload).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '다시 녹음하기' }));
    await expect(args.onAgain).toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: { state: 'uploading', recordingUrl: CLIP, progress: 0.4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: '올리는 중' })).toHaveAttribute('value', '0.4');
  },
};

export const UploadingUnknownProgress: Story = { args: { state: 'uploading', recordingUrl: CLIP } };

export const Uploaded: Story = {
  args: { state: 'uploaded' },
  parameters: { course: 'c' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('잘 올렸어요!');
    await expect(canvas.getByRole('button', { name: '다시 녹음하기' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: 'failed', recordingUrl: CLIP, message: '녹음 파일이 너무 커요. 5MB까지 올릴 수 있어요.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('녹음을 올리지 못했어요.');
    await expect(canvas.getByText('녹음 파일이 너무 커요. 5MB까지 올릴 수 있어요.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다시 올리기' })).toBeVisible();
  },
};

export const PermissionDenied: Story = {
  args: { state: 'denied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('마이크를 쓸 수 없어요.');
    await expect(canvas.getByRole('button', { name: '다시 해 보기' })).toBeVisible();
  },
};

export const Unsupported: Story = { args: { state: 'unsupported' } };

/** The whole round with a stand-in recorder: record, stop, upload; the keyboard stays on the main button. */
function Round() {
  const [state, setState] = useState<RecordState>('idle');
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (state === 'asking') {
      const id = setTimeout(() => setState('recording'), 200);
      return () => clearTimeout(id);
    }
    if (state === 'recording') {
      const id = setInterval(() => setElapsed((ms) => ms + 250), 250);
      return () => clearInterval(id);
    }
    if (state === 'uploading') {
      const id = setTimeout(() => setState('uploaded'), 300);
      return () => clearTimeout(id);
    }
    return undefined;
  }, [state]);
  return (
    <RecordButton
      state={state}
      elapsedMs={elapsed}
      recordingUrl={CLIP}
      onStart={() => setState('asking')}
      onStop={() => setState('recorded')}
      onUpload={() => setState('uploading')}
      onAgain={() => {
        setElapsed(0);
        setState('idle');
      }}
    />
  );
}

export const WholeRound: Story = {
  render: () => <Round />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '녹음하기' }));
    const stop = await canvas.findByRole('button', { name: '녹음 멈추기' });
    await waitFor(() => expect(stop).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: '올리기' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('잘 올렸어요! 참 잘했어요.')).toBeVisible();
  },
};

/** The recording button and the unit list in every course theme. */
export const CourseThemes: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2">
      {COURSES.map((course) => (
        <section
          key={course}
          aria-label={`${course} 코스 보기`}
          data-course={course.toLowerCase()}
          className="flex flex-col gap-2"
        >
          <h2 className="m-0 text-lg font-bold">{`${course} 코스`}</h2>
          <RecordButton
            headingLevel={3}
            state={course === 'A' ? 'recording' : 'uploaded'}
            elapsedMs={3_000}
            subject={`${course} 코스`}
          />
          <UnitNav
            day={1}
            units={sampleUnits.slice(0, 2)}
            current={2}
            hrefFor={unitHref}
            words={{ label: () => `${course} 코스 학습 순서` }}
          />
        </section>
      ))}
    </div>
  ),
};

export const Mobile: Story = {
  args: { state: 'recorded', recordingUrl: CLIP },
  globals: { viewport: { value: 'mobile' } },
};
