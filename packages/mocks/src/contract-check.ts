/**
 * Checks one answer of the fake /v2 against the bundled contract (@buddy/contract/openapi.json), the way the
 * server's tests check its own: the operation is found from the request's method and path, the status must be one
 * it declares, and a JSON body must match that status's schema (Ajv, JSON Schema 2020-12, no coercion). A path the
 * contract does not have may only answer the server's 404 ErrorBody. Node only (the unit check).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';

type Json = Record<string, unknown>;
interface Operation {
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: Json }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; responses?: Record<string, Operation['responses'] & object> };
}

const require = createRequire(import.meta.url);
const doc = JSON.parse(readFileSync(require.resolve('@buddy/contract/openapi.json'), 'utf8')) as Document;

const COMPONENT_REF = /^#\/components\/schemas\/([A-Za-z0-9_.-]+)$/;

/** `#/components/schemas/X` becomes `X#` (each component is added under its name); keywords Ajv refuses go. */
function rewrite(value: unknown, propertyMap = false): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item));
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, inner] of Object.entries(value as Json)) {
    if (propertyMap) {
      out[key] = rewrite(inner);
      continue;
    }
    if (key === 'example' || key === 'discriminator' || key.startsWith('x-')) continue;
    if (key === '$ref' && typeof inner === 'string') {
      const match = COMPONENT_REF.exec(inner);
      if (!match) throw new Error(`unsupported $ref ${inner}`);
      out['$ref'] = `${match[1]}#`;
      continue;
    }
    out[key] = rewrite(inner, key === 'properties');
  }
  return out;
}

const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: false, useDefaults: false });
for (const [name, schema] of Object.entries(doc.components.schemas)) {
  ajv.addSchema({ ...(rewrite(schema) as Json), $id: name });
}
const compiled = new Map<string, ValidateFunction>();
function validator(key: string, schema: Json): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(rewrite(schema) as Json);
    compiled.set(key, validate);
  }
  return validate;
}

const templates = Object.keys(doc.paths).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The contract path a request names (`/mypage/inquiries/2` is `/mypage/inquiries/{boardNo}`), or null. */
export function contractPath(pathname: string): string | null {
  const path = pathname.replace(/^.*?\/v2(?=\/)/, '');
  return templates.find(({ pattern }) => pattern.test(path))?.template ?? null;
}

/** What is wrong with one answer (empty when the contract allows it). */
export function checkAnswer(method: string, url: string, status: number, body: unknown): string[] {
  const where = `${method.toUpperCase()} ${new URL(url).pathname} → ${status}`;
  const path = contractPath(new URL(url).pathname);
  const operation = path ? doc.paths[path]?.[method.toLowerCase()] : undefined;
  if (!path || !operation) {
    if (status !== 404) return [`${where}: the contract has no such operation, so only 404 may answer`];
    const validate = validator('ErrorBody', { $ref: '#/components/schemas/ErrorBody' });
    return validate(body) ? [] : [`${where}: ${ajv.errorsText(validate.errors)}`];
  }
  let declared = operation.responses?.[String(status)];
  if (!declared) return [`${where}: status ${status} is not declared for ${method.toUpperCase()} ${path}`];
  if (declared.$ref) {
    const name = declared.$ref.replace('#/components/responses/', '');
    declared = (doc.components.responses as Record<string, typeof declared> | undefined)?.[name];
    if (!declared) return [`${where}: unknown response ${name}`];
  }
  const schema = declared.content?.['application/json']?.schema;
  if (!schema) return [`${where}: the contract declares no JSON body for this status`];
  const validate = validator(`${method} ${path} ${status}`, schema);
  return validate(body) ? [] : [`${where}: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`];
}
