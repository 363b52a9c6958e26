import { describe, expect, it } from 'vitest';
import { maskPhone, normalizePhone, validateTrialForm, type TrialFormValues } from './trial';

const good: TrialFormValues = {
  childGrade: '2',
  parentName: '김엄마',
  phone: '010-1234-5678',
  branchCd: 'B0101',
  note: '',
  consent: true,
};

describe('a trial request’s mobile number', () => {
  it.each([
    ['010-1234-5678', '010-1234-5678'],
    ['01012345678', '010-1234-5678'],
    [' 010 1234 5678 ', '010-1234-5678'],
    ['０１０-１２３４-５６７８', '010-1234-5678'],
    ['011-123-4567', '011-123-4567'],
    ['02-123-4567', null],
    ['010-1234-567', null],
    ['010-1234-56789', null],
    ['phone', null],
  ])('reads %j as %j', (typed, phone) => {
    expect(normalizePhone(typed)).toBe(phone);
  });

  it('is masked to its first and last part', () => {
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
  });
});

describe('a trial request', () => {
  it('passes with every field in order', () => {
    expect(validateTrialForm(good)).toBeNull();
  });

  it.each([
    [{ childGrade: '' }, 'childGrade', '아이 학년 항목을 확인해주세요.'],
    [{ childGrade: '7' }, 'childGrade', '아이 학년 항목을 확인해주세요.'],
    [{ parentName: '  ' }, 'parentName', '보호자 이름 항목을 확인해주세요.'],
    [{ parentName: '김'.repeat(21) }, 'parentName', '보호자 이름은 20자 이하로 입력해 주세요.'],
    [
      { parentName: '김\u0000엄마' },
      'parentName',
      '보호자 이름에 쓸 수 없는 글자가 들어 있습니다. 지우고 다시 입력해 주세요.',
    ],
    [{ phone: '' }, 'phone', '휴대전화 번호 항목을 확인해주세요.'],
    [{ phone: '1234' }, 'phone', '휴대전화 번호를 010-1234-5678처럼 입력해 주세요.'],
    [{ branchCd: '' }, 'branchCd', '희망 지점 항목을 확인해주세요.'],
    [{ note: 'x'.repeat(501) }, 'note', '궁금한 점은 500자 이하로 입력해 주세요.'],
    [
      { consent: false },
      'consent',
      '개인정보 수집·이용에 동의해 주세요. 동의하지 않으면 체험을 신청할 수 없어요.',
    ],
  ])('with %j, names %s first: %s', (change, field, message) => {
    expect(validateTrialForm({ ...good, ...change })).toEqual({ field, message });
  });
});
