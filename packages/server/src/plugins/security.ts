import helmet from '@fastify/helmet';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES, HttpError } from './errors';

/**
 * The Content-Security-Policy the app runs under. style-src allows 'unsafe-inline' because Radix primitives inject
 * <style> tags and inline style attributes (positioning of popovers, scroll locks); scripts stay 'self' only.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** How many client addresses a limiter keeps before it forgets the oldest (the plugin's own store keeps 5,000). */
const RATE_LIMIT_KEYS = 10_000;

/**
 * The rate limiter's in-memory counters. The plugin's LocalStore hands every caller the same mutable counter
 * object and reads it after an await, so a burst of concurrent requests from one address all read the final count:
 * 50 sign-ins at once from a school's shared address were all refused, the first 30 included. This store answers
 * a snapshot of the count each request made, so exactly `max` get through (security-proofs.test.ts).
 */
export class SnapshotRateLimitStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { count: number; startedAt: number }>();

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) {
      window = { count: 0, startedAt: now };
      this.windows.delete(key);
      this.windows.set(key, window);
      this.forget(timeWindow, now);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  child(): FastifyRateLimitStore {
    return new SnapshotRateLimitStore();
  }

  /** Once more than RATE_LIMIT_KEYS addresses are kept: drops ended windows, then the oldest (insertion order). */
  private forget(timeWindow: number, now: number): void {
    if (this.windows.size <= RATE_LIMIT_KEYS) return;
    for (const [key, window] of this.windows) {
      if (window.startedAt + timeWindow <= now) this.windows.delete(key);
    }
    for (const key of this.windows.keys()) {
      if (this.windows.size <= RATE_LIMIT_KEYS) return;
      this.windows.delete(key);
    }
  }
}

/**
 * Security headers (helmet) and the per-address rate limiter (used by the routes that opt in through
 * `config.rateLimit`). HSTS is left to the TLS terminator: this server speaks plain HTTP (localhost, or behind a
 * proxy), and HSTS on http://localhost would pin the browser to https for every local port.
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    store: SnapshotRateLimitStore,
    errorResponseBuilder: (request, context) =>
      new HttpError(
        429,
        'THROTTLED',
        request.url.startsWith('/v2/auth/students/login')
          ? ERROR_MESSAGES.throttled
          : ERROR_MESSAGES.tooManyRequests,
        { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
      ),
  });
}

/**
 * Every /v2 answer is personal or short-lived (tokens, profiles, papers in progress, signed links): no browser,
 * proxy or CDN may keep a copy. Routes that set their own Cache-Control (recording files) keep theirs.
 */
export function registerNoStore(app: FastifyInstance, prefix: string): void {
  app.addHook('onSend', async (request, reply) => {
    if (
      request.url !== prefix &&
      !request.url.startsWith(`${prefix}/`) &&
      !request.url.startsWith(`${prefix}?`)
    )
      return;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
