import { describe, expect, it } from 'vitest';
import {
  averageRate,
  boardSearchType,
  dayStatus,
  isReviewable,
  reviewClosed,
  mergeProgress,
  nextStep,
  normaliseCourse,
  parseProgressData,
  previousStep,
  recordingFileName,
  scoreGrade,
  studyDays,
  studyLocationFrom,
  studyWeekRate,
  testListColumns,
  unitRate,
  validateBoardPost,
  validateMemo,
  validateQnaPost,
  type StudyManual,
} from './study';
import { isValidYearMonth, monthCalendar, seoulDate, seoulMonth, shiftMonth } from './dates';

describe('given a stored prgssData', () => {
  it.each([
    ['nothing', undefined, []],
    ['an empty string', '', []],
    ['not JSON', '{progress', []],
    ['JSON null', 'null', []],
    ['an object without progresses', '{"x":1}', []],
    ['progresses that is not a list', '{"progresses":"3"}', []],
    [
      'good and bad entries',
      '{"progresses":[{"part":0,"at":"2026-11-23T01:00:00Z"},{"part":-1,"at":"x"},{"part":1.5,"at":"x"},{"part":2}]}',
      [{ part: 0, at: '2026-11-23T01:00:00Z' }],
    ],
  ])('parses %s with the default empty list', (_name, raw, progresses) => {
    expect(parseProgressData(raw)).toEqual({ progresses });
  });
});

describe('given progress on a unit', () => {
  const at = '2026-11-23T01:00:00.000Z';
  it('merges completed parts once each, inside the unit, in part order', () => {
    const data = mergeProgress({ progresses: [{ part: 2, at: 'before' }] }, [2, 0, 0, 7, -1, 1.5], 4, at);
    expect(data.progresses).toEqual([
      { part: 0, at },
      { part: 2, at: 'before' },
    ]);
  });

  it.each([
    [0, 4, 0],
    [1, 4, 25],
    [3, 4, 75],
    [4, 4, 100],
    [1, 3, 33],
    [2, 0, 0],
  ])('%i of %i parts is %i %%', (done, parts, rate) => {
    const data = { progresses: Array.from({ length: done }, (_, part) => ({ part, at })) };
    expect(unitRate(data, parts)).toBe(rate);
  });

  it.each([
    [[], 0],
    [[100, 50], 75],
    [[100, 100, 33], 77],
  ])('the mean of %j is %i', (rates, mean) => {
    expect(averageRate(rates)).toBe(mean);
  });

  it.each([
    [0, 'todo'],
    [1, 'studying'],
    [99, 'studying'],
    [100, 'done'],
  ] as const)('a day at %i %% is %s', (rate, status) => {
    expect(dayStatus(rate)).toBe(status);
  });
});

describe('given a manual and what a member stored of it', () => {
  const slide = {
    image: 'media/study/images/dad.svg',
    text: 'My dad is tall.',
    ko: '아빠',
    audio: 'media/a.ogg',
    durationMs: 900,
  };
  const manual: StudyManual = {
    stdCourse: 'A',
    stdStep: 1,
    stdWeek: 1,
    title: 'My Family',
    days: [
      {
        stdDay: 1,
        title: 'Day 1',
        units: [
          {
            stdUnit: 1,
            kind: 'watch',
            title: 'Watch',
            guide: '보세요.',
            show: 'study/shows/A-1-1-1-1.json',
            parts: 3,
          },
          {
            stdUnit: 2,
            kind: 'words',
            title: 'Words',
            guide: '말해 보세요.',
            words: [
              {
                en: 'mom',
                ko: '엄마',
                example: 'Hi, mom.',
                exampleKo: '안녕, 엄마.',
                audio: 'media/mom.ogg',
              },
              {
                en: 'dad',
                ko: '아빠',
                example: 'Hi, dad.',
                exampleKo: '안녕, 아빠.',
                audio: 'media/dad.ogg',
                image: 'media/dad.svg',
              },
            ],
            parts: 2,
          },
        ],
      },
      {
        stdDay: 2,
        title: 'Day 2',
        units: [{ stdUnit: 1, kind: 'read', title: 'Read', guide: '읽어요.', slides: [slide], parts: 1 }],
      },
    ],
  };
  const stored: Record<string, string> = {
    '1-1': JSON.stringify({
      progresses: [
        { part: 0, at: 'x' },
        { part: 2, at: 'y' },
        { part: 9, at: 'z' },
      ],
    }),
    '1-2': 'not json',
    '2-1': JSON.stringify({ progresses: [{ part: 0, at: 'x' }] }),
  };
  const days = studyDays(
    manual,
    (day, unit) => stored[`${day}-${unit.stdUnit}`],
    (path) => `/content/${path}`,
  );

  it('reckons each unit from its own parts and each day as the mean of its units', () => {
    expect(days.map((day) => day.stdUnits.map((unit) => unit.prgssRate))).toEqual([[66, 0], [100]]);
    expect(days.map((day) => day.prgssRate)).toEqual([33, 100]);
    expect(studyWeekRate(manual, days)).toBe(55);
    expect(studyWeekRate(null, [])).toBe(0);
  });

  it('answers unreadable progress as the empty list and keeps the readable entries as stored', () => {
    expect(days[0]?.stdUnits[1]?.prgssData).toBe('{"progresses":[]}');
    expect(JSON.parse(days[0]?.stdUnits[0]?.prgssData ?? '')).toEqual({
      progresses: [
        { part: 0, at: 'x' },
        { part: 2, at: 'y' },
        { part: 9, at: 'z' },
      ],
    });
  });

  it('serves media at the addresses it is given, with null for what a unit has not', () => {
    const [watch, words] = days[0]?.stdUnits ?? [];
    expect(watch).toMatchObject({ show: 'study/shows/A-1-1-1-1.json', slides: null, words: null });
    expect(words?.words?.map((word) => [word.audio, word.image])).toEqual([
      ['/content/media/mom.ogg', null],
      ['/content/media/dad.ogg', '/content/media/dad.svg'],
    ]);
    expect(days[1]?.stdUnits[0]?.slides?.[0]).toEqual({
      ...slide,
      image: '/content/media/study/images/dad.svg',
      audio: '/content/media/a.ogg',
    });
  });
});

describe('given a study location', () => {
  const here = { course: 'B', step: 3, week: 2 } as const;

  it.each([
    ['b', 'B'],
    [' g ', 'G'],
    ['H', null],
    ['', null],
    [null, null],
  ])('course %j is %j', (raw, course) => {
    expect(normaliseCourse(raw)).toBe(course);
  });

  it.each([
    [
      { course: 'c', step: '5', week: '4' },
      { course: 'C', step: 5, week: 4 },
    ],
    [{}, here],
    [{ course: 'x', step: '8', week: '0' }, here],
    [{ step: '1.5', week: 'two' }, here],
  ])('the query %j gives %j', (query, location) => {
    expect(studyLocationFrom(query, here)).toEqual(location);
  });

  it.each([
    [1, { next: 2, previous: null }],
    [4, { next: 5, previous: 3 }],
    [7, { next: null, previous: 6 }],
  ])('at step %i the step control allows %j, each at week 1', (step, { next, previous }) => {
    const location = { course: 'A', step, week: 3 } as const;
    expect(nextStep(location)).toEqual(next === null ? null : { course: 'A', step: next, week: 1 });
    expect(previousStep(location)).toEqual(
      previous === null ? null : { course: 'A', step: previous, week: 1 },
    );
  });

  it('lists tests in 5 columns, 4 at the end step', () => {
    expect([1, 6, 7].map(testListColumns)).toEqual([5, 5, 4]);
  });

  it.each([
    [100, 'a'],
    [90, 'a'],
    [89, 'b'],
    [70, 'b'],
    [69, 'c'],
    [0, 'c'],
  ] as const)('a score of %i is grade %s', (score, grade) => {
    expect(scoreGrade(score)).toBe(grade);
  });
});

describe('given the review window of one year', () => {
  const now = new Date('2026-11-23T00:00:00Z');
  it.each([
    ['never studied', null, false],
    ['studied today', new Date('2026-11-22T10:00:00Z'), true],
    ['studied exactly 365 days ago', new Date('2025-11-23T00:00:00Z'), true],
    ['studied 366 days ago', new Date('2025-11-22T00:00:00Z'), false],
    ['a clock skew into the future', new Date('2026-11-23T00:01:00Z'), true],
  ])('a step %s is reviewable: %s', (_name, last, reviewable) => {
    expect(isReviewable(last, now)).toBe(reviewable);
  });
});

describe('given dates in Seoul', () => {
  it('takes the Seoul day and month (UTC+9)', () => {
    expect(seoulDate(new Date('2026-11-30T14:59:59Z'))).toBe('2026-11-30');
    expect(seoulDate(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12-01');
    expect(seoulMonth(new Date('2026-12-31T15:00:00Z'))).toBe('202701');
  });

  it.each([
    ['202611', true],
    ['202613', false],
    ['202600', false],
    ['19991', false],
    ['2026-11', false],
  ])('srchYyMm %s is valid: %s', (value, valid) => {
    expect(isValidYearMonth(value)).toBe(valid);
  });

  it.each([
    ['202611', 1, '202612'],
    ['202612', 1, '202701'],
    ['202601', -1, '202512'],
    ['202611', -13, '202510'],
  ])('%s shifted by %i is %s', (month, delta, shifted) => {
    expect(shiftMonth(month, delta)).toBe(shifted);
  });

  it('lays a month out in Sunday-first weeks', () => {
    const weeks = monthCalendar('202611');
    // 1 November 2026 is a Sunday; 30 days make five weeks.
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe('2026-11-01');
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    const february = monthCalendar('202602');
    expect(february[0]).toEqual([
      '2026-02-01',
      '2026-02-02',
      '2026-02-03',
      '2026-02-04',
      '2026-02-05',
      '2026-02-06',
      '2026-02-07',
    ]);
    expect(february.flat().filter(Boolean)).toHaveLength(28);
  });
});

describe('given a recording', () => {
  it('is named by course, step, week, day, unit and the Seoul time', () => {
    const at = new Date('2026-11-23T05:15:02Z');
    expect(recordingFileName({ course: 'A', step: 1, week: 2, day: 3, unit: 4 }, at)).toBe(
      'A-1-2-3-4-20261123-141502.webm',
    );
    expect(recordingFileName({ course: 'G', step: 7, week: 4, day: 5, unit: 1 }, at, 'ogg')).toMatch(
      /\.ogg$/,
    );
  });
});

describe('given a board form', () => {
  it.each([
    [
      { title: '', content: 'x' },
      { field: 'title', message: '제목 항목을 확인해주세요.' },
    ],
    [
      { title: '   ', content: 'x' },
      { field: 'title', message: '제목 항목을 확인해주세요.' },
    ],
    [
      { title: 'x'.repeat(101), content: 'x' },
      { field: 'title', message: '제목 항목을 확인해주세요.' },
    ],
    [
      { title: '질문', content: ' ' },
      { field: 'content', message: '내용 항목을 확인해주세요.' },
    ],
    [
      { title: '질문', content: 'x'.repeat(4001) },
      { field: 'content', message: '내용 항목을 확인해주세요.' },
    ],
    [{ title: '질문', content: '내용' }, null],
    // A NUL is named as what it is, not as an empty field (issue 30, defect 7).
    [
      { title: '질문', content: '\u0000' },
      { field: 'content', message: '내용에 쓸 수 없는 글자가 들어 있습니다. 지우고 다시 입력해 주세요.' },
    ],
    [
      { title: '질\u0000문', content: '내용' },
      { field: 'title', message: '제목에 쓸 수 없는 글자가 들어 있습니다. 지우고 다시 입력해 주세요.' },
    ],
  ])('%j fails with %j', (post, error) => {
    expect(validateBoardPost(post)).toEqual(error);
  });

  it('a Q&A post needs one of the four content types first', () => {
    expect(validateQnaPost({ contTp: '05', title: '', content: '' })).toEqual({
      field: 'contTp',
      message: '문의 유형 항목을 확인해주세요.',
    });
    expect(validateQnaPost({ contTp: '02', title: '질문', content: '내용' })).toBeNull();
  });

  it('a memo needs its content, at most 1000 characters', () => {
    expect(validateMemo({ content: '' })).toEqual({ field: 'content', message: '메모 항목을 확인해주세요.' });
    expect(validateMemo({ content: 'x'.repeat(1001) })?.field).toBe('content');
    expect(validateMemo({ content: '준비물 챙기기' })).toBeNull();
    expect(validateMemo({ content: '준비물\u0000' })).toEqual({
      field: 'content',
      message: '메모에 쓸 수 없는 글자가 들어 있습니다. 지우고 다시 입력해 주세요.',
    });
  });

  it.each([
    ['', 'TD'],
    [null, 'TD'],
    ['T', 'T'],
    ['D', 'D'],
    ['X', 'TD'],
  ])('search type %j is %s', (raw, type) => {
    expect(boardSearchType(raw)).toBe(type);
  });
});

describe('reviewClosed (the one-year limit outside the popup, ADR 068)', () => {
  const now = new Date('2026-12-01T00:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  it('closes a step studied over a year ago that is not the latest', () => {
    expect(reviewClosed(daysAgo(400), false, now)).toBe(true);
    expect(reviewClosed(daysAgo(366), false, now)).toBe(true);
  });
  it('leaves open a step of the last year, a step never studied, and the latest step', () => {
    expect(reviewClosed(daysAgo(365), false, now)).toBe(false);
    expect(reviewClosed(null, false, now)).toBe(false);
    expect(reviewClosed(daysAgo(400), true, now)).toBe(false);
  });
});
