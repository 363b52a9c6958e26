/**
 * Tests only: a real QueryClient and outbox over a fake fetch at the network edge, on fake timers. A request is
 * answered by the test (`answer`), so a test decides when and how each send ends; `reload()` builds a new client and
 * outbox over the same storage, as a reloaded page would.
 */
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { STORAGE_KEYS } from '@buddy/domain';
import { createApiClient } from '../client';
import { createOutbox, type Outbox } from '../outbox/outbox';
import { memoryStorage, type KeyValueStorage } from '../storage';
import { json } from './fake-fetch';

export interface Pending {
  path: string;
  body: Record<string, unknown>;
  authorization: string | null;
  respond: (response: Response | Error) => void;
}

export function fakeTimers(): void {
  // Only the clocks: the fake fetch's bodies are read on the real event loop.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}

export function restoreTimers(): void {
  vi.useRealTimers();
  onlineManager.setOnline(true);
}

/** Lets the chains of promises between a send and its outcome run (fetch, body parsing, TanStack's dispatches). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(0);
  }
}

export const saved = (body: Record<string, unknown>) =>
  json({ result: { questnSeq: body.questnSeq, rev: body.rev, answrs: body.answrs, savedAt: 1 } });
export const failure = (status: number) => json({ code: 'X', message: `status ${status}` }, status);
export const session = (body: Record<string, unknown>) =>
  json({
    result: {
      stdCourse: body.stdCourse,
      stdStep: body.stdStep,
      stdWeek: body.stdWeek,
      stdDays: [],
      prgssRate: 10,
    },
  });

export interface OutboxHarness {
  outbox: Outbox;
  client: QueryClient;
  storage: KeyValueStorage;
  /** Requests not answered yet, in the order they were made. */
  pending: Pending[];
  /** Every request made, in order: "path body-summary". */
  sent: Pending[];
  /** Answer the oldest pending request (optionally the one matching `which`); an Error means no answer. */
  answer(
    respond: (request: Pending) => Response | Error,
    which?: (request: Pending) => boolean,
  ): Promise<void>;
  /** A new page over the same storage (the old client is unmounted). */
  reload(): OutboxHarness;
}

export function outboxHarness(
  storage: KeyValueStorage = memoryStorage({ [STORAGE_KEYS.token]: 'member-token' }),
  options: { visitorToken?: (lvtCdtId: string) => string | null } = {},
): OutboxHarness {
  const pending: Pending[] = [];
  const sent: Pending[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test/v2',
    storage,
    logger: { warn: () => undefined },
    fetch: async (request) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      return new Promise<Response>((resolve, reject) => {
        const entry: Pending = {
          path: new URL(request.url).pathname.replace('/v2/study-course/', ''),
          body,
          authorization: request.headers.get('Authorization'),
          // An Error is a request that got no answer (the network is down).
          respond: (response) => (response instanceof Error ? reject(response) : resolve(response)),
        };
        pending.push(entry);
        sent.push(entry);
      });
    },
  });
  const client = new QueryClient();
  client.mount();
  const outbox = createOutbox({ queryClient: client, api, storage, ...options });
  const harness: OutboxHarness = {
    outbox,
    client,
    storage,
    pending,
    sent,
    async answer(respond, which = () => true) {
      await settle();
      const index = pending.findIndex(which);
      const request = pending[index];
      if (!request) throw new Error(`no pending request (sent: ${sent.length})`);
      pending.splice(index, 1);
      request.respond(respond(request));
      await settle();
    },
    reload() {
      client.unmount();
      return outboxHarness(storage, options);
    },
  };
  return harness;
}
