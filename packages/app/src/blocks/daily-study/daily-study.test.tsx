import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { advanceTimers, cleanup, render } from '@buddy/ui/testing';
import { AudioPlayerProvider, useAudioPlayer } from '@buddy/ui/test-paper';
import { sampleSlides, sampleUnits, sampleWords, silentSlides, unitHref } from './fixtures';
import { ReadingCards } from './reading-cards';
import { RecordButton } from './record-button';
import { SlideShowPlayer } from './slide-show-player';
import { UnitNav } from './unit-nav';
import { useRecorder, type Recorder, type UseRecorderOptions } from './use-recorder';
import { WordCards } from './word-cards';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const show = page.getByRole('region', { name: 'Watch: My Family 영상' });

describe('given a slide show', () => {
  it('moves on when each slide’s sound ends, reports every slide in order, and ends', async () => {
    const onPartDone = vi.fn();
    const onFinished = vi.fn();
    render(
      <AudioPlayerProvider>
        <SlideShowPlayer
          title="Watch: My Family"
          slides={sampleSlides}
          onPartDone={onPartDone}
          onFinished={onFinished}
        />
      </AudioPlayerProvider>,
    );
    await userEvent.click(page.getByRole('button', { name: '재생' }));
    await expect.poll(() => onFinished.mock.calls.length, { timeout: 6000 }).toBe(1);
    expect(onPartDone.mock.calls.map(([index]) => index)).toEqual([0, 1, 2]);
    await expect.element(show.getByRole('status')).toHaveTextContent('끝까지 다 봤어요!');
    await expect.element(page.getByRole('listitem').nth(2)).toHaveTextContent('3번 장면, 본 장면');
  });

  it('keeps each silent slide for its durationMs', async () => {
    const onPartDone = vi.fn();
    render(
      <AudioPlayerProvider>
        <SlideShowPlayer title="Watch: My Family" slides={silentSlides} onPartDone={onPartDone} />
      </AudioPlayerProvider>,
    );
    // The slide's clock is faked (durationMs is 400): the test says when time passes.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await userEvent.click(page.getByRole('button', { name: '재생' }));
    advanceTimers(399);
    expect(onPartDone).not.toHaveBeenCalled();
    advanceTimers(1);
    expect(onPartDone.mock.calls).toEqual([[0]]);
    vi.useRealTimers();
    await expect.element(show.getByRole('status')).toHaveTextContent('장면 2 / 3');
  });

  it('falls back to durationMs when a sound cannot play', async () => {
    const onPartDone = vi.fn();
    const broken = sampleSlides.map((slide) => ({
      ...slide,
      audio: 'data:audio/wav;base64,AAAA',
      durationMs: 300,
    }));
    render(
      <AudioPlayerProvider>
        <SlideShowPlayer title="Watch: My Family" slides={broken} onPartDone={onPartDone} />
      </AudioPlayerProvider>,
    );
    await userEvent.click(page.getByRole('button', { name: '재생' }));
    await expect.poll(() => onPartDone.mock.calls.length, { timeout: 4000 }).toBeGreaterThanOrEqual(2);
  });

  it('uses the slide time while the player is muted', async () => {
    function Muted() {
      const player = useAudioPlayer();
      useEffect(() => player.setVolume(0), [player]);
      return null;
    }
    const onPartDone = vi.fn();
    render(
      <AudioPlayerProvider>
        <Muted />
        <SlideShowPlayer
          title="Watch: My Family"
          slides={sampleSlides.map((slide) => ({ ...slide, durationMs: 300 }))}
          onPartDone={onPartDone}
        />
      </AudioPlayerProvider>,
    );
    await userEvent.click(page.getByRole('button', { name: '재생' }));
    await expect.poll(() => onPartDone.mock.calls.length, { timeout: 3000 }).toBe(1);
    expect(document.querySelector('audio')?.paused).toBe(true);
  });

  it('does not move on while paused, and resumes where it was', async () => {
    const onPartDone = vi.fn();
    render(
      <AudioPlayerProvider>
        <SlideShowPlayer title="Watch: My Family" slides={silentSlides} onPartDone={onPartDone} />
      </AudioPlayerProvider>,
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await userEvent.click(page.getByRole('button', { name: '재생' }));
    advanceTimers(100);
    await userEvent.click(page.getByRole('button', { name: '일시정지' }));
    // A minute paused: the first slide (400 ms) stays.
    advanceTimers(60_000);
    expect(onPartDone).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: '재생' }));
    // It resumes with the 300 ms the slide had left, not a fresh 400.
    advanceTimers(299);
    expect(onPartDone).not.toHaveBeenCalled();
    advanceTimers(1);
    expect(onPartDone.mock.calls).toEqual([[0]]);
    vi.useRealTimers();
    await expect.element(show.getByRole('status')).toHaveTextContent('장면 2 / 3');
  });

  it('answers Space and the arrows inside the player, and a skipped slide is not reported', async () => {
    const onPartDone = vi.fn();
    render(
      <AudioPlayerProvider>
        <SlideShowPlayer title="Watch: My Family" slides={sampleSlides} onPartDone={onPartDone} />
      </AudioPlayerProvider>,
    );
    show.element().focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect.element(show.getByRole('status')).toHaveTextContent('장면 3 / 3');
    await expect.element(page.getByRole('button', { name: '다음 장면' })).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(show.getByRole('status')).toHaveTextContent('장면 2 / 3');
    expect(onPartDone).not.toHaveBeenCalled();
    show.element().focus();
    await userEvent.keyboard(' ');
    await expect.element(page.getByRole('button', { name: '일시정지' })).toBeVisible();
  });

  it('lists a song’s lyrics with the line being sung marked, and a line moves the show to it', async () => {
    const onPartDone = vi.fn();
    render(
      <AudioPlayerProvider>
        <SlideShowPlayer title="Watch: My Family" slides={silentSlides} onPartDone={onPartDone} lyrics />
      </AudioPlayerProvider>,
    );
    const lyrics = page.getByRole('region', { name: '가사' });
    const lines = lyrics.getByRole('button');
    await expect.element(lines.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect.element(lines.nth(0)).toHaveAccessibleName(/^1번째 줄, 지금 부르는 줄/);
    expect(lines.elements().map((line) => line.getAttribute('aria-current'))).toEqual(['true', null, null]);
    // Playing: when the first line's time passes, the mark follows the show to the second line.
    await userEvent.click(page.getByRole('button', { name: '재생' }));
    await expect.element(lines.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect.element(lines.nth(1)).toHaveAttribute('data-playing', 'true');
    expect(lines.nth(0).element().getAttribute('aria-current')).toBeNull();
    await userEvent.click(page.getByRole('button', { name: '일시정지' }));
    // A chosen line moves the show there.
    await userEvent.click(lines.nth(2));
    await expect.element(show.getByRole('status')).toHaveTextContent('장면 3 / 3');
    await expect.element(lines.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect.element(lines.nth(2)).not.toHaveAttribute('data-playing');
    // The meaning toggle shows each line's Korean too.
    await expect.element(lyrics.getByText(silentSlides[0]?.ko ?? '')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: '우리말 뜻' }));
    await expect.element(lyrics.getByText(silentSlides[0]?.ko ?? '')).toBeVisible();
  });

  it('has no lyric list unless it is a song', async () => {
    render(
      <AudioPlayerProvider>
        <SlideShowPlayer title="Watch: My Family" slides={silentSlides} />
      </AudioPlayerProvider>,
    );
    await expect.element(show).toBeVisible();
    expect(page.getByRole('region', { name: '가사' }).elements()).toHaveLength(0);
  });
});

describe('given reading cards', () => {
  it('reports a read card and shows the next; a speak unit has no read button but its actions', async () => {
    const onPartDone = vi.fn();
    const { rerender } = render(
      <AudioPlayerProvider>
        <ReadingCards title="Read Along" slides={sampleSlides} onPartDone={onPartDone} />
      </AudioPlayerProvider>,
    );
    await userEvent.click(page.getByRole('button', { name: '읽었어요' }));
    expect(onPartDone).toHaveBeenCalledWith(0);
    await expect.element(page.getByRole('article', { name: '2 / 3' })).toBeInTheDocument();
    rerender(
      <AudioPlayerProvider>
        <ReadingCards
          title="Say It"
          slides={sampleSlides}
          markable={false}
          actions={(slide, index) => <p>{`녹음 자리 ${index} ${slide.text}`}</p>}
        />
      </AudioPlayerProvider>,
    );
    expect(page.getByRole('button', { name: '읽었어요' }).query()).toBeNull();
    // The same cards keep their place (the second card).
    await expect.element(page.getByText('녹음 자리 1 I love my mom.')).toBeInTheDocument();
  });
});

describe('given word cards', () => {
  it('reports a card the first time it is turned to its meaning only', async () => {
    const onPartDone = vi.fn();
    render(
      <AudioPlayerProvider>
        <WordCards title="Word Cards" items={sampleWords} onPartDone={onPartDone} />
      </AudioPlayerProvider>,
    );
    await userEvent.click(page.getByRole('button', { name: 'baby 카드 뒤집어 뜻 보기' }));
    await userEvent.click(page.getByRole('button', { name: 'baby 카드 앞면 보기' }));
    await userEvent.click(page.getByRole('button', { name: 'baby 카드 뒤집어 뜻 보기' }));
    expect(onPartDone.mock.calls).toEqual([[1]]);
    await expect.element(page.getByText('아기가 자고 있어요.')).toBeInTheDocument();
  });
});

describe('given the unit list', () => {
  it('links every unit, marks the current one and lets the page switch in place', async () => {
    const onSelect = vi.fn((_unit: number, event: { preventDefault: () => void }) => event.preventDefault());
    render(<UnitNav day={5} units={sampleUnits} current={3} hrefFor={unitHref} onSelect={onSelect} />);
    await expect
      .element(page.getByRole('link', { name: /Word Cards/ }))
      .toHaveAttribute('aria-current', 'step');
    await userEvent.click(page.getByRole('link', { name: /Read Along/ }));
    expect(onSelect.mock.calls[0]?.[0]).toBe(4);
  });

  it('marks finished units with data-done and only the current one with aria-current', async () => {
    render(<UnitNav day={5} units={sampleUnits} current={3} hrefFor={unitHref} />);
    const done = page.getByRole('link', { name: /Watch: My Family/ });
    const current = page.getByRole('link', { name: /Word Cards/ });
    await expect.element(done).toHaveAttribute('data-done');
    await expect.element(done).not.toHaveAttribute('aria-current');
    await expect.element(page.getByRole('link', { name: /Say It/ })).not.toHaveAttribute('data-done');
    await expect.element(current).not.toHaveAttribute('data-done');
    // The current unit's border takes the course colour, the others keep the plain border.
    expect(getComputedStyle(current.element()).borderColor).not.toBe(
      getComputedStyle(page.getByRole('link', { name: /Read Along/ }).element()).borderColor,
    );
  });
});

describe('given the recording button', () => {
  it('keeps the keyboard on the main button when the state changes', async () => {
    const { rerender } = render(<RecordButton state="idle" />);
    page.getByRole('button', { name: '녹음하기' }).element().focus();
    rerender(<RecordButton state="recording" elapsedMs={1000} />);
    await expect.element(page.getByRole('button', { name: '녹음 멈추기' })).toHaveFocus();
  });
});

/** A microphone without a device: a silent Web Audio stream. */
function silentMicrophone(): Promise<MediaStream> {
  const context = new AudioContext();
  const oscillator = context.createOscillator();
  const destination = context.createMediaStreamDestination();
  oscillator.connect(destination);
  oscillator.start();
  return Promise.resolve(destination.stream);
}

function RecorderProbe({
  options,
  onChange,
}: {
  options: UseRecorderOptions;
  onChange: (r: Recorder) => void;
}) {
  const recorder = useRecorder(options);
  useEffect(() => onChange(recorder), [recorder, onChange]);
  return (
    <div>
      <p>{`state:${recorder.state}`}</p>
      <button type="button" onClick={() => void recorder.start()}>
        start
      </button>
      <button type="button" onClick={recorder.stop}>
        stop
      </button>
      <button type="button" onClick={recorder.reset}>
        reset
      </button>
    </div>
  );
}

describe('given the recorder hook', () => {
  it('records from the microphone and gives a WebM recording to listen to', async () => {
    let latest: Recorder | null = null;
    render(
      <RecorderProbe
        options={{ getUserMedia: silentMicrophone, tickMs: 50 }}
        onChange={(r) => {
          latest = r;
        }}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'start' }));
    await expect.element(page.getByText('state:recording')).toBeInTheDocument();
    await expect.poll(() => latest?.elapsedMs ?? 0).toBeGreaterThan(0);
    await userEvent.click(page.getByRole('button', { name: 'stop' }));
    await expect.element(page.getByText('state:recorded')).toBeInTheDocument();
    expect(latest!.blob?.type).toMatch(/^audio\/webm/);
    expect(latest!.url).toMatch(/^blob:/);
    expect(latest!.extension).toBe('webm');
    await userEvent.click(page.getByRole('button', { name: 'reset' }));
    await expect.element(page.getByText('state:idle')).toBeInTheDocument();
    expect(latest!.blob).toBeNull();
  });

  it('stops by itself at the time limit', async () => {
    render(
      <RecorderProbe
        options={{ getUserMedia: silentMicrophone, maxSeconds: 0.3, tickMs: 50 }}
        onChange={() => undefined}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'start' }));
    await expect.element(page.getByText('state:recorded'), { timeout: 3000 }).toBeInTheDocument();
  });

  it('tells a refused microphone', async () => {
    const refuse = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    render(<RecorderProbe options={{ getUserMedia: refuse }} onChange={() => undefined} />);
    await userEvent.click(page.getByRole('button', { name: 'start' }));
    await expect.element(page.getByText('state:denied')).toBeInTheDocument();
  });

  it('leaves nothing behind when reset while recording', async () => {
    const recorders: MediaRecorder[] = [];
    class WatchedRecorder extends MediaRecorder {
      constructor(...args: ConstructorParameters<typeof MediaRecorder>) {
        super(...args);
        recorders.push(this);
      }
    }
    vi.stubGlobal('MediaRecorder', WatchedRecorder);
    render(<RecorderProbe options={{ getUserMedia: silentMicrophone }} onChange={() => undefined} />);
    await userEvent.click(page.getByRole('button', { name: 'start' }));
    await expect.element(page.getByText('state:recording')).toBeInTheDocument();
    const [made] = recorders;
    expect(made).toBeDefined();
    // The dropped recorder still fires its 'stop' after reset: wait for it, then nothing may have been kept.
    const stopped = new Promise((resolve) => made!.addEventListener('stop', resolve, { once: true }));
    const createUrl = vi.spyOn(URL, 'createObjectURL');
    await userEvent.click(page.getByRole('button', { name: 'reset' }));
    await stopped;
    expect(createUrl).not.toHaveBeenCalled();
    await expect.element(page.getByText('state:idle')).toBeInTheDocument();
  });
});
