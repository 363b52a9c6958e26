import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { memoryStorage } from '@buddy/api';
import { STORAGE_KEYS } from '@buddy/domain';
import { cleanup, render } from '@buddy/ui/testing';
import { Cheer, SoundToggle, SOUNDS, type FeedbackKind } from '../blocks/feedback';
import { AppContextProvider, createAppContext } from './context';
import { useFeedback } from './feedback';

/**
 * What the page's chime engine sounded, heard through a fake Web Audio context put where the browser's is (not a
 * `vi.mock` of the engine: the component files share one module graph, in which another file may have loaded the
 * real engine first). Each note is an oscillator whose pitch the engine sets.
 */
const heard: number[] = [];
class ListeningContext {
  currentTime = 0;
  state = 'running';
  destination = {};
  createOscillator() {
    return {
      type: 'sine',
      frequency: { setValueAtTime: (frequency: number) => void heard.push(frequency) },
      connect: () => {},
      start: () => {},
      stop: () => {},
    };
  }
  createGain() {
    const param = () => {};
    return {
      gain: {
        setValueAtTime: param,
        exponentialRampToValueAtTime: param,
        cancelScheduledValues: param,
        setTargetAtTime: param,
      },
      connect: () => {},
    };
  }
}
/** The pitches a cue of `kind` plays. */
const pitches = (kind: FeedbackKind) => SOUNDS[kind].notes.map((note) => note.frequency);

beforeEach(() => {
  vi.stubGlobal('AudioContext', ListeningContext);
});

function Practice() {
  const { cue, soundOn, setSoundOn } = useFeedback();
  return (
    <>
      <SoundToggle soundOn={soundOn} onSoundOnChange={setSoundOn} />
      <button type="button" onClick={() => cue('right')}>
        맞히기
      </button>
    </>
  );
}

function mount(storage = memoryStorage()) {
  const ctx = createAppContext({ storage });
  render(
    <AppContextProvider value={ctx}>
      <Practice />
    </AppContextProvider>,
  );
  return storage;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  heard.length = 0;
});

describe('given the reactions (ADR 075)', () => {
  it('sounds a right answer while the sound is on, and not once it is turned off on the device', async () => {
    const storage = mount();
    const toggle = page.getByRole('button', { name: /효과음/ });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(page.getByRole('button', { name: '맞히기' }));
    expect(heard).toEqual(pitches('right'));

    await userEvent.click(toggle);
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect.element(toggle).toHaveAccessibleName(/효과음 꺼짐/);
    expect(storage.getItem(STORAGE_KEYS.sound)).toBe('off');
    await userEvent.click(page.getByRole('button', { name: '맞히기' }));
    expect(heard).toEqual(pitches('right'));
  });

  it('keeps the device’s choice: a page opened later starts with the sound off', async () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.sound, 'off');
    mount(storage);
    await expect
      .element(page.getByRole('button', { name: /효과음/ }))
      .toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(page.getByRole('button', { name: '맞히기' }));
    expect(heard).toEqual([]);
    // Turned on again: the choice is forgotten (on is the default).
    await userEvent.click(page.getByRole('button', { name: /효과음/ }));
    expect(storage.getItem(STORAGE_KEYS.sound)).toBeNull();
  });

  it('draws stars for a right answer and something finished, none for "again", and hides it from readers', async () => {
    render(
      <>
        <Cheer kind="done" data-testid="done" />
        <Cheer kind="wrong" data-testid="wrong" />
      </>,
    );
    const done = page.getByTestId('done').element();
    expect(done.getAttribute('aria-hidden')).toBe('true');
    expect(done.querySelectorAll('[data-star]')).toHaveLength(5);
    expect(page.getByTestId('wrong').element().querySelectorAll('[data-star]')).toHaveLength(0);
    // The stars pop out once (an animation), unless the device asks for reduced motion.
    const star = done.querySelector('[data-star]');
    const animation = star ? getComputedStyle(star).animationName : '';
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    expect(animation).toBe(reduced ? 'none' : 'buddy-cheer-pop');
  });
});
