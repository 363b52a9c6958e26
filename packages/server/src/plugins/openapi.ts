import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject } from 'ajv/dist/2020.js';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { paths } from '@buddy/contract';
import { OPENAPI_BUNDLE } from '../paths';
import { findUnstorable, unstorableError } from './text';

/*
 * The contract loader. The bundled OpenAPI file (@buddy/contract: packages/contract/bundled/openapi.json) is the single source of every
 * route's body, params, query and response schema: `route(path, method, handler)` looks the operation up, so a
 * route the contract does not have cannot be registered, and handler types come from the generated `paths`.
 */

type JsonSchema = Record<string, unknown>;
type JsonValue = unknown;

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}
interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: JsonSchema }>;
}
interface OperationObject {
  operationId?: string;
  parameters?: (ParameterObject | { $ref: string })[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, ResponseObject>;
  security?: Record<string, string[]>[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject | ParameterObject[]>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses?: Record<string, ResponseObject>;
    parameters?: Record<string, ParameterObject>;
  };
  security?: Record<string, string[]>[];
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export function loadOpenApi(file: string = OPENAPI_BUNDLE): OpenApiDocument {
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

const COMPONENT_REF = /^#\/components\/schemas\/([A-Za-z0-9_.-]+)$/;

/**
 * Rewrites `#/components/schemas/X` to `X#` (the $id each component is registered under) and drops keywords ajv
 * refuses. Inside a `properties` map the keys are field names, not keywords: a field named `example` stays.
 */
export function rewriteRefs(value: JsonValue, propertyMap = false): JsonValue {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (propertyMap) {
      out[key] = rewriteRefs(inner);
      continue;
    }
    if (key === 'example' || key === 'discriminator' || key.startsWith('x-')) continue;
    if (key === '$ref' && typeof inner === 'string') {
      const match = COMPONENT_REF.exec(inner);
      if (!match) throw new Error(`openapi: unsupported $ref ${inner}`);
      out.$ref = `${match[1]}#`;
      continue;
    }
    out[key] = rewriteRefs(inner, key === 'properties');
  }
  return out;
}

/** The component schemas, each with its $id, ready for addSchema. */
export function componentSchemas(doc: OpenApiDocument): JsonSchema[] {
  return Object.entries(doc.components.schemas).map(([name, schema]) => ({
    ...(rewriteRefs(schema) as JsonSchema),
    $id: name,
  }));
}

/** Ajv 2020-12 as the contract wants it: no coercion, no stripping, no defaults, stop at the first error. */
export function createAjv(doc: OpenApiDocument): Ajv2020 {
  const ajv = new Ajv2020({
    removeAdditional: false,
    coerceTypes: false,
    useDefaults: false,
    allErrors: false,
    strict: false,
  });
  for (const schema of componentSchemas(doc)) ajv.addSchema(schema);
  return ajv;
}

function resolveResponse(doc: OpenApiDocument, response: ResponseObject): ResponseObject {
  if (!response.$ref) return response;
  const name = response.$ref.replace('#/components/responses/', '');
  const found = doc.components.responses?.[name];
  if (!found) throw new Error(`openapi: unknown response ${response.$ref}`);
  return found;
}

function resolveParameter(
  doc: OpenApiDocument,
  parameter: ParameterObject | { $ref: string },
): ParameterObject {
  if (!('$ref' in parameter)) return parameter;
  const name = parameter.$ref.replace('#/components/parameters/', '');
  const found = doc.components.parameters?.[name];
  if (!found) throw new Error(`openapi: unknown parameter ${parameter.$ref}`);
  return found;
}

function parameterSchema(parameters: ParameterObject[]): JsonSchema | undefined {
  if (parameters.length === 0) return undefined;
  const properties: Record<string, JsonValue> = {};
  const required: string[] = [];
  for (const p of parameters) {
    properties[p.name] = rewriteRefs(p.schema ?? { type: 'string' });
    if (p.required || p.in === 'path') required.push(p.name);
  }
  return { type: 'object', properties, required, additionalProperties: false };
}

/**
 * The contract's header parameters as the schema of a request's headers: Node names headers in lower case, and a
 * request has other headers besides (so no `additionalProperties: false`).
 */
function headerSchema(parameters: ParameterObject[]): JsonSchema {
  const properties: Record<string, JsonValue> = {};
  const required: string[] = [];
  for (const p of parameters) {
    const name = p.name.toLowerCase();
    properties[name] = rewriteRefs(p.schema ?? { type: 'string' });
    if (p.required) required.push(name);
  }
  return { type: 'object', properties, required };
}

/** The JSON type a parameter's schema asks for (refs followed), to convert the raw query/path string. */
function primitiveType(doc: OpenApiDocument, schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return primitiveType(doc, doc.components.schemas[name]);
  }
  return typeof schema.type === 'string' ? schema.type : undefined;
}

/**
 * Query and path values arrive as strings and ajv does not coerce: convert each by the type its schema names.
 * A value that does not convert cleanly is left as it is, so validation rejects it with 400.
 */
export function convertParameters(
  raw: Record<string, unknown>,
  types: Record<string, string | undefined>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...raw };
  for (const [name, value] of Object.entries(raw)) {
    const type = types[name];
    if (typeof value !== 'string' || !type) continue;
    if (type === 'integer' && /^-?(0|[1-9][0-9]{0,15})$/.test(value)) out[name] = Number(value);
    else if (type === 'number' && /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(value)) out[name] = Number(value);
    else if (type === 'boolean' && (value === 'true' || value === 'false')) out[name] = value === 'true';
  }
  return out;
}

/* ---------- handler types from the generated contract ---------- */

type OperationOf<P extends keyof paths, M extends HttpMethod> = NonNullable<paths[P][M]>;
export type MethodOf<P extends keyof paths> = {
  [M in HttpMethod]-?: NonNullable<paths[P][M]> extends never ? never : M;
}[HttpMethod];
type BodyOf<O> = O extends { requestBody: { content: { 'application/json': infer B } } } ? B : undefined;
type SuccessOf<O> = O extends { responses: { 200: { content: { 'application/json': infer R } } } }
  ? R
  : never;
type ParamsOf<O> = O extends { parameters: { path: infer X } }
  ? [X] extends [undefined]
    ? object
    : X
  : object;
type QueryOf<O> = O extends { parameters: { query?: infer X } }
  ? [NonNullable<X>] extends [never]
    ? object
    : NonNullable<X>
  : object;

export interface RouteGeneric<O> {
  Body: BodyOf<O>;
  Params: ParamsOf<O>;
  Querystring: QueryOf<O>;
}
export type OperationRequest<P extends keyof paths, M extends MethodOf<P>> = FastifyRequest<
  RouteGeneric<OperationOf<P, M>>
>;
export type OperationResult<P extends keyof paths, M extends MethodOf<P>> = SuccessOf<OperationOf<P, M>>;
export type OperationHandler<P extends keyof paths, M extends MethodOf<P>> = (
  request: OperationRequest<P, M>,
  reply: FastifyReply,
) => Promise<OperationResult<P, M>>;

export interface RouteExtras {
  /** Passed to fastify as the route's config (e.g. `{ rateLimit: {...} }`). */
  config?: RouteShorthandOptions['config'];
}

export interface ContractRouter {
  readonly doc: OpenApiDocument;
  route<P extends keyof paths, M extends MethodOf<P>>(
    path: P,
    method: M,
    handler: OperationHandler<P, M>,
    extras?: RouteExtras,
  ): void;
  /** The methods the contract has for a /v2 URL path, or null when no contract path matches it. */
  methodsFor(urlPath: string): HttpMethod[] | null;
}

export interface ContractRouterOptions {
  prefix: string;
  /** Runs in onRequest (before the body is read) for operations with `security: bearer`. */
  authenticate: onRequestHookHandler;
  /** The same for operations whose token is optional (`security: [{}, {bearer: []}]`): no header, no member. */
  authenticateOptional: onRequestHookHandler;
}

function pathMatcher(template: string): RegExp {
  const pattern = template
    .split('/')
    .map((part) => (/^\{.+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}/?$`);
}

/**
 * Registers the component schemas (for the validator and the response serialiser) and returns the router.
 * The fastify instance must not have registered routes with schemas before this runs.
 */
export function createContractRouter(
  app: FastifyInstance,
  doc: OpenApiDocument,
  options: ContractRouterOptions,
): ContractRouter {
  const ajv = createAjv(doc);
  for (const schema of componentSchemas(doc)) app.addSchema(schema);
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema as JsonSchema));

  const matchers = Object.keys(doc.paths).map((template) => ({
    regex: pathMatcher(template),
    methods: HTTP_METHODS.filter((m) => doc.paths[template]?.[m] !== undefined),
  }));

  return {
    doc,
    methodsFor(urlPath) {
      const relative = urlPath.startsWith(options.prefix) ? urlPath.slice(options.prefix.length) : urlPath;
      const found = matchers.find((m) => m.regex.test(relative || '/'));
      return found ? found.methods : null;
    },
    route(path, method, handler, extras = {}) {
      const item = doc.paths[path as string];
      const operation = item?.[method as string] as OperationObject | undefined;
      if (!item || !operation)
        throw new Error(`openapi: no operation ${String(method).toUpperCase()} ${path}`);
      const shared = (Array.isArray(item.parameters) ? item.parameters : []) as ParameterObject[];
      const parameters = [...shared, ...(operation.parameters ?? [])].map((p) => resolveParameter(doc, p));
      const pathParams = parameters.filter((p) => p.in === 'path');
      const queryParams = parameters.filter((p) => p.in === 'query');
      const headerParams = parameters.filter((p) => p.in === 'header');
      const types = (list: ParameterObject[]) =>
        Object.fromEntries(list.map((p) => [p.name, primitiveType(doc, p.schema)]));
      const pathTypes = types(pathParams);
      const queryTypes = types(queryParams);

      const response: Record<string, JsonValue> = {};
      for (const [status, raw] of Object.entries(operation.responses ?? {})) {
        const schema = resolveResponse(doc, raw).content?.['application/json']?.schema;
        if (schema) response[status] = rewriteRefs(schema);
      }
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const security = operation.security ?? doc.security ?? [];
      const needsAuth = security.some((requirement) => 'bearer' in requirement);
      const authOptional = needsAuth && security.some((requirement) => Object.keys(requirement).length === 0);

      app.route({
        method: method.toUpperCase() as Uppercase<HttpMethod>,
        url: options.prefix + String(path).replace(/\{([^}]+)\}/g, ':$1'),
        config: { ...extras.config, operationId: operation.operationId },
        schema: {
          ...(bodySchema ? { body: rewriteRefs(bodySchema) } : {}),
          ...(pathParams.length ? { params: parameterSchema(pathParams) } : {}),
          ...(queryParams.length ? { querystring: parameterSchema(queryParams) } : {}),
          ...(headerParams.length ? { headers: headerSchema(headerParams) } : {}),
          response,
        },
        ...(needsAuth
          ? { onRequest: authOptional ? options.authenticateOptional : options.authenticate }
          : {}),
        preValidation: async (request) => {
          // Before the contract's own validation: a string the database cannot store is refused for every
          // operation alike, in the body, the query and the path (plugins/text.ts).
          for (const [where, value] of [
            ['body', request.body],
            ['query', request.query],
            ['params', request.params],
          ] as const) {
            const bad = findUnstorable(value);
            if (bad !== null) throw unstorableError(where, bad);
          }
          if (pathParams.length) {
            request.params = convertParameters(request.params as Record<string, unknown>, pathTypes);
          }
          if (queryParams.length) {
            request.query = convertParameters(request.query as Record<string, unknown>, queryTypes);
          }
        },
        handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
      });
    },
  };
}

/** For tests: a validator of the contract's response schema for one operation and status. */
export function responseValidator(
  doc: OpenApiDocument,
  ajv: Ajv2020,
  path: string,
  method: HttpMethod,
  status: number,
): ((body: unknown) => ErrorObject[] | null) | null {
  const operation = doc.paths[path]?.[method] as OperationObject | undefined;
  const raw = operation?.responses?.[String(status)];
  if (!raw) return null;
  const schema = resolveResponse(doc, raw).content?.['application/json']?.schema;
  if (!schema) return null;
  const validate = ajv.compile(rewriteRefs(schema) as JsonSchema);
  return (body) => (validate(body) ? null : (validate.errors ?? []));
}
