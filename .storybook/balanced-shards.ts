/**
 * The story tests' two shards by weight, not by count (ADR 044): Vitest's own sharding splits the files by the hash
 * of their paths, which left one shard 140 s of work heavier than the other (404 against 263 s in the 2026-11-29
 * clean run): the screen stories with many baselines happened to fall together. A file's weight is what drives its
 * time: one per story, and two per committed baseline (each is drawn, compared and sometimes redrawn at three
 * widths). The heaviest files are dealt first, each to the lighter shard; both shard runs compute the same split.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const STORY = /^export const \w+\s*[:=]/gm;

/** The weight of a story file: its stories plus twice its committed baselines. */
export function storyFileWeight(file: string): number {
  let stories = 1;
  try {
    stories = Math.max(1, readFileSync(file, 'utf8').match(STORY)?.length ?? 0);
  } catch {
    // unreadable: weighs one story
  }
  const shots = path.join(path.dirname(file), '__screenshots__', path.basename(file));
  const baselines = existsSync(shots) ? readdirSync(shots).filter((name) => name.endsWith('.png')).length : 0;
  return stories + 2 * baselines;
}

/** Deals weighted items to `count` shards, heaviest first, each to the lightest shard (ties: the lower index). */
export function balance<T>(items: readonly { item: T; key: string; weight: number }[], count: number): T[][] {
  const shards = Array.from({ length: count }, () => ({ weight: 0, items: [] as T[] }));
  const ordered = [...items].sort(
    (a, b) => b.weight - a.weight || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  for (const entry of ordered) {
    const lightest = shards.reduce((best, shard) => (shard.weight < best.weight ? shard : best));
    lightest.items.push(entry.item);
    lightest.weight += entry.weight;
  }
  return shards.map((shard) => shard.items);
}

export class BalancedShards extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index = 1, count = 1 } = this.ctx.config.shard ?? {};
    const weighted = files.map((spec) => ({
      item: spec,
      key: spec.moduleId,
      weight: storyFileWeight(spec.moduleId),
    }));
    const mine = balance(weighted, count)[index - 1] ?? [];
    // BUDDY_SHARD_LOG=1 prints this shard's files and weight (to check the split without running it).
    if (process.env['BUDDY_SHARD_LOG'])
      console.log(
        `shard ${index}/${count}: ${mine.length} files, weight ${mine.reduce((sum, spec) => sum + storyFileWeight(spec.moduleId), 0)}`,
      );
    return mine;
  }
}
