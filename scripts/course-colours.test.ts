/**
 * The course themes' colours (ADR 069): the spec's §9 colour stays the course's wherever contrast allows, and every
 * token meets the contrast its use needs. Read from the stylesheet itself, so a changed value is checked as shipped.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COURSE_COLORS } from '@buddy/domain';

const css = readFileSync(new URL('../packages/ui/src/styles/index.css', import.meta.url), 'utf8');

/** Spec §9's course colours (domain's one copy of them); the kit's stylesheet maps each to its tokens. */
const SPEC = COURSE_COLORS;

function tokensOf(course: string): Record<string, string> {
  const block = new RegExp(`\\[data-course='${course}'\\] \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/--(course[a-z-]*):\s*(#[0-9a-f]{6});/g)].map((m) => [m[1], m[2]]),
  );
}

function luminance(hex: string): number {
  const channel = (at: number) => {
    const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe.each(Object.entries(SPEC))('course %s', (course, spec) => {
  const tokens = tokensOf(course);

  it("keeps the spec's colour as --course", () => {
    expect(tokens.course).toBe(spec);
  });

  it("draws shapes in the spec's colour where it reaches 3:1 on white, else in the least darkening that does", () => {
    const shape = tokens['course-shape']!;
    expect(contrast(shape, '#ffffff')).toBeGreaterThanOrEqual(3);
    if (contrast(spec, '#ffffff') >= 3) expect(shape).toBe(spec);
    // Darkened no more than needed: within 0.25 of the 3:1 line.
    else expect(contrast(shape, '#ffffff')).toBeLessThan(3.25);
  });

  it('writes text in a shade that reaches 5.5:1 on white and 4.5:1 on its tint', () => {
    const strong = tokens['course-strong']!;
    expect(contrast(strong, '#ffffff')).toBeGreaterThanOrEqual(5.5);
    expect(contrast(strong, tokens['course-soft']!)).toBeGreaterThanOrEqual(4.5);
  });
});
