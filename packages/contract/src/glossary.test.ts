import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import contract from '../bundled/openapi.json' with { type: 'json' };

/*
 * docs/glossary.md explains every wire word of the /v2 contract: each property name of a schema and each parameter
 * name. A word added to the contract fails here until the glossary has a row for it, and a row whose word left the
 * contract fails until it is removed.
 */

type Schema = {
  properties?: Record<string, Schema>;
  items?: Schema | Schema[];
  prefixItems?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  not?: Schema;
  additionalProperties?: Schema | boolean;
};
type Parameter = { name?: string; $ref?: string; schema?: Schema };
type Content = Record<string, { schema?: Schema }>;
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Content };
  responses?: Record<string, { content?: Content }>;
};
type Document = {
  paths: Record<string, Record<string, unknown> & { parameters?: Parameter[] }>;
  components: {
    schemas?: Record<string, Schema>;
    responses?: Record<string, { content?: Content }>;
    parameters?: Record<string, Parameter>;
  };
};

const document = contract as unknown as Document;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every property name in a schema and the schemas inside it. */
function collectProperties(schema: Schema | boolean | undefined, into: Set<string>): void {
  if (!schema || typeof schema !== 'object') return;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    into.add(name);
    collectProperties(property, into);
  }
  const items = Array.isArray(schema.items) ? schema.items : [schema.items];
  const nested = [
    ...items,
    ...(schema.prefixItems ?? []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
    schema.not,
    schema.additionalProperties,
  ];
  for (const inner of nested) collectProperties(inner, into);
}

function collectContent(content: Content | undefined, into: Set<string>): void {
  for (const media of Object.values(content ?? {})) collectProperties(media.schema, into);
}

/** A parameter, following a $ref into components.parameters. */
function resolveParameter(parameter: Parameter): Parameter {
  const name = parameter.$ref?.replace('#/components/parameters/', '');
  return name ? (document.components.parameters?.[name] ?? {}) : parameter;
}

/** The property names and parameter names of the whole contract. */
function contractWords(): Set<string> {
  const words = new Set<string>();
  for (const schema of Object.values(document.components.schemas ?? {})) collectProperties(schema, words);
  for (const response of Object.values(document.components.responses ?? {}))
    collectContent(response.content, words);
  for (const parameter of Object.values(document.components.parameters ?? {})) {
    if (parameter.name) words.add(parameter.name);
    collectProperties(parameter.schema, words);
  }
  for (const item of Object.values(document.paths)) {
    const operations = METHODS.map((method) => item[method] as Operation | undefined).filter(
      (operation): operation is Operation => operation !== undefined,
    );
    const parameters = [
      ...(item.parameters ?? []),
      ...operations.flatMap((operation) => operation.parameters ?? []),
    ];
    for (const parameter of parameters.map(resolveParameter)) {
      if (parameter.name) words.add(parameter.name);
      collectProperties(parameter.schema, words);
    }
    for (const operation of operations) {
      collectContent(operation.requestBody?.content, words);
      for (const response of Object.values(operation.responses ?? {}))
        collectContent(response.content, words);
    }
  }
  return words;
}

/** The words in backticks in the first column of every table of the glossary (header and divider rows left out). */
function glossaryWords(markdown: string): string[] {
  const words: string[] = [];
  let rowOfTable = 0;
  for (const line of markdown.split('\n')) {
    if (!line.trimStart().startsWith('|')) {
      rowOfTable = 0;
      continue;
    }
    rowOfTable += 1;
    if (rowOfTable <= 2) continue;
    const firstCell = line.trim().slice(1).split('|')[0] ?? '';
    for (const match of firstCell.matchAll(/`([^`]+)`/g)) if (match[1]) words.push(match[1]);
  }
  return words;
}

/*
 * Words the glossary may give a row of their own although no property or parameter has that name: enum values and
 * codes. Empty on purpose: the glossary explains the values in the row of the field that carries them (memTp's
 * letters, chkTp's PWF, stdTstTp's W/M/L, usrgbn's member/user) and lists the error codes in a table keyed by status.
 * Add a value here only together with a row for it.
 */
const CODE_VALUES: readonly string[] = [];

const glossary = readFileSync(new URL('../../../docs/glossary.md', import.meta.url), 'utf8');
const fromContract = contractWords();
const fromGlossary = new Set(glossaryWords(glossary));

describe('given the glossary of the wire words (docs/glossary.md)', () => {
  it('reads words from both sides', () => {
    expect(fromContract.size).toBeGreaterThan(250);
    expect(fromGlossary.size).toBeGreaterThan(250);
  });

  it('explains every property and parameter name of the contract', () => {
    const missing = [...fromContract].filter((word) => !fromGlossary.has(word)).sort();
    expect(missing).toEqual([]);
  });

  it('names no word the contract does not have, other than the listed codes', () => {
    const unknown = [...fromGlossary]
      .filter((word) => !fromContract.has(word) && !CODE_VALUES.includes(word))
      .sort();
    expect(unknown).toEqual([]);
  });
});
