import { describe, expect, it } from 'vitest';
import { shownIn } from './themes';

describe('given the themes a kit baseline is drawn in', () => {
  it('shoots a primitive in both themes', () => {
    expect(shownIn('button', 'brand')).toBe(true);
    expect(shownIn('button', 'course-c')).toBe(true);
  });

  it('shoots a study part only in the course theme, by its name or a shot named after it', () => {
    expect(shownIn('answer-sheet', 'brand')).toBe(false);
    expect(shownIn('answer-sheet', 'course-c')).toBe(true);
    expect(shownIn('review-dialog-ready', 'brand')).toBe(false);
    expect(shownIn('review-dialog-ready', 'course-c')).toBe(true);
  });

  it('shoots a brand-site part only in the brand theme', () => {
    expect(shownIn('faq-list-loading', 'course-c')).toBe(false);
    expect(shownIn('branch-offices-failed', 'course-c')).toBe(false);
    expect(shownIn('faq-list', 'brand')).toBe(true);
  });

  it('does not take a part whose name only begins like a listed one for it', () => {
    // 'timer' is a study part; 'timeline' is not a shot of it.
    expect(shownIn('timeline', 'brand')).toBe(true);
  });
});
