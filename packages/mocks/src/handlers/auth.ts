/**
 * The account calls a visitor or member makes besides login: find id, find password (the guardian's code: always
 * FAKE_RESET_CODE) and password change. They look
 * members up among the demo accounts as the server does (name and birth date; login id, name and birth date), mask a
 * found id the server's way and refuse what it refuses (400 for a birth date or password breaking the §5 rules, 404
 * for no such member, 401 for a change without a bearer token). `fail` makes one call answer an error its operation
 * declares, with the given code and message (a refusal the form must show: a wrong current password, a throttle).
 */
import { DEMO_ACCOUNTS, demoGuardianEmail } from '@buddy/domain/demo';
import {
  FIELD_LABELS,
  isValidBirthDate,
  maskEmail,
  MESSAGES,
  normalizeResetCode,
  requiredMessage,
  RESET_CODE_RULE,
  validatePassword,
} from '@buddy/domain';
import { errorBody, http } from '../http';

/** One failing call, with a status its operation declares. */
export type AuthFailure = { message: string; code: string } & (
  | { call: 'findId'; status: 400 | 404 | 429 | 500 }
  | { call: 'findPassword'; status: 400 | 404 | 429 | 500 | 503 }
  | { call: 'verifyResetCode'; status: 400 | 429 | 500 }
  | { call: 'password'; status: 400 | 401 | 429 | 500 }
);

export interface AuthOptions {
  fail?: AuthFailure;
}

const UNAUTHORIZED = errorBody({ message: '로그인이 필요합니다.', code: 'UNAUTHORIZED' });
const NO_MEMBER = errorBody({ message: '일치하는 회원 정보가 없습니다.', code: 'MEMBER_NOT_FOUND' });
const NO_MEMBER_OR_CONTACT = errorBody({
  message:
    '일치하는 회원 정보가 없거나 보호자 메일이 등록되어 있지 않습니다. 다니는 학원이나 고객센터에 문의해 주세요.',
  code: 'MEMBER_NOT_FOUND',
});

/** The code the fake guardian mail always carries: a story or component test types it to go on. */
export const FAKE_RESET_CODE = '123456';
const BIRTH_RULE = errorBody({ message: MESSAGES.birthRule, code: 'BIRTH_RULE' });

/** 'student01' -> 'st*****01', as the server masks a found id. */
export function maskedLoginId(loginId: string): string {
  const chars = [...loginId];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  const keep = chars.length >= 6 ? 2 : 1;
  return chars.slice(0, keep).join('') + '*'.repeat(chars.length - keep * 2) + chars.slice(-keep).join('');
}

export function authHandlers({ fail }: AuthOptions = {}) {
  const failure = (failed: AuthFailure) => errorBody({ message: failed.message, code: failed.code });
  return [
    http.post('/auth/students/find/id', async ({ request, response }) => {
      if (fail?.call === 'findId') return response(fail.status).json(failure(fail));
      const { memNm, memBirth } = await request.json();
      if (!isValidBirthDate(memBirth)) return response(400).json(BIRTH_RULE);
      const found = DEMO_ACCOUNTS.find((a) => a.name === memNm.trim() && a.birth === memBirth);
      return found
        ? response(200).json({ result: { memLoginId: maskedLoginId(found.loginId) } })
        : response(404).json(NO_MEMBER);
    }),
    http.post('/auth/students/find/password', async ({ request, response }) => {
      if (fail?.call === 'findPassword') return response(fail.status).json(failure(fail));
      const { memLoginId, memNm, memBirth } = await request.json();
      if (!isValidBirthDate(memBirth)) return response(400).json(BIRTH_RULE);
      const found = DEMO_ACCOUNTS.find(
        (a) => a.loginId === memLoginId.toLowerCase() && a.name === memNm.trim() && a.birth === memBirth,
      );
      return found
        ? response(200).json({
            result: { sentTo: maskEmail(demoGuardianEmail(found.loginId)), expiresIn: 600 },
          })
        : response(404).json(NO_MEMBER_OR_CONTACT);
    }),
    http.post('/auth/students/find/password/code', async ({ request, response }) => {
      if (fail?.call === 'verifyResetCode') return response(fail.status).json(failure(fail));
      const { memLoginId, code } = await request.json();
      const typed = normalizeResetCode(code);
      if (typed === null)
        return response(400).json(errorBody({ message: RESET_CODE_RULE, code: 'CODE_FORMAT' }));
      const found = DEMO_ACCOUNTS.find((a) => a.loginId === memLoginId.toLowerCase());
      if (!found || typed !== FAKE_RESET_CODE) {
        return response(400).json(
          errorBody({
            message: '확인 번호가 맞지 않습니다. 4번 더 입력할 수 있습니다.',
            code: 'CODE_MISMATCH',
          }),
        );
      }
      return response(200).json({ result: { resetToken: `reset-${found.memNo}`, expiresIn: 600 } });
    }),
    http.post('/auth/students/password', async ({ request, response }) => {
      if (!request.headers.has('Authorization')) return response(401).json(UNAUTHORIZED);
      if (fail?.call === 'password') return response(fail.status).json(failure(fail));
      const { memPwd, chgPwd, chkTp } = await request.json();
      if (chkTp !== 'PWF' && !memPwd?.trim()) {
        const message = requiredMessage(FIELD_LABELS.currentPassword);
        return response(400).json(errorBody({ message, code: 'CURRENT_PASSWORD_REQUIRED' }));
      }
      const rule = validatePassword(chgPwd);
      if (rule) return response(400).json(errorBody({ message: rule, code: 'PASSWORD_RULE' }));
      return response(200).json({ result: true });
    }),
  ];
}
