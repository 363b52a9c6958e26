import { isPlainObject } from './schemas';

/*
 * What the server answered, kept for later requests: primitive values by field name (boardNo, tstCd, ptfloNo...),
 * "records" (the primitive fields of one response object plus those of its parents, so that values that belong
 * together stay together), bearer tokens the server handed out (with the record they came in, e.g. a level-test
 * visitor's token with its lvtCdtId), and the path and query parameters of the /v2 links it answered (a signed
 * `sig`, a video `ticket`). Generated requests draw from these, so they reach past "no such thing".
 */

export type Primitive = string | number | boolean;
export type HarvestRecord = Record<string, Primitive>;

const MAX_VALUES_PER_NAME = 40;
const MAX_RECORDS = 400;
const MAX_CREDENTIALS = 40;
const MAX_STRINGS = 200;
const MAX_KEPT_LENGTH = 500;
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export interface Credential {
  token: string;
  /** The fields that came with the token (e.g. lvtCdtId): requests sent with it carry them. */
  record: HarvestRecord;
}

export class Harvest {
  private readonly values = new Map<string, Primitive[]>();
  private readonly recordKeys = new Set<string>();
  readonly records: HarvestRecord[] = [];
  readonly credentials: Credential[] = [];
  readonly strings: string[] = [];
  private readonly known = new Set<Primitive>();

  /**
   * @param parseLink names the path parameters of a /v2 path (null when no contract path matches)
   * @param excluded values never to keep (the login ids of the members the fuzzer signs in as: feeding them back
   *   into login or find-password requests would lock or reset the accounts the run depends on)
   */
  constructor(
    private readonly parseLink: (path: string) => Record<string, string> | null,
    private readonly excluded: ReadonlySet<string>,
  ) {}

  /** Known data (the seeded demo accounts) to start from. */
  seed(records: HarvestRecord[]): void {
    for (const record of records) this.addRecord(record);
  }

  valuesOf(name: string): readonly Primitive[] {
    return this.values.get(name) ?? [];
  }

  /** Whether the value came from the server or the seed (such values are not raw fuzz input). */
  has(value: unknown): boolean {
    return this.known.has(value as Primitive);
  }

  collect(body: unknown): void {
    this.walk(body, {});
  }

  private walk(node: unknown, inherited: HarvestRecord): void {
    if (Array.isArray(node)) {
      for (const item of node) this.walk(item, inherited);
      return;
    }
    if (!isPlainObject(node)) return;
    const own: HarvestRecord = {};
    for (const [name, value] of Object.entries(node)) {
      if (typeof value === 'string' && value.length > MAX_KEPT_LENGTH) continue;
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        own[name] = value;
    }
    if (Object.values(own).some((v) => this.excluded.has(String(v)))) return;
    const record = { ...inherited, ...own };
    for (const [name, value] of Object.entries(own)) {
      if (typeof value === 'string' && JWT.test(value)) {
        const rest = { ...record };
        Reflect.deleteProperty(rest, name);
        this.addCredential({ token: value, record: rest });
        continue;
      }
      this.addValue(name, value);
      if (typeof value === 'string') this.addLink(value);
    }
    if (Object.keys(own).length) this.addRecord(record);
    for (const value of Object.values(node)) {
      if (typeof value === 'object' && value !== null) this.walk(value, record);
    }
  }

  private addLink(value: string): void {
    if (!value.startsWith('/v2/') && !/^https?:\/\//.test(value)) {
      if (this.strings.length < MAX_STRINGS && !this.strings.includes(value)) this.strings.push(value);
      return;
    }
    let url: URL;
    try {
      url = new URL(value, 'http://localhost');
    } catch {
      return;
    }
    const fields: HarvestRecord = {};
    const params = this.parseLink(url.pathname.replace(/^\/v2(?=\/)/, ''));
    for (const [name, v] of Object.entries(params ?? {})) fields[name] = v;
    for (const [name, v] of url.searchParams) fields[name] = v;
    for (const [name, v] of Object.entries(fields)) this.addValue(name, v);
    if (Object.keys(fields).length) this.addRecord(fields);
  }

  private addValue(name: string, value: Primitive): void {
    if (this.excluded.has(String(value))) return;
    this.known.add(value);
    const list = this.values.get(name) ?? [];
    if (list.includes(value)) return;
    list.push(value);
    if (list.length > MAX_VALUES_PER_NAME) list.shift();
    this.values.set(name, list);
  }

  private addRecord(record: HarvestRecord): void {
    const key = JSON.stringify(record);
    if (this.recordKeys.has(key)) return;
    for (const [name, value] of Object.entries(record)) this.addValue(name, value);
    this.recordKeys.add(key);
    this.records.push(record);
    if (this.records.length > MAX_RECORDS) {
      const dropped = this.records.shift();
      if (dropped) this.recordKeys.delete(JSON.stringify(dropped));
    }
  }

  private addCredential(credential: Credential): void {
    if (this.credentials.some((c) => c.token === credential.token)) return;
    this.known.add(credential.token);
    this.credentials.push(credential);
    if (this.credentials.length > MAX_CREDENTIALS) this.credentials.shift();
  }
}
