import { describe, expect, it } from 'vitest';
import {
  characterCount,
  isStorableText,
  isValidBirthDate,
  isValidPassword,
  maskEmail,
  normalizeResetCode,
  validateResetCodeForm,
  validateFindIdForm,
  validateFindPasswordForm,
  validateLoginForm,
  validatePassword,
  validatePasswordChangeForm,
  storableText,
} from './validation';
import { mismatchMessage, requiredMessage } from './messages';

const PASSWORD_RULE = '비밀번호는 영문, 숫자를 포함하여 10자 이상 12자 이하로 입력해 주세요.';
const BIRTH_RULE = '생년월일을 날짜형식에 맞는 8자리로 입력해 주세요.';

describe('the §5 password rule', () => {
  it.each([
    ['buddy1234ab', true, '11 characters with lowercase and digits'],
    ['abcdefghi1', true, 'exactly 10 characters'],
    ['abcdefghij12', true, 'exactly 12 characters'],
    ['abcdefgh1', false, '9 characters: too short'],
    ['abcdefghijk12', false, '13 characters: too long'],
    ['abcdefghijkl', false, 'no digit'],
    ['1234567890', false, 'no letter'],
    ['ABCDEFGHI1', false, 'uppercase only: no lowercase letter'],
    ['ABCDEFGHi1', true, 'one lowercase letter is enough'],
    ['buddy 1234a', true, 'other characters are allowed'],
    ['', false, 'empty'],
    // Counted as a person counts: each emoji, accented letter or Hangul syllable is one character.
    ['😀😀😀😀😀a1', false, 'seven characters, though 12 UTF-16 units'],
    ['😀😀😀😀😀a1234', true, 'ten characters: five emoji, a letter and four digits'],
    ['👍🏽👍🏽👍🏽👍🏽a12345', true, 'ten: an emoji with its skin tone is one character'],
    ['👨‍👩‍👧‍👦👨‍👩‍👧‍👦a1234567', true, 'ten: a joined family is one character'],
    ['😀😀😀😀😀😀😀😀😀😀😀a1', false, 'thirteen characters: too long'],
    ['😀😀😀😀😀😀😀😀😀😀a1', true, 'twelve characters, though 22 UTF-16 units'],
    ['cafe\u0301cafe\u0301a1', true, 'ten: an e with a combining accent is one character'],
    ['e\u0301e\u0301e\u0301e\u0301a1', false, 'six characters, though ten code units'],
    ['버디영어\u1112\u1161\u11ABa1234', true, 'ten: a syllable typed as three jamo is one character'],
    ['버디영어공부a1', false, 'eight characters of Hangul, letter and digit'],
    ['버디영어공부합니다a1234', false, 'fourteen characters: too long'],
  ])('%s -> %s (%s)', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
    expect(validatePassword(password)).toBe(valid ? null : PASSWORD_RULE);
  });
});

describe('characterCount', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['😀', 1],
    ['👍🏽', 1],
    ['🇰🇷', 1],
    ['👨‍👩‍👧‍👦', 1],
    ['e\u0301', 1],
    ['한글', 2],
    ['\u1112\u1161\u11AB\u1100\u1173\u11AF', 2],
  ])('counts %j as %i', (text, count) => {
    expect(characterCount(text)).toBe(count);
  });
});

describe('the §5 birth-date rule', () => {
  it.each([
    ['20150305', true, 'a normal date'],
    ['19000101', true, 'the first year allowed'],
    ['20991231', true, 'the last year allowed'],
    ['18991231', false, 'year below 1900'],
    ['21000101', false, 'year above 2099'],
    ['20151301', false, 'month 13'],
    ['20150001', false, 'month 0'],
    ['20150400', false, 'day 0'],
    ['20150431', false, 'April has 30 days'],
    ['20160229', true, '2016 is a leap year'],
    ['20150229', false, '2015 is not a leap year'],
    ['19000229', false, '1900 is not a leap year'],
    ['20000229', true, '2000 is a leap year'],
    ['2015035', false, '7 digits'],
    ['201503051', false, '9 digits'],
    ['2015-03-05', false, 'separators'],
    ['2015030a', false, 'a letter'],
  ])('%s -> %s (%s)', (value, valid) => {
    expect(isValidBirthDate(value)).toBe(valid);
  });
});

describe('given the login box', () => {
  it.each([
    [
      { memLoginId: '', memPwd: '' },
      { field: 'memLoginId', message: '아이디 항목을 확인해주세요.' },
    ],
    [
      { memLoginId: '   ', memPwd: 'x' },
      { field: 'memLoginId', message: '아이디 항목을 확인해주세요.' },
    ],
    [
      { memLoginId: 'student01', memPwd: '' },
      { field: 'memPwd', message: '비밀번호 항목을 확인해주세요.' },
    ],
    [{ memLoginId: 'student01', memPwd: 'buddy1234ab' }, null],
  ])('names the first failing field: %j', (values, expected) => {
    expect(validateLoginForm(values)).toEqual(expected);
  });
});

describe('given the password-change form', () => {
  const ok = { memPwd: 'buddy1234ab', chgPwd: 'newpass1234', chgPwdConfirm: 'newpass1234' };
  it.each([
    [
      'no current password',
      { ...ok, memPwd: '' },
      { field: 'memPwd', message: requiredMessage('현재 비밀번호') },
    ],
    ['no new password', { ...ok, chgPwd: '' }, { field: 'chgPwd', message: requiredMessage('새 비밀번호') }],
    [
      'a rule-breaking new password',
      { ...ok, chgPwd: 'short1', chgPwdConfirm: 'short1' },
      { field: 'chgPwd', message: PASSWORD_RULE },
    ],
    [
      'no confirmation',
      { ...ok, chgPwdConfirm: '' },
      { field: 'chgPwdConfirm', message: requiredMessage('비밀번호 확인') },
    ],
    [
      'a confirmation that differs',
      { ...ok, chgPwdConfirm: 'newpass1235' },
      { field: 'chgPwdConfirm', message: mismatchMessage('새 비밀번호') },
    ],
    ['everything right', ok, null],
  ])('%s', (_situation, values, expected) => {
    expect(validatePasswordChangeForm(values)).toEqual(expected);
  });

  it('does not ask for the current password in the reset (PWF) variant', () => {
    expect(validatePasswordChangeForm({ ...ok, memPwd: '' }, { requireCurrent: false })).toBeNull();
  });

  it('words the messages as the spec does', () => {
    expect(requiredMessage('아이디')).toBe('아이디 항목을 확인해주세요.');
    expect(mismatchMessage('새 비밀번호')).toBe('새 비밀번호가 일치하지 않습니다.');
    expect(mismatchMessage('비밀번호 확인')).toBe('비밀번호 확인이 일치하지 않습니다.');
  });
});

describe('given the find-id and find-password forms', () => {
  it.each([
    [
      { memNm: '', memBirth: '20150305' },
      { field: 'memNm', message: '이름 항목을 확인해주세요.' },
    ],
    [
      { memNm: '김민준', memBirth: '' },
      { field: 'memBirth', message: '생년월일 항목을 확인해주세요.' },
    ],
    [
      { memNm: '김민준', memBirth: '2015035' },
      { field: 'memBirth', message: BIRTH_RULE },
    ],
    [{ memNm: '김민준', memBirth: '20150305' }, null],
  ])('find id %j', (values, expected) => {
    expect(validateFindIdForm(values)).toEqual(expected);
  });

  it.each([
    [
      { memLoginId: '', memNm: '김민준', memBirth: '20150305' },
      { field: 'memLoginId', message: '아이디 항목을 확인해주세요.' },
    ],
    [
      { memLoginId: 'student01', memNm: '김민준', memBirth: '20151340' },
      { field: 'memBirth', message: BIRTH_RULE },
    ],
    [{ memLoginId: 'student01', memNm: '김민준', memBirth: '20150305' }, null],
  ])('find password %j', (values, expected) => {
    expect(validateFindPasswordForm(values)).toEqual(expected);
  });
});

describe('given text a child typed or pasted', () => {
  it.each([
    ['plain text', 'I like apples.', 'I like apples.', true],
    ['Korean and an emoji (a whole surrogate pair)', '사과 🍎', '사과 🍎', true],
    ['a NUL', 'ap\u0000ple', 'apple', false],
    ['a lone high surrogate', 'apple\uD83C', 'apple', false],
    ['a lone low surrogate', '\uDF4Eapple', 'apple', false],
  ])('%s: cleaned to what the database can store', (_name, text, cleaned, storable) => {
    expect(isStorableText(text)).toBe(storable);
    expect(storableText(text)).toBe(cleaned);
    expect(isStorableText(storableText(text))).toBe(true);
  });
});

describe('maskEmail', () => {
  it.each([
    ['parent.student01@buddy-english.example', 'pa****@bu****.example'],
    ['ab@cd.kr', 'a*@c*.kr'],
    ['kim@naver.com', 'k**@na***.com'],
    ['parent.kim@example.com', 'pa****@ex****.com'],
    ['not-an-address', '***'],
    ['@nobody.example', '***'],
  ])('hints %s as %s', (address, hint) => {
    expect(maskEmail(address)).toBe(hint);
  });
});

describe('the guardian’s code', () => {
  it.each([
    ['123456', '123456'],
    [' 123-456 ', '123456'],
    ['１２３４５６', '123456'],
    ['12345', null],
    ['1234567', null],
    ['12345a', null],
    ['', null],
  ])('reads %j as %j', (typed, code) => {
    expect(normalizeResetCode(typed)).toBe(code);
  });

  it('asks for the code first, then for six digits', () => {
    expect(validateResetCodeForm({ code: '  ' })).toEqual({
      field: 'code',
      message: '확인 번호 항목을 확인해주세요.',
    });
    expect(validateResetCodeForm({ code: '12a' })).toEqual({
      field: 'code',
      message: '확인 번호 6자리를 숫자로 입력해 주세요.',
    });
    expect(validateResetCodeForm({ code: '123 456' })).toBeNull();
  });
});

describe('a filled field the forms cannot take (issue 26)', () => {
  it('says a NUL or a broken character is in the field, not that the field is empty', () => {
    expect(validateLoginForm({ memLoginId: 'stu\u0000dent01', memPwd: 'x' })).toEqual({
      field: 'memLoginId',
      message: '아이디에 쓸 수 없는 글자가 들어 있습니다. 지우고 다시 입력해 주세요.',
    });
    expect(validateFindIdForm({ memNm: '김\uD800민준', memBirth: '20150305' })).toEqual({
      field: 'memNm',
      message: '이름에 쓸 수 없는 글자가 들어 있습니다. 지우고 다시 입력해 주세요.',
    });
  });

  it('says how long a field may be, counting as a person counts', () => {
    expect(validateLoginForm({ memLoginId: 'a'.repeat(5000), memPwd: 'x' })).toEqual({
      field: 'memLoginId',
      message: '아이디는 50자 이하로 입력해 주세요.',
    });
    expect(
      validateFindPasswordForm({ memLoginId: 'student01', memNm: '김'.repeat(500), memBirth: '20150305' }),
    ).toEqual({
      field: 'memNm',
      message: '이름은 50자 이하로 입력해 주세요.',
    });
    // Fifty emoji are fifty characters (a hundred UTF-16 units): not too long.
    expect(validateFindIdForm({ memNm: '😀'.repeat(50), memBirth: '20150305' })).toBeNull();
    expect(validateLoginForm({ memLoginId: 'student01', memPwd: 'p'.repeat(101) })).toEqual({
      field: 'memPwd',
      message: '비밀번호는 100자 이하로 입력해 주세요.',
    });
  });
});
