#!/usr/bin/env node
// The kit's `cn()` resolves Tailwind class conflicts with tailwind-merge's algorithm on a config trimmed to the class
// groups the kit and the app use (docs/decisions/026-route-javascript-budgets.md). tailwind-merge's default config is
// ~6 KiB of the 8 KiB it adds to every page; the trimmed one is what our classes need.
//
// `node scripts/tw-merge-config.mjs` writes packages/ui/src/lib/tw-merge-config.ts; `--check` exits non-zero when the
// file is stale (a class of a new group was written since). The unit test scripts/tw-merge-config.test.ts does the
// same check and proves the trimmed merge equal to the full one on every pair of our classes.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Scanner } from '@tailwindcss/oxide';
import { createTailwindMerge, getDefaultConfig, validators } from 'tailwind-merge';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const configFile = path.join(root, 'packages', 'ui', 'src', 'lib', 'tw-merge-config.ts');
/** Where class names are written: the kit (including its stories) and the app. */
const SOURCES = ['packages/ui/src', 'packages/app/src'];

/** Source files whose strings may hold class names (stories, tests and docs only show the kit). */
function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .filter((entry) => !/\.(test|stories)\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => file !== configFile);
}

/**
 * The class names our sources write: the tokens of their string literals that Tailwind's own scanner also takes for
 * candidates (words of comments and code, such as `filter`, are not class names).
 */
export function classCandidates() {
  const scanner = new Scanner({
    sources: SOURCES.map((base) => ({ base: path.join(root, base), pattern: '**/*', negated: false })),
  });
  const tailwind = new Set(scanner.scan());
  const tokens = new Set();
  for (const file of SOURCES.flatMap((base) => sourceFiles(path.join(root, base)))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      const literal = match[1] ?? match[2] ?? match[3] ?? '';
      for (const token of literal.split(/\s+/)) if (tailwind.has(token)) tokens.add(token);
    }
  }
  return [...tokens].sort();
}

const emptyConfig = (classGroups) => ({
  cacheSize: 0,
  theme: getDefaultConfig().theme,
  classGroups,
  conflictingClassGroups: {},
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: getDefaultConfig().orderSensitiveModifiers,
});

/** The ids of the default config's class groups that recognise at least one of the candidates. */
export function usedGroups(candidates) {
  const defaults = getDefaultConfig();
  // Arbitrary properties ([overflow-wrap:anywhere]) merge without any group: they say nothing about groups.
  const withoutGroups = createTailwindMerge(() => emptyConfig({}));
  candidates = candidates.filter((c) => withoutGroups(`${c} ${c}`) !== c);
  const used = [];
  for (const [id, definition] of Object.entries(defaults.classGroups)) {
    const merge = createTailwindMerge(() => emptyConfig({ [id]: definition }));
    // A class the group recognises is deduplicated; an unknown one is kept twice.
    if (candidates.some((c) => merge(`${c} ${c}`) === c)) used.push(id);
  }
  return used;
}

/** The groups to keep: those used, and those that conflict with them either way (a consumer's class must win). */
export function keptGroups(used) {
  const { conflictingClassGroups: conflicts, conflictingClassGroupModifiers: modifierConflicts } =
    getDefaultConfig();
  const kept = new Set(used);
  for (const [id, others] of [...Object.entries(conflicts), ...Object.entries(modifierConflicts)]) {
    if (used.includes(id)) others.forEach((other) => kept.add(other));
    if (others.some((other) => used.includes(other))) kept.add(id);
  }
  // The default config's order is its precedence when two groups recognise one class.
  return Object.keys(getDefaultConfig().classGroups).filter((id) => kept.has(id));
}

const validatorNames = new Map(Object.entries(validators).map(([name, fn]) => [fn, name]));

/** The theme key a `fromTheme(key)` getter reads (it only keeps the key in its closure). */
function themeKeyOf(getter) {
  let key = null;
  getter(
    new Proxy(
      {},
      {
        get: (_target, property) => {
          key = property;
          return [];
        },
      },
    ),
  );
  if (typeof key !== 'string') throw new Error('a theme getter read no key');
  return key;
}

/**
 * A class-group definition as TypeScript source. `themeKeys` collects the theme keys it reads; arrays of three items
 * or more are registered in `scales` and written as a placeholder, so that a scale several groups share is written once.
 */
function serialise(value, context) {
  if (typeof value === 'function') {
    if (value.isThemeGetter === true) {
      const key = themeKeyOf(value);
      context.themeKeys.add(key);
      return `fromTheme(${JSON.stringify(key)})`;
    }
    const name = validatorNames.get(value);
    if (!name) throw new Error(`tailwind-merge definition uses an unknown function ${value.name}`);
    return `v.${name}`;
  }
  if (Array.isArray(value)) {
    const text = `[${value.map((item) => serialise(item, context)).join(', ')}]`;
    if (value.length < 3) return text;
    const scale = context.scales.get(text) ?? { index: context.scales.size, uses: 0 };
    scale.uses += 1;
    context.scales.set(text, scale);
    return `@@${scale.index}@@`;
  }
  if (value !== null && typeof value === 'object') {
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${serialise(item, context)}`)
      .join(', ')} }`;
  }
  return JSON.stringify(value);
}

/** The TypeScript source of the trimmed config for these candidates. */
export function configSource(candidates = classCandidates()) {
  const defaults = getDefaultConfig();
  const kept = keptGroups(usedGroups(candidates));
  const keptSet = new Set(kept);
  const context = { themeKeys: new Set(), scales: new Map() };
  const groups = kept.map(
    (id) => `    ${JSON.stringify(id)}: ${serialise(defaults.classGroups[id], context)},`,
  );
  const conflicts = (table) =>
    Object.entries(table)
      .filter(([id]) => keptSet.has(id))
      .map(([id, others]) => [id, others.filter((other) => keptSet.has(other))])
      .filter(([, others]) => others.length > 0)
      .map(([id, others]) => `    ${JSON.stringify(id)}: ${JSON.stringify(others)},`);
  // Theme values may themselves hold getters (none today); serialise them the same way until no new key appears.
  const themeLines = new Map();
  for (let pending = [...context.themeKeys]; pending.length > 0;) {
    const before = new Set(context.themeKeys);
    for (const key of pending) themeLines.set(key, serialise(defaults.theme[key] ?? [], context));
    pending = [...context.themeKeys].filter((key) => !before.has(key));
  }
  const theme = [...themeLines]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `    ${JSON.stringify(key)}: ${value},`);
  // A scale used once is written in place; one used more often becomes a constant (inner scales come first).
  const byIndex = [...context.scales].sort(([, a], [, b]) => a.index - b.index);
  const resolve = (text) =>
    text.replace(/@@(\d+)@@/g, (_, index) => {
      const [scaleText, scale] = byIndex[Number(index)];
      return scale.uses > 1 ? `s${scale.index}` : resolve(scaleText);
    });
  const constants = byIndex
    .filter(([, scale]) => scale.uses > 1)
    .map(([text, scale]) => `const s${scale.index} = ${resolve(text)};`);
  return `// Generated by scripts/tw-merge-config.mjs from tailwind-merge's default config: do not edit by hand.
// The class groups the kit and the app use, and those conflicting with them (docs/decisions/026-route-javascript-budgets.md).
// Not formatted by Prettier (.prettierignore): regenerate it instead.
import { fromTheme, validators as v, type Config } from 'tailwind-merge';

${constants.join('\n')}

export const twMergeConfig = (): Config<string, string> => ({
  cacheSize: 500,
  theme: {
${resolve(theme.join('\n'))}
  },
  classGroups: {
${resolve(groups.join('\n'))}
  },
  conflictingClassGroups: {
${conflicts(defaults.conflictingClassGroups).join('\n')}
  },
  conflictingClassGroupModifiers: {
${conflicts(defaults.conflictingClassGroupModifiers).join('\n')}
  },
  orderSensitiveModifiers: ${JSON.stringify(defaults.orderSensitiveModifiers)},
});
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = configSource();
  if (process.argv.includes('--check')) {
    const current = readFileSync(configFile, 'utf8');
    if (current !== source) {
      console.error(`${path.relative(root, configFile)} is stale: run node scripts/tw-merge-config.mjs`);
      process.exit(1);
    }
  } else {
    writeFileSync(configFile, source);
    console.log(`wrote ${path.relative(root, configFile)}`);
  }
}
