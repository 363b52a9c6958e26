/**
 * The roots of query keys that signing in or out forgets (auth.ts `resetMemberQueries`), in a module of their own: the
 * entry chunk forgets the library's and the reward area's answers without carrying their calls (ADR 026).
 */
export const LIBRARY_KEY_ROOT = ['library'] as const;
export const REWARD_KEY_ROOT = ['reward'] as const;
