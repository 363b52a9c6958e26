import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { unauthorized } from './errors';
import type { TokenClaims, TokenPurpose, TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearer hook on operations with `security: bearer`. */
    auth: TokenClaims | null;
  }
  interface FastifyContextConfig {
    /** Token purposes the route accepts (default: only 'access'). */
    tokenPurposes?: TokenPurpose[];
    /** The contract operation the route serves (set by the contract router). */
    operationId?: string;
  }
}

export interface TokenVersionSource {
  /** The member's current token version, or null when the member does not exist. */
  tokenVersion(memNo: string): Promise<number | null>;
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ ]+([A-Za-z0-9\-_.]+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * The onRequest hook for `security: bearer` operations (with `optional`, for `[{}, {bearer: []}]` ones): a valid, unexpired HS256 token whose version is still the
 * member's (logout and password change bump it) and whose purpose the route accepts. Otherwise 401, before the body
 * is read.
 */
export function createAuthenticate(
  tokens: TokenService,
  members: TokenVersionSource,
  options: { optional?: boolean } = {},
): onRequestHookHandler {
  return async function authenticate(request) {
    // `security: [{}, {bearer: []}]`: a request without the header is a signed-out visitor; one with a header must
    // carry a valid token, as everywhere else (a stale token is a 401 the client can act on, not a silent visitor).
    if (options.optional && request.headers.authorization === undefined) {
      request.auth = null;
      return;
    }
    const token = bearer(request);
    if (!token) throw unauthorized();
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized();
    const accepted = request.routeOptions.config.tokenPurposes ?? ['access'];
    if (!accepted.includes(claims.purpose)) throw unauthorized();
    if (claims.purpose === 'lvt') {
      // A visitor of the level test: no member, no version; the service checks the candidate.
      request.auth = claims;
      return;
    }
    const current = await members.tokenVersion(claims.memNo);
    if (current === null || current !== claims.ver) throw unauthorized();
    request.auth = claims;
  };
}

/** The claims of an authenticated request (the hook guarantees them on bearer routes). */
export function claimsOf(request: FastifyRequest): TokenClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
