import { describe, expect, it } from 'vitest';
import { boardNoFrom, fieldOfMessage, listParams, listQuery, pageFrom, searchFrom } from './post-board';

const q = (text: string) => new URLSearchParams(text);

describe('given a board address', () => {
  it.each([
    ['', 1],
    ['pageNo=3', 3],
    ['pageNo=0', 1],
    ['pageNo=-2', 1],
    ['pageNo=2.5', 1],
    ['pageNo=abc', 1],
    // Past the largest page a call takes: that page, which the server answers with the last (issue 29).
    ['pageNo=100000', 100000],
    ['pageNo=100001', 100000],
    ['pageNo=99999999999999999999', 100000],
  ])('reads the page of %j as %i', (query, page) => {
    expect(pageFrom(q(query))).toBe(page);
  });

  it('reads the search, falling back to TD, no text and all types', () => {
    expect(searchFrom(q(''), 'qna')).toEqual({ srchTp: 'TD', srchText: '', srchContTp: '' });
    expect(searchFrom(q('srchTp=X&srchContTp=09'), 'qna')).toEqual({
      srchTp: 'TD',
      srchText: '',
      srchContTp: '',
    });
    expect(searchFrom(q('srchTp=D&srchText=%EB%85%B9%EC%9D%8C&srchContTp=02'), 'qna')).toEqual({
      srchTp: 'D',
      srchText: '녹음',
      srchContTp: '02',
    });
    expect(searchFrom(q('srchContTp=02'), 'inquiries')).toEqual({ srchTp: 'TD', srchText: '' });
  });

  it('writes back only what is set, so back/forward and reload keep it', () => {
    expect(listQuery(1, { srchTp: 'TD', srchText: ' ' })).toBe('');
    expect(listQuery(2, { srchTp: 'T', srchText: '녹음', srchContTp: '01' })).toBe(
      '?srchContTp=01&srchTp=T&srchText=%EB%85%B9%EC%9D%8C&pageNo=2',
    );
    const back = q(listQuery(2, { srchTp: 'T', srchText: '녹음', srchContTp: '01' }).slice(1));
    expect([pageFrom(back), searchFrom(back, 'qna')]).toEqual([
      2,
      { srchTp: 'T', srchText: '녹음', srchContTp: '01' },
    ]);
  });

  it('turns the search into API parameters', () => {
    expect(listParams(3, { srchTp: 'D', srchText: 'a', srchContTp: '04' })).toEqual({
      pageNo: 3,
      srchTp: 'D',
      srchText: 'a',
      srchContTp: '04',
    });
  });

  it.each([
    ['12', 12],
    ['0', null],
    ['abc', null],
    ['1e3', null],
    ['99999999999', null],
    [undefined, null],
  ])('reads the board number %j as %j', (value, expected) => {
    expect(boardNoFrom(value)).toBe(expected);
  });

  it("finds the field of a server's validation message", () => {
    expect(fieldOfMessage('제목 항목을 확인해주세요.')).toBe('title');
    expect(fieldOfMessage('문의 유형 항목을 확인해주세요.')).toBe('contTp');
    expect(fieldOfMessage('서버 오류가 발생했습니다.')).toBeNull();
  });
});
