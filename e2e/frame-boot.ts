import { expect, type APIRequestContext } from '@playwright/test';

/**
 * A frame's boot script (ADR 040): the frame names it in its head, with no module preload there, and it lists the
 * chunks the page will load. Answers its text.
 */
export async function frameBoot(request: APIRequestContext, frame: string): Promise<string> {
  expect(frame).not.toContain('modulepreload');
  const boot = /<script type="module" src="(\/assets\/boot-[\w-]+\.js)"><\/script>/.exec(frame)?.[1];
  expect(boot, 'the frame names its boot script').toBeDefined();
  return (await request.get(boot ?? '')).text();
}
