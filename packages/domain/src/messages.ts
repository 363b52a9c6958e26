/** The spec's Korean messages (§5, §6, §8), word for word. */
import { withParticle } from './korean';

export const MESSAGES = {
  passwordRule: '비밀번호는 영문, 숫자를 포함하여 10자 이상 12자 이하로 입력해 주세요.',
  birthRule: '생년월일을 날짜형식에 맞는 8자리로 입력해 주세요.',
  error405: '서버와 통신하는데 오류가 발생했습니다. 고객센터에 문의해주세요. 에러코드: 405.',
  loginFailedTitle: '로그인 실패',
  noPermission: '사용권한이 없습니다.',
  reviewLoadFailed: '로드를 하지 못했습니다.',
  reviewLimit: '온라인 학습 복습은 1년 전 학습까지만 가능합니다',
  timeUp: '시험 시간이 종료되었습니다. 지금까지 답한 문제까지만 저장됩니다.',
  unknownError: '알 수 없는 에러',
  pageNotFound: '페이지를 찾을 수 없습니다.',
  serverError: '서버 오류가 발생했습니다.',
} as const;

/** Field labels of spec §5 (id, name, password, current password, new password, confirmation, birth). */
export const FIELD_LABELS = {
  id: '아이디',
  name: '이름',
  password: '비밀번호',
  currentPassword: '현재 비밀번호',
  newPassword: '새 비밀번호',
  confirmation: '비밀번호 확인',
  birth: '생년월일',
  /** The one-time code a guardian receives for a forgotten password (ADR 045). */
  resetCode: '확인 번호',
} as const;
export type FieldLabel = (typeof FIELD_LABELS)[keyof typeof FIELD_LABELS];

/** '{field} 항목을 확인해주세요.' */
export function requiredMessage(label: string): string {
  return `${label} 항목을 확인해주세요.`;
}

/**
 * '{field}(이)가 일치하지 않습니다.' (spec §9), with the particle that agrees with the label: '새 비밀번호가 일치하지
 * 않습니다.', never the template's '(이)가'.
 */
export function mismatchMessage(label: string): string {
  return `${withParticle(label, '이/가')} 일치하지 않습니다.`;
}

/** '시험 시간이 N분 남았습니다.' */
export function timeWarningMessage(minutes: number): string {
  return `시험 시간이 ${minutes}분 남았습니다.`;
}

/** 'N개 문제를 풀지 않았습니다. 그래도 제출하시겠습니까?' */
export function unansweredConfirmMessage(count: number): string {
  return `${count}개 문제를 풀지 않았습니다. 그래도 제출하시겠습니까?`;
}

/** Question load failure: '서버와의 통신중 에러가 발생했습니다. [에러 내용] {message}'. */
export function questionLoadFailureMessage(message: string): string {
  return `서버와의 통신중 에러가 발생했습니다. [에러 내용] ${message}`;
}

/** Submit failure: '서버와의 통신중 에러가 발생했습니다. 다시시도 해주세요. 에러 내용: {message or 알 수 없는 에러}'. */
export function submitFailureMessage(message?: string | null): string {
  return `서버와의 통신중 에러가 발생했습니다. 다시시도 해주세요. 에러 내용: ${message || MESSAGES.unknownError}`;
}

/** '{field}에 쓸 수 없는 글자가 들어 있습니다. …': a NUL or a broken character, not an empty field (issue 26). */
export function unstorableMessage(label: string): string {
  return `${label}에 쓸 수 없는 글자가 들어 있습니다. 지우고 다시 입력해 주세요.`;
}

/** '{field}은(는) {max}자 이하로 입력해 주세요.' */
export function tooLongMessage(label: string, max: number): string {
  return `${withParticle(label, '은/는')} ${max}자 이하로 입력해 주세요.`;
}
