import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
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
  /** Event-loop delay (ms, the worst of the last interval) above which new requests are refused; 0: off. */
  maxEventLoopDelayMs: number;
  /** Retry-After is drawn from 1..this many seconds, so refused clients do not all come back at once. */
  maxRetryAfterSeconds?: number;
  /** How often the event-loop delay is read (ms). */
  sampleIntervalMs?: number;
  random?: () => number;
}

export interface LoadShedding {
  /** Requests under the prefix being served now. */
  readonly inFlight: number;
  /** Requests refused with 503 OVERLOADED since start. */
  readonly shed: number;
  /** Whether the last event-loop sample was over the limit. */
  readonly eventLoopOverloaded: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    loadShedding: LoadShedding;
  }
}

/**
 * Sheds load instead of queueing it without bound. At the end of a test thousands of children submit in the same
 * minute; a server that accepts everything queues requests in front of its database pool until every one of them
 * is late and connections time out. This hook, the first to run for a request, counts the API requests being
 * served and answers 503 OVERLOADED with `Retry-After` (1–3 s) when there are already `maxInFlight` of them, or
 * when the event loop was blocked for more than `maxEventLoopDelayMs` in the last interval. The refusal costs
 * microseconds and reads no body; the app's outbox retries 5xx answers with backoff, so nothing a child did is lost.
 */
export function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): void {
  const maxRetryAfter = Math.max(1, options.maxRetryAfterSeconds ?? 3);
  const random = options.random ?? Math.random;
  let inFlight = 0;
  let shed = 0;
  let eventLoopOverloaded = false;

  if (options.maxEventLoopDelayMs > 0) {
    // How late the sampling timer fires is how long the event loop was blocked since the last sample. It starts
    // once the app is ready: compiling the contract's schemas blocks the loop for a second or two at start, and
    // a server that has just started must not refuse its first requests for that.
    const interval = options.sampleIntervalMs ?? 500;
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      let last = performance.now();
      timer = setInterval(() => {
        const now = performance.now();
        eventLoopOverloaded = now - last - interval > options.maxEventLoopDelayMs;
        last = now;
      }, interval);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  }

  app.decorate('loadShedding', {
    get inFlight() {
      return inFlight;
    },
    get shed() {
      return shed;
    },
    get eventLoopOverloaded() {
      return eventLoopOverloaded;
    },
  } satisfies LoadShedding);

  const counted = (url: string) =>
    (url === options.prefix || url.startsWith(`${options.prefix}/`)) &&
    !options.exempt.some((exempt) => url === exempt || url.startsWith(`${exempt}?`));

  app.addHook('onRequest', (request, reply, done) => {
    if (!counted(request.url)) {
      done();
      return;
    }
    const full = options.maxInFlight > 0 && inFlight >= options.maxInFlight;
    if (full || eventLoopOverloaded) {
      shed += 1;
      const seconds = 1 + Math.floor(random() * maxRetryAfter);
      void reply.code(503).header('retry-after', String(seconds)).send(OVERLOADED);
      return;
    }
    inFlight += 1;
    // 'close' fires once the answer is sent or the client went away, whichever comes first.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
    done();
  });
}
