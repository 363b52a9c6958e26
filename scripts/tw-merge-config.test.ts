import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTailwindMerge, twMerge } from 'tailwind-merge';
import { classCandidates, configFile, configSource } from './tw-merge-config.mjs';
import { twMergeConfig } from '../packages/ui/src/lib/tw-merge-config';

const trimmed = createTailwindMerge(twMergeConfig);

describe("the kit's trimmed class merge", () => {
  const candidates = classCandidates();

  // Tailwind's scanner reads every source of the kit and the app: 1-2 s on a quiet machine, 8 s seen under CI's load.
  it(
    'is generated from the classes the sources write now (else: node scripts/tw-merge-config.mjs)',
    { timeout: 60_000 },
    () => {
      expect(readFileSync(configFile, 'utf8')).toBe(configSource(candidates));
    },
  );

  // About 420,000 pairs: 3 s on a quiet machine, more while other suites share it.
  it('merges every pair of our classes exactly as the full tailwind-merge does', { timeout: 60_000 }, () => {
    // The classes tailwind-merge knows (it keeps an unknown class twice); variants and arbitrary values included.
    const known = candidates.filter((c) => twMerge(`${c} ${c}`) === c);
    expect(known.length).toBeGreaterThan(500);
    const differences: string[] = [];
    for (const a of known) {
      for (const b of known) {
        const classes = `${a} ${b}`;
        if (twMerge(classes) !== trimmed(classes)) differences.push(classes);
      }
    }
    expect(differences).toEqual([]);
  });

  it("lets a consumer's class of any value win over the kit's class of its group or of a narrower one", () => {
    expect(trimmed('px-4 py-2 p-7')).toBe('p-7');
    expect(trimmed('text-sm text-ink text-3xl')).toBe('text-ink text-3xl');
    expect(trimmed('rounded-lg rounded-[13px]')).toBe('rounded-[13px]');
    expect(trimmed('hover:bg-primary hover:bg-[#123456] bg-surface')).toBe('hover:bg-[#123456] bg-surface');
    expect(trimmed('mt-2 my-9')).toBe('my-9');
  });

  it('keeps unknown and arbitrary-property classes as they are', () => {
    expect(trimmed('answered answered')).toBe('answered answered');
    expect(trimmed('[overflow-wrap:anywhere] [overflow-wrap:normal]')).toBe('[overflow-wrap:normal]');
  });
});
