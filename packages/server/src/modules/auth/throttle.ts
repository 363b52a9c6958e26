import type { Clock } from '../../plugins/tokens';
import type { ThrottleRepository } from './repository';

export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
}

/** Per login id: 5 failures within 15 minutes lock the id until the window passes. */
export const LOGIN_POLICY: ThrottlePolicy = { maxFailures: 5, windowMs: 15 * 60 * 1000 };

/** A failure counter per key, with a fixed window that starts at the first failure. */
export class FailureThrottle {
  constructor(
    private readonly repository: ThrottleRepository,
    private readonly clock: Clock,
    private readonly policy: ThrottlePolicy = LOGIN_POLICY,
  ) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  async retryAfter(key: string): Promise<number> {
    const state = await this.repository.get(key);
    if (!state || state.failures < this.policy.maxFailures) return 0;
    const remaining = state.windowStartedAt.getTime() + this.policy.windowMs - this.clock().getTime();
    return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
  }

  async fail(key: string): Promise<void> {
    const now = this.clock();
    await this.repository.recordFailure(key, now, new Date(now.getTime() - this.policy.windowMs));
  }

  async succeed(key: string): Promise<void> {
    await this.repository.clear(key);
  }
}
