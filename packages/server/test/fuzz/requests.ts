import fc from 'fast-check';
import { convertParameters } from '../../src/plugins/openapi';
import type { Harvest, HarvestRecord } from './harvest';
import { templatePattern, type Operation, type Parameter } from './operations';
import { isPlainObject, jsonTypeOf, WRONG_TYPE_VALUES, type Schema, type Schemas } from './schemas';
import type { Role, Session } from './session';
import {
  GARBAGE_AUTHORIZATION,
  longStringArbitrary,
  ODD_CATEGORIES,
  ODD_STRINGS,
  percentEncode,
  RAW_ENCODINGS,
} from './strings';

/*
 * One generated request per call: a request kind is drawn for the operation (valid, or one way of breaking it),
 * valid parts are drawn from the operation's schemas and what the server answered so far, then the kind's
 * mutation is applied and the request serialised. Every random choice goes through fast-check's `gen`, so a seed
 * replays the same requests.
 */

type Gen = fc.GeneratorValue;

export interface FuzzRequest {
  operation: Operation;
  /**
   * The operation the URL reaches: `inject` resolves dot segments as a client would ('/memos/.' is '/memos'), so
   * a path value of '.' may land on another operation (null: none).
   */
  target: Operation | null;
  /** What kind of request this is (valid, 'body: wrong type'...): findings are grouped by it. */
  kind: string;
  /** The mutation in words (which field, which value), for the example in the report. */
  detail: string;
  /** 'auth' kinds carry a missing or bad token on purpose. */
  intent: 'valid' | 'mutated' | 'auth';
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The session member whose token the request carries, if any. */
  role?: Role;
  authLabel: string;
  /** Generated strings of the request that an error body must not repeat. */
  markers: string[];
  /** String values of the body (candidates for a password the request may have set). */
  strings: string[];
  /** Whether parameters and body satisfy the contract; null when the contract does not say. */
  contractValid: boolean | null;
}

export interface GeneratorContext {
  /** Every operation of the contract (to tell where a URL with dot segments lands). */
  operations: Operation[];
  schemas: Schemas;
  harvest: Harvest;
  session: Session;
}

type KindTable = [kind: string, weight: number][];

/** The request kinds that apply to an operation, with their weights. */
export function kindsFor(operation: Operation): KindTable {
  const kinds: KindTable = [['valid', 36]];
  const add = (weight: number, ...names: string[]) => names.forEach((name) => kinds.push([name, weight]));
  if (operation.bearer) {
    add(3, 'auth: no token', 'auth: garbage token', "auth: another member's token");
    add(2, 'auth: tampered token');
  } else {
    add(1, 'auth: garbage token');
  }
  const body = operation.body;
  if (body?.mediaType === 'json' || body?.mediaType === 'other') {
    add(5, 'body: missing required field', 'body: wrong type', 'body: boundary value');
    add(4, 'body: extra field', 'body: malformed JSON', 'body: wrong content type');
    add(8, 'body: odd text');
    add(2, 'body: very long string', 'body: not an object', 'body: empty');
    add(1, 'body: __proto__ key', 'body: deeply nested');
  } else if (body?.mediaType === 'multipart') {
    add(4, 'multipart: missing field', 'multipart: odd field value', 'multipart: truncated body');
    add(3, 'multipart: boundary mismatch', 'multipart: JSON sent as multipart/form-data');
    add(3, 'multipart: random bytes', 'multipart: wrong content type');
    add(2, 'multipart: empty boundary', 'multipart: extra field', 'multipart: file before fields');
    add(1, 'multipart: no boundary', 'multipart: no body', 'multipart: two files', 'multipart: many fields');
    add(1, 'multipart: long field value');
    add(0.5, 'multipart: oversized file');
  } else {
    add(3, 'body: unexpected JSON body');
    add(1, 'body: unexpected malformed JSON');
  }
  const query = operation.parameters.filter((p) => p.in === 'query');
  if (query.length) {
    add(5, 'query: invalid value');
    add(3, 'query: odd text', 'query: bad percent-encoding');
    add(2, 'query: very long value', 'query: duplicated param');
    if (query.some((p) => p.required)) add(3, 'query: missing required param');
  }
  add(1, 'query: many params', 'query: unknown param');
  if (operation.parameters.some((p) => p.in === 'path')) {
    add(4, 'path: invalid value');
    add(3, 'path: NUL (%00)', 'path: bad encoding (%ff)', 'path: dot segments (..)', 'path: odd text');
    add(2, 'path: very long value');
  }
  return kinds;
}

/** Choices are uniform (fast-check's default bias towards small numbers is for values, not for choices). */
const uniform = (max: number) => fc.noBias(fc.nat({ max }));
const pick = <T>(g: Gen, items: readonly T[]): T => items[g(uniform, items.length - 1)] as T;
const chance = (g: Gen, percent: number): boolean => g(uniform, 99) < percent;

function pickWeighted(g: Gen, table: KindTable): string {
  const total = table.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = (g(uniform, 999_999) / 1_000_000) * total;
  for (const [kind, weight] of table) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return table[0]?.[0] ?? 'valid';
}

type Path = (string | number)[];
interface Location {
  path: Path;
  schema: Schema;
  value: unknown;
}

const pointer = (path: Path) => `/${path.join('/')}`;

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (!path.length) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  // defineProperty: a key such as __proto__ must become an own property (JSON.stringify sends it).
  Object.defineProperty(node, last, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

function deleteAt(root: unknown, path: Path): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  Reflect.deleteProperty(node, path[path.length - 1] as string | number);
  return copy;
}

function stringLeaves(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => stringLeaves(v, out));
  else if (isPlainObject(value)) Object.values(value).forEach((v) => stringLeaves(v, out));
  return out;
}

function preview(value: string, max = 160): string {
  const shown = JSON.stringify(value.length > max ? value.slice(0, max) : value);
  return value.length > max ? `${shown}… (${value.length} chars)` : shown;
}

/** The wrong-typed raw strings for a query or path value of the given types. */
function wrongParameterStrings(types: string[]): string[] {
  const out: string[] = [];
  if (types.includes('integer') || types.includes('number')) {
    out.push('abc', '1.5', '1e3', '0x1F', '+1', ' 1', '01', '-0', 'true', '[]', '١٢', '99999999999999999999');
  }
  if (types.includes('boolean')) out.push('yes', '1', 'TRUE');
  out.push('', 'null', '%');
  return out;
}

const JSON_CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'Application/JSON'];
const EXTRA_FIELD_NAMES = ['fuzzExtra', 'admin', 'memNo', 'isAdmin', '', 'a b', '$where', 'x'.repeat(200)];

/** A draft request: structured parts, mutated by kind, serialised at the end. */
interface Draft {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  /** Raw (already encoded) replacements of path values, and extra raw query pairs. */
  rawPath: Record<string, string>;
  rawQuery: [string, string][];
  /** False once raw encodings or unknown parameters make the contract's verdict on the parameters unknown. */
  paramsKnown: boolean;
  body: unknown;
  /** A raw payload replacing the serialised body. */
  raw?: { payload?: string | Buffer; contentType?: string };
  bodyValid: boolean | null;
  detail: string[];
}

export class RequestGenerator {
  private readonly kinds = new Map<string, KindTable>();

  constructor(private readonly context: GeneratorContext) {}

  async generate(g: Gen, operation: Operation): Promise<FuzzRequest> {
    let table = this.kinds.get(operation.key);
    if (!table) {
      table = kindsFor(operation);
      this.kinds.set(operation.key, table);
    }
    let kind = pickWeighted(g, table);
    const draft = this.validDraft(g, operation);

    // Credentials first: a token handed out with some fields (a visitor's lvtCdtId) brings them along.
    const auth = await this.credentials(g, operation, kind);
    if (auth.record) this.applyRecord(draft, operation, auth.record);

    if (kind.startsWith('body: ') || kind.startsWith('multipart: '))
      kind = this.mutateBody(g, operation, draft, kind);
    else if (kind.startsWith('query: ')) kind = this.mutateQuery(g, operation, draft, kind);
    else if (kind.startsWith('path: ')) kind = this.mutatePath(g, operation, draft, kind);
    // A multipart body is encoded as multipart whatever else the request breaks.
    if (operation.body?.mediaType === 'multipart' && !draft.raw)
      this.mutateMultipart(g, operation, draft, kind);

    return this.serialise(operation, draft, kind, auth);
  }

  /* ---------- valid parts ---------- */

  private validDraft(g: Gen, operation: Operation): Draft {
    const { schemas } = this.context;
    const draft: Draft = {
      path: {},
      query: {},
      rawPath: {},
      rawQuery: [],
      paramsKnown: true,
      body: undefined,
      bodyValid: null,
      detail: [],
    };
    for (const parameter of operation.parameters) {
      if (parameter.in !== 'path' && parameter.in !== 'query') continue;
      if (!parameter.required && chance(g, 50)) continue;
      const target = parameter.in === 'path' ? draft.path : draft.query;
      target[parameter.name] = g(() => schemas.arbitrary(parameter.schema));
    }
    const parameterSchemas = Object.fromEntries(
      operation.parameters.filter((p) => p.in === 'path' || p.in === 'query').map((p) => [p.name, p.schema]),
    );
    const params = { ...draft.path, ...draft.query };
    this.overlay(g, params, parameterSchemas);
    for (const parameter of operation.parameters) {
      if (!(parameter.name in params)) continue;
      if (parameter.in === 'path') draft.path[parameter.name] = params[parameter.name];
      if (parameter.in === 'query') draft.query[parameter.name] = params[parameter.name];
    }

    const body = operation.body;
    if (body) {
      const schema = schemas.resolve(body.schema);
      let value = g(() => schemas.arbitrary(body.schema));
      if (isPlainObject(value)) {
        const properties = this.propertiesOf(schema, value);
        value = { ...value };
        this.overlay(g, value as Record<string, unknown>, properties);
      }
      draft.body = value;
    }
    return draft;
  }

  /** The property schemas of an object schema (of the oneOf branch the value matches). */
  private propertiesOf(schema: Schema, value: unknown): Record<string, Schema> {
    const branch = this.context.schemas.branchFor(schema, value);
    const properties = isPlainObject(branch.properties) ? (branch.properties as Record<string, Schema>) : {};
    // A multipart file is never taken from answers.
    return Object.fromEntries(
      Object.entries(properties).filter(([, s]) => this.context.schemas.resolve(s).format !== 'binary'),
    );
  }

  /** A value the schema accepts, from an answered value (converted between string and number), or undefined. */
  private coerce(value: unknown, schema: Schema): unknown {
    const { schemas } = this.context;
    const types = schemas.types(schema);
    let v = value;
    if (typeof v !== 'string' && types.includes('string') && !types.includes(jsonTypeOf(v))) v = String(v);
    else if (
      typeof v === 'string' &&
      !types.includes('string') &&
      (types.includes('integer') || types.includes('number')) &&
      /^-?\d+(\.\d+)?$/.test(v)
    ) {
      v = Number(v);
    }
    return schemas.valid(schema, v) ? v : undefined;
  }

  /**
   * Replaces some fields with values the server answered (a whole record of values that belong together, or
   * single values by field name), or with a value the contract allows for a field of the same name elsewhere (a
   * multipart `stdStep` string gets what `stdStep` is in the JSON operations).
   */
  private overlay(g: Gen, target: Record<string, unknown>, properties: Record<string, Schema>): void {
    const { harvest, schemas } = this.context;
    const names = Object.keys(properties);
    if (!names.length) return;
    let kept = new Set<string>();
    if (chance(g, 50)) {
      const scored = harvest.records
        .map((record) => ({ record, score: names.filter((n) => n in record).length }))
        .filter((r) => r.score > 0);
      if (scored.length) {
        const best = Math.max(...scored.map((r) => r.score));
        const pool = chance(g, 60) ? scored.filter((r) => r.score === best) : scored;
        kept = this.applyFields(target, properties, pick(g, pool).record);
      }
    }
    for (const name of names.filter((n) => !kept.has(n))) {
      const schema = properties[name] as Schema;
      const roll = g(uniform, 99);
      if (roll < 30) {
        // Field names quoted in the property's description (`show`) name where its values come from.
        const description = String(schema.description ?? schemas.resolve(schema).description ?? '');
        const aliases = [...description.matchAll(/`([A-Za-z_][A-Za-z0-9_]*)`/g)].map((m) => m[1] ?? '');
        const answered = [name, ...aliases].flatMap((n) => harvest.valuesOf(n));
        if (answered.length) {
          const value = this.coerce(pick(g, answered), schema);
          if (value !== undefined) target[name] = value;
        }
      } else if (roll < 45 && this.isFreeString(schema)) {
        const siblings = (schemas.byName.get(name) ?? []).filter((s) => !this.isFreeString(s));
        if (siblings.length) {
          const value = this.coerce(
            g(() => schemas.arbitrary(pick(g, siblings))),
            schema,
          );
          if (value !== undefined) target[name] = value;
        }
      } else if (roll < 55 && this.isFreeString(schema) && harvest.strings.length) {
        const value = this.coerce(pick(g, harvest.strings), schema);
        if (value !== undefined) target[name] = value;
      }
    }
  }

  /** Sets the fields the record has (where the schema accepts its value); answers the names set. */
  private applyFields(
    target: Record<string, unknown>,
    properties: Record<string, Schema>,
    record: HarvestRecord,
  ): Set<string> {
    const set = new Set<string>();
    for (const [name, schema] of Object.entries(properties)) {
      if (!(name in record)) continue;
      const value = this.coerce(record[name], schema);
      if (value === undefined) continue;
      target[name] = value;
      set.add(name);
    }
    return set;
  }

  private applyRecord(draft: Draft, operation: Operation, record: HarvestRecord): void {
    for (const parameter of operation.parameters) {
      if (!(parameter.name in record)) continue;
      const value = this.coerce(record[parameter.name], parameter.schema);
      if (value === undefined) continue;
      if (parameter.in === 'path') draft.path[parameter.name] = value;
      if (parameter.in === 'query') draft.query[parameter.name] = value;
    }
    if (operation.body && isPlainObject(draft.body)) {
      const properties = this.propertiesOf(this.context.schemas.resolve(operation.body.schema), draft.body);
      const body = { ...draft.body };
      this.applyFields(body, properties, record);
      draft.body = body;
    }
  }

  /** The names of the operation's parameters and top-level body fields. */
  private fieldNames(operation: Operation): Set<string> {
    const names = new Set(operation.parameters.map((p) => p.name));
    const { schemas } = this.context;
    const body = operation.body ? schemas.resolve(operation.body.schema) : {};
    for (const branch of [body, ...schemas.branches(body)]) {
      const s = schemas.resolve(branch);
      if (isPlainObject(s.properties)) Object.keys(s.properties).forEach((name) => names.add(name));
    }
    return names;
  }

  private isFreeString(schema: Schema): boolean {
    const s = this.context.schemas.resolve(schema);
    return s.type === 'string' && !s.enum && !s.pattern && !s.format && !('const' in s);
  }

  /* ---------- credentials ---------- */

  private async credentials(
    g: Gen,
    operation: Operation,
    kind: string,
  ): Promise<{ header?: string; role?: Role; label: string; record?: HarvestRecord }> {
    const { session, harvest } = this.context;
    if (kind === 'auth: no token') return { label: 'no token' };
    if (kind === 'auth: garbage token') {
      const header = pick(g, GARBAGE_AUTHORIZATION);
      return { header, label: `garbage ${preview(header, 40)}` };
    }
    if (kind === "auth: another member's token") {
      return {
        header: `Bearer ${await session.token('other')}`,
        role: 'other',
        label: `${session.loginIdOf('other')}'s token`,
      };
    }
    if (kind === 'auth: tampered token') {
      const [variant, token] = tamper(g, await session.token('primary'));
      return { header: `Bearer ${token}`, label: `tampered token (${variant})` };
    }
    if (operation.bearer) {
      // A token handed out with fields this operation takes (a visitor's lvtCdtId) is likely meant for it.
      const fields = this.fieldNames(operation);
      const related = harvest.credentials.filter((c) =>
        Object.keys(c.record).some((name) => fields.has(name)),
      );
      const [pool, percent] = related.length ? [related, 40] : [harvest.credentials, 5];
      if (pool.length && chance(g, percent)) {
        const credential = pick(g, pool);
        return {
          header: `Bearer ${credential.token}`,
          label: 'a token from an earlier answer',
          record: credential.record,
        };
      }
      const role = session.roleFor(operation);
      return {
        header: `Bearer ${await session.token(role)}`,
        role,
        label: `${session.loginIdOf(role)}'s token`,
      };
    }
    if (operation.secured && chance(g, 30)) {
      return {
        header: `Bearer ${await session.token('primary')}`,
        role: 'primary',
        label: `${session.loginIdOf('primary')}'s token`,
      };
    }
    return { label: 'no token' };
  }

  /* ---------- body mutations ---------- */

  private locations(value: unknown, schema: Schema, path: Path = [], out: Location[] = []): Location[] {
    const { schemas } = this.context;
    const s = schemas.branchFor(schema, value);
    out.push({ path, schema: s, value });
    if (isPlainObject(value) && isPlainObject(s.properties)) {
      const properties = s.properties as Record<string, Schema>;
      for (const [key, child] of Object.entries(value)) {
        if (properties[key]) this.locations(child, properties[key], [...path, key], out);
      }
    } else if (Array.isArray(value) && isPlainObject(s.items)) {
      value.forEach((child, index) => this.locations(child, s.items as Schema, [...path, index], out));
    }
    return out;
  }

  private mutateBody(g: Gen, operation: Operation, draft: Draft, kind: string): string {
    const body = operation.body;
    if (!body) return this.unexpectedBody(g, draft, kind);
    if (body.mediaType === 'multipart') return this.mutateMultipart(g, operation, draft, kind);
    const { schemas } = this.context;
    const all = this.locations(draft.body, body.schema);
    const wrongType = (types: string[]) =>
      WRONG_TYPE_VALUES.filter((v) => {
        const t = jsonTypeOf(v);
        return !types.includes(t) && !(t === 'integer' && types.includes('number'));
      });
    const stringLocations = all.filter(
      (l) =>
        schemas.types(l.schema).includes('string') && !Array.isArray(l.schema.enum) && !('const' in l.schema),
    );
    const fallback = () => {
      draft.body = pick(g, [[], 'text', 42, null, true, [draft.body]]);
      return 'body: not an object';
    };

    switch (kind) {
      case 'body: missing required field': {
        const candidates = all.flatMap((l) =>
          isPlainObject(l.value) && Array.isArray(l.schema.required)
            ? (l.schema.required as string[])
                .filter((k) => k in (l.value as object))
                .map((k) => [...l.path, k])
            : [],
        );
        if (!candidates.length) return fallback();
        const path = pick(g, candidates);
        draft.body = deleteAt(draft.body, path);
        draft.detail.push(`without ${pointer(path)}`);
        return kind;
      }
      case 'body: extra field':
      case 'body: __proto__ key': {
        const objects = all.filter((l) => isPlainObject(l.value));
        if (!objects.length) return fallback();
        const target = pick(g, objects);
        if (kind === 'body: __proto__ key') {
          const name = pick(g, ['__proto__', 'constructor']);
          const value = name === '__proto__' ? { polluted: true } : { prototype: { polluted: true } };
          draft.body = setAt(draft.body, [...target.path, name], value);
          draft.detail.push(`${pointer([...target.path, name])}`);
          return kind;
        }
        const names = [...EXTRA_FIELD_NAMES, ...schemas.byName.keys()].filter(
          (n) => !(n in (target.value as object)),
        );
        const name = pick(g, names);
        draft.body = setAt(draft.body, [...target.path, name], pick(g, WRONG_TYPE_VALUES));
        draft.detail.push(`extra ${preview(name, 30)} at ${pointer(target.path)}`);
        return kind;
      }
      case 'body: wrong type': {
        const candidates = all.filter((l) => l.path.length && schemas.types(l.schema).length);
        if (!candidates.length) return fallback();
        const target = pick(g, candidates);
        const value = pick(g, wrongType(schemas.types(target.schema)));
        draft.body = setAt(draft.body, target.path, value);
        draft.detail.push(`${pointer(target.path)} = ${JSON.stringify(value)}`);
        return kind;
      }
      case 'body: boundary value': {
        const candidates = all
          .map((l) => ({ l, options: schemas.boundaries(l.schema, l.value) }))
          .filter((c) => c.options.length);
        if (!candidates.length) return fallback();
        const { l, options } = pick(g, candidates);
        const option = pick(g, options);
        draft.body = setAt(draft.body, l.path, option.value);
        draft.detail.push(`${option.label} at ${pointer(l.path)}`);
        return kind;
      }
      case 'body: odd text':
      case 'body: very long string': {
        if (!stringLocations.length) return fallback();
        const target = pick(g, stringLocations);
        if (kind === 'body: very long string') {
          draft.body = setAt(
            draft.body,
            target.path,
            g(() => longStringArbitrary),
          );
          draft.detail.push(`at ${pointer(target.path)}`);
          return kind;
        }
        const category = pick(g, ODD_CATEGORIES);
        const odd = pick(g, ODD_STRINGS[category] ?? ['']);
        const original = typeof target.value === 'string' ? target.value : '';
        const value = pick(g, [odd, `${original}${odd}`, `${odd}${original}`]);
        draft.body = setAt(draft.body, target.path, value);
        draft.detail.push(`${pointer(target.path)} = ${preview(value, 60)}`);
        return `body: odd text (${category})`;
      }
      case 'body: not an object':
        return fallback();
      case 'body: malformed JSON': {
        const text = JSON.stringify(draft.body) ?? '{}';
        const variants = [
          text.slice(0, g(fc.integer, { min: 1, max: Math.max(1, text.length - 1) })),
          `${text}}`,
          `${text},`,
          text.replace(/"/g, "'"),
          text.replace(/\}$/, ',}'),
          '{"a":}',
          'NaN',
          'undefined',
          `\uFEFF${text}`,
          '{"a":"\u0001"}',
          '{"a":"\\x41"}',
          `${text}${text}`,
        ];
        const payload = pick(g, variants);
        draft.raw = { payload, contentType: pick(g, JSON_CONTENT_TYPES) };
        // RFC 8259 lets a parser ignore a leading BOM: the contract does not say whether it is malformed.
        draft.bodyValid = payload.startsWith('\uFEFF') ? null : false;
        draft.detail.push(preview(payload, 60));
        return kind;
      }
      case 'body: wrong content type': {
        const text = JSON.stringify(draft.body) ?? '';
        const form = isPlainObject(draft.body)
          ? Object.entries(draft.body)
              .map(
                ([k, v]) =>
                  `${percentEncode(k)}=${percentEncode(typeof v === 'string' ? v : JSON.stringify(v))}`,
              )
              .join('&')
          : 'a=1';
        const variants: [string, string | undefined, string][] = [
          ['text/plain', 'text/plain', text],
          ['form-urlencoded', 'application/x-www-form-urlencoded', form],
          ['no content type', undefined, text],
          ['application/xml', 'application/xml', '<request><a>1</a></request>'],
          [
            'multipart/form-data',
            'multipart/form-data; boundary=fuzz',
            `--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--fuzz--\r\n`,
          ],
          ['text/json', 'text/json', text],
        ];
        const [label, contentType, payload] = pick(g, variants);
        draft.raw = { payload, contentType };
        draft.bodyValid = false;
        return `body: sent as ${label}`;
      }
      case 'body: empty':
        draft.raw = { payload: '', contentType: pick(g, JSON_CONTENT_TYPES) };
        draft.bodyValid = false;
        return kind;
      case 'body: deeply nested': {
        const depth = g(fc.integer, { min: 1000, max: 20000 });
        const payload = pick(g, ['[', '{"a":']).repeat(depth);
        const nested = payload.startsWith('[')
          ? `${payload}${']'.repeat(depth)}`
          : `${payload}1${'}'.repeat(depth)}`;
        draft.raw = { payload: nested, contentType: 'application/json' };
        draft.bodyValid = false;
        draft.detail.push(`depth ${depth}`);
        return kind;
      }
      default:
        return kind;
    }
  }

  /** A body on an operation that takes none. */
  private unexpectedBody(g: Gen, draft: Draft, kind: string): string {
    if (kind === 'body: unexpected malformed JSON') {
      draft.raw = { payload: pick(g, ['{', '{"a":', 'nope', '\u0000']), contentType: 'application/json' };
    } else {
      const value = g(fc.jsonValue, { maxDepth: 2 });
      draft.raw = {
        payload: JSON.stringify(isPlainObject(value) ? value : { value }),
        contentType: 'application/json',
      };
    }
    return kind;
  }

  /* ---------- multipart ---------- */

  private mutateMultipart(g: Gen, operation: Operation, draft: Draft, kind: string): string {
    const { schemas } = this.context;
    const schema = schemas.resolve(operation.body?.schema);
    const fields = isPlainObject(draft.body) ? { ...draft.body } : {};
    const properties = (isPlainObject(schema.properties) ? schema.properties : {}) as Record<string, Schema>;
    const isFile = (name: string) =>
      properties[name] && schemas.resolve(properties[name]).format === 'binary';
    const required = (Array.isArray(schema.required) ? schema.required : []) as string[];
    let parts: Part[] = Object.entries(fields).map(([name, value]) =>
      isFile(name)
        ? {
            name,
            filename: 'recording.webm',
            contentType: 'audio/webm',
            value: Buffer.from(String(value), 'latin1'),
          }
        : { name, value: String(value) },
    );
    // The file after the fields (the order a browser's FormData keeps when built in the schema's order).
    parts = [...parts.filter((p) => !p.filename), ...parts.filter((p) => p.filename)];
    let boundary = `----fuzz${g(fc.stringMatching, /^[A-Za-z0-9]{8,24}$/)}`;
    let header: string | undefined = `multipart/form-data; boundary=${boundary}`;
    let valid: boolean | null = required.every((name) => parts.some((p) => p.name === name));
    let payload: string | Buffer | undefined;
    const textParts = parts.filter((p) => !p.filename);

    switch (kind) {
      case 'multipart: missing field': {
        const present = required.filter((name) => parts.some((p) => p.name === name));
        const name = present.length ? pick(g, present) : (parts[0]?.name ?? '');
        parts = parts.filter((p) => p.name !== name);
        valid = false;
        draft.detail.push(`without ${name}`);
        break;
      }
      case 'multipart: extra field':
        parts.unshift({ name: pick(g, EXTRA_FIELD_NAMES.filter(Boolean)), value: 'extra' });
        break;
      case 'multipart: many fields':
        parts.unshift(...Array.from({ length: 60 }, (_, i) => ({ name: `extra${i}`, value: String(i) })));
        break;
      case 'multipart: odd field value':
      case 'multipart: long field value': {
        const target = textParts.length ? pick(g, textParts) : undefined;
        if (!target) break;
        if (kind === 'multipart: long field value') target.value = g(() => longStringArbitrary);
        else {
          const category = pick(g, [...ODD_CATEGORIES, 'invalid UTF-8']);
          target.value =
            category === 'invalid UTF-8'
              ? Buffer.from([0xff, 0xfe, 0xc0, 0xaf])
              : pick(g, ODD_STRINGS[category] ?? ['']);
          draft.detail.push(`${target.name} = ${preview(target.value.toString(), 40)}`);
          kind = `multipart: odd field value (${category})`;
        }
        break;
      }
      case 'multipart: file before fields':
        parts = [...parts.filter((p) => p.filename), ...parts.filter((p) => !p.filename)];
        break;
      case 'multipart: two files': {
        const file = parts.find((p) => p.filename);
        if (file) parts.push({ ...file, filename: 'second.webm' });
        break;
      }
      case 'multipart: oversized file': {
        const file = parts.find((p) => p.filename);
        if (file)
          file.value = Buffer.concat([Buffer.from('OggS\0\x02', 'latin1'), Buffer.alloc(5 * 1024 * 1024)]);
        break;
      }
      case 'multipart: truncated body': {
        // Cut before the closing '--' of the last delimiter (the CRLF after it is optional).
        const full = encodeMultipart(parts, boundary);
        payload = full.subarray(0, g(fc.integer, { min: 0, max: Math.max(0, full.length - 5) }));
        valid = false;
        draft.detail.push(`${payload.length} of ${full.length} bytes`);
        break;
      }
      case 'multipart: boundary mismatch':
        payload = encodeMultipart(parts, `other${boundary.split('').reverse().join('')}`);
        valid = false;
        break;
      case 'multipart: empty boundary':
        header = 'multipart/form-data; boundary=';
        boundary = pick(g, ['', boundary]);
        // RFC 2046 wants 1-70 characters; a body that consistently uses none can still be read, and the contract
        // does not say whether it must be refused.
        valid = boundary === '' ? null : false;
        break;
      case 'multipart: no boundary':
        header = 'multipart/form-data';
        valid = false;
        break;
      case 'multipart: JSON sent as multipart/form-data':
        payload = JSON.stringify(Object.fromEntries(textParts.map((p) => [p.name, p.value.toString()])));
        valid = false;
        break;
      case 'multipart: random bytes':
        payload = Buffer.from(g(fc.uint8Array, { minLength: 0, maxLength: 2048 }));
        valid = false;
        break;
      case 'multipart: wrong content type': {
        const json = JSON.stringify(Object.fromEntries(textParts.map((p) => [p.name, p.value.toString()])));
        const [label, contentType, body] = pick(g, [
          ['application/json', 'application/json', json],
          [
            'form-urlencoded',
            'application/x-www-form-urlencoded',
            textParts.map((p) => `${p.name}=1`).join('&'),
          ],
          ['text/plain', 'text/plain', json],
          ['no content type', undefined, json],
        ] as [string, string | undefined, string][]);
        header = contentType;
        payload = body;
        valid = false;
        kind = `multipart: sent as ${label}`;
        break;
      }
      case 'multipart: no body':
        header = pick(g, [header, undefined]);
        payload = undefined;
        draft.raw = { contentType: header };
        draft.bodyValid = false;
        return kind;
      default:
        break;
    }
    draft.raw = { payload: payload ?? encodeMultipart(parts, boundary), contentType: header };
    draft.bodyValid = valid;
    draft.body = Object.fromEntries(parts.map((p) => [p.name, p.filename ? '(file)' : p.value.toString()]));
    return kind;
  }

  /* ---------- query and path ---------- */

  private mutateQuery(g: Gen, operation: Operation, draft: Draft, kind: string): string {
    const { schemas } = this.context;
    const declared = operation.parameters.filter((p) => p.in === 'query');
    const target = declared.length ? pick(g, declared) : undefined;
    switch (kind) {
      case 'query: invalid value': {
        if (!target) return kind;
        const sample = draft.query[target.name] ?? g(() => schemas.arbitrary(target.schema));
        const options = [
          ...schemas.boundaries(target.schema, sample).map((o) => ({ label: o.label, value: o.value })),
          ...wrongParameterStrings(schemas.types(target.schema)).map((v) => ({
            label: 'wrong type',
            value: v,
          })),
        ];
        const option = pick(g, options);
        draft.query[target.name] = Array.isArray(option.value) ? option.value.join(',') : option.value;
        draft.detail.push(`${option.label}: ${target.name}=${preview(String(draft.query[target.name]), 40)}`);
        return kind;
      }
      case 'query: odd text': {
        const category = pick(g, ODD_CATEGORIES);
        const value = pick(g, ODD_STRINGS[category] ?? ['']);
        draft.query[target?.name ?? 'fuzz'] = value;
        draft.detail.push(`${target?.name ?? 'fuzz'}=${preview(value, 40)}`);
        return `query: odd text (${category})`;
      }
      case 'query: bad percent-encoding': {
        const category = pick(g, Object.keys(RAW_ENCODINGS));
        const value = pick(g, RAW_ENCODINGS[category] ?? ['']);
        const name = target?.name ?? 'fuzz';
        Reflect.deleteProperty(draft.query, name);
        draft.rawQuery.push([name, value]);
        draft.paramsKnown = false;
        draft.detail.push(`${name}=${value}`);
        return `query: ${category}`;
      }
      case 'query: missing required param': {
        const required = declared.filter((p) => p.required);
        if (!required.length) return kind;
        const name = pick(g, required).name;
        Reflect.deleteProperty(draft.query, name);
        draft.detail.push(`without ${name}`);
        return kind;
      }
      case 'query: very long value': {
        const name = target?.name ?? 'fuzz';
        draft.query[name] = g(() => longStringArbitrary);
        draft.detail.push(`${name}=<${String(draft.query[name]).length} chars>`);
        return kind;
      }
      case 'query: duplicated param': {
        if (!target) return kind;
        const value = draft.query[target.name] ?? g(() => schemas.arbitrary(target.schema));
        draft.rawQuery.push(
          [target.name, percentEncode(String(value))],
          [target.name, percentEncode(String(value))],
        );
        Reflect.deleteProperty(draft.query, target.name);
        draft.paramsKnown = false;
        draft.detail.push(`${target.name} twice`);
        return kind;
      }
      case 'query: many params': {
        const count = g(fc.integer, { min: 200, max: 2000 });
        for (let i = 0; i < count; i++) draft.rawQuery.push([`p${i}`, `v${i}`]);
        draft.paramsKnown = false;
        draft.detail.push(`${count} unknown params`);
        return kind;
      }
      case 'query: unknown param':
        draft.rawQuery.push([pick(g, ['fuzz', 'debug', 'admin', '__proto__', 'a[b]']), 'true']);
        draft.paramsKnown = false;
        return kind;
      default:
        return kind;
    }
  }

  private mutatePath(g: Gen, operation: Operation, draft: Draft, kind: string): string {
    const { schemas } = this.context;
    const declared = operation.parameters.filter((p) => p.in === 'path');
    const target = pick(g, declared);
    switch (kind) {
      case 'path: invalid value': {
        const sample = draft.path[target.name];
        const options = [
          ...schemas.boundaries(target.schema, sample),
          ...wrongParameterStrings(schemas.types(target.schema))
            .filter((v) => v !== '')
            .map((v) => ({ label: 'wrong type', value: v })),
        ].filter((o) => o.value !== '' && !Array.isArray(o.value));
        const option = pick(g, options);
        draft.path[target.name] = option.value;
        draft.detail.push(`${option.label}: ${target.name}=${preview(String(option.value), 40)}`);
        return kind;
      }
      case 'path: odd text': {
        const category = pick(g, ODD_CATEGORIES);
        draft.path[target.name] = pick(g, ODD_STRINGS[category] ?? ['x']);
        draft.detail.push(`${target.name}=${preview(String(draft.path[target.name]), 40)}`);
        return `path: odd text (${category})`;
      }
      case 'path: very long value':
        draft.path[target.name] = pick(g, ['9', 'a', '가']).repeat(g(fc.integer, { min: 101, max: 20000 }));
        draft.detail.push(`${target.name}=<${String(draft.path[target.name]).length} chars>`);
        return kind;
      default: {
        const category = kind.replace('path: ', '');
        const value = pick(g, RAW_ENCODINGS[category] ?? ['%00']);
        draft.rawPath[target.name] = value;
        draft.paramsKnown = false;
        draft.detail.push(`${target.name}=${value}`);
        return kind;
      }
    }
  }

  /* ---------- serialisation and the contract's verdict ---------- */

  private reached(operation: Operation, url: string): Operation | null {
    const raw = url.split('?')[0] ?? '';
    const resolved = new URL(url, 'http://localhost').pathname;
    if (resolved === raw) return operation;
    const relative = resolved.replace(/^\/v2(?=\/|$)/, '') || '/';
    const candidates = [operation, ...this.context.operations];
    return (
      candidates.find(
        (op) => op.method === operation.method && templatePattern(op.path).regex.test(relative),
      ) ?? null
    );
  }

  private parametersValid(operation: Operation, draft: Draft): boolean | null {
    if (!draft.paramsKnown) return null;
    const { schemas } = this.context;
    const check = (list: Parameter[], values: Record<string, unknown>) => {
      const raw = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
      const types = Object.fromEntries(list.map((p) => [p.name, schemas.types(p.schema)[0]]));
      const converted = convertParameters(raw, types);
      return list.every((p) =>
        p.name in converted ? schemas.valid(p.schema, converted[p.name]) : !p.required,
      );
    };
    const path = operation.parameters.filter((p) => p.in === 'path');
    const query = operation.parameters.filter((p) => p.in === 'query');
    const unknown = Object.keys(draft.query).some((name) => !query.some((p) => p.name === name));
    if (unknown) return null;
    return check(path, draft.path) && check(query, draft.query);
  }

  private serialise(
    operation: Operation,
    draft: Draft,
    kind: string,
    auth: { header?: string; role?: Role; label: string },
  ): FuzzRequest {
    const { harvest } = this.context;
    const encode = (value: unknown) =>
      percentEncode(typeof value === 'string' ? value : JSON.stringify(value));
    const url =
      '/v2' +
      operation.path.replace(
        /\{([^}]+)\}/g,
        (_, name: string) => draft.rawPath[name] ?? encode(draft.path[name]),
      ) +
      (() => {
        const pairs = [
          ...Object.entries(draft.query).map(([k, v]) => `${percentEncode(k)}=${encode(v)}`),
          ...draft.rawQuery.map(([k, v]) => `${percentEncode(k)}=${v}`),
        ];
        return pairs.length ? `?${pairs.join('&')}` : '';
      })();

    const headers: Record<string, string> = {};
    if (auth.header !== undefined) headers.authorization = auth.header;
    let payload: string | Buffer | undefined;
    let bodyValid: boolean | null = draft.bodyValid;
    if (draft.raw) {
      payload = draft.raw.payload;
      if (draft.raw.contentType !== undefined) headers['content-type'] = draft.raw.contentType;
    } else if (operation.body && draft.body !== undefined) {
      payload = JSON.stringify(draft.body);
      headers['content-type'] = operation.body.contentType;
      bodyValid = this.context.schemas.valid(operation.body.schema, draft.body);
    }
    if (!operation.body) bodyValid = draft.raw ? null : true;

    const params = this.parametersValid(operation, draft);
    const contractValid =
      params === false || bodyValid === false ? false : params === null || bodyValid === null ? null : true;

    const sent = [
      ...stringLeaves(draft.body),
      ...Object.values(draft.query).filter((v): v is string => typeof v === 'string'),
      ...Object.values(draft.path).filter((v): v is string => typeof v === 'string'),
    ];
    const markers = sent.filter((s) => s.length >= 8 && !harvest.has(s));
    if (kind === 'auth: garbage token' && auth.header && auth.header.length > 12)
      markers.push(auth.header.slice(7));
    return {
      operation,
      target: this.reached(operation, url),
      kind,
      detail: draft.detail.join('; '),
      intent: kind === 'valid' ? 'valid' : kind.startsWith('auth: ') ? 'auth' : 'mutated',
      method: operation.method.toUpperCase(),
      url,
      headers,
      payload,
      role: auth.role,
      authLabel: auth.label,
      markers: [...new Set(markers)],
      strings: stringLeaves(draft.body).filter((s) => s.length > 0 && s.length <= 100),
      contractValid,
    };
  }
}

/** A description of the request for the report (shortened). */

export function describeRequest(request: FuzzRequest): string {
  const url =
    request.url.length > 200 ? `${request.url.slice(0, 200)}… (${request.url.length} chars)` : request.url;
  const parts = [`${request.method} ${url}`, `auth: ${request.authLabel}`];
  if (request.headers['content-type'] !== undefined)
    parts.push(`content-type: ${request.headers['content-type']}`);
  if (request.payload !== undefined) {
    const text = typeof request.payload === 'string' ? request.payload : request.payload.toString('latin1');
    const unit = typeof request.payload === 'string' ? '' : ' (bytes)';
    parts.push(`body${unit}: ${preview(text, 200)}`);
  }
  if (request.detail) parts.push(`(${request.detail})`);
  return parts.join(' | ');
}

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

function encodeMultipart(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function base64url(value: string): string {
  return Buffer.from(value).toString('base64url');
}

/** A valid token made invalid in one of the ways JWT libraries have been fooled. */
function tamper(g: Gen, token: string): [string, string] {
  const [header = '', payload = '', signature = ''] = token.split('.');
  let claims: Record<string, unknown> = {};
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  } catch {
    claims = {};
  }
  const variants: [string, string][] = [
    [
      'signature changed',
      `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
    ],
    ['alg none', `${base64url('{"alg":"none","typ":"JWT"}')}.${payload}.`],
    [
      'claims edited',
      `${header}.${base64url(JSON.stringify({ ...claims, ver: 999, purpose: 'lvt' }))}.${signature}`,
    ],
    ['expired claims', `${header}.${base64url(JSON.stringify({ ...claims, exp: 1 }))}.${signature}`],
    ['no signature', `${header}.${payload}`],
    ['other algorithm', `${base64url('{"alg":"HS512","typ":"JWT"}')}.${payload}.${signature}`],
  ];
  return pick(g, variants);
}
