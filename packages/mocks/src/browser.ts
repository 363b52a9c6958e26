/**
 * The fake /v2 in a browser (the app's component tests): one MSW service worker for the whole test run, with the
 * 404 fallback as its only lasting handler. A test adds the scenario it needs with `worker.use(...)` and resets after.
 * The worker script is packages/mocks/public/mockServiceWorker.js, served at the root by the test project.
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { notFound } from './http';

let started: Promise<SetupWorker> | undefined;

export function fakeBackend(): Promise<SetupWorker> {
  started ??= (async () => {
    const worker = setupWorker(notFound);
    await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
    return worker;
  })();
  return started;
}
