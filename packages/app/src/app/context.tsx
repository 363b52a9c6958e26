/**
 * What every route and page shares: the typed /v2 client, the query cache and the session. Created once in main.tsx
 * (or per story, whose /v2 calls the MSW handlers of @buddy/mocks answer) and handed to the routes' loaders and to React.
 */
import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createApiClient,
  defaultStorage,
  shouldRetry,
  type ApiClient,
  type ApiClientOptions,
  type KeyValueStorage,
} from '@buddy/api';
import { createSession, type Session } from './session';
import { createPasswordResetStore, type PasswordResetStore } from './password-reset';
import type { NavigatorLike } from './browser';

export interface AppContext {
  api: ApiClient;
  queryClient: QueryClient;
  /**
   * Where the outbox keeps what the child produced until the server has it (answers, progress), across reloads; null
   * keeps it in memory. The outbox itself is made on first use: `outboxOf(ctx)` / `useOutbox()` (app/outbox.ts).
   */
  storage: KeyValueStorage | null;
  session: Session;
  /** The find-password reset grant for the PWF password change (memory only). */
  passwordReset: PasswordResetStore;
  /** Where chance comes from (a game draws its rounds with it): `Math.random`, or a seeded one where a story fixes it. */
  random: () => number;
  /** The browser the page is for, as the request's headers say on the server (spec §6); unset: `navigator`. */
  browser?: NavigatorLike | undefined;
}

export function createAppContext(
  options: ApiClientOptions = {},
  { random = Math.random, browser }: { random?: () => number; browser?: NavigatorLike | undefined } = {},
): AppContext {
  const api = createApiClient(options);
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => shouldRetry(count, error, 1),
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return {
    api,
    queryClient,
    storage: options.storage ?? defaultStorage(),
    session: createSession(api),
    passwordReset: createPasswordResetStore(),
    random,
    browser,
  };
}

const Context = createContext<AppContext | null>(null);

export function AppContextProvider({ value, children }: { value: AppContext; children?: ReactNode }) {
  return (
    <Context value={value}>
      <QueryClientProvider client={value.queryClient}>{children}</QueryClientProvider>
    </Context>
  );
}

export function useApp(): AppContext {
  const value = use(Context);
  if (!value) throw new Error('useApp() outside <AppContextProvider>');
  return value;
}

/** True while a token is stored; re-renders on login, logout, a refused token and sign-in in another tab. */
export function useSignedIn(): boolean {
  const { session } = useApp();
  // On the server the context's own session says whether the request's cookie was accepted; the page state hands the
  // same answer to the browser before it hydrates, so hydration agrees (server.tsx, main.tsx, ADR 049).
  return useSyncExternalStore(session.subscribe, session.isSignedIn, session.isSignedIn);
}
