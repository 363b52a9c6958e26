/**
 * The reset grant from /auth/find/password (a short-lived bearer token for the chkTp PWF password change). It stays in
 * memory only, never in storage or the address: a reload forgets it and the member asks again.
 */
export interface ResetGrant {
  loginId: string;
  token: string;
  /** Epoch milliseconds after which the server refuses the token. */
  expiresAt: number;
}

export interface PasswordResetStore {
  /** The grant while it is still valid, else null. */
  get(): ResetGrant | null;
  set(grant: ResetGrant | null): void;
}

export function createPasswordResetStore(now: () => number = () => Date.now()): PasswordResetStore {
  let grant: ResetGrant | null = null;
  return {
    get: () => (grant && grant.expiresAt > now() ? grant : null),
    set: (next) => {
      grant = next;
    },
  };
}
