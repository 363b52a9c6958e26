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
  // Said outright rather than left to fall back to default-src: the installable app's worker (/sw.js) and manifest.
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** What the database store needs: the windowed counter of modules/auth (auth_throttle), shared by every process. */
export interface WindowCounter {
  recordAttempt(
    key: string,
    now: Date,
    windowStart: Date,
  ): Promise<{ failures: number; windowStartedAt: Date }>;
  pruneBefore(prefix: string, before: Date): Promise<void>;
}

/** Keys of the per-address limits in auth_throttle start with this, then the route, then the address. */
export const RATE_LIMIT_KEY_PREFIX = 'rate:';

/**
 * The rate limiter's counters, in PostgreSQL (ADR 024): every server process counts against the same window, so
 * N processes do not let N times the limit through. Each request's count comes from one atomic upsert
 * (`RETURNING`), so of 50 sign-ins at once from a school's shared address exactly `max` get through
 * (security-proofs.test.ts). Each limited route counts on its own (`child`). Ended windows are deleted now and
 * then, so the table holds only the addresses seen in the last window.
 */
export function databaseRateLimitStore(counter: WindowCounter, clock: () => Date = () => new Date()) {
  let lastPrune = 0;
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly namespace: string;

    /** At run time the plugin passes its merged options, with the route as `routeInfo` (not what its types say). */
    constructor(params?: unknown) {
      const route = (params as { routeInfo?: { method?: string | string[]; url?: string } } | undefined)
        ?.routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : (route?.method ?? '');
      this.namespace = `${method} ${route?.url ?? ''}`;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = clock();
      const windowStart = new Date(now.getTime() - timeWindow);
      counter
        .recordAttempt(`${RATE_LIMIT_KEY_PREFIX}${this.namespace}:${key}`, now, windowStart)
        .then(({ failures, windowStartedAt }) => {
          callback(null, {
            current: failures,
            ttl: Math.max(0, windowStartedAt.getTime() + timeWindow - now.getTime()),
          });
          if (now.getTime() - lastPrune > timeWindow) {
            lastPrune = now.getTime();
            void counter.pruneBefore(RATE_LIMIT_KEY_PREFIX, windowStart).catch(() => undefined);
          }
        }, callback);
    }

    child(params: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(params);
    }
  };
}

/**
 * Security headers (helmet) and the per-address rate limiter (used by the routes that opt in through
 * `config.rateLimit`), counting in the database. HSTS is left to the TLS terminator: this server speaks plain HTTP (localhost, or behind a
 * proxy), and HSTS on http://localhost would pin the browser to https for every local port.
 */
export async function registerSecurity(app: FastifyInstance, counter: WindowCounter): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(counter),
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

/**
 * Addresses whose last part is a secret (a level test's report link, ADR 074): the page and its /v2 answer. A search
 * engine that meets one must not list it, and a link followed from it must not carry it on, even to this site.
 */
export const SECRET_LINK_PREFIXES = ['/level-test/result/', '/v2/level-tests/results/'] as const;

/** Marks every answer under the secret-link addresses `noindex` and sends no referrer from them. */
export function registerSecretLinks(
  app: FastifyInstance,
  prefixes: readonly string[] = SECRET_LINK_PREFIXES,
): void {
  app.addHook('onSend', async (request, reply) => {
    if (!prefixes.some((prefix) => request.url.startsWith(prefix))) return;
    reply.header('x-robots-tag', 'noindex, nofollow, noarchive').header('referrer-policy', 'no-referrer');
  });
}
