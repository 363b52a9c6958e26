import type Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { rewriteRefs, type OpenApiDocument } from '../../src/plugins/openapi';

/*
 * JSON Schema (the contract's OpenAPI 3.1 dialect) -> fast-check arbitraries of values the schema accepts, plus the
 * raw material for breaking them: boundary values just outside (and at) each limit, and values of the wrong type.
 */

export type Schema = Record<string, unknown>;
export type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';

/** The longest string / array the valid generator makes when the schema allows more (limits are probed apart). */
const TYPICAL_STRING = 24;
const TYPICAL_ITEMS = 4;

export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'string' || typeof value === 'boolean') return typeof value as JsonType;
  return 'object';
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Length as JSON Schema counts it: code points, a surrogate pair being one. */
export const codePointLength = (value: string): number => Array.from(value).length;

/** One character of ordinary text: mostly ASCII, some Hangul (the product is Korean), a few others. */
const TEXT_UNIT = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) },
  { weight: 3, arbitrary: fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCharCode(c)) },
  { weight: 1, arbitrary: fc.constantFrom('\n', '\t', 'é', 'ß', '中', 'あ', '😀') },
);

export function textArbitrary(minLength = 0, maxLength = TYPICAL_STRING): fc.Arbitrary<string> {
  return fc.string({ unit: TEXT_UNIT, minLength, maxLength: Math.max(minLength, maxLength) });
}

/** Common file signatures (audio and not), so that `format: binary` content is sometimes of a real type. */
const FILE_SIGNATURES: readonly Buffer[] = [
  '\x1a\x45\xdf\xa3', // WebM / Matroska
  'OggS\0\x02',
  'RIFF\0\0\0\0WAVEfmt ',
  '\0\0\0\x20ftypM4A ',
  'ID3\x04\0',
  '\xff\xfb\x90\x64', // an MPEG audio frame
  '\x89PNG\r\n\x1a\n',
  '%PDF-1.7',
  '<html><script>',
].map((head) => Buffer.from(head, 'latin1'));

const randomBytes: fc.Arbitrary<Buffer> = fc
  .tuple(
    fc.option(fc.constantFrom(...FILE_SIGNATURES), { freq: 4, nil: Buffer.alloc(0) }),
    fc.uint8Array({ minLength: 0, maxLength: 96 }),
  )
  .map(([head, rest]) => Buffer.concat([head, Buffer.from(rest)]));

/**
 * File content for `format: binary`: sample files as they are, cut short, with a byte changed or with something
 * appended (a polyglot), and random bytes behind common file signatures.
 */
export function binaryArbitrary(samples: readonly Buffer[]): fc.Arbitrary<Buffer> {
  if (!samples.length) return randomBytes;
  const sample = fc.constantFrom(...samples);
  const tails = ['<html><script>alert(1)</script></html>', '%PDF-1.7', '\0'].map((t) => Buffer.from(t));
  return fc.oneof(
    { weight: 3, arbitrary: sample },
    {
      weight: 1,
      arbitrary: fc.tuple(sample, fc.nat()).map(([bytes, cut]) => bytes.subarray(0, cut % bytes.length)),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(sample, fc.nat(), fc.integer({ min: 0, max: 255 })).map(([bytes, at, value]) => {
        const copy = Buffer.from(bytes);
        copy[at % copy.length] = value;
        return copy;
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(sample, fc.constantFrom(...tails))
        .map(([bytes, tail]) => Buffer.concat([bytes, tail])),
    },
    { weight: 2, arbitrary: randomBytes },
  );
}

export class Schemas {
  private readonly arbitraries = new Map<Schema, fc.Arbitrary<unknown>>();
  private readonly validators = new Map<Schema, (value: unknown) => boolean>();
  /** Every property schema of the contract by property name (components and parameters). */
  readonly byName = new Map<string, Schema[]>();

  private readonly binary: fc.Arbitrary<Buffer>;

  /** @param samples files `format: binary` content may be (or be made from) */
  constructor(
    private readonly doc: OpenApiDocument,
    private readonly ajv: Ajv2020,
    samples: readonly Buffer[] = [],
  ) {
    this.binary = binaryArbitrary(samples);
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (!isPlainObject(value)) return;
      if (isPlainObject(value.properties)) {
        for (const [name, schema] of Object.entries(value.properties)) {
          if (isPlainObject(schema)) this.addNamed(name, schema);
        }
      }
      if (typeof value.name === 'string' && typeof value.in === 'string' && isPlainObject(value.schema)) {
        this.addNamed(value.name, value.schema);
      }
      Object.values(value).forEach(visit);
    };
    visit(doc.components);
    visit(doc.paths);
  }

  private addNamed(name: string, schema: Schema): void {
    const list = this.byName.get(name) ?? [];
    if (!list.includes(schema)) list.push(schema);
    this.byName.set(name, list);
  }

  /** Follows `#/components/schemas/...` references. */
  resolve(schema: Schema | undefined): Schema {
    let current: Schema = schema ?? {};
    for (let hops = 0; typeof current.$ref === 'string'; hops++) {
      const name = /^#\/components\/schemas\/(.+)$/.exec(current.$ref)?.[1];
      const target = name ? this.doc.components.schemas[name] : undefined;
      if (!target || hops > 20) throw new Error(`fuzz: cannot follow $ref ${current.$ref}`);
      current = target;
    }
    return current;
  }

  /** The JSON types a schema allows ([] for anything); inferred from its keywords when it names none. */
  types(schema: Schema): JsonType[] {
    const s = this.resolve(schema);
    if (Array.isArray(s.type)) return s.type as JsonType[];
    if (typeof s.type === 'string') return [s.type as JsonType];
    if ('const' in s) return [jsonTypeOf(s.const)];
    if (Array.isArray(s.enum)) return [...new Set(s.enum.map(jsonTypeOf))];
    const branches = this.branches(s);
    if (branches.length) return [...new Set(branches.flatMap((b) => this.types(b)))];
    if (s.properties || s.required || s.additionalProperties !== undefined) return ['object'];
    if (s.items || s.minItems !== undefined || s.maxItems !== undefined) return ['array'];
    if (s.pattern || s.minLength !== undefined || s.maxLength !== undefined || s.format) return ['string'];
    if (s.minimum !== undefined || s.maximum !== undefined) return ['number'];
    return [];
  }

  branches(schema: Schema): Schema[] {
    const s = this.resolve(schema);
    return ((s.oneOf ?? s.anyOf ?? []) as Schema[]).filter(isPlainObject);
  }

  /** Whether the value satisfies the schema (ajv with the contract's components, as the server validates). */
  valid(schema: Schema, value: unknown): boolean {
    let validate = this.validators.get(schema);
    if (!validate) {
      const compiled = this.ajv.compile(rewriteRefs(schema) as Schema);
      validate = (v: unknown) => compiled(v);
      this.validators.set(schema, validate);
    }
    return validate(value);
  }

  /** The branch of a oneOf/anyOf the value matches (the first one when none does), refs followed. */
  branchFor(schema: Schema, value: unknown): Schema {
    const s = this.resolve(schema);
    const branches = this.branches(s);
    if (!branches.length) return s;
    const match = branches.find((b) => this.valid(b, value)) ?? branches[0];
    return match ? this.branchFor(match, value) : s;
  }

  /** An arbitrary of values the schema accepts (cached per schema object). */
  arbitrary(schema: Schema): fc.Arbitrary<unknown> {
    const cached = this.arbitraries.get(schema);
    if (cached) return cached;
    const arbitrary = this.build(schema);
    this.arbitraries.set(schema, arbitrary);
    return arbitrary;
  }

  private build(schema: Schema): fc.Arbitrary<unknown> {
    const s = this.resolve(schema);
    if ('const' in s) return fc.constant(s.const);
    if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
    const branches = this.branches(s);
    if (branches.length) return fc.oneof(...branches.map((b) => this.arbitrary(b)));
    if (Array.isArray(s.allOf)) {
      const merged: Schema = { ...s, allOf: undefined };
      for (const part of s.allOf as Schema[]) {
        const r = this.resolve(part);
        merged.properties = { ...(merged.properties as Schema), ...(r.properties as Schema) };
        merged.required = [...((merged.required as string[]) ?? []), ...((r.required as string[]) ?? [])];
        merged.type ??= r.type;
      }
      return this.build(merged);
    }
    const types = this.types(s);
    if (!types.length) return fc.jsonValue({ maxDepth: 2 });
    return fc.oneof(...types.map((type) => this.ofType(s, type)));
  }

  private ofType(s: Schema, type: JsonType): fc.Arbitrary<unknown> {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer': {
        const { min, max } = numericBounds(s, true);
        return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
      }
      case 'number': {
        const { min, max } = numericBounds(s, false);
        return fc
          .double({ min, max, noNaN: true, noDefaultInfinity: true })
          .map((n) => (Object.is(n, -0) ? 0 : n));
      }
      case 'string':
        return this.stringArbitrary(s);
      case 'array': {
        const min = num(s.minItems) ?? 0;
        const max = Math.min(num(s.maxItems) ?? min + TYPICAL_ITEMS, min + TYPICAL_ITEMS);
        const items = isPlainObject(s.items) ? this.arbitrary(s.items) : fc.jsonValue({ maxDepth: 1 });
        return fc.array(items, { minLength: min, maxLength: max });
      }
      case 'object':
        return this.objectArbitrary(s);
    }
  }

  private stringArbitrary(s: Schema): fc.Arbitrary<string> {
    const min = num(s.minLength) ?? 0;
    const max = num(s.maxLength);
    if (s.format === 'binary') return this.binary.map((b) => b.toString('latin1'));
    if (typeof s.pattern === 'string') {
      const within = (v: string) =>
        codePointLength(v) >= min && (max === undefined || codePointLength(v) <= max);
      return fc.stringMatching(new RegExp(s.pattern), { maxLength: Math.min(max ?? 64, 64) }).filter(within);
    }
    return textArbitrary(min, Math.min(max ?? TYPICAL_STRING, TYPICAL_STRING));
  }

  private objectArbitrary(s: Schema): fc.Arbitrary<Record<string, unknown>> {
    const properties = (isPlainObject(s.properties) ? s.properties : {}) as Record<string, Schema>;
    const required = (Array.isArray(s.required) ? s.required : []) as string[];
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, schema] of Object.entries(properties)) model[name] = this.arbitrary(schema);
    for (const name of required) model[name] ??= fc.jsonValue({ maxDepth: 1 });
    let arbitrary = fc.record(model, { requiredKeys: required, noNullPrototype: true }) as fc.Arbitrary<
      Record<string, unknown>
    >;
    if (isPlainObject(s.additionalProperties) && !Object.keys(properties).length) {
      const values = this.arbitrary(s.additionalProperties);
      arbitrary = fc.dictionary(textArbitrary(1, 8), values, { maxKeys: 3, noNullPrototype: true });
    }
    const minProperties = num(s.minProperties) ?? 0;
    return minProperties ? arbitrary.filter((o) => Object.keys(o).length >= minProperties) : arbitrary;
  }

  /**
   * Values at and just outside the schema's limits, each with a label (callers check each against the schema: the
   * label says which limit, the validator which side of it).
   */
  boundaries(schema: Schema, sample: unknown): { label: string; value: unknown }[] {
    const s = this.resolve(schema);
    const out: { label: string; value: unknown }[] = [];
    const types = this.types(s);
    const numeric = types.includes('integer') || types.includes('number');
    if (numeric) {
      const { min, max } = numericBounds(s, types.includes('integer') && !types.includes('number'));
      const declaredMin = num(s.minimum) ?? num(s.exclusiveMinimum);
      const declaredMax = num(s.maximum) ?? num(s.exclusiveMaximum);
      if (declaredMin !== undefined)
        out.push({ label: 'minimum-1', value: min - 1 }, { label: 'minimum', value: min });
      if (declaredMax !== undefined)
        out.push({ label: 'maximum+1', value: max + 1 }, { label: 'maximum', value: max });
      out.push(
        { label: 'huge number', value: 1e308 },
        { label: '2^53+1', value: 2 ** 53 + 1 },
        { label: '-2^31-1', value: -(2 ** 31) - 1 },
      );
      if (types.includes('integer')) out.push({ label: 'fraction', value: 1.5 });
    }
    if (types.includes('string')) {
      const min = num(s.minLength);
      const max = num(s.maxLength);
      if (max !== undefined) {
        out.push(
          { label: 'maxLength+1', value: 'x'.repeat(max + 1) },
          { label: 'maxLength', value: '가'.repeat(max) },
        );
      }
      if (min !== undefined && min > 0) out.push({ label: 'minLength-1', value: 'x'.repeat(min - 1) });
      out.push({ label: 'empty string', value: '' }, { label: 'blank string', value: '   ' });
      if (typeof s.pattern === 'string' && typeof sample === 'string') {
        out.push(
          { label: 'pattern mismatch', value: `${sample}!` },
          { label: 'pattern mismatch', value: ` ${sample}` },
          { label: 'pattern mismatch (full-width digits)', value: '２０２６０３' },
        );
      }
    }
    if (Array.isArray(s.enum)) {
      const first = s.enum[0];
      if (typeof first === 'string') {
        out.push({ label: 'not in enum', value: `${first} ` });
        const other = first === first.toLowerCase() ? first.toUpperCase() : first.toLowerCase();
        if (!s.enum.includes(other)) out.push({ label: 'not in enum (case)', value: other });
      }
      out.push({ label: 'not in enum', value: 'ZZ-not-an-option' });
    }
    if (types.includes('array')) {
      const maxItems = num(s.maxItems);
      const minItems = num(s.minItems);
      const item = Array.isArray(sample) && sample.length ? sample[0] : null;
      if (maxItems !== undefined) out.push({ label: 'maxItems+1', value: Array(maxItems + 1).fill(item) });
      if (minItems !== undefined && minItems > 0) {
        out.push({ label: 'minItems-1', value: Array(minItems - 1).fill(item) });
      }
      out.push({ label: 'empty array', value: [] });
    }
    if (types.includes('object')) {
      if (num(s.minProperties)) out.push({ label: 'empty object', value: {} });
    }
    return out;
  }
}

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

function numericBounds(s: Schema, integer: boolean): { min: number; max: number } {
  const step = integer ? 1 : Number.EPSILON * 1024;
  let min = num(s.minimum) ?? -(2 ** 31);
  let max = num(s.maximum) ?? 2 ** 31 - 1;
  const exclusiveMin = num(s.exclusiveMinimum);
  const exclusiveMax = num(s.exclusiveMaximum);
  if (exclusiveMin !== undefined) min = Math.max(min, exclusiveMin + step);
  if (exclusiveMax !== undefined) max = Math.min(max, exclusiveMax - step);
  return { min, max };
}

/** Values of every JSON type, for "wrong type" requests; callers drop the ones the schema allows. */
export const WRONG_TYPE_VALUES: readonly unknown[] = [
  'fuzz-string',
  '12',
  '',
  12345,
  -1,
  1.5,
  true,
  false,
  null,
  [],
  ['x'],
  {},
  { $gt: '' },
];
