import {
  FIELD_LABELS,
  MESSAGES,
  mismatchMessage,
  requiredMessage,
  tooLongMessage,
  unstorableMessage,
} from './messages';

/** A form's first failing field and the message to show for it. */
export interface FieldError<F extends string = string> {
  field: F;
  message: string;
}

const graphemes = new Intl.Segmenter('ko', { granularity: 'grapheme' });

/**
 * How many characters a person counts in `text`: grapheme clusters, not UTF-16 units. An emoji (with its skin tone
 * or its family of joined emoji), a letter with its combining marks and a Hangul syllable typed as separate jamo each
 * count as one. The browser and the server count with this same function.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/** §5: a lowercase letter and a digit, 10 to 12 characters (as a person counts them: {@link characterCount}). */
export function isValidPassword(password: string): boolean {
  const length = characterCount(password);
  return length >= 10 && length <= 12 && /[a-z]/.test(password) && /[0-9]/.test(password);
}

/** The §5 message when the password breaks the rule, else null. */
export function validatePassword(password: string): string | null {
  return isValidPassword(password) ? null : MESSAGES.passwordRule;
}

/** §5: 8 digits YYYYMMDD, year 1900–2099, a real month and day (leap years included). */
export function isValidBirthDate(value: string): boolean {
  if (!/^[0-9]{8}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  if (year < 1900 || year > 2099 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

export function validateBirthDate(value: string): string | null {
  return isValidBirthDate(value) ? null : MESSAGES.birthRule;
}

const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';

export interface LoginFormValues {
  memLoginId: string;
  memPwd: string;
}

/** §5 Login: id and password are required; the first failing field wins. */
/** The longest id, name and password the account forms take (the contract's maxLength; limits.test.ts). */
export const ACCOUNT_LIMITS = { memLoginId: 50, memNm: 50, memPwd: 100 } as const;

/**
 * What is wrong with a filled text field beyond being empty: a character that cannot be stored (a NUL, a broken
 * character) or more characters than the field takes. Null when neither.
 */
export function textFieldProblem(value: string, label: string, max: number): string | null {
  if (!isStorableText(value)) return unstorableMessage(label);
  if (characterCount(value) > max) return tooLongMessage(label, max);
  return null;
}

export function validateLoginForm(values: LoginFormValues): FieldError<keyof LoginFormValues> | null {
  if (blank(values.memLoginId)) return { field: 'memLoginId', message: requiredMessage(FIELD_LABELS.id) };
  const id = textFieldProblem(values.memLoginId, FIELD_LABELS.id, ACCOUNT_LIMITS.memLoginId);
  if (id) return { field: 'memLoginId', message: id };
  if (blank(values.memPwd)) return { field: 'memPwd', message: requiredMessage(FIELD_LABELS.password) };
  const password = textFieldProblem(values.memPwd, FIELD_LABELS.password, ACCOUNT_LIMITS.memPwd);
  if (password) return { field: 'memPwd', message: password };
  return null;
}

export interface PasswordChangeFormValues {
  memPwd: string;
  chgPwd: string;
  chgPwdConfirm: string;
}

/** §5 Password change: current and new password required, the new one follows the rule and matches its confirmation. */
export function validatePasswordChangeForm(
  values: PasswordChangeFormValues,
  options: { requireCurrent?: boolean } = {},
): FieldError<keyof PasswordChangeFormValues> | null {
  const requireCurrent = options.requireCurrent ?? true;
  if (requireCurrent && blank(values.memPwd)) {
    return { field: 'memPwd', message: requiredMessage(FIELD_LABELS.currentPassword) };
  }
  if (blank(values.chgPwd)) return { field: 'chgPwd', message: requiredMessage(FIELD_LABELS.newPassword) };
  const rule = validatePassword(values.chgPwd);
  if (rule) return { field: 'chgPwd', message: rule };
  if (blank(values.chgPwdConfirm)) {
    return { field: 'chgPwdConfirm', message: requiredMessage(FIELD_LABELS.confirmation) };
  }
  if (values.chgPwd !== values.chgPwdConfirm) {
    return { field: 'chgPwdConfirm', message: mismatchMessage(FIELD_LABELS.newPassword) };
  }
  return null;
}

export interface FindIdFormValues {
  memNm: string;
  memBirth: string;
}

export function validateFindIdForm(values: FindIdFormValues): FieldError<keyof FindIdFormValues> | null {
  if (blank(values.memNm)) return { field: 'memNm', message: requiredMessage(FIELD_LABELS.name) };
  const name = textFieldProblem(values.memNm, FIELD_LABELS.name, ACCOUNT_LIMITS.memNm);
  if (name) return { field: 'memNm', message: name };
  if (blank(values.memBirth)) return { field: 'memBirth', message: requiredMessage(FIELD_LABELS.birth) };
  const birth = validateBirthDate(values.memBirth);
  if (birth) return { field: 'memBirth', message: birth };
  return null;
}

export interface FindPasswordFormValues extends FindIdFormValues {
  memLoginId: string;
}

export function validateFindPasswordForm(
  values: FindPasswordFormValues,
): FieldError<keyof FindPasswordFormValues> | null {
  if (blank(values.memLoginId)) return { field: 'memLoginId', message: requiredMessage(FIELD_LABELS.id) };
  const id = textFieldProblem(values.memLoginId, FIELD_LABELS.id, ACCOUNT_LIMITS.memLoginId);
  if (id) return { field: 'memLoginId', message: id };
  return validateFindIdForm(values);
}

/** The guardian's code as typed: six digits; full-width digits, spaces and hyphens are forgiven (ADR 045). */
export function normalizeResetCode(typed: string): string | null {
  const code = typed.normalize('NFKC').replace(/[\s-]/g, '');
  return /^[0-9]{6}$/.test(code) ? code : null;
}

export const RESET_CODE_RULE = '확인 번호 6자리를 숫자로 입력해 주세요.';

export interface ResetCodeFormValues {
  code: string;
}

/** The code step of find-password: required, then six digits (the server answers the same rule as CODE_FORMAT). */
export function validateResetCodeForm(values: ResetCodeFormValues): FieldError<'code'> | null {
  if (blank(values.code)) return { field: 'code', message: requiredMessage(FIELD_LABELS.resetCode) };
  if (normalizeResetCode(values.code) === null) return { field: 'code', message: RESET_CODE_RULE };
  return null;
}

/*
 * Text the database can store: PostgreSQL's text type refuses U+0000, and a lone UTF-16 surrogate has no UTF-8
 * form. The server refuses such strings with 400; the app cleans what a child types (a paste can carry them), so
 * an answer is never refused for a character nobody can see.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what this pattern is for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function isStorableText(text: string): boolean {
  UNSTORABLE.lastIndex = 0;
  return !UNSTORABLE.test(text);
}

/** The text without the characters the database cannot store (NUL, lone surrogates). */
export function storableText(text: string): string {
  return text.replace(UNSTORABLE, '');
}

/**
 * 'parent.kim@example.com' → 'pa****@ex****.com': a hint the guardian recognises, nothing more (not even the
 * length: at most four stars stand for what is hidden).
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  const hide = (part: string) => {
    const chars = [...part];
    const keep = chars.length > 3 ? 2 : 1;
    return chars.slice(0, keep).join('') + '*'.repeat(Math.min(4, Math.max(1, chars.length - keep)));
  };
  const local = address.slice(0, at);
  const [host = '', ...rest] = address.slice(at + 1).split('.');
  return `${hide(local)}@${[hide(host), ...rest].join('.')}`;
}
