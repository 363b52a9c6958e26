import { describe, expect, it } from 'vitest';
import { fieldErrors, formFailure, trimmedValues, type ServerFieldRules } from './form';
import { MESSAGES } from './messages';

type Field = 'memPwd' | 'chgPwd' | 'title';

const rules: ServerFieldRules<Field> = {
  CURRENT_PASSWORD_MISMATCH: 'memPwd',
  PASSWORD_RULE: 'chgPwd',
  BOARD_FIELD: (message) => (message.startsWith('제목') ? 'title' : null),
};

describe('given a failure the server answered', () => {
  it.each([
    [{ code: 'CURRENT_PASSWORD_MISMATCH', message: '현재 비밀번호가 일치하지 않습니다.' }, 'memPwd'],
    [{ code: 'PASSWORD_RULE', message: '규칙' }, 'chgPwd'],
    [{ code: 'BOARD_FIELD', message: '제목 항목을 확인해주세요.' }, 'title'],
    [{ code: 'BOARD_FIELD', message: '내용 항목을 확인해주세요.' }, null],
    [{ code: 'NETWORK', message: '서버에 연결할 수 없습니다.' }, null],
    [{ code: 'toString', message: '프로토타입 이름' }, null],
    [{ message: '코드 없음' }, null],
  ])('%j is about the field %j', (failure, field) => {
    expect(formFailure(failure, rules)).toEqual({ field, message: failure.message });
  });

  it('an empty message becomes the unknown-error message', () => {
    expect(formFailure({ code: 'X', message: ' ' })).toEqual({ field: null, message: MESSAGES.unknownError });
  });
});

describe('given the failure to show', () => {
  it('puts a field failure under its field only', () => {
    expect(fieldErrors<Field>({ field: 'chgPwd', message: 'm' })).toEqual({ chgPwd: 'm' });
  });
  it('shows nothing under the fields for a form failure or none', () => {
    expect(fieldErrors<Field>({ field: null, message: 'm' })).toEqual({});
    expect(fieldErrors<Field>(null)).toEqual({});
  });
});

describe('given typed values', () => {
  it('trims all but the kept fields', () => {
    expect(trimmedValues({ memNm: ' 김민준 ', memPwd: ' a1 ' }, ['memPwd'])).toEqual({
      memNm: '김민준',
      memPwd: ' a1 ',
    });
  });
});
