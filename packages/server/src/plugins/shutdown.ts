import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from './errors';

/** The body of the health check's 503 once shutdown has begun. */
export const SHUTTING_DOWN: ErrorBody = {
  code: 'SHUTTING_DOWN',
  message: '서버를 점검하고 있습니다. 잠시 후 다시 시도해 주세요.',
};

/** How long close() waits for the connections it accepted before destroying them (a client that never sends). */
export const CLOSE_TIMEOUT_MS = 10_000;

export interface ShutdownControl {
  /** True once drain() (or close()) was called. */
  readonly draining: boolean;
  /**
   * Starts the drain: the health check answers 503 SHUTTING_DOWN (a load balancer stops sending) and every
   * response carries `Connection: close` (keep-alive clients reconnect, to another instance behind a balancer),
   * while the listener keeps accepting and every other request is answered as usual. close() ends it.
   * Why the listener must stay open meanwhile: when it closes, the kernel resets every connection it had completed
   * that the process had not accepted yet (a busy event loop leaves many there), and refuses new ones. After the
   * drain a balancer that honours the health check no longer sends, so nothing is left to reset.
   */
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    shutdown: ShutdownControl;
  }
}

/**
 * Graceful shutdown: drain (above), then app.close(): the listener stops accepting; every connection already
 * accepted has its requests answered (`return503OnClosing: false` in app.ts; with `Connection: close`), including a
 * connection whose first request has not arrived yet; idle keep-alive connections are closed (Node's
 * server.close()). Node stops its header timeouts on close, so a connection that never sends would hold the close
 * open for ever: after CLOSE_TIMEOUT_MS whatever is left is closed.
 */
export function registerShutdown(app: FastifyInstance, healthUrl: string): void {
  let draining = false;
  app.decorate('shutdown', {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  } satisfies ShutdownControl);

  app.addHook('onRequest', async (request, reply) => {
    if (draining && request.routeOptions.url === healthUrl) return reply.code(503).send(SHUTTING_DOWN);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    draining = true;
    const server = app.server;
    const timer = setTimeout(() => {
      app.log.warn(`shutdown: connections still open ${CLOSE_TIMEOUT_MS} ms after close; closing them`);
      server.closeAllConnections();
    }, CLOSE_TIMEOUT_MS);
    timer.unref();
    server.once('close', () => clearTimeout(timer));
  });
}
