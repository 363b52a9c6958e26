import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { unauthorized } from './errors';
import {
  checkCrossSite,
  clearSessionCookie,
  pastAbsoluteLimit,
  renewSession,
  sessionCookieOf,
} from './session';
import type { Clock, TokenClaims, TokenPurpose, TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearer hook on operations with `security: bearer`. */
    auth: TokenClaims | null;
    /** How `auth` was found: the Authorization header, or the web app's session cookie (ADR 048). */
    authBy: 'bearer' | 'cookie' | null;
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
 * The onRequest hook for `security: bearer` operations (with `optional`, for `[{}, {bearer: []}]` ones): a valid,
 * unexpired HS256 token whose version is still the member's (logout and password change bump it) and whose purpose the
 * route accepts, from the Authorization header or, without one, from the web app's session cookie (access tokens only;
 * a state-changing call by cookie must come from our own pages; the cookie slides, ADR 048). Otherwise 401, before the
 * body is read.
 */
export function createAuthenticate(
  tokens: TokenService,
  members: TokenVersionSource,
  options: { optional?: boolean; clock?: Clock } = {},
): onRequestHookHandler {
  const clock = options.clock ?? (() => new Date());
  return async function authenticate(request, reply) {
    request.authBy = null;
    const cookie = request.headers.authorization === undefined ? sessionCookieOf(request) : null;
    // `security: [{}, {bearer: []}]`: a request without the header is a signed-out visitor; one with a header must
    // carry a valid token, as everywhere else (a stale token is a 401 the client can act on, not a silent visitor).
    if (options.optional && request.headers.authorization === undefined && cookie === null) {
      request.auth = null;
      return;
    }
    if (cookie !== null) {
      const claims = await sessionOf(cookie, tokens, members, clock);
      if (!claims) {
        // A stale cookie: gone from the browser; an optional call goes on as a visitor's.
        clearSessionCookie(reply);
        if (options.optional) {
          request.auth = null;
          return;
        }
        throw unauthorized();
      }
      const accepted = request.routeOptions.config.tokenPurposes ?? ['access'];
      if (!accepted.includes('access')) throw unauthorized();
      checkCrossSite(request);
      request.auth = claims;
      request.authBy = 'cookie';
      await renewSession(reply, claims, tokens, Math.floor(clock().getTime() / 1000));
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
      request.authBy = 'bearer';
      return;
    }
    const current = await members.tokenVersion(claims.memNo);
    if (current === null || current !== claims.ver) throw unauthorized();
    request.auth = claims;
    request.authBy = 'bearer';
  };
}

/** The session a cookie holds: an access token, still the member's version, within the absolute limit. */
async function sessionOf(
  cookie: string,
  tokens: TokenService,
  members: TokenVersionSource,
  clock: Clock,
): Promise<TokenClaims | null> {
  const claims = await tokens.verify(cookie);
  if (!claims || claims.purpose !== 'access') return null;
  if (pastAbsoluteLimit(claims.authTime, Math.floor(clock().getTime() / 1000))) return null;
  const current = await members.tokenVersion(claims.memNo);
  return current !== null && current === claims.ver ? claims : null;
}

/** The claims of an authenticated request (the hook guarantees them on bearer routes). */
export function claimsOf(request: FastifyRequest): TokenClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
