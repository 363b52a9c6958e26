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
 * - Reload: every pending progress and game mutation is written to storage (`auth.outbox`; one kept by an earlier
 *   version under `buddy.outbox` is brought back too) when one starts or ends, with the attempts whose answers wait;
 *   `restore()` hydrates the mutations into a new query client, resumes them, and sends again what each attempt's
 *   book holds unconfirmed. An answer is kept once, in its book (ADR 054): a click writes storage once.
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
import { gameKeys } from '../game';
import { ApiError } from '../result';
import type { KeyValueStorage } from '../storage';
import { dataOf, type ApiCore } from '../core';
import { bearerOf } from '../tests';
import { createAnswerBook, type AnswerBook, type AnswerTarget } from './answer-book';

import { OUTBOX_STORAGE_KEY, storedOutbox } from './storage-key';

export const outboxKeys = {
  all: ['outbox'] as const,
  answer: () => [...outboxKeys.all, 'answer'] as const,
  progress: () => [...outboxKeys.all, 'progress'] as const,
  game: () => [...outboxKeys.all, 'game'] as const,
};

export type OutboxKind = 'answer' | 'progress' | 'game';
const KINDS: readonly unknown[] = ['answer', 'progress', 'game'] satisfies OutboxKind[];

/**
 * One autosave: the call (a test's or the incorrect-answer quiz's) and its body without the answer, which the send
 * takes from the attempt's book when its turn comes (the book is the one copy of an answer in the browser, ADR 054).
 */
export interface AnswerSend {
  call: 'test' | 'quiz';
  body: Omit<AutosaveRequest, 'answrs'>;
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
  /** A page opens an attempt: its book, aimed at where its answers go, and kept for a later page to send. */
  openAttempt(target: AnswerTarget): AnswerBook;
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

interface StoredOutbox {
  mutations: DehydratedState['mutations'];
  /** The attempts whose books may hold answers the server has not confirmed. */
  attempts: string[];
}

function readStored(storage: KeyValueStorage | null): StoredOutbox {
  try {
    const raw = storedOutbox(storage);
    if (!raw) return { mutations: [], attempts: [] };
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) return { mutations: [], attempts: [] };
    const { mutations, attempts } = parsed;
    return {
      mutations: Array.isArray(mutations) ? mutations.filter(isStoredMutation) : [],
      attempts: Array.isArray(attempts)
        ? attempts.filter((tstCd): tstCd is string => typeof tstCd === 'string' && tstCd.length > 0)
        : [],
    };
  } catch {
    return { mutations: [], attempts: [] };
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
    // The outcome depends on the status (409 closes the attempt): the call answers an ApiResult, never a throw.
    const auth = bearerOf(token);
    // The answer of this revision, from the book (a send that is not this revision was skipped above).
    const sent: AutosaveRequest = { ...body, answrs: [...entry.answrs] };
    const result =
      call === 'quiz'
        ? await api.call((init) =>
            api.fetchClient.POST('/study-course/incorrectQuizTests/answers', {
              ...init,
              ...auth,
              body: sent,
            }),
          )
        : await api.call((init) =>
            api.fetchClient.POST('/study-course/tests/answers', { ...init, ...auth, body: sent }),
          );
    if (result.ok) {
      const held = result.data.result;
      const again = answers.confirm(body.questnSeq, { rev: body.rev, answrs: sent.answrs }, held);
      // The child changed the answer here since, and the server holds another tab's: the newer change goes again.
      if (again) void sendAnswer({ call, body: { ...body, rev: again.rev } });
      return { outcome: 'saved', rev: held.rev };
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
    mutationFn: async (body: GameResultInput) =>
      (await dataOf(api.client.POST('/reward/game/result', { body }))).result,
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

  /**
   * Every pending progress and game mutation, written as TanStack Query dehydrates it, marked paused to resume after a
   * reload, and the attempts whose books hold answers (an answer's send is not stored: its book is, ADR 054).
   */
  function persist(): void {
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: () => false,
      shouldDehydrateMutation: (mutation) => {
        const kind = kindOf(mutation);
        return kind !== null && kind !== 'answer' && mutation.state.status === 'pending';
      },
    });
    const attempts = [...books.values()]
      .filter((answers) => answers.target() !== null && !answers.closed)
      .map((answers) => answers.tstCd);
    try {
      if (state.mutations.length === 0 && attempts.length === 0) {
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
      storage?.setItem(OUTBOX_STORAGE_KEY, JSON.stringify({ mutations, attempts }));
    } catch {
      // Storage full or blocked: the mutations still go while the page lives.
    }
  }

  // What is stored changes when a progress or game mutation starts, ends or goes: not on its retries and pauses.
  const PERSISTED_ACTIONS: ReadonlySet<string> = new Set(['pending', 'success', 'error']);
  mutationCache.subscribe((event) => {
    const kind = event.mutation ? kindOf(event.mutation) : null;
    if (kind === null || kind === 'answer') return;
    if (event.type === 'removed' || (event.type === 'updated' && PERSISTED_ACTIONS.has(event.action.type))) {
      persist();
    }
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
    openAttempt(target) {
      const answers = book(target.fields.tstCd);
      const known = answers.target() !== null;
      answers.aim(target);
      if (!known) persist();
      return answers;
    },
    forgetAttempt(tstCd) {
      book(tstCd).forget();
      books.delete(tstCd);
      for (const mutation of outboxMutations('answer')) {
        const send = mutation.state.variables as AnswerSend | undefined;
        if (send?.body.tstCd === tstCd) mutationCache.remove(mutation);
      }
      persist();
    },
    async restore() {
      const { mutations, attempts } = readStored(storage);
      if (mutations.length > 0) hydrate(queryClient, { mutations, queries: [] });
      // The answers a previous page did not see confirmed go again, from their books, in question order.
      for (const tstCd of attempts) {
        const answers = book(tstCd);
        const target = answers.target();
        if (!target) continue;
        for (const [seq, entry] of Object.entries(answers.entries())) {
          if (entry.rev > entry.savedRev) {
            void sendAnswer({
              call: target.call,
              body: { ...target.fields, questnSeq: Number(seq), rev: entry.rev },
            });
          }
        }
      }
      if (mutations.length > 0) await queryClient.resumePausedMutations();
    },
    clear() {
      for (const mutation of [
        ...outboxMutations('answer'),
        ...outboxMutations('progress'),
        ...outboxMutations('game'),
      ]) {
        mutationCache.remove(mutation);
      }
      // The books stay in storage with their attempts, but nothing sends them for the next member.
      books.clear();
      persist();
    },
  };
}
