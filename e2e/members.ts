/**
 * A fresh member for every journey. The e2e server seeds DEMO_COPIES copies of every demo account (copy n of
 * `student01` is `student01c<n>`: the same person, products, study history, posts and taken test). A journey claims
 * the next unclaimed copy of the account it needs, so no journey sees what another journey did, and each passes on
 * its own and in any order. Claims are files created with O_EXCL in a directory the global setup empties, so they
 * hold across workers and retries of one run.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DemoLoginId } from '@buddy/domain/demo';

/** Copies of each demo account on the e2e server (DEMO_COPIES): more than the journeys of any one account. */
export const E2E_DEMO_COPIES = 40;

/** The demo accounts (README, @buddy/domain/demo) journeys sign in as. */
export type DemoLogin = DemoLoginId;

export function claimsDir(port: string = process.env.E2E_PORT ?? '18480'): string {
  return path.join(tmpdir(), `buddy-e2e-members-${port}`);
}

/** Empties the claims of an earlier run (the server is new each run, so every copy is fresh again). */
export function resetClaims(): void {
  rmSync(claimsDir(), { recursive: true, force: true });
  mkdirSync(claimsDir(), { recursive: true });
}

/** Claims the next fresh copy of `like` for this run and answers its login id. */
export function claimMember(like: DemoLogin): string {
  for (let copy = 1; copy <= E2E_DEMO_COPIES; copy += 1) {
    try {
      writeFileSync(path.join(claimsDir(), `${like}c${copy}`), '', { flag: 'wx' });
      return `${like}c${copy}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`every one of the ${E2E_DEMO_COPIES} copies of ${like} is taken: raise E2E_DEMO_COPIES`);
}
