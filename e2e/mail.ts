/**
 * The mail the server sent during the journeys (ADR 045): e2e/start-server.mjs runs the local catcher beside the
 * server, and a journey reads the guardian's message from its mailbox over HTTP.
 */
import { expect, type APIRequestContext } from '@playwright/test';

export const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 18481);
const MAILBOX = `http://127.0.0.1:${MAIL_PORT}`;

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** The messages sent to `address` so far, oldest first. */
export async function mailTo(request: APIRequestContext, address: string): Promise<Mail[]> {
  const response = await request.get(`${MAILBOX}/messages?to=${encodeURIComponent(address)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Mail[];
}

/** Waits until `address` has received more than `earlier` messages, and answers the newest. */
export async function nextMail(request: APIRequestContext, address: string, earlier: number): Promise<Mail> {
  await expect.poll(async () => (await mailTo(request, address)).length).toBeGreaterThan(earlier);
  const all = await mailTo(request, address);
  const newest = all.at(-1);
  if (!newest) throw new Error(`no mail to ${address}`);
  return newest;
}
