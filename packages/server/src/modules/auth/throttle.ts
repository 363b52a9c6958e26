import type { Clock } from '../../plugins/tokens';
import type { ThrottleRepository } from './repository';

export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
}

/** Per login id: 5 failures within 15 minutes lock the id until the window passes. */
export const LOGIN_POLICY: ThrottlePolicy = { maxFailures: 5, windowMs: 15 * 60 * 1000 };

/** An attempt counter per key, with a fixed window that starts at the first counted attempt. */
export class FailureThrottle {
  constructor(
    private readonly repository: ThrottleRepository,
    private readonly clock: Clock,
    private readonly policy: ThrottlePolicy = LOGIN_POLICY,
  ) {}

  /**
   * Counts an attempt before it is checked, atomically in the database, and answers the seconds to wait when the
   * attempt is over the limit (0 when it may go on). Counting first means concurrent attempts cannot all pass a
   * check made before any of them was recorded: of 50 parallel guesses exactly `maxFailures` reach the password
   * hash. A successful attempt clears the key (succeed); a failed one has already been counted.
   */
  async begin(key: string): Promise<number> {
    const now = this.clock();
    const state = await this.repository.recordAttempt(
      key,
      now,
      new Date(now.getTime() - this.policy.windowMs),
    );
    if (state.failures <= this.policy.maxFailures) return 0;
    const remaining = state.windowStartedAt.getTime() + this.policy.windowMs - now.getTime();
    return Math.max(1, Math.ceil(remaining / 1000));
  }

  async succeed(key: string): Promise<void> {
    await this.repository.clear(key);
  }
}
