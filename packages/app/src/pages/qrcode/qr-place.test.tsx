import { describe, expect, it } from 'vitest';
import { qrPlaceOf } from './qr-pages';

const place = (query: string) => qrPlaceOf(new URLSearchParams(query));

describe('given the address a textbook’s QR code opens', () => {
  it('reads the course, step, week and book', () => {
    expect(place('course=b&step=2&week=4&book=wb')).toEqual({ course: 'B', step: 2, week: 4, book: 'WB' });
  });

  it('reads the spec’s names too', () => {
    expect(place('stdCourse=G&stdStep=7&stdWeek=1&stdType=SB')).toEqual({
      course: 'G',
      step: 7,
      week: 1,
      book: 'SB',
    });
  });

  it('leaves out what is not a course, step or week, and takes the Student Book by default', () => {
    expect(place('course=H&step=8&week=0')).toEqual({ course: null, step: null, week: null, book: 'SB' });
    expect(place('course=A&step=1.5&week=x&book=TB')).toEqual({
      course: 'A',
      step: null,
      week: null,
      book: 'SB',
    });
  });
});
