import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_LOGIN_IDS } from './demo';

describe('given the demo accounts', () => {
  it('lists every login id once, in the order of the accounts', () => {
    expect(DEMO_ACCOUNTS.map((account) => account.loginId)).toEqual([...DEMO_LOGIN_IDS]);
    expect(new Set(DEMO_LOGIN_IDS).size).toBe(DEMO_LOGIN_IDS.length);
  });
});
