/**
 * The roots of query keys that other modules name, in a module of their own: the entry chunk forgets the library's and
 * the reward area's answers on sign-in and sign-out (auth.ts `resetMemberQueries`) without carrying their calls
 * (ADR 026), and a daily study's save marks my page's answers stale without carrying its calls (the outbox, on the test
 * paper's route too, ADR 037).
 */
export const LIBRARY_KEY_ROOT = ['library'] as const;
export const REWARD_KEY_ROOT = ['reward'] as const;
export const MYPAGE_KEY_ROOT = ['mypage-studies'] as const;
