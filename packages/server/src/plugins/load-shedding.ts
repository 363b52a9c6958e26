import fastifyUnderPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from './errors';

/** The body of a request refused because the server is already as busy as it may be (ADR 023). */
export const OVERLOADED: ErrorBody = {
  code: 'OVERLOADED',
  message: '지금 이용하는 사람이 많습니다. 잠시 후 다시 시도해 주세요.',
};

export interface LoadSheddingOptions {
  /** Only URLs under this prefix are counted and shed (the app's pages and files are not). */
  prefix: string;
  /** These URLs (the health check) are never shed. */
  exempt: readonly string[];
  /** Requests being served at once before the next is refused; 0 turns the limit off. */
  maxInFlight: number;
  /**
   * Event-loop delay (ms: the mean lateness of a 10 ms timer over the last sample, as `@fastify/under-pressure`
   * measures it) above which new requests are refused; 0: off.
   */
  maxEventLoopDelayMs: number;
  /** Retry-After is drawn from 1..this many seconds, so refused clients do not all come back at once. */
  maxRetryAfterSeconds?: number;
  /** How often the event loop is sampled (ms). */
  sampleIntervalMs?: number;
  random?: () => number;
}

export interface LoadShedding {
  /** Requests under the prefix being served now. */
  readonly inFlight: number;
  /** Requests refused with 503 OVERLOADED since start. */
  readonly shed: number;
  /** Whether the last event-loop sample was over the limit (and counts: see `sampling`). */
  readonly eventLoopOverloaded: boolean;
  /** Whether the event loop's samples count yet: from one sample after the app is ready. */
  readonly sampling: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    loadShedding: LoadShedding;
  }
}

/**
 * Sheds load instead of queueing it without bound. At the end of a test thousands of children submit in the same
 * minute; a server that accepts everything queues requests in front of its database until every one of them is late
 * and connections time out. Two measures refuse an API request at once with 503 OVERLOADED and `Retry-After` (1–3 s),
 * before any other hook and without reading its body:
 * - the process's: `@fastify/under-pressure` samples the event loop's delay (the maintained plugin; ADR 023's
 *   revision). It starts sampling when registered, and compiling the contract's schemas blocks the loop for a second
 *   or two at start: its verdict counts only from one sample after the app is ready, so a server that has just
 *   started does not refuse its first requests for that.
 * - the queue's: the API requests being served at once, which under-pressure does not count (it measures the process,
 *   not the requests waiting for the database), kept here: when `maxInFlight` are in flight the next is refused.
 * The app's outbox retries 5xx answers with backoff, so nothing a child did is lost.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: LoadSheddingOptions,
): Promise<void> {
  const maxRetryAfter = Math.max(1, options.maxRetryAfterSeconds ?? 3);
  const random = options.random ?? Math.random;
  const sampleInterval = options.sampleIntervalMs ?? 500;
  let inFlight = 0;
  let shed = 0;
  let warm = false;

  const counted = (url: string) =>
    (url === options.prefix || url.startsWith(`${options.prefix}/`)) &&
    !options.exempt.some((exempt) => url === exempt || url.startsWith(`${exempt}?`));
  const refuse = (reply: FastifyReply) => {
    shed += 1;
    const seconds = 1 + Math.floor(random() * maxRetryAfter);
    return reply.code(503).header('retry-after', String(seconds));
  };

  // Registered first, so that this hook (the in-flight count) runs before under-pressure's.
  app.addHook('onRequest', (request, reply, done) => {
    if (!counted(request.url)) {
      done();
      return;
    }
    if (options.maxInFlight > 0 && inFlight >= options.maxInFlight) {
      void refuse(reply).send(OVERLOADED);
      return;
    }
    inFlight += 1;
    // 'close' fires once the answer is sent or the client went away, whichever comes first.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
    done();
  });

  // Called for every request while a sample is over the limit: an API request is refused with the product's body; a
  // page, a file or the health check goes on. Its answer follows the plugin's README: nullish lets the request
  // through, any other value is sent (the plugin's TypeScript types say only `void`).
  const pressureHandler = (request: FastifyRequest, reply: FastifyReply): ErrorBody | undefined => {
    if (!warm || !counted(request.url)) return undefined;
    refuse(reply);
    return OVERLOADED;
  };
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval,
    pressureHandler: pressureHandler as unknown as FastifyUnderPressureOptions['pressureHandler'],
  });
  // One sample after the app is ready: the samples taken while it was starting no longer count.
  let warming: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    warming = setTimeout(() => {
      warm = true;
    }, sampleInterval * 2);
    warming.unref();
  });
  app.addHook('onClose', async () => {
    if (warming) clearTimeout(warming);
  });

  app.decorate('loadShedding', {
    get inFlight() {
      return inFlight;
    },
    get shed() {
      return shed;
    },
    get eventLoopOverloaded() {
      return warm && options.maxEventLoopDelayMs > 0 && app.isUnderPressure();
    },
    get sampling() {
      return warm;
    },
  } satisfies LoadShedding);
}
