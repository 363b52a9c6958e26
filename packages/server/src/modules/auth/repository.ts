import { and, eq, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authThrottle } from '../../db/schema';

export interface ThrottleState {
  failures: number;
  windowStartedAt: Date;
}

/** Failure counters in the database (auth_throttle): they survive restarts and are shared by every process. */
export class ThrottleRepository {
  constructor(private readonly db: Db) {}

  /** Counts one attempt atomically; a window that started before `windowStart` restarts at `now` with 1. */
  async recordAttempt(key: string, now: Date, windowStart: Date): Promise<ThrottleState> {
    const nowIso = now.toISOString();
    const expired = sql`${authThrottle.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(authThrottle)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: sql`case when ${expired} then 1 else ${authThrottle.failures} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${nowIso}::timestamptz else ${authThrottle.windowStartedAt} end`,
        },
      })
      .returning({ failures: authThrottle.failures, windowStartedAt: authThrottle.windowStartedAt });
    if (!row) throw new Error('auth_throttle upsert returned nothing');
    return row;
  }

  /** Deletes the counters under a key prefix whose window started before `before` (ended windows). */
  async pruneBefore(prefix: string, before: Date): Promise<void> {
    await this.db
      .delete(authThrottle)
      .where(and(like(authThrottle.key, `${prefix}%`), lt(authThrottle.windowStartedAt, before)));
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(authThrottle).where(eq(authThrottle.key, key));
  }
}
