import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { createAjv, type OpenApiDocument } from '../../src/plugins/openapi';
import { DEMO_PASSWORD } from '../helpers';
import { Harvest, type HarvestRecord } from './harvest';
import { operationsOf, pathTemplates, type Operation } from './operations';
import { Findings, Oracle } from './oracle';
import { describeRequest, RequestGenerator, type FuzzRequest } from './requests';
import { Schemas } from './schemas';
import { Session, type Role } from './session';

/** The seeded demo accounts (README.md) the fuzzer signs in as; generated requests never carry their login ids. */
export const ACCOUNTS: Record<Role, string> & { spares: string[] } = {
  primary: 'student01',
  other: 'student02',
  throwaway: 'student04',
  spares: ['label01', 'label02', 'label03', 'textbook01'],
};

/**
 * Seeded demo data a request may carry in fields of the same name (so that sign-in, find-id and find-password
 * also succeed sometimes): accounts the run does not otherwise depend on.
 */
export const KNOWN_RECORDS: HarvestRecord[] = [
  { memLoginId: 'student03', memPwd: DEMO_PASSWORD, memNm: '박지호', memBirth: '20140920' },
  { memLoginId: 'guest01', memPwd: DEMO_PASSWORD, memNm: '한시우', memBirth: '20140311' },
];

/** Media files of the test fixtures (real encoder output), the material of `format: binary` uploads. */
export function sampleFiles(dir = fileURLToPath(new URL('../fixtures', import.meta.url))): Buffer[] {
  const out: Buffer[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const media = /\.(webm|ogg|oga|opus|m4a|mp4|mka|mp3|wav|png|jpe?g|gif|svg)$/i.test(entry.name);
    if (entry.isFile() && media && statSync(file).size <= 256 * 1024) out.push(readFileSync(file));
  }
  return out;
}

export interface FuzzOptions {
  seed: number;
  /** Requests per operation. */
  runs: number;
  /** Only the operations whose key ('POST /auth/students/login') contains this text. */
  only?: string;
}

export interface OperationStats {
  requests: number;
  /** Status counts of the well-formed ('valid') requests. */
  valid: Map<number, number>;
  /** Status counts of all requests. */
  all: Map<number, number>;
}

export interface FuzzReport {
  findings: Findings;
  requests: number;
  operations: Operation[];
  stats: Map<string, OperationStats>;
  revoking: string[];
  signIns: number;
  probes: number;
}

/** A 32-bit seed per operation and round, so that adding an operation does not change the others' requests. */
function seedFor(seed: number, key: string, round: number): number {
  let hash = 0x811c9dc5 ^ round;
  for (const char of key) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return (hash ^ seed) | 0;
}

const bump = (map: Map<number, number>, status: number) => map.set(status, (map.get(status) ?? 0) + 1);

export async function fuzzContract(
  app: FastifyInstance,
  doc: OpenApiDocument,
  options: FuzzOptions,
): Promise<FuzzReport> {
  const ajv = createAjv(doc);
  const schemas = new Schemas(doc, ajv, sampleFiles());
  const everything = operationsOf(doc);
  const operations = everything.filter((op) => !options.only || op.key.includes(options.only));
  let addresses = 0;
  // Each request its own client address, so that no per-address rate limit is reached.
  const nextAddress = () => {
    addresses += 1;
    return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
  };
  const session = await Session.open(app, everything, ACCOUNTS, nextAddress);
  const harvest = new Harvest(pathTemplates(doc), new Set(Session.loginIds(ACCOUNTS)));
  harvest.seed(KNOWN_RECORDS);
  const generator = new RequestGenerator({ operations: everything, schemas, harvest, session });
  const oracle = new Oracle(doc, ajv);
  const findings = new Findings(everything.map((op) => op.key));
  const stats = new Map<string, OperationStats>(
    operations.map((op) => [op.key, { requests: 0, valid: new Map(), all: new Map() }]),
  );
  let requests = 0;

  // Two rounds in the contract's order: the first quarter of each operation's requests, then the rest, so that
  // operations early in the contract also get what later ones answer (a visitor's token, a recording's number).
  const first = Math.max(1, Math.round(options.runs / 4));
  const rounds = [first, options.runs - first];
  for (const [round, runs] of rounds.entries()) {
    if (runs <= 0) continue;
    for (const operation of operations) {
      const stat = stats.get(operation.key) as OperationStats;
      await fc.assert(
        fc.asyncProperty(fc.gen(), async (g) => {
          let request: FuzzRequest | undefined;
          try {
            request = await generator.generate(g, operation);
            const response = await app.inject({
              method: request.method as 'GET',
              url: request.url,
              headers: request.headers,
              payload: request.payload,
              remoteAddress: nextAddress(),
            });
            requests += 1;
            stat.requests += 1;
            bump(stat.all, response.statusCode);
            if (request.kind === 'valid') bump(stat.valid, response.statusCode);
            for (const reason of oracle.check(request, response))
              findings.add(request, response.statusCode, reason);
            const json = /^application\/json/.test(String(response.headers['content-type'] ?? ''));
            if (response.statusCode < 300 && json) {
              try {
                harvest.collect(JSON.parse(response.body));
              } catch {
                // Not JSON after all: the oracle has said so.
              }
            }
            if (request.role)
              await session.observe(operation, request.role, response.statusCode, request.strings);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            findings.addRaw(
              operation.key,
              request?.kind ?? '(generation)',
              0,
              `the request could not be sent: ${message.split('\n')[0]}`,
              request ? describeRequest(request) : '-',
            );
          }
        }),
        { seed: seedFor(options.seed, operation.key, round), numRuns: runs, endOnFailure: true },
      );
    }
  }
  return {
    findings,
    requests,
    operations,
    stats,
    revoking: session.revokingOperations(),
    signIns: session.signIns,
    probes: session.probes,
  };
}
