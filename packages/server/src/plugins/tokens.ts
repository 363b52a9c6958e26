import { errors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_ISSUER = 'buddy-english';
export const TOKEN_AUDIENCE = 'buddy-english-app';
export const ACCESS_TOKEN_SECONDS = 2 * 60 * 60;
export const RESET_TOKEN_SECONDS = 10 * 60;

/**
 * 'access': a signed-in session. 'pwf': the 10-minute reset token, only for a password change with chkTp PWF.
 * 'lvt': a level-test visitor (sub is the candidate id, not a member), only for the level-test calls.
 */
export type TokenPurpose = 'access' | 'pwf' | 'lvt';

export interface TokenClaims {
  memNo: string;
  ver: number;
  purpose: TokenPurpose;
  /**
   * When the session began (epoch seconds, the `auth_time` claim): a sign-in sets it, a renewed session cookie keeps
   * it, so the absolute limit counts from the sign-in (ADR 048). Absent: the token's own issue time.
   */
  authTime?: number;
  /** When this token was issued (epoch seconds; read from a verified token, ignored on issue). */
  issuedAt?: number;
}

export type Clock = () => Date;

/** How many verified tokens a process remembers (about 300 bytes each). */
export const VERIFIED_TOKENS_KEPT = 20_000;

/**
 * HS256 tokens, algorithm pinned on verify, issuer and audience checked, expiry against the injected clock.
 *
 * A child's app sends the same token with every call for two hours. Verifying it is a WebCrypto HMAC that goes
 * through the thread pool (about a fifth of an authenticated read's CPU, ADR 022), so a token that verified once is
 * remembered with its claims and expiry: the next call with exactly the same string (signature included) only
 * checks the expiry against the clock again. Revocation is not the signature's job (the token version is, in
 * plugins/auth.ts), so remembering a signature never keeps a revoked token alive.
 */
export class TokenService {
  private readonly key: Uint8Array;
  /** token -> claims and expiry (seconds), oldest first; bounded by VERIFIED_TOKENS_KEPT. */
  private readonly verified = new Map<string, { claims: TokenClaims; exp: number; nbf: number }>();

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(claims: TokenClaims): Promise<{ token: string; expiresIn: number }> {
    const expiresIn = claims.purpose === 'pwf' ? RESET_TOKEN_SECONDS : ACCESS_TOKEN_SECONDS;
    const now = Math.floor(this.clock().getTime() / 1000);
    const token = await new SignJWT({
      ver: claims.ver,
      purpose: claims.purpose,
      auth_time: claims.authTime ?? now,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.memNo)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + expiresIn)
      .sign(this.key);
    return { token, expiresIn };
  }

  /** The claims of a valid token, or null (bad signature, other algorithm, expired, wrong issuer...). */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      const now = this.clock().getTime() / 1000;
      if (now >= known.exp || now < known.nbf) {
        this.verified.delete(token);
        return null;
      }
      return known.claims;
    }
    const claims = await this.verifySignature(token);
    if (claims) this.remember(token, claims);
    return claims ? claims.claims : null;
  }

  private remember(token: string, entry: { claims: TokenClaims; exp: number; nbf: number }): void {
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(token, entry);
  }

  private async verifySignature(
    token: string,
  ): Promise<{ claims: TokenClaims; exp: number; nbf: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        currentDate: this.clock(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const { sub, ver, purpose, exp, nbf, iat } = payload;
      if (typeof sub !== 'string' || typeof ver !== 'number' || !Number.isInteger(ver)) return null;
      if (purpose !== 'access' && purpose !== 'pwf' && purpose !== 'lvt') return null;
      if (typeof exp !== 'number' || typeof iat !== 'number') return null;
      const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : iat;
      return {
        claims: { memNo: sub, ver, purpose, authTime, issuedAt: iat },
        exp,
        nbf: typeof nbf === 'number' ? nbf : Number.NEGATIVE_INFINITY,
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
