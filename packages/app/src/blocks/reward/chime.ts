/**
 * The coin chime (CoinCelebration): a short, quiet, rising three-note sound synthesized with the Web Audio API (no
 * file to download, works offline). Sound is a nicety: every failure — no Web Audio in the browser, a context the
 * browser refuses to create or keeps suspended (autoplay policy), a node that cannot be made — is swallowed and the
 * chime is simply not heard.
 */

/** One note of the chime: its pitch, when it starts after the first and how long it rings, in seconds. */
export type ChimeNote = { frequency: number; at: number; duration: number };

/** E5, G5, C6 (a major chord rising to its octave), 0.1 s apart, ringing out by 0.4 s. */
export const COIN_CHIME: readonly ChimeNote[] = [
  { frequency: 659.25, at: 0, duration: 0.18 },
  { frequency: 783.99, at: 0.1, duration: 0.18 },
  { frequency: 1046.5, at: 0.2, duration: 0.2 },
];

/** The loudest a note gets (of 1): quiet, below speech played by the study screens. */
export const CHIME_VOLUME = 0.12;

/** How long after the request a context that was suspended may still start the chime (later it would be off-cue). */
const LATE_LIMIT_MS = 600;

/** The part of an AudioContext the chime uses (so a test can pass a fake one). */
export type ChimeContext = Pick<
  BaseAudioContext,
  'currentTime' | 'destination' | 'state' | 'createOscillator' | 'createGain'
> & { resume?: () => Promise<void> };

type ContextConstructor = new () => ChimeContext;

/** The page's one context, made on the first chime and reused (browsers limit how many a page may hold). */
let shared: { Constructor: ContextConstructor; context: ChimeContext } | undefined;

function pageContext(): ChimeContext | undefined {
  if (typeof window === 'undefined') return undefined;
  const scope = window as unknown as {
    AudioContext?: ContextConstructor;
    webkitAudioContext?: ContextConstructor;
  };
  const Constructor = scope.AudioContext ?? scope.webkitAudioContext;
  if (typeof Constructor !== 'function') return undefined;
  // A context made by another constructor (a test's fake, a polyfill installed later) is not reused.
  if (shared?.Constructor !== Constructor) shared = { Constructor, context: new Constructor() };
  return shared.context;
}

function schedule(context: ChimeContext, notes: readonly ChimeNote[], volume: number): () => void {
  const start = context.currentTime + 0.02;
  const playing: { oscillator: OscillatorNode; gain: GainNode; end: number }[] = [];
  for (const note of notes) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const at = start + note.at;
    const end = at + note.duration;
    oscillator.type = 'triangle';
    oscillator.frequency.setValueAtTime(note.frequency, at);
    // A soft attack and an exponential fade: a bell, not a beep, and no click at either end.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(volume, at + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.start(at);
    oscillator.stop(end + 0.02);
    playing.push({ oscillator, gain, end });
  }
  return () => {
    const now = context.currentTime;
    for (const { oscillator, gain, end } of playing) {
      if (end <= now) continue;
      try {
        // Fade out over a few milliseconds rather than cut (a cut clicks).
        gain.gain.cancelScheduledValues(now);
        gain.gain.setTargetAtTime(0.0001, now, 0.01);
        oscillator.stop(now + 0.05);
      } catch {
        // Already stopped.
      }
    }
  };
}

export type PlayChimeOptions = {
  /** The notes (default COIN_CHIME). */
  notes?: readonly ChimeNote[];
  /** The loudest a note gets, 0 to 1 (default CHIME_VOLUME). */
  volume?: number;
  /** The context to play in (default: the page's one, made on first use). */
  context?: ChimeContext;
};

/**
 * Plays the chime once and returns a function that stops it early (fading out what is still ringing). Never throws:
 * without Web Audio, or when the browser will not let the page make sound yet, nothing is heard. A suspended context
 * is asked to resume; if it does not within a moment, the chime is dropped rather than played late.
 */
export function playChime({
  notes = COIN_CHIME,
  volume = CHIME_VOLUME,
  context: given,
}: PlayChimeOptions = {}): () => void {
  let stop: (() => void) | undefined;
  let cancelled = false;
  try {
    const context = given ?? pageContext();
    if (!context || context.state === 'closed') return () => {};
    const loud = Math.min(Math.max(volume, 0.0001), 1);
    if (context.state === 'running') {
      stop = schedule(context, notes, loud);
    } else if (typeof context.resume === 'function') {
      const asked = Date.now();
      context
        .resume()
        .then(() => {
          if (cancelled || context.state !== 'running' || Date.now() - asked > LATE_LIMIT_MS) return;
          stop = schedule(context, notes, loud);
        })
        .catch(() => {});
    }
  } catch {
    // No sound this time.
  }
  return () => {
    cancelled = true;
    try {
      stop?.();
    } catch {
      // Nothing to stop.
    }
  };
}
