/*
 * Story edge only. A play function clicks with simulated events, which carry no user activation, and headless
 * Chromium then refuses HTMLMediaElement.play() (NotAllowedError), even muted. While a story runs, a refused play
 * falls back to a simulated playback of the clip's real length: it resolves and fires `ended` when the clip would
 * have ended, so the player's rules (one at a time, listen-all order, ended) are exercised. A real click plays real
 * sound. (With Chromium's --autoplay-policy=no-user-gesture-required this fallback never runs.)
 */

interface Simulated {
  timer: number;
}

const simulated = new WeakMap<HTMLMediaElement, Simulated>();

/** Installs the fallback; returns the cleanup for a story's `beforeEach`. */
export function allowPlaybackWithoutActivation(): () => void {
  const proto = HTMLMediaElement.prototype;
  const originalPlay = proto.play;
  const originalPause = proto.pause;

  function clear(media: HTMLMediaElement) {
    const running = simulated.get(media);
    if (running) window.clearTimeout(running.timer);
    simulated.delete(media);
  }

  proto.play = async function play(this: HTMLMediaElement) {
    clear(this);
    try {
      await originalPlay.call(this);
    } catch (error) {
      if (!(error instanceof DOMException) || error.name !== 'NotAllowedError') throw error;
      const token: Simulated = { timer: 0 };
      simulated.set(this, token);
      if (this.readyState < HTMLMediaElement.HAVE_METADATA) {
        await new Promise<void>((resolve) => {
          this.addEventListener('loadedmetadata', () => resolve(), { once: true });
          window.setTimeout(resolve, 500);
        });
      }
      // Paused, stopped or replaced meanwhile.
      if (simulated.get(this) !== token) return;
      const seconds = Number.isFinite(this.duration) && this.duration > 0 ? this.duration : 1;
      const remaining = Math.max(0, seconds - this.currentTime) / (this.playbackRate || 1);
      token.timer = window.setTimeout(() => {
        simulated.delete(this);
        this.dispatchEvent(new Event('ended'));
      }, remaining * 1000);
    }
  };
  proto.pause = function pause(this: HTMLMediaElement) {
    clear(this);
    originalPause.call(this);
  };

  return () => {
    proto.play = originalPlay;
    proto.pause = originalPause;
  };
}
