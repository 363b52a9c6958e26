/**
 * Listen and compare (issue 30, ADR 071): the child's recording beside the sentence's model voice. The sounds are real
 * clips of the content bank; the recording is a Blob of one of them (what a MediaRecorder gives), the undecodable one
 * a Blob of bytes that are no sound. Every state has a story at 390, 900 and 1280 px; none is shot (no baselines).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AudioButton, AudioPlayerProvider } from '@buddy/ui/test-paper';
import { toneClip } from '@buddy/ui/samples';
import modelClip from '../../../../../content/media/study/audio/this-is-my-brother-efebb0.ogg?url';
// A stand-in for the child's voice: another sentence of the bank, so the two pictures differ.
import childClip from '../../../../../content/media/study/audio/this-is-my-chair-629ef1.ogg?url';
import { ListenCompare } from './listen-compare';
import { RecordButton } from './record-button';

/** The recording as the recorder hands it over: an object URL of a Blob. */
async function recordingOf(bytes: BlobPart, type: string): Promise<string> {
  return URL.createObjectURL(new Blob([bytes], { type }));
}

const recorded = async () => ({
  recording: await recordingOf(await (await fetch(childClip)).arrayBuffer(), 'audio/ogg'),
});
const undecodable = async () => ({
  recording: await recordingOf(new TextEncoder().encode('these bytes are not a sound'), 'audio/webm'),
});
/** A clip address that never answers: the pictures stay in their decoding state. */
const HELD = '/media/study/audio/held-clip.ogg';
/** A model clip that is no sound (what a broken or missing file gives the decoder). */
const BROKEN_MODEL = 'data:audio/ogg;base64,AAAAAAAA';

const meta = {
  title: 'Daily study/ListenCompare',
  component: ListenCompare,
  // Not shot: the visual baselines are kept few (their folder is at its cap); the plays check each state.
  tags: ['!screen'],
  args: { recordingUrl: childClip, modelUrl: modelClip },
  parameters: { course: 'a' },
  decorators: [
    (Story) => (
      <AudioPlayerProvider>
        <div className="max-w-[720px] p-4 desktop:p-6">
          <Story />
        </div>
      </AudioPlayerProvider>
    ),
  ],
  loaders: [recorded],
  render: (args, { loaded }) => {
    const { recording } = loaded as { recording?: string };
    return <ListenCompare {...args} recordingUrl={recording ?? args.recordingUrl} />;
  },
} satisfies Meta<typeof ListenCompare>;

export default meta;
type Story = StoryObj<typeof meta>;
type Viewport = 'mobile' | 'narrow' | 'desktop';
const WIDTH: Record<Viewport, number> = { mobile: 390, narrow: 900, desktop: 1280 };

const comparison = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: '목소리 비교하기' });
/** What the comparison says (its polite live line). */
const said = (canvasElement: HTMLElement) => {
  const line = comparison(canvasElement).querySelector('[data-slot="listen-status"]');
  if (!line) throw new Error('no status line');
  return line;
};
const track = (canvasElement: HTMLElement, which: 'mine' | 'model') => {
  const found = canvasElement.querySelector<HTMLElement>(`[data-track="${which}"]`);
  if (!found) throw new Error(`no ${which} track`);
  return found;
};
const picture = (canvasElement: HTMLElement, which: 'mine' | 'model') =>
  track(canvasElement, which).querySelector('[data-slot="waveform"]');
const sharedAudio = () => {
  const audio = document.querySelectorAll<HTMLAudioElement>('audio');
  // One audio element on the page: the provider's (the one-audio rule).
  expect(audio).toHaveLength(1);
  const [only] = audio;
  if (!only) throw new Error('no audio element');
  return only;
};
const absolute = (url: string) => new URL(url, window.location.href).href;

/** Both pictures drawn, each named with its length in seconds. */
async function ready(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('img', { name: /^내 목소리 파형, \d+(\.\d)?초$/ })).toBeVisible();
  await expect(await canvas.findByRole('img', { name: /^선생님 목소리 파형, \d+(\.\d)?초$/ })).toBeVisible();
}

/** The state's frame at this width: nothing wider than the screen, every button a 44 px target. */
async function fits(canvasElement: HTMLElement, viewport: Viewport) {
  await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(WIDTH[viewport]);
  for (const button of within(canvasElement).getAllByRole('button')) {
    const box = button.getBoundingClientRect();
    await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
}

/** A story of one state at each of the three widths; `reach` brings the state about and checks it. */
function atWidths(base: Story, reach: (canvasElement: HTMLElement) => Promise<void>) {
  const at = (viewport: Viewport): Story => ({
    ...base,
    globals: { viewport: { value: viewport } },
    play: async ({ canvasElement }) => {
      await reach(canvasElement);
      await fits(canvasElement, viewport);
    },
  });
  return { mobile: at('mobile'), narrow: at('narrow'), desktop: at('desktop') };
}

// ---- Decoding: a calm placeholder (flat bars, nothing moves) while the sounds are read.

const decoding = atWidths(
  {
    args: { recordingUrl: HELD, modelUrl: HELD },
    loaders: [async () => ({ recording: HELD })],
    parameters: { msw: { handlers: [http.get(`*${HELD}`, () => delay('infinite'))] } },
  },
  async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '내 목소리 파형을 준비하고 있어요' })).toHaveAttribute(
      'data-state',
      'decoding',
    );
    await expect(canvas.getByRole('img', { name: '선생님 목소리 파형을 준비하고 있어요' })).toBeVisible();
    await expect(said(canvasElement)).toHaveTextContent('내 목소리와 선생님 목소리를 차례로 들어 보세요.');
  },
);
export const Decoding = decoding.desktop;
export const DecodingAt900 = decoding.narrow;
export const DecodingAt390 = decoding.mobile;

// ---- Ready: both drawn, nothing playing.

const idle = atWidths({}, async (canvasElement) => {
  await ready(canvasElement);
  await expect(comparison(canvasElement)).toHaveAttribute('data-state', 'idle');
  await expect(within(canvasElement).getByRole('button', { name: '비교해서 듣기' })).toBeVisible();
});
export const Ready = idle.desktop;
export const ReadyAt900 = idle.narrow;
export const ReadyAt390 = idle.mobile;

// ---- Playing the child's voice alone, then the model's alone.

async function playMine(canvasElement: HTMLElement) {
  await ready(canvasElement);
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: '내 목소리 듣기' }));
  await waitFor(() => expect(comparison(canvasElement)).toHaveAttribute('data-state', 'playing-mine'));
  await expect(said(canvasElement)).toHaveTextContent('내 목소리를 들려주고 있어요.');
  await expect(canvas.getByRole('button', { name: '내 목소리 멈추기' })).toBeVisible();
  await expect(track(canvasElement, 'mine')).toHaveAttribute('data-state', 'playing');
}
const mine = atWidths({}, playMine);
export const PlayingMine = mine.desktop;
export const PlayingMineAt900 = mine.narrow;
export const PlayingMineAt390 = mine.mobile;

async function playModel(canvasElement: HTMLElement) {
  await ready(canvasElement);
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: '선생님 목소리 듣기' }));
  await waitFor(() => expect(comparison(canvasElement)).toHaveAttribute('data-state', 'playing-model'));
  await expect(said(canvasElement)).toHaveTextContent('선생님 목소리를 들려주고 있어요.');
  await expect(sharedAudio().src).toBe(absolute(modelClip));
}
const model = atWidths({}, playModel);
export const PlayingModel = model.desktop;
export const PlayingModelAt900 = model.narrow;
export const PlayingModelAt390 = model.mobile;

// ---- Compare: the child's voice, then the model's, one after the other on the one player.

/** The `data-state` values the comparison goes through, in order, from now on. */
function watchStates(section: HTMLElement): string[] {
  const seen = [section.dataset['state'] ?? ''];
  const note = (value: string | null | undefined) => {
    if (value && seen.at(-1) !== value) seen.push(value);
  };
  new MutationObserver((records) => {
    for (const record of records) note(record.oldValue);
    note(section.dataset['state']);
  }).observe(section, { attributes: true, attributeFilter: ['data-state'], attributeOldValue: true });
  return seen;
}

const compare = atWidths({}, async (canvasElement) => {
  await ready(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: '비교해서 듣기' }));
  await waitFor(() => expect(comparison(canvasElement).dataset['state']).toMatch(/^playing-/));
  await expect(within(canvasElement).getByRole('button', { name: '그만 듣기' })).toBeVisible();
});
/** Drives compare-play through both clips and checks the order, the shared element and the progress fill. */
export const Compare: Story = {
  ...compare.desktop,
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    const section = comparison(canvasElement);
    const states = watchStates(section);
    await userEvent.click(canvas.getByRole('button', { name: '비교해서 듣기' }));

    await waitFor(() => expect(section).toHaveAttribute('data-state', 'playing-mine'));
    await expect(sharedAudio().src).toMatch(/^blob:/);
    // The child's picture fills as it plays.
    await waitFor(() =>
      expect(Number(picture(canvasElement, 'mine')?.getAttribute('data-progress'))).toBeGreaterThan(0),
    );

    await waitFor(() => expect(section).toHaveAttribute('data-state', 'playing-model'), { timeout: 10_000 });
    await expect(sharedAudio().src).toBe(absolute(modelClip));
    await expect(said(canvasElement)).toHaveTextContent('선생님 목소리를 들려주고 있어요.');
    // The child's voice was heard whole.
    await expect(picture(canvasElement, 'mine')).toHaveAttribute('data-progress', '1.00');

    await waitFor(() => expect(section).toHaveAttribute('data-state', 'ended'), { timeout: 10_000 });
    await expect(states).toEqual(['idle', 'playing-mine', 'playing-model', 'ended']);
    await expect(said(canvasElement)).toHaveTextContent('선생님 목소리와 비슷하게 말했나요?');
    await expect(picture(canvasElement, 'model')).toHaveAttribute('data-progress', '1.00');
    await expect(canvas.getByRole('button', { name: '비교해서 듣기' })).toBeVisible();
    await fits(canvasElement, 'desktop');
  },
};
export const CompareAt900 = compare.narrow;
export const CompareAt390 = compare.mobile;

// ---- Stopped midway: the place reached stays marked; playing again starts from the beginning.

const stopped = atWidths({}, async (canvasElement) => {
  await ready(canvasElement);
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: '비교해서 듣기' }));
  await waitFor(() =>
    expect(Number(picture(canvasElement, 'mine')?.getAttribute('data-progress'))).toBeGreaterThan(0),
  );
  await userEvent.click(canvas.getByRole('button', { name: '그만 듣기' }));
  await waitFor(() => expect(comparison(canvasElement)).toHaveAttribute('data-state', 'stopped'));
  await expect(said(canvasElement)).toHaveTextContent('멈췄어요.');
  await expect(sharedAudio().paused).toBe(true);
  // Stopped midway: the place reached stays, and the model voice was not started.
  await expect(picture(canvasElement, 'mine')).toHaveAttribute('data-progress');
  await expect(picture(canvasElement, 'model')).not.toHaveAttribute('data-progress');
  await expect(canvas.getByRole('button', { name: '비교해서 듣기' })).toBeVisible();
});
export const StoppedMidway = stopped.desktop;
export const StoppedMidwayAt900 = stopped.narrow;
export const StoppedMidwayAt390 = stopped.mobile;

// ---- Another sound plays (the sentence's listen button): the one-audio rule blocks these buttons with a reason.

const blocked = atWidths(
  {
    decorators: [
      (Story) => (
        <div className="flex flex-col gap-3">
          <AudioButton id="sentence" src={toneClip(8, 330)} accessibleLabel="This is my brother. 듣기" />
          <Story />
        </div>
      ),
    ],
  },
  async (canvasElement) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'This is my brother. 듣기' }));
    const compareButton = canvas.getByRole('button', { name: '비교해서 듣기' });
    await waitFor(() => expect(compareButton).toHaveAttribute('aria-disabled', 'true'));
    await expect(compareButton).toHaveAccessibleDescription(/다른 소리가 나오고 있어요/);
    await expect(canvas.getByRole('button', { name: '내 목소리 듣기' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Pressed anyway, it takes nothing over.
    await userEvent.click(compareButton);
    await expect(comparison(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(sharedAudio().src).toMatch(/^data:audio\/wav/);
  },
);
export const BlockedByAnotherSound = blocked.desktop;
export const BlockedByAnotherSoundAt900 = blocked.narrow;
export const BlockedByAnotherSoundAt390 = blocked.mobile;

// ---- A recording that cannot be decoded: said in Korean; the model still plays; the recording stays to upload.

const upload = fn();
const undecodableRecording = atWidths(
  {
    loaders: [undecodable],
    render: (args, { loaded }) => {
      const { recording } = loaded as { recording?: string };
      return (
        <RecordButton
          state="recorded"
          subject="This is my brother."
          onUpload={upload}
          listen={<ListenCompare {...args} recordingUrl={recording ?? args.recordingUrl} />}
        />
      );
    },
  },
  async (canvasElement) => {
    upload.mockClear();
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('내 목소리를 여기서 들려줄 수 없어요. 녹음은 그대로 있으니 올릴 수 있어요.'),
    ).toBeVisible();
    await expect(track(canvasElement, 'mine')).toHaveAttribute('data-state', 'failed');
    await expect(canvas.queryByRole('button', { name: '내 목소리 듣기' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '비교해서 듣기' })).toBeNull();
    await expect(await canvas.findByRole('img', { name: /^선생님 목소리 파형/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '선생님 목소리 듣기' }));
    await waitFor(() => expect(comparison(canvasElement)).toHaveAttribute('data-state', 'playing-model'));
    await userEvent.click(canvas.getByRole('button', { name: '올리기' }));
    await expect(upload).toHaveBeenCalledTimes(1);
  },
);
/** The failure path with an undecodable Blob; the upload still works. */
export const RecordingUndecodable = undecodableRecording.desktop;
export const RecordingUndecodableAt900 = undecodableRecording.narrow;
export const RecordingUndecodableAt390 = undecodableRecording.mobile;

// ---- The model clip fails to load: said in Korean with another try; the child's voice still plays.

const modelFailed = atWidths({ args: { modelUrl: BROKEN_MODEL } }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('선생님 목소리를 불러오지 못했어요.')).toBeVisible();
  await expect(canvas.getByRole('button', { name: '다시 불러오기' })).toBeVisible();
  await expect(canvas.queryByRole('button', { name: '비교해서 듣기' })).toBeNull();
  await expect(await canvas.findByRole('img', { name: /^내 목소리 파형/ })).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: '내 목소리 듣기' }));
  await waitFor(() => expect(comparison(canvasElement)).toHaveAttribute('data-state', 'playing-mine'));
});
export const ModelFailed = modelFailed.desktop;
export const ModelFailedAt900 = modelFailed.narrow;
export const ModelFailedAt390 = modelFailed.mobile;

// ---- In the recording button, once the recording is uploaded: still there to listen and compare.

const uploaded = atWidths(
  {
    render: (args, { loaded }) => {
      const { recording } = loaded as { recording?: string };
      return (
        <RecordButton
          state="uploaded"
          subject="This is my brother."
          listen={<ListenCompare {...args} recordingUrl={recording ?? args.recordingUrl} />}
        />
      );
    },
  },
  async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('잘 올렸어요!');
    await ready(canvasElement);
    await expect(canvas.getByRole('button', { name: '비교해서 듣기' })).toBeVisible();
    // The browser's own controls give way to the comparison (one player for the page).
    await expect(canvasElement.querySelector('audio[controls]')).toBeNull();
  },
);
export const AfterUpload = uploaded.desktop;
export const AfterUploadAt900 = uploaded.narrow;
export const AfterUploadAt390 = uploaded.mobile;
