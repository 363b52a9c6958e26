import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { AudioButton, AudioControls, AudioPlayerProvider, ListenAllButton, useAudioPlayer } from './audio';
import { toneClip } from './fixtures';

afterEach(cleanup);

const long = toneClip(8, 440);
const short = toneClip(0.3, 523);

function Status() {
  const player = useAudioPlayer();
  return (
    <p data-testid="status">
      {player.ownerId ?? '-'} {player.status} {player.trackIndex + 1}/{player.trackCount}
    </p>
  );
}

function audioElement(): HTMLAudioElement {
  const elements = document.querySelectorAll('audio');
  expect(elements).toHaveLength(1);
  const audio = elements[0];
  if (!audio) throw new Error('no audio element');
  return audio;
}

describe('given a paper with two listening questions and listen-all', () => {
  function renderPaper(first = long, second = short) {
    render(
      <AudioPlayerProvider>
        <AudioButton id="q1" src={first} accessibleLabel="1번 문제 듣기" />
        <AudioButton id="q2" src={second} accessibleLabel="2번 문제 듣기" />
        <ListenAllButton sources={[first, second]} />
        <Status />
      </AudioPlayerProvider>,
    );
  }

  it('has one shared audio element for every button', async () => {
    renderPaper();
    await expect.element(page.getByRole('button', { name: '1번 문제 듣기' })).toBeVisible();
    audioElement();
  });

  it('blocks the other buttons with a reason while one plays, and frees them when it is stopped', async () => {
    renderPaper();
    await userEvent.click(page.getByRole('button', { name: '1번 문제 듣기' }));
    await expect.element(page.getByTestId('status')).toHaveTextContent('q1 play');
    await expect.poll(() => audioElement().paused).toBe(false);

    const second = page.getByRole('button', { name: '2번 문제 듣기' });
    await expect.element(second).toHaveAttribute('aria-disabled', 'true');
    await expect.element(second).toHaveAccessibleDescription(/다른 소리가 나오고 있어요/);
    await expect
      .element(page.getByRole('button', { name: '전체 듣기' }))
      .toHaveAttribute('aria-disabled', 'true');

    // A blocked button does nothing when pressed.
    await userEvent.click(second, { force: true });
    await expect.element(page.getByTestId('status')).toHaveTextContent('q1 play');
    expect(audioElement().src).toBe(long);

    await userEvent.click(page.getByRole('button', { name: '그만 듣기' }));
    await expect.element(page.getByTestId('status')).toHaveTextContent('- stop');
    expect(audioElement().paused).toBe(true);
    await expect.element(second).not.toHaveAttribute('aria-disabled');
    await userEvent.click(second);
    await expect.element(page.getByTestId('status')).toHaveTextContent('q2 play');
  });

  it('keeps the others blocked while paused, and resumes the same sound', async () => {
    renderPaper();
    await userEvent.click(page.getByRole('button', { name: '1번 문제 듣기' }));
    await userEvent.click(page.getByRole('button', { name: '일시정지' }));
    await expect.element(page.getByTestId('status')).toHaveTextContent('q1 pause');
    expect(audioElement().paused).toBe(true);
    await expect
      .element(page.getByRole('button', { name: '2번 문제 듣기' }))
      .toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(page.getByRole('button', { name: '계속 듣기' }));
    await expect.element(page.getByTestId('status')).toHaveTextContent('q1 play');
    await expect.poll(() => audioElement().paused).toBe(false);
  });

  it('frees the others when the sound ends', async () => {
    renderPaper(short, short);
    await userEvent.click(page.getByRole('button', { name: '1번 문제 듣기' }));
    await expect.element(page.getByTestId('status'), { timeout: 5000 }).toHaveTextContent('q1 ended');
    await expect
      .element(page.getByRole('button', { name: '2번 문제 듣기' }))
      .not.toHaveAttribute('aria-disabled');
  });

  it('plays every question in order with listen-all, then ends', async () => {
    renderPaper(short, toneClip(0.3, 660));
    await userEvent.click(page.getByRole('button', { name: '전체 듣기' }));
    await expect.element(page.getByTestId('status')).toHaveTextContent('listen-all play 1/2');
    await expect.element(page.getByRole('button', { name: /일시정지 1\/2/ })).toBeVisible();
    await expect
      .element(page.getByTestId('status'), { timeout: 5000 })
      .toHaveTextContent('listen-all play 2/2');
    await expect.element(page.getByTestId('status'), { timeout: 5000 }).toHaveTextContent('listen-all ended');
    await expect
      .element(page.getByRole('button', { name: '1번 문제 듣기' }))
      .not.toHaveAttribute('aria-disabled');
  });
});

describe('given a sound whose progress is drawn', () => {
  function Probe({ onReader }: { onReader: (read: () => number) => void }) {
    const player = useAudioPlayer();
    useEffect(() => onReader(player.currentTime), [onReader, player.currentTime]);
    return (
      <>
        <button type="button" onClick={() => player.play('clip', long)}>
          play
        </button>
        <button type="button" onClick={player.stop}>
          stop
        </button>
      </>
    );
  }

  it('tells where the playing sound is, and 0 once stopped', async () => {
    let read: () => number = () => -1;
    render(
      <AudioPlayerProvider>
        <Probe
          onReader={(reader) => {
            read = reader;
          }}
        />
        <Status />
      </AudioPlayerProvider>,
    );
    await expect.poll(() => read()).toBe(0);
    await userEvent.click(page.getByRole('button', { name: 'play' }));
    await expect.element(page.getByTestId('status')).toHaveTextContent('clip play');
    await expect.poll(() => read()).toBeGreaterThan(0.1);
    expect(Math.abs(read() - audioElement().currentTime)).toBeLessThan(0.1);
    await userEvent.click(page.getByRole('button', { name: 'stop' }));
    await expect.element(page.getByTestId('status')).toHaveTextContent('- stop');
    expect(read()).toBe(0);
  });
});

describe('given the rate and volume controls', () => {
  it('sets the playback rate and the volume of the shared element, 0 meaning muted', async () => {
    render(
      <AudioPlayerProvider>
        <AudioControls />
      </AudioPlayerProvider>,
    );
    const rate = page.getByRole('slider', { name: '빠르기' });
    const volume = page.getByRole('slider', { name: '소리 크기' });
    await expect.element(rate).toHaveAttribute('aria-valuetext', '1.0배');
    await userEvent.click(rate);
    await userEvent.keyboard('{End}');
    await expect.element(rate).toHaveAttribute('aria-valuetext', '2.0배');
    expect(audioElement().playbackRate).toBe(2);
    await userEvent.keyboard('{Home}');
    await expect.element(rate).toHaveAttribute('aria-valuetext', '0.1배');
    expect(audioElement().playbackRate).toBeCloseTo(0.1);

    await userEvent.click(volume);
    await userEvent.keyboard('{Home}');
    await expect.element(volume).toHaveAttribute('aria-valuetext', '소리 끔');
    expect(audioElement().muted).toBe(true);
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(volume).toHaveAttribute('aria-valuetext', '10');
    expect(audioElement().muted).toBe(false);
    expect(audioElement().volume).toBeCloseTo(0.1);
  });

  it('clamps what the app sets: rate into 0.1..2, volume into 0..100', async () => {
    function Setter() {
      const player = useAudioPlayer();
      return (
        <>
          <button type="button" onClick={() => player.setRate(5)}>
            fast
          </button>
          <button type="button" onClick={() => player.setVolume(-20)}>
            quiet
          </button>
          <p data-testid="values">
            {player.rate} {player.volume} {String(player.muted)}
          </p>
        </>
      );
    }
    render(
      <AudioPlayerProvider defaultVolume={250}>
        <Setter />
      </AudioPlayerProvider>,
    );
    await expect.element(page.getByTestId('values')).toHaveTextContent('1 100 false');
    await userEvent.click(page.getByRole('button', { name: 'fast' }));
    await userEvent.click(page.getByRole('button', { name: 'quiet' }));
    await expect.element(page.getByTestId('values')).toHaveTextContent('2 0 true');
  });
});
