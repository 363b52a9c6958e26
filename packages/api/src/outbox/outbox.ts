/**
 * The outbox (ADR 017): everything the child produces — test answers, daily progress, later coins and game results —
 * goes to the server through TanStack Query mutations registered here by key (`setMutationDefaults`), so a mutation
 * restored after a reload finds its function again.
 *
 * - Order: every mutation carries a `scope` (one per attempt, one per study unit); a scope's mutations run one after
 *   another, in the order they were made.
 * - Retry: a failure worth retrying (no answer, 408, 429, 5xx) is tried again after 1 s, 2 s, 4 s … 30 s, without
 *   end; any other refusal gives up (`retryDelay`, `isTransientStatus` of @buddy/domain: one rule for every kind).
 * - Offline: `networkMode: 'online'`; while `onlineManager` says offline the mutations wait paused, and the query
 *   client resumes them when the browser is back online.
 * - Reload: every pending outbox mutation is written to storage (`auth.outbox`; one kept by an earlier version under `buddy.outbox` is brought back too) whenever one changes, and `restore()`
 *   hydrates them into a new query client and resumes them.
 * - Latest wins: an answer's send carries its revision; when its turn comes, a send that is no longer the question's
 *   latest unconfirmed revision is skipped (the newer one is queued behind it), and the server keeps the highest.
 */
import {
  dehydrate,
  hydrate,
  MutationObserver,
  onlineManager,
  type DehydratedState,
  type Mutation,
  type MutationCacheNotifyEvent,
  type QueryClient,
} from '@tanstack/react-query';
import { answerSendOutcome, isTransientStatus, retryDelay } from '@buddy/domain';
import type {
  AutosaveRequest,
  GameResult,
  GameResultInput,
  ProgressRequest,
  StudySession,
} from '@buddy/contract';
import { dailyMutations } from '../daily';
import { createGameApi, gameKeys } from '../game';
import { ApiError } from '../result';
import type { KeyValueStorage } from '../storage';
import type { ApiCore } from '../core';
import { testsApi } from '../tests';
import { createAnswerBook, type AnswerBook } from './answer-book';

import { OUTBOX_STORAGE_KEY, storedOutbox } from './storage-key';

export const outboxKeys = {
  all: ['outbox'] as const,
  answer: () => [...outboxKeys.all, 'answer'] as const,
  progress: () => [...outboxKeys.all, 'progress'] as const,
  game: () => [...outboxKeys.all, 'game'] as const,
};

export type OutboxKind = 'answer' | 'progress' | 'game';
const KINDS: readonly unknown[] = ['answer', 'progress', 'game'] satisfies OutboxKind[];

/** One autosave: the call (a test's or the incorrect-answer quiz's) and its body. */
export interface AnswerSend {
  call: 'test' | 'quiz';
  body: AutosaveRequest;
}

/** What became of an autosave that did not fail. */
export type AnswerDelivery =
  | { outcome: 'saved'; rev: number }
  /** Not sent: a newer revision goes next, the server already has it, or the attempt is over. */
  | { outcome: 'skipped' }
  /** The attempt takes no more answers (409). */
  | { outcome: 'closed' };

/** The client the outbox sends through (its test and daily-study calls). */
export type OutboxApi = ApiCore;

export interface OutboxOptions {
  queryClient: QueryClient;
  api: OutboxApi;
  /** The browser's storage (localStorage in the app); null keeps everything in memory. */
  storage: KeyValueStorage | null;
  /** The bearer token of a level-test visitor, by candidate id (null when this tab has none). */
  visitorToken?: (lvtCdtId: string) => string | null;
}

export interface Outbox {
  readonly queryClient: QueryClient;
  /** The shared copy of one attempt's answers. */
  book(tstCd: string): AnswerBook;
  /** Queue an autosave in its attempt's scope; settles when it was delivered, skipped or given up. */
  sendAnswer(send: AnswerSend): Promise<void>;
  /** Queue a unit's completed parts in the unit's scope; settles like `sendAnswer`. */
  sendProgress(body: ProgressRequest): Promise<void>;
  /**
   * Queue a typing-game round (its own scope): answers what the server reckoned, or rejects when the server refused
   * the round itself. Retried and kept across a reload like the others; the round id makes a retry the same round.
   */
  sendGame(body: GameResultInput): Promise<GameResult>;
  /** The outbox mutations of a kind now in the cache. */
  mutations(kind: 'answer'): Mutation<AnswerDelivery, Error, AnswerSend>[];
  mutations(kind: 'progress'): Mutation<StudySession, Error, ProgressRequest>[];
  mutations(kind: 'game'): Mutation<GameResult, Error, GameResultInput>[];
  /** Told when an outbox mutation changes or the browser goes on- or offline. */
  subscribe(listener: () => void): () => void;
  /** The attempt's result is stored: its browser copy and its sends go. */
  forgetAttempt(tstCd: string): void;
  /** Bring back the mutations a previous page left pending, and resume them. */
  restore(): Promise<void>;
  /** Drop everything waiting (a member signs out). */
  clear(): void;
}

export const answerScope = (tstCd: string) => `answer:${tstCd}`;
export const gameScope = (body: Pick<GameResultInput, 'roundId'>) => `game:${body.roundId}`;
export const progressScope = (unit: Omit<ProgressRequest, 'parts'>) =>
  `progress:${unit.stdCourse.toUpperCase()}-${unit.stdStep}-${unit.stdWeek}-${unit.stdDay}-${unit.stdUnit}`;

/** The outbox's one retry rule: a refusal the server would repeat gives up, anything else is tried again. */
export function outboxRetry(_failureCount: number, error: unknown): boolean {
  return !(error instanceof ApiError) || isTransientStatus(error.status);
}

const DEFAULTS = { retry: outboxRetry, retryDelay, networkMode: 'online' } as const;

function kindOf(mutation: { options: { mutationKey?: readonly unknown[] } }): OutboxKind | null {
  const key = mutation.options.mutationKey;
  if (!key || key[0] !== outboxKeys.all[0]) return null;
  return KINDS.includes(key[1]) ? (key[1] as OutboxKind) : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored mutation we recognise: our key, a scope and variables of the right shape. */
function isStoredMutation(value: unknown): value is DehydratedState['mutations'][number] {
  if (!isRecord(value) || !Array.isArray(value.mutationKey) || !isRecord(value.state)) return false;
  const [root, kind] = value.mutationKey as unknown[];
  if (root !== outboxKeys.all[0] || !KINDS.includes(kind)) return false;
  if (!isRecord(value.scope) || typeof value.scope.id !== 'string') return false;
  const variables = value.state.variables;
  if (kind === 'answer') {
    return (
      isRecord(variables) &&
      (variables.call === 'test' || variables.call === 'quiz') &&
      isRecord(variables.body) &&
      typeof variables.body.tstCd === 'string' &&
      Number.isInteger(variables.body.questnSeq) &&
      Number.isInteger(variables.body.rev)
    );
  }
  if (kind === 'game') {
    return (
      isRecord(variables) &&
      typeof variables.roundId === 'string' &&
      typeof variables.gameTp === 'string' &&
      Array.isArray(variables.lines)
    );
  }
  return isRecord(variables) && Array.isArray(variables.parts);
}

function readStored(storage: KeyValueStorage | null): DehydratedState['mutations'] {
  try {
    const raw = storedOutbox(storage);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    const mutations = isRecord(parsed) ? parsed.mutations : null;
    return Array.isArray(mutations) ? mutations.filter(isStoredMutation) : [];
  } catch {
    return [];
  }
}

export function createOutbox({
  queryClient,
  api,
  storage,
  visitorToken = () => null,
}: OutboxOptions): Outbox {
  const mutationCache = queryClient.getMutationCache();
  const books = new Map<string, AnswerBook>();

  function book(tstCd: string): AnswerBook {
    let found = books.get(tstCd);
    if (!found) {
      found = createAnswerBook(storage, tstCd);
      books.set(tstCd, found);
    }
    return found;
  }

  async function deliverAnswer({ call, body }: AnswerSend): Promise<AnswerDelivery> {
    const answers = book(body.tstCd);
    const entry = answers.entry(body.questnSeq);
    if (answers.closed || !entry || entry.rev !== body.rev || entry.savedRev >= body.rev) {
      return { outcome: 'skipped' };
    }
    let token: string | undefined;
    if (body.usrgbn === 'user') {
      token = visitorToken(body.lvtCdtId ?? '') ?? undefined;
      // The visitor of this attempt is gone from this tab: nobody can send for them.
      if (!token)
        throw new ApiError({ status: 401, data: undefined, error: { message: 'no visitor token' } });
    }
    const result =
      call === 'quiz'
        ? await testsApi(api).saveQuizAnswer(body, token)
        : await testsApi(api).saveAnswer(body, token);
    if (result.ok) {
      const again = answers.confirm(body.questnSeq, body.rev, result.data.result.rev);
      // The server holds a newer revision (another tab): the answer shown here goes again, above it.
      if (again) void sendAnswer({ call, body: { ...body, answrs: [...again.answrs], rev: again.rev } });
      return { outcome: 'saved', rev: result.data.result.rev };
    }
    const outcome = answerSendOutcome(result.status);
    if (outcome === 'closed') {
      answers.close();
      return { outcome: 'closed' };
    }
    // A 2xx whose body did not fit the contract is treated as a failure worth retrying.
    const failure = new ApiError(outcome === 'saved' ? { ...result, status: 500 } : result);
    if (outcome === 'refused') answers.refuse(body.questnSeq, body.rev);
    throw failure;
  }

  const progress = dailyMutations.progress(api, queryClient);
  queryClient.setMutationDefaults(outboxKeys.answer(), { ...DEFAULTS, mutationFn: deliverAnswer });
  queryClient.setMutationDefaults(outboxKeys.progress(), {
    ...DEFAULTS,
    mutationFn: progress.mutationFn,
    onSuccess: progress.onSuccess,
  });

  queryClient.setMutationDefaults(outboxKeys.game(), {
    ...DEFAULTS,
    mutationFn: async (body: GameResultInput) => {
      const result = await createGameApi(api).saveResult(body);
      if (!result.ok) throw new ApiError(result);
      return result.data.result;
    },
    // The member's place changed: the ranking is asked for again.
    onSuccess: (result: GameResult) =>
      queryClient.invalidateQueries({ queryKey: gameKeys.ranking(result.gameTp) }),
  });

  function run<TData, TVariables>(mutationKey: readonly unknown[], scope: string, variables: TVariables) {
    const observer = new MutationObserver<TData, Error, TVariables>(queryClient, {
      mutationKey,
      scope: { id: scope },
    });
    return observer.mutate(variables).then(
      () => observer.reset(),
      () => observer.reset(),
    );
  }

  function sendAnswer(send: AnswerSend): Promise<void> {
    return run<AnswerDelivery, AnswerSend>(outboxKeys.answer(), answerScope(send.body.tstCd), send);
  }

  function sendProgress(body: ProgressRequest): Promise<void> {
    return run<StudySession, ProgressRequest>(outboxKeys.progress(), progressScope(body), {
      ...body,
      parts: [...body.parts],
    });
  }

  function sendGame(body: GameResultInput): Promise<GameResult> {
    const observer = new MutationObserver<GameResult, Error, GameResultInput>(queryClient, {
      mutationKey: outboxKeys.game(),
      scope: { id: gameScope(body) },
    });
    const copy = { ...body, lines: body.lines.map((line) => ({ ...line })) };
    return observer.mutate(copy).finally(() => observer.reset());
  }

  /** Every pending outbox mutation, written as TanStack Query dehydrates it, marked paused to resume after a reload. */
  function persist(): void {
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: () => false,
      shouldDehydrateMutation: (mutation) => kindOf(mutation) !== null && mutation.state.status === 'pending',
    });
    try {
      if (state.mutations.length === 0) {
        storage?.removeItem(OUTBOX_STORAGE_KEY);
        return;
      }
      const mutations = state.mutations.map(({ mutationKey, scope, state: mutation }) => ({
        mutationKey,
        scope,
        state: {
          ...mutation,
          isPaused: true,
          failureCount: 0,
          failureReason: null,
          error: null,
          data: undefined,
          context: undefined,
        },
      }));
      storage?.setItem(OUTBOX_STORAGE_KEY, JSON.stringify({ mutations }));
    } catch {
      // Storage full or blocked: the mutations still go while the page lives.
    }
  }

  const PERSISTED_EVENTS = new Set<MutationCacheNotifyEvent['type']>(['added', 'removed', 'updated']);
  mutationCache.subscribe((event) => {
    if (PERSISTED_EVENTS.has(event.type) && event.mutation && kindOf(event.mutation) !== null) persist();
  });

  function outboxMutations(kind: OutboxKind) {
    return mutationCache.getAll().filter((mutation) => kindOf(mutation) === kind);
  }

  return {
    queryClient,
    book,
    sendAnswer,
    sendProgress,
    sendGame,
    mutations: outboxMutations as Outbox['mutations'],
    subscribe(listener) {
      const offCache = mutationCache.subscribe((event) => {
        if (event.mutation && kindOf(event.mutation) !== null) listener();
      });
      const offOnline = onlineManager.subscribe(() => listener());
      return () => {
        offCache();
        offOnline();
      };
    },
    forgetAttempt(tstCd) {
      book(tstCd).forget();
      books.delete(tstCd);
      for (const mutation of outboxMutations('answer')) {
        const send = mutation.state.variables as AnswerSend | undefined;
        if (send?.body.tstCd === tstCd) mutationCache.remove(mutation);
      }
    },
    async restore() {
      const mutations = readStored(storage);
      if (mutations.length === 0) return;
      hydrate(queryClient, { mutations, queries: [] });
      await queryClient.resumePausedMutations();
    },
    clear() {
      for (const mutation of [
        ...outboxMutations('answer'),
        ...outboxMutations('progress'),
        ...outboxMutations('game'),
      ]) {
        mutationCache.remove(mutation);
      }
      persist();
    },
  };
}
