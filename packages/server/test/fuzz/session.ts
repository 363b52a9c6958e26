import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, login, tokenFor } from '../helpers';
import type { Operation } from './operations';

/*
 * The members the fuzzer signs in as, and keeping their tokens alive. Logout and password change revoke every token
 * of the member (and a password change also changes the password); the fuzzer does not know in advance which
 * operations do that, so it finds out: until a state-changing operation has answered 2xx a few times without
 * revoking the token it was sent with, its requests carry the throwaway member's token, and after each such 2xx
 * the token is probed. An operation seen revoking keeps using the throwaway member, who is signed in again when
 * needed (with the demo password, else with a string of the request that changed it).
 */

export type Role = 'primary' | 'other' | 'throwaway';

interface Member {
  loginId: string;
  password: string;
  token: string;
  stale: boolean;
  /** Strings of the last requests that may have changed the password. */
  passwordCandidates: string[];
}

/** How many non-revoking 2xx answers make a state-changing operation safe for the primary member's token. */
const TRUSTED_AFTER = 3;

export class Session {
  private readonly members = new Map<Role, Member>();
  private readonly trust = new Map<string, { ok: number; revoking: boolean }>();
  signIns = 0;
  probes = 0;

  private constructor(
    private readonly app: FastifyInstance,
    private readonly probeUrl: string | null,
    private readonly spares: string[],
    private readonly nextAddress: () => string,
  ) {}

  static async open(
    app: FastifyInstance,
    operations: Operation[],
    accounts: Record<Role, string> & { spares: string[] },
    nextAddress: () => string,
  ): Promise<Session> {
    // The probe: a GET with bearer security and no required parameters (answers 401 once a token is revoked).
    const probe = operations.find(
      (op) =>
        op.method === 'get' && op.bearer && !op.parameters.some((p) => p.required) && op.responses['200'],
    );
    const session = new Session(app, probe ? `/v2${probe.path}` : null, [...accounts.spares], nextAddress);
    for (const role of ['primary', 'other', 'throwaway'] as const) {
      const loginId = accounts[role];
      session.members.set(role, {
        loginId,
        password: DEMO_PASSWORD,
        token: await tokenFor(app, loginId),
        stale: false,
        passwordCandidates: [],
      });
    }
    return session;
  }

  /** The login ids the session uses (kept out of generated requests). */
  static loginIds(accounts: Record<Role, string> & { spares: string[] }): string[] {
    return [accounts.primary, accounts.other, accounts.throwaway, ...accounts.spares];
  }

  loginIdOf(role: Role): string {
    return this.members.get(role)?.loginId ?? '?';
  }

  /** Which member's token a well-formed request to the operation carries. */
  roleFor(operation: Operation): Role {
    if (operation.method === 'get') return 'primary';
    const state = this.trust.get(operation.key);
    return state && !state.revoking && state.ok >= TRUSTED_AFTER ? 'primary' : 'throwaway';
  }

  /** A current token of the role's member (signed in again when the last one was revoked). */
  async token(role: Role): Promise<string> {
    const member = this.members.get(role);
    if (!member) return '';
    if (member.stale) await this.signInAgain(role, member);
    return member.token;
  }

  /** Learns from the answer to a request that carried the role's token. */
  async observe(operation: Operation, role: Role, status: number, strings: string[]): Promise<void> {
    const member = this.members.get(role);
    if (!member || member.stale) return;
    if (status >= 200 && status < 300 && operation.method !== 'get') {
      const state = this.trust.get(operation.key) ?? { ok: 0, revoking: false };
      this.trust.set(operation.key, state);
      if (state.revoking) {
        this.markStale(member, strings);
      } else if (state.ok < TRUSTED_AFTER || role !== 'primary') {
        if (await this.alive(member.token)) state.ok += 1;
        else {
          state.revoking = true;
          this.markStale(member, strings);
        }
      }
    } else if (status === 401 && !(await this.alive(member.token))) {
      this.markStale(member, []);
    }
  }

  /** The operations seen revoking the member's tokens (logout, password change...). */
  revokingOperations(): string[] {
    return [...this.trust].filter(([, state]) => state.revoking).map(([key]) => key);
  }

  private markStale(member: Member, strings: string[]): void {
    member.stale = true;
    member.passwordCandidates = [...new Set([...strings, ...member.passwordCandidates])].slice(0, 8);
  }

  private async alive(token: string): Promise<boolean> {
    if (!this.probeUrl) return true;
    this.probes += 1;
    const response = await this.app.inject({
      method: 'GET',
      url: this.probeUrl,
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: this.nextAddress(),
    });
    return response.statusCode !== 401;
  }

  private async signInAgain(role: Role, member: Member): Promise<void> {
    const passwords = [member.password, ...member.passwordCandidates.filter((p) => p !== member.password)];
    for (const password of passwords) {
      if (!password || password.length > 100) continue;
      this.signIns += 1;
      const response = await login(this.app, member.loginId, password, this.nextAddress());
      if (response.statusCode === 200) {
        member.token = (response.json() as { result: { memToken: string } }).result.memToken;
        member.password = password;
        member.stale = false;
        member.passwordCandidates = [];
        return;
      }
      if (response.statusCode === 429) break;
    }
    // The account is lost (password unknown or locked): carry on with a spare account.
    const spare = this.spares.shift();
    if (!spare) {
      member.stale = false;
      return;
    }
    this.members.set(role, {
      loginId: spare,
      password: DEMO_PASSWORD,
      token: '',
      stale: true,
      passwordCandidates: [],
    });
    await this.signInAgain(role, this.members.get(role) as Member);
  }
}
