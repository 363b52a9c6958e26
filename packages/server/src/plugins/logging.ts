import type { IncomingMessage } from 'node:http';
import pino from 'pino';

/*
 * What the request log may hold. fastify logs each request's URL, and some URLs are credentials for a few minutes:
 * a recording link's `sig` and a slide show's one-time ticket. A failed query's error repeats its parameters
 * (a new password's hash, a board post's text). Those parts are replaced before anything is written.
 */
const REDACTED = '[redacted]';

/** The URL with its credentials replaced: `sig=` query values and one-time show tickets. */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&]sig=)[^&#]*/gi, `$1${REDACTED}`)
    .replace(/(\/studies\/video\/)[^/?#]+/, `$1${REDACTED}`);
}

/** An error's message without the query parameters the database driver or drizzle appended. */
export function redactErrorMessage(message: string): string {
  return message.replace(/\bparams:[\s\S]*$/, `params: ${REDACTED}`);
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: IncomingMessage['socket'];
}

export const LOG_SERIALIZERS = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url ?? ''),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  err(error: Error) {
    const serialised = pino.stdSerializers.err(error);
    return {
      ...serialised,
      message: redactErrorMessage(serialised.message),
      stack: redactErrorMessage(serialised.stack),
    };
  },
};
