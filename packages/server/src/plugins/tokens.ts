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
}

export type Clock = () => Date;

/** HS256 tokens, algorithm pinned on verify, issuer and audience checked, expiry against the injected clock. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(claims: TokenClaims): Promise<{ token: string; expiresIn: number }> {
    const expiresIn = claims.purpose === 'pwf' ? RESET_TOKEN_SECONDS : ACCESS_TOKEN_SECONDS;
    const now = Math.floor(this.clock().getTime() / 1000);
    const token = await new SignJWT({ ver: claims.ver, purpose: claims.purpose })
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
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        currentDate: this.clock(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const { sub, ver, purpose } = payload;
      if (typeof sub !== 'string' || typeof ver !== 'number' || !Number.isInteger(ver)) return null;
      if (purpose !== 'access' && purpose !== 'pwf' && purpose !== 'lvt') return null;
      return { memNo: sub, ver, purpose };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
