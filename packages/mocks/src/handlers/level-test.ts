/**
 * A visitor's level-test registration (name, school, grade): each registration gets the next candidate id ('1', '2'…
 * per factory call) and a two-hour visitor token. `fail` makes it answer an error its operation declares (429 as the
 * server's per-address limit does, with Retry-After). A test that wants a refusal and then a success adds
 * `levelTestHandlers()` over the failing ones. The sample weekly test's anonymous pass answers the same way
 * (`sampleTestHandlers`, ids 'S1', 'S2'…; ADR 047).
 */
import { errorBody, http } from '../http';

export interface LevelTestOptions {
  fail?: { status: 400 | 429 | 500; message: string; code?: string };
}

const CODES = { 400: 'BAD_REQUEST', 429: 'THROTTLED', 500: 'INTERNAL' } as const;

function candidateHandler(
  path: '/study-course/tests/level/candidates' | '/study-course/tests/sample/candidates',
  prefix: string,
  { fail }: LevelTestOptions,
) {
  let next = 1;
  return http.post(path, ({ response }) => {
    if (fail) {
      const body = errorBody({ message: fail.message, code: fail.code ?? CODES[fail.status] });
      return fail.status === 429
        ? response(429).json(body, { headers: { 'Retry-After': '60' } })
        : response(fail.status).json(body);
    }
    const lvtCdtId = `${prefix}${next++}`;
    const token = prefix ? `sample-visitor-${lvtCdtId}` : `level-visitor-${lvtCdtId}`;
    return response(200).json({ result: { lvtCdtId, token, expiresIn: 7200 } });
  });
}

export function levelTestHandlers(options: LevelTestOptions = {}) {
  return [candidateHandler('/study-course/tests/level/candidates', '', options)];
}

export function sampleTestHandlers(options: LevelTestOptions = {}) {
  return [candidateHandler('/study-course/tests/sample/candidates', 'S', options)];
}
