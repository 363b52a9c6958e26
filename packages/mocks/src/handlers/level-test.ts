/**
 * A visitor's level-test registration (name, school, grade): each registration gets the next candidate id ('1', '2'…
 * per factory call) and a two-hour visitor token. `fail` makes it answer an error its operation declares (429 as the
 * server's per-address limit does, with Retry-After). A test that wants a refusal and then a success adds
 * `levelTestHandlers()` over the failing ones.
 */
import { errorBody, http } from '../http';

export interface LevelTestOptions {
  fail?: { status: 400 | 429 | 500; message: string; code?: string };
}

const CODES = { 400: 'BAD_REQUEST', 429: 'THROTTLED', 500: 'INTERNAL' } as const;

export function levelTestHandlers({ fail }: LevelTestOptions = {}) {
  let next = 1;
  return [
    http.post('/study-course/tests/level/candidates', ({ response }) => {
      if (fail) {
        const body = errorBody({ message: fail.message, code: fail.code ?? CODES[fail.status] });
        return fail.status === 429
          ? response(429).json(body, { headers: { 'Retry-After': '60' } })
          : response(fail.status).json(body);
      }
      const lvtCdtId = String(next++);
      return response(200).json({
        result: { lvtCdtId, token: `level-visitor-${lvtCdtId}`, expiresIn: 7200 },
      });
    }),
  ];
}
