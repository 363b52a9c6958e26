import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  pureComponentInitializers,
  reactRouterProduction,
  reactRouterProductionEntry,
  SHAKEN_COMPONENTS,
} from './react-router-production.mjs';

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

describe("React Router's Link, NavLink and Form initializers made pure", () => {
  const chunkWith = (name: string) => `import * as React10 from "react";
var ${name} = React10.forwardRef(
  function ${name}WithRef(props, ref) { return null; }
);
${name}.displayName = "${name}";
`;

  it('wraps each initializer and its display name in one pure-annotated function', () => {
    const code = SHAKEN_COMPONENTS.map(chunkWith).join('');
    const changed = pureComponentInitializers(code) ?? '';
    for (const name of SHAKEN_COMPONENTS) {
      expect(changed).toContain(
        `var ${name} = /* @__PURE__ */ (() => { const component = React10.forwardRef(`,
      );
      expect(changed).toContain(`component.displayName = "${name}"; return component; })();`);
      expect(changed).not.toContain(`\n${name}.displayName`);
    }
    // The lines stay where they were (the module's source map still points at them).
    expect(changed.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('leaves a module that makes none of them alone', () => {
    expect(pureComponentInitializers('export const x = 1;\n')).toBeNull();
  });

  it('fails the build when the code it expects is not there exactly once (a new React Router)', () => {
    const withoutNavLink = chunkWith('Link') + chunkWith('Form') + 'var NavLink = somethingElse();\n';
    expect(() => pureComponentInitializers(withoutNavLink)).toThrow(/NavLink.*found 0 and 0/);
    const twice = SHAKEN_COMPONENTS.map(chunkWith).join('') + chunkWith('Form');
    expect(() => pureComponentInitializers(twice)).toThrow(/Form.*found 2 and 2/);
  });

  it("leaves a bundle that uses only the router's hooks without Link, NavLink, Form and their prefetching", async () => {
    const { build } = await import('vite');
    const dir = mkdtempSync(path.join(tmpdir(), 'buddy-rr-shake-'));
    try {
      writeFileSync(
        path.join(dir, 'entry.js'),
        "import { useHref, useLinkClickHandler } from 'react-router';\nexport { useHref, useLinkClickHandler };\n",
      );
      const output = await build({
        root: dir,
        configFile: false,
        logLevel: 'silent',
        plugins: [reactRouterProduction()],
        build: {
          write: false,
          minify: false,
          lib: { entry: path.join(dir, 'entry.js'), formats: ['es'], fileName: 'entry' },
          rolldownOptions: { external: ['react', 'react-dom'] },
        },
      });
      const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
        'output' in result ? result.output : [],
      );
      const code = chunks.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
      expect(code).toContain('function useLinkClickHandler');
      expect(code).not.toContain('LinkWithRef');
      expect(code).not.toContain('NavLinkWithRef');
      expect(code).not.toContain('PrefetchPageLinks');
      expect(code).not.toContain('ENABLE_DEV_WARNINGS = true');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
