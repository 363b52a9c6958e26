/**
 * Tests only: a screen in the app's providers (context, alerts, a memory router) over a fake network edge. The
 * fetch answers what the test's `answer` returns (a 404 error body otherwise) and records every request.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { memoryStorage } from '@buddy/api';
import '@buddy/ui/styles.css';
import { App } from './app';
import { createAppContext } from './context';

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

export type Answer = (sent: Sent) => Response | Promise<Response> | undefined;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An error body as the server sends it (spec §8). */
export const failure = (status: number, code: string, message: string) => json({ code, message }, status);

let mounted: { root: Root; host: HTMLElement } | null = null;

export async function renderScreen({
  routes,
  path,
  answer = () => undefined,
}: {
  routes: RouteObject[];
  path: string;
  answer?: Answer;
}) {
  const sent: Sent[] = [];
  const ctx = createAppContext({
    storage: memoryStorage(),
    fetch: async (request) => {
      const text = request.method === 'GET' ? '' : await request.text();
      const entry: Sent = {
        method: request.method,
        path: new URL(request.url).pathname.replace(/^\/v2/, ''),
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      sent.push(entry);
      return (await answer(entry)) ?? failure(404, 'NOT_FOUND', '찾을 수 없습니다.');
    },
  });
  ctx.queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  mounted = { root, host };
  await act(async () => root.render(<App ctx={ctx} router={router} />));
  return { ctx, router, sent };
}

export async function unmountScreen() {
  if (!mounted) return;
  const { root, host } = mounted;
  mounted = null;
  await act(async () => root.unmount());
  host.remove();
}
