import { describe, expect, it } from 'vitest';
import { validateLevelForm } from './level-form';

const ok = { usrnm: '김하늘', school: '버디초등학교', grade: '3' };

describe('given the level-test registration', () => {
  it('passes with name, school and a grade 1–6', () => {
    expect(validateLevelForm(ok)).toBeNull();
  });

  it.each([
    [{ ...ok, usrnm: '' }, 'usrnm', '이름 항목을 확인해주세요.'],
    [{ ...ok, usrnm: 'x'.repeat(21) }, 'usrnm', '이름 항목을 확인해주세요.'],
    [{ ...ok, school: '' }, 'school', '학교 항목을 확인해주세요.'],
    [{ ...ok, grade: '' }, 'grade', '학년 항목을 확인해주세요.'],
    [{ ...ok, grade: '7' }, 'grade', '학년 항목을 확인해주세요.'],
    [{ usrnm: '', school: '', grade: '' }, 'usrnm', '이름 항목을 확인해주세요.'],
  ])('%o fails on %s first', (values, field, message) => {
    expect(validateLevelForm(values)).toEqual({ field, message });
  });
});
