import { defineProject } from 'vitest/config';

/**
 * The content generator's tests: the committed bank is fresh and whole, its media give no answer away. The root's
 * vitest.config.ts lists this folder as the project 'content' (`npx vitest run --project content`); here
 * `npm test -w @buddy/content-generator` runs it alone.
 */
export default defineProject({
  test: {
    name: 'content',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A bound, not a timing: beside the browser lanes on a 2-core CI machine a whole-bank walk has taken over 5 s.
    testTimeout: 20_000,
  },
});
