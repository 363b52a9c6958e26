import type Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject } from 'ajv/dist/2020.js';
import type { LightMyRequestResponse } from 'fastify';
import { responseValidator, type OpenApiDocument } from '../../src/plugins/openapi';
import { declaredResponse, type Operation } from './operations';
import { describeRequest, type FuzzRequest } from './requests';
import { isPlainObject } from './schemas';

/*
 * What every answer must satisfy, whatever was sent: no 5xx; a status the contract declares for the operation; a
 * body of the declared media type that validates against the declared schema; error bodies with `code` and
 * `message` that do not repeat the request's input. And, since the server validates with the same contract: a
 * request that breaks the contract is not answered 2xx, a well-formed ('valid') request is not refused with the
 * contract's own error codes (VALIDATION, BAD_REQUEST: the contract is looser than the server, so clients cannot
 * know the rule), and a bearer operation never answers 2xx without a valid token.
 */

type Validate = ((body: unknown) => ErrorObject[] | null) | null;

const JSON_TYPE = /^application\/(.+\+)?json/i;

function mediaMatches(declared: string, actual: string): boolean {
  const type = actual.split(';')[0]?.trim().toLowerCase() ?? '';
  const [main, sub] = declared.toLowerCase().split('/');
  return sub === '*' ? type.startsWith(`${main}/`) : type === declared.toLowerCase();
}

function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => stringsIn(v, out));
  else if (isPlainObject(value)) Object.values(value).forEach((v) => stringsIn(v, out));
  return out;
}

function schemaError(errors: ErrorObject[]): string {
  const [first] = errors;
  if (!first) return 'invalid';
  const where = first.instancePath.replace(/\/\d+(?=\/|$)/g, '/*') || '/';
  const extra = first.params.additionalProperty ?? first.params.missingProperty;
  return `${where} ${first.message ?? 'invalid'}${typeof extra === 'string' ? ` (${extra})` : ''}`;
}

export class Oracle {
  private readonly validators = new Map<string, Validate>();

  constructor(
    private readonly doc: OpenApiDocument,
    private readonly ajv: Ajv2020,
  ) {}

  private validator(operation: Operation, status: number): Validate {
    const key = `${operation.key} ${status}`;
    if (!this.validators.has(key)) {
      const { path, method } = operation;
      this.validators.set(key, responseValidator(this.doc, this.ajv, path, method, status));
    }
    return this.validators.get(key) ?? null;
  }

  /** The ways the answer breaks the contract (empty when it keeps it). */
  check(request: FuzzRequest, response: LightMyRequestResponse): string[] {
    const operation = request.target;
    const status = response.statusCode;
    const contentType = String(response.headers['content-type'] ?? '');
    const isJson = JSON_TYPE.test(contentType);
    let body: unknown;
    let parsed = false;
    if (isJson) {
      try {
        body = JSON.parse(response.body);
        parsed = true;
      } catch {
        return [`the body is not JSON although its content type is ${contentType}`];
      }
    }
    const code = isPlainObject(body) && typeof body.code === 'string' ? body.code : undefined;
    if (status >= 500) return [`server error${code ? ` ${code}` : ''}`];

    const problems: string[] = [];
    const declared = operation ? declaredResponse(operation, status) : undefined;
    if (!operation) {
      // The URL resolved to a path of no operation: only the checks that hold for every answer.
    } else if (!declared) {
      problems.push(`status not declared (the contract has ${Object.keys(operation.responses).join(', ')})`);
    } else {
      const types = Object.keys(declared.content);
      const jsonType = types.find((t) => JSON_TYPE.test(t));
      if (jsonType) {
        if (!isJson)
          problems.push(`content type ${contentType || '(none)'} where the contract declares ${jsonType}`);
        else {
          const errors = this.validator(operation, status)?.(body);
          if (errors) problems.push(`body does not match the ${status} schema: ${schemaError(errors)}`);
        }
      } else if (types.length && !types.some((t) => mediaMatches(t, contentType))) {
        problems.push(
          `content type ${contentType || '(none)'} where the contract declares ${types.join(', ')}`,
        );
      }
    }

    if (status >= 400) {
      if (!parsed) {
        if (!declared) problems.push(`error answered as ${contentType || 'no content type'}, not JSON`);
      } else {
        if (!isPlainObject(body) || typeof body.code !== 'string' || typeof body.message !== 'string') {
          problems.push('error body without a string code and message');
        }
        const texts = stringsIn(body);
        const echoed = request.markers.find((marker) => texts.some((text) => text.includes(marker)));
        if (echoed !== undefined) {
          problems.push(`error body repeats the request's input ${JSON.stringify(echoed.slice(0, 40))}`);
        }
      }
    }

    const success = status >= 200 && status < 300;
    if (success && request.contractValid === false)
      problems.push('answered 2xx to a request that breaks the contract');
    const plain = request.kind === 'valid';
    if (
      plain &&
      status === 400 &&
      request.contractValid === true &&
      (code === 'VALIDATION' || code === 'BAD_REQUEST')
    ) {
      const details = isPlainObject(body) && Array.isArray(body.details) ? (body.details as unknown[]) : [];
      const first = isPlainObject(details[0])
        ? `: ${String(details[0].path)} ${String(details[0].message)}`
        : '';
      problems.push(`refused as ${code} a request the contract allows${first}`);
    }
    if (success && request.intent === 'auth' && operation?.bearer && request.role === undefined) {
      problems.push('answered 2xx without a valid token');
    }
    return problems;
  }
}

export interface Finding {
  operation: string;
  kind: string;
  status: number;
  reason: string;
  example: string;
  count: number;
}

/** Findings deduplicated by operation, request kind, status and reason; one example request each. */
export class Findings {
  private readonly byKey = new Map<string, Finding>();

  constructor(private readonly order: string[]) {}

  add(request: FuzzRequest, status: number, reason: string): void {
    this.addRaw(request.operation.key, request.kind, status, reason, describeRequest(request));
  }

  addRaw(operation: string, kind: string, status: number, reason: string, example: string): void {
    const key = JSON.stringify([operation, kind, status, reason]);
    const found = this.byKey.get(key);
    if (found) found.count += 1;
    else this.byKey.set(key, { operation, kind, status, reason, example, count: 1 });
  }

  get size(): number {
    return this.byKey.size;
  }

  list(): Finding[] {
    const rank = (op: string) => {
      const index = this.order.indexOf(op);
      return index < 0 ? this.order.length : index;
    };
    return [...this.byKey.values()].sort(
      (a, b) =>
        rank(a.operation) - rank(b.operation) ||
        a.kind.localeCompare(b.kind) ||
        a.status - b.status ||
        a.reason.localeCompare(b.reason),
    );
  }

  /** The readable summary: grouped by operation, one line per finding with an example request under it. */
  format(): string {
    const lines: string[] = [];
    let current = '';
    for (const finding of this.list()) {
      if (finding.operation !== current) {
        current = finding.operation;
        lines.push('', current);
      }
      const times = finding.count > 1 ? ` (×${finding.count})` : '';
      lines.push(`  - [${finding.kind}] ${finding.status || '-'}: ${finding.reason}${times}`);
      lines.push(`      e.g. ${finding.example}`);
    }
    return lines.join('\n');
  }
}
