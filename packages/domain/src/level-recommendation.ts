/**
 * Where a level test says a child should start (issue 30, ADR 074): a course and a step, with the reasons — how the
 * child did in each block of the test (a block is written at one course's level, and the blocks rise) and in each
 * section (hearing, words, sentences, reading). Pure: the server reckons it from the marked paper, the app words it.
 */
import { COURSES, type Course } from './constants';
import { QUESTION_SECTIONS, type QuestionSection } from './test-paper';

/** One question of a marked level test: its block's level and section (from the bank), and whether it was right. */
export interface LevelMark {
  tier?: number;
  section?: QuestionSection;
  hidden: boolean;
  correct: boolean;
}

export interface LevelTally {
  right: number;
  total: number;
}

export interface LevelRecommendation {
  course: Course;
  step: number;
  /** Each block, easiest first: the course it was written at and how the child did. */
  blocks: (LevelTally & { course: Course })[];
  /** Each section asked, in the product's order. */
  sections: (LevelTally & { section: QuestionSection })[];
}

/**
 * A block passed is one answered 70 % right; a block above the start half done (50 %), or the top block nearly all
 * right (90 %), starts the child in the second half of the course's steps; a first block under 40 % starts a course
 * lower.
 */
export const LEVEL_RULES = { pass: 0.7, partial: 0.5, strong: 0.9, low: 0.4, secondHalfStep: 4 } as const;

const rate = (tally: LevelTally) => (tally.total === 0 ? 0 : tally.right / tally.total);

function tallyBy<K>(
  marks: readonly LevelMark[],
  key: (mark: LevelMark) => K | undefined,
): Map<K, LevelTally> {
  const tallies = new Map<K, LevelTally>();
  for (const mark of marks) {
    const k = key(mark);
    if (k === undefined) continue;
    const tally = tallies.get(k) ?? { right: 0, total: 0 };
    tallies.set(k, { right: tally.right + (mark.correct ? 1 : 0), total: tally.total + 1 });
  }
  return tallies;
}

/**
 * The start a marked level test recommends, or null for a paper without levels (not a level test of the bank).
 *
 * - The course is the highest block passed (70 %): the child starts where they are sure.
 * - The step is the course's first, or its second half (step 4) when the next block up was half right or the top
 *   block was nearly all right.
 * - With no block passed, the first block's course, or the one below it when that block was under 40 %.
 */
export function recommendLevel(marks: readonly LevelMark[]): LevelRecommendation | null {
  const gradable = marks.filter((mark) => !mark.hidden && mark.tier !== undefined);
  if (gradable.length === 0) return null;
  const byTier = tallyBy(gradable, (mark) => mark.tier);
  const tiers = [...byTier.keys()].sort((a, b) => a - b);
  const courseOf = (tier: number): Course => COURSES[Math.max(0, Math.min(COURSES.length - 1, tier))] ?? 'A';
  const blocks = tiers.map((tier) => ({ tier, ...(byTier.get(tier) ?? { right: 0, total: 0 }) }));
  const passed = blocks.filter((block) => rate(block) >= LEVEL_RULES.pass);
  let tier: number;
  let step = 1;
  const top = passed.at(-1);
  if (top) {
    tier = top.tier;
    const above = blocks.find((block) => block.tier > top.tier);
    const isLast = blocks.at(-1)?.tier === top.tier;
    if ((above && rate(above) >= LEVEL_RULES.partial) || (isLast && rate(top) >= LEVEL_RULES.strong)) {
      step = LEVEL_RULES.secondHalfStep;
    }
  } else {
    const first = blocks[0] ?? { tier: 0, right: 0, total: 0 };
    tier = rate(first) < LEVEL_RULES.low ? first.tier - 1 : first.tier;
  }
  const bySection = tallyBy(gradable, (mark) => mark.section);
  return {
    course: courseOf(tier),
    step,
    blocks: blocks.map(({ tier: t, right, total }) => ({ course: courseOf(t), right, total })),
    sections: QUESTION_SECTIONS.flatMap((section) => {
      const tally = bySection.get(section);
      return tally ? [{ section, ...tally }] : [];
    }),
  };
}

/** The section answered best and the one to practise (null when all went alike, or only one was asked). */
export function levelStrengths(sections: readonly (LevelTally & { section: QuestionSection })[]): {
  strongest: QuestionSection | null;
  weakest: QuestionSection | null;
} {
  if (sections.length < 2) return { strongest: null, weakest: null };
  const sorted = [...sections].sort((a, b) => rate(b) - rate(a));
  const best = sorted[0];
  const worst = sorted.at(-1);
  if (!best || !worst || rate(best) === rate(worst)) return { strongest: null, weakest: null };
  return { strongest: best.section, weakest: worst.section };
}
