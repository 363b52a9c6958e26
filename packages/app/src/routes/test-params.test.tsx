import { describe, expect, it } from 'vitest';
import { parseQuizAddress, parseTestAddress, quizHref, testHref } from './test-params';

const parse = (query: string) => parseTestAddress(new URLSearchParams(query));

describe('given the address of /tests', () => {
  it.each([
    ['type=W&course=A&step=1&week=2', { type: 'W', course: 'A', step: 1, week: 2 }],
    ['type=w&course=c&step=7&week=4', { type: 'W', course: 'C', step: 7, week: 4 }],
    ['type=M&course=B&step=3', { type: 'M', course: 'B', step: 3 }],
    ['type=L&grade=4', { type: 'L', grade: 4 }],
    ['', { type: 'L' }],
    ['type=L&grade=9', { type: 'L' }],
  ])('%s is the test %o', (query, location) => {
    expect(parse(query)).toEqual({ kind: 'test', location, display: 'T' });
  });

  it.each([
    'type=X',
    'type=W&course=A&step=1',
    'type=W&course=H&step=1&week=1',
    'type=W&course=A&step=8&week=1',
    'type=W&course=A&step=1&week=5',
    'type=M&course=A',
  ])('%s is invalid', (query) => {
    expect(parse(query)).toEqual({ kind: 'invalid' });
  });

  it('keeps the attempt and result mode', () => {
    expect(parse('type=W&course=A&step=1&week=1&display=R&tstCd=T123')).toMatchObject({
      display: 'R',
      tstCd: 'T123',
    });
  });

  it('a paper code with a token is the preview, whatever else is there', () => {
    expect(parse('type=W&questnCd=W-A-1-1&token=abc')).toEqual({
      kind: 'preview',
      questnCd: 'W-A-1-1',
      token: 'abc',
    });
    expect(parse('questnCd=W-A-1-1')).toEqual({ kind: 'test', location: { type: 'L' }, display: 'T' });
  });

  it('sample=W is the sample weekly test whoever opens it, with its attempt kept; any other sample is invalid', () => {
    expect(parse('sample=W')).toEqual({ kind: 'sample', display: 'T' });
    expect(parse('sample=w&tstCd=T9&display=R&type=M&course=B&step=2')).toEqual({
      kind: 'sample',
      display: 'R',
      tstCd: 'T9',
    });
    expect(parse('sample=M')).toEqual({ kind: 'invalid' });
    expect(parse('sample=')).toEqual({ kind: 'invalid' });
  });

  it('testHref writes what parse reads', () => {
    const href = testHref({ type: 'W', course: 'A', step: 1, week: 3 }, { display: 'R', tstCd: 'T9' });
    expect(parse(href.split('?')[1] ?? '')).toEqual({
      kind: 'test',
      location: { type: 'W', course: 'A', step: 1, week: 3 },
      display: 'R',
      tstCd: 'T9',
    });
    expect(testHref({ type: 'M', course: 'A', step: 1 })).toBe('/tests?type=M&course=A&step=1');
  });
});

describe('given the address of /incorrectQuizTests', () => {
  it('needs the source attempt', () => {
    expect(parseQuizAddress(new URLSearchParams(''))).toEqual({ kind: 'invalid' });
    expect(parseQuizAddress(new URLSearchParams(quizHref('T1').split('?')[1]))).toEqual({
      kind: 'quiz',
      sourceTstCd: 'T1',
      display: 'T',
    });
    expect(
      parseQuizAddress(new URLSearchParams(quizHref('T1', { display: 'R', quizTstCd: 'Q1' }).split('?')[1])),
    ).toEqual({ kind: 'quiz', sourceTstCd: 'T1', display: 'R', quizTstCd: 'Q1' });
  });
});
