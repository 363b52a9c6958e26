import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
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
