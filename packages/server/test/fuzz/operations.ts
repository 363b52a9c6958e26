import { HTTP_METHODS, type HttpMethod, type OpenApiDocument } from '../../src/plugins/openapi';
import type { Schema } from './schemas';

/** One operation of the contract, with its references resolved: what the fuzzer needs to build requests. */
export interface Operation {
  /** 'POST /auth/students/login' */
  key: string;
  method: HttpMethod;
  /** The contract's path template, without the /v2 prefix. */
  path: string;
  parameters: Parameter[];
  body: { mediaType: 'json' | 'multipart' | 'other'; contentType: string; schema: Schema } | null;
  /** `security: bearer` (the server answers 401 before reading the request without a valid token). */
  bearer: boolean;
  /** Some security requirement (bearer or another scheme, such as a signed link). */
  secured: boolean;
  responses: Record<string, ResponseSpec>;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

export interface ResponseSpec {
  /** Media type -> schema (the schema may be absent, e.g. `audio/*` bodies). */
  content: Record<string, Schema | undefined>;
}

type Raw = Record<string, unknown>;

function resolveComponent(doc: OpenApiDocument, value: Raw, kind: 'parameters' | 'responses'): Raw {
  if (typeof value.$ref !== 'string') return value;
  const name = value.$ref.replace(`#/components/${kind}/`, '');
  const found = (doc.components[kind] as Record<string, Raw> | undefined)?.[name];
  if (!found) throw new Error(`fuzz: unknown ${kind} ${value.$ref}`);
  return found;
}

/** Every operation of the contract, in the contract's order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = Array.isArray(item.parameters) ? (item.parameters as unknown as Raw[]) : [];
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Raw | undefined;
      if (!operation || Array.isArray(operation)) continue;
      const parameters = [...shared, ...((operation.parameters as Raw[] | undefined) ?? [])]
        .map((p) => resolveComponent(doc, p, 'parameters'))
        .map((p): Parameter => ({
          name: String(p.name),
          in: p.in as Parameter['in'],
          required: p.required === true || p.in === 'path',
          schema: (p.schema as Schema | undefined) ?? { type: 'string' },
        }));
      const content = (operation.requestBody as Raw | undefined)?.content as Record<string, Raw> | undefined;
      let body: Operation['body'] = null;
      if (content) {
        const json = Object.keys(content).find((type) => /^application\/(.+\+)?json/.test(type));
        const multipart = Object.keys(content).find((type) => type.startsWith('multipart/form-data'));
        const contentType = json ?? multipart ?? Object.keys(content)[0] ?? 'application/json';
        body = {
          mediaType: json ? 'json' : multipart ? 'multipart' : 'other',
          contentType,
          schema: (content[contentType]?.schema as Schema | undefined) ?? {},
        };
      }
      const security = (operation.security ?? doc.security ?? []) as Record<string, string[]>[];
      const responses: Record<string, ResponseSpec> = {};
      for (const [status, raw] of Object.entries((operation.responses as Record<string, Raw>) ?? {})) {
        const response = resolveComponent(doc, raw, 'responses');
        const media = (response.content as Record<string, Raw> | undefined) ?? {};
        responses[status] = {
          content: Object.fromEntries(
            Object.entries(media).map(([type, m]) => [type, m.schema as Schema | undefined]),
          ),
        };
      }
      out.push({
        key: `${method.toUpperCase()} ${path}`,
        method,
        path,
        parameters,
        body,
        bearer: security.some((requirement) => 'bearer' in requirement),
        secured: security.some((requirement) => Object.keys(requirement).length > 0),
        responses,
      });
    }
  }
  return out;
}

/** The declared response for a status: the exact code, then `4XX`-style ranges, then `default`. */
export function declaredResponse(operation: Operation, status: number): ResponseSpec | undefined {
  return (
    operation.responses[String(status)] ??
    operation.responses[`${String(status)[0]}XX`] ??
    operation.responses.default
  );
}

/** A regular expression of the concrete paths (without /v2) of a path template; groups are the parameters. */
export function templatePattern(template: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split('/')
    .map((part) => {
      const name = /^\{(.+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('/');
  return { regex: new RegExp(`^${source}/?$`), names };
}

/** A matcher of concrete paths (without /v2) to contract templates, naming the path parameters it finds. */
export function pathTemplates(doc: OpenApiDocument): (path: string) => Record<string, string> | null {
  const templates = Object.keys(doc.paths).map(templatePattern);
  return (path) => {
    for (const { regex, names } of templates) {
      const match = regex.exec(path);
      if (!match) continue;
      const params: Record<string, string> = {};
      names.forEach((name, index) => {
        const value = match[index + 1];
        if (value === undefined) return;
        try {
          params[name] = decodeURIComponent(value);
        } catch {
          params[name] = value;
        }
      });
      return params;
    }
    return null;
  };
}
