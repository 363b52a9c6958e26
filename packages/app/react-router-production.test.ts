import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProduction, reactRouterProductionEntry } from './react-router-production.mjs';

describe("React Router's production build for the app's builds", () => {
  it('names a production entry that exists and turns the development warnings off', () => {
    const entry = reactRouterProductionEntry();
    expect(entry).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    const dir = path.dirname(entry);
    const chunks = readdirSync(dir).filter((file) => file.endsWith('.mjs'));
    const flags = chunks.flatMap((file) =>
      [...readFileSync(path.join(dir, file), 'utf8').matchAll(/ENABLE_DEV_WARNINGS = (true|false)/g)].map(
        (m) => m[1],
      ),
    );
    expect(flags).toEqual(['false']);
  });

  it('is applied to builds only, and points the bare import alone at the production entry', () => {
    const plugin = reactRouterProduction();
    expect(plugin.apply).toBe('build');
    const config =
      typeof plugin.config === 'function'
        ? plugin.config.call({} as never, {}, { command: 'build', mode: 'production' })
        : undefined;
    const alias = (config as { resolve: { alias: { find: RegExp; replacement: string }[] } }).resolve.alias;
    expect(alias).toHaveLength(1);
    const [{ find, replacement }] = alias as [{ find: RegExp; replacement: string }];
    expect(replacement).toBe(reactRouterProductionEntry());
    expect(find.test('react-router')).toBe(true);
    expect(find.test('react-router/dom')).toBe(false);
    expect(find.test('react-router-dom')).toBe(false);
  });
});
