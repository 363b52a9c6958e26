/**
 * The web app's session in an HttpOnly cookie (issue 27, ADR 048), beside the bearer token other clients of /v2 send.
 *
 * - Sign-in sets `__Host-buddy-session` (HttpOnly, Secure, SameSite=Lax, Path=/) holding an access token; sign-out
 *   clears it. Revocation is the token version, as for a bearer token (logout and a password change bump it).
 * - Renewal is sliding with an absolute limit: a cookie whose token is older than RENEW_AFTER_SECONDS gets a fresh
 *   token of the same session (the same `auth_time`) with the answer, so two hours count from the last call, not from
 *   the sign-in; no session outlives ABSOLUTE_SESSION_SECONDS from its sign-in.
 * - A request that changes state and authenticates by the cookie must come from our own pages: `Sec-Fetch-Site:
 *   same-origin`, or without Fetch Metadata an `Origin` of this host; otherwise 403 CROSS_SITE before the body is read
 *   (OWASP's CSRF cheat sheet: Fetch Metadata with an Origin fallback; SameSite=Lax is the second layer).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { ACCESS_TOKEN_SECONDS, type TokenClaims, type TokenService } from './tokens';

export const SESSION_COOKIE = '__Host-buddy-session';
/** A cookie token older than this is replaced with the answer (sliding idle timeout of ACCESS_TOKEN_SECONDS). */
export const RENEW_AFTER_SECONDS = 10 * 60;
/** No session lasts longer than this from its sign-in, however active (ASVS V7.3.2). */
export const ABSOLUTE_SESSION_SECONDS = 12 * 60 * 60;

export const SESSION_MESSAGES = {
  /** 403 CROSS_SITE: a state-changing call by cookie that did not come from our own pages. */
  crossSite: '다른 사이트에서 보낸 요청은 처리할 수 없어요. 버디잉글리시 화면에서 다시 해 주세요.',
} as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session cookie's attributes: a `__Host-` cookie must be Secure, have Path=/ and no Domain. */
function cookieOptions(maxAge: number) {
  return { httpOnly: true, secure: true, sameSite: 'lax' as const, path: '/', maxAge };
}

export function setSessionCookie(reply: FastifyReply, token: string, maxAge = ACCESS_TOKEN_SECONDS): void {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(maxAge));
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(0));
}

/** The session cookie's token, when the request has one. */
export function sessionCookieOf(request: FastifyRequest): string | null {
  const value = request.cookies[SESSION_COOKIE];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Whether a request came from our own pages: Fetch Metadata when the browser sends it, else the Origin header
 * against the Host the request was sent to. Neither: not ours (a browser that sends cookies sends one of them).
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return false;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** Refuses a cookie-authenticated request that changes state and did not come from our own pages. */
export function checkCrossSite(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (!isSameOrigin(request)) throw new HttpError(403, 'CROSS_SITE', SESSION_MESSAGES.crossSite);
}

/** Whether a session that began at `authTime` (epoch seconds) is past its absolute limit at `now`. */
export function pastAbsoluteLimit(authTime: number | undefined, now: number): boolean {
  return authTime !== undefined && now - authTime >= ABSOLUTE_SESSION_SECONDS;
}

/**
 * Renews the cookie of a valid session whose token is older than RENEW_AFTER_SECONDS: a new token of the same session
 * (same member, version and auth_time), its lifetime cut so the session never passes its absolute limit.
 */
export async function renewSession(
  reply: FastifyReply,
  claims: TokenClaims,
  tokens: TokenService,
  now: number,
): Promise<void> {
  if (claims.issuedAt === undefined || now - claims.issuedAt < RENEW_AFTER_SECONDS) return;
  const authTime = claims.authTime ?? claims.issuedAt;
  const left = authTime + ABSOLUTE_SESSION_SECONDS - now;
  if (left <= 0) return;
  const { token } = await tokens.issue({ memNo: claims.memNo, ver: claims.ver, purpose: 'access', authTime });
  setSessionCookie(reply, token, Math.min(ACCESS_TOKEN_SECONDS, left));
}
