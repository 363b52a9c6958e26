/**
 * A parent's request for a free trial class (issue 26 point 9): the child's school year, the parent's name and mobile
 * number, the branch, an optional note and the consent to collect them. The app and the server check it the same way.
 */
import type { FieldError } from './validation';
import { textFieldProblem } from './validation';
import { requiredMessage } from './messages';

export const TRIAL_GRADES = [
  { value: 'P', label: '취학 전' },
  { value: '1', label: '1학년' },
  { value: '2', label: '2학년' },
  { value: '3', label: '3학년' },
  { value: '4', label: '4학년' },
  { value: '5', label: '5학년' },
  { value: '6', label: '6학년' },
] as const;
export type TrialGrade = (typeof TRIAL_GRADES)[number]['value'];

/** The longest name and note the form takes (the contract's maxLength; limits.test.ts). */
export const TRIAL_LIMITS = { parentName: 20, note: 500 } as const;

export const TRIAL_LABELS = {
  childGrade: '아이 학년',
  parentName: '보호자 이름',
  phone: '휴대전화 번호',
  branchCd: '희망 지점',
  note: '궁금한 점',
} as const;

export const TRIAL_MESSAGES = {
  phoneRule: '휴대전화 번호를 010-1234-5678처럼 입력해 주세요.',
  consent: '개인정보 수집·이용에 동의해 주세요. 동의하지 않으면 체험을 신청할 수 없어요.',
} as const;

/** A Korean mobile number as typed (spaces, hyphens and full-width digits forgiven), as 010-1234-5678; else null. */
export function normalizePhone(typed: string): string | null {
  const digits = typed.normalize('NFKC').replace(/[\s-]/g, '');
  // 010 numbers have eight digits after the prefix; the older 011/016–019 ones seven or eight.
  const match =
    /^(010)([0-9]{4})([0-9]{4})$/.exec(digits) ?? /^(01[16789])([0-9]{3,4})([0-9]{4})$/.exec(digits);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/** '010-1234-5678' → '010-****-5678': enough for a parent to recognise, nothing more. */
export function maskPhone(phone: string): string {
  const [head = '', , tail = ''] = phone.split('-');
  return `${head}-****-${tail}`;
}

export interface TrialFormValues {
  childGrade: string;
  parentName: string;
  phone: string;
  branchCd: string;
  note: string;
  consent: boolean;
}

type TrialField = keyof TrialFormValues;

/** The first thing wrong with a trial request, in the order of the form. */
export function validateTrialForm(values: TrialFormValues): FieldError<TrialField> | null {
  if (!TRIAL_GRADES.some((grade) => grade.value === values.childGrade)) {
    return { field: 'childGrade', message: requiredMessage(TRIAL_LABELS.childGrade) };
  }
  if (values.parentName.trim() === '') {
    return { field: 'parentName', message: requiredMessage(TRIAL_LABELS.parentName) };
  }
  const name = textFieldProblem(values.parentName, TRIAL_LABELS.parentName, TRIAL_LIMITS.parentName);
  if (name) return { field: 'parentName', message: name };
  if (values.phone.trim() === '') return { field: 'phone', message: requiredMessage(TRIAL_LABELS.phone) };
  if (normalizePhone(values.phone) === null) return { field: 'phone', message: TRIAL_MESSAGES.phoneRule };
  if (!/^B[0-9]{4}$/.test(values.branchCd)) {
    return { field: 'branchCd', message: requiredMessage(TRIAL_LABELS.branchCd) };
  }
  if (values.note !== '') {
    const note = textFieldProblem(values.note, TRIAL_LABELS.note, TRIAL_LIMITS.note);
    if (note) return { field: 'note', message: note };
  }
  if (!values.consent) return { field: 'consent', message: TRIAL_MESSAGES.consent };
  return null;
}
