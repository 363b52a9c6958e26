import { describe, expect, it } from 'vitest';
import { rendererNote } from './baseline';

const baseline = { chromium: '153.0.8010.0', package: '@sparticuz/chromium@153.0.0' };

describe('given a visual difference', () => {
  it('names the machine’s Chromium and the baselines’ when the shot was drawn on another build', () => {
    const note = rendererNote({ current: { chromium: '156.0.8078.108', pinned: false }, baseline });
    expect(note).toContain('shot on Chromium 156.0.8078.108');
    expect(note).toContain('BUDDY_RENDERER=system');
    expect(note).toContain('baselines drawn on Chromium 153.0.8010.0 (@sparticuz/chromium@153.0.0)');
    expect(note).toContain('Different builds');
  });

  it('calls it a change of look when the pinned renderer drew both', () => {
    const note = rendererNote({ current: { chromium: '153.0.8010.0', pinned: true }, baseline });
    expect(note).toContain('the pinned renderer');
    expect(note).toContain('Same build: the difference is a change of look.');
  });

  it('knows the run’s renderers from the project', () => {
    expect(rendererNote()).toMatch(/^shot on Chromium \d+\.\d+\.\d+\.\d+ /);
  });
});
