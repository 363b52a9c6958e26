import { describe, expect, it } from 'vitest';
import {
  averageScore,
  examLabel,
  LANGUAGE_AREAS,
  languageStats,
  REPORT_COMMENTS,
  reportComment,
  seoulMonthRange,
  type ReportFigures,
} from './report';
import { UNIT_KINDS } from './study';

describe('given a Seoul month', () => {
  it.each([
    ['202603', '2026-02-28T15:00:00.000Z', '2026-03-31T15:00:00.000Z'],
    ['202612', '2026-11-30T15:00:00.000Z', '2026-12-31T15:00:00.000Z'],
    ['202701', '2026-12-31T15:00:00.000Z', '2027-01-31T15:00:00.000Z'],
    ['202802', '2028-01-31T15:00:00.000Z', '2028-02-29T15:00:00.000Z'],
  ])('%s spans from Seoul midnight of the 1st to that of the next month', (month, start, end) => {
    const range = seoulMonthRange(month);
    expect(range.start.toISOString()).toBe(start);
    expect(range.end.toISOString()).toBe(end);
  });
});

describe('given the units of the weeks studied', () => {
  it('maps every unit kind to one area', () => {
    const stats = languageStats(UNIT_KINDS.map((kind) => ({ kind, rate: 100 })));
    expect(stats).toEqual(LANGUAGE_AREAS.map((area) => ({ area, rate: 100 })));
  });

  it.each([
    ['no units: every area at 0', [], [0, 0, 0, 0]],
    [
      'watch and sing both count as listening',
      [
        { kind: 'watch', rate: 100 },
        { kind: 'sing', rate: 50 },
      ],
      [75, 0, 0, 0],
    ],
    [
      'a mean rounded down',
      [
        { kind: 'read', rate: 100 },
        { kind: 'read', rate: 0 },
        { kind: 'read', rate: 0 },
      ],
      [0, 33, 0, 0],
    ],
    [
      'each area on its own',
      [
        { kind: 'speak', rate: 40 },
        { kind: 'words', rate: 90 },
        { kind: 'watch', rate: 20 },
      ],
      [20, 0, 40, 90],
    ],
  ] as const)('%s', (_name, units, rates) => {
    expect(languageStats(units).map((stat) => stat.rate)).toEqual(rates);
    expect(languageStats(units).map((stat) => stat.area)).toEqual(['듣기', '읽기', '말하기', '어휘']);
  });
});

describe('given test scores', () => {
  it.each([
    [[], 0],
    [[80], 80],
    [[85, 90], 88],
    [[70, 71, 71], 71],
    [[0, 100], 50],
  ])('the mean of %j is %i', (scores, mean) => {
    expect(averageScore(scores)).toBe(mean);
  });

  it.each([
    [{ stdCourse: 'A', stdStep: 1, stdWeek: 2, tstTp: 'W' }, 'A-1 2주'],
    [{ stdCourse: 'G', stdStep: 7, stdWeek: 4, tstTp: 'W' }, 'G-7 4주'],
    [{ stdCourse: 'B', stdStep: 3, stdWeek: null, tstTp: 'M' }, 'B-3 월말'],
    [{ stdCourse: 'B', stdStep: 3, stdWeek: 0, tstTp: 'M' }, 'B-3 월말'],
  ] as const)('labels %j as %s', (test, label) => {
    expect(examLabel(test)).toBe(label);
  });
});

describe('given the figures of a month', () => {
  const none: ReportFigures = { studyDays: 0, prgssRate: 0, testsTaken: 0, examScore: 0, avgScore: 0 };
  it.each<[string, Partial<ReportFigures>, string[]]>([
    ['nothing studied and no test', {}, [REPORT_COMMENTS.nothing]],
    [
      'a few days, little progress, no test',
      { studyDays: 2, prgssRate: 15 },
      [REPORT_COMMENTS.days(2), REPORT_COMMENTS.starting, REPORT_COMMENTS.noTest],
    ],
    [
      'progress on the way (40 %) and a good test',
      { studyDays: 6, prgssRate: 40, testsTaken: 1, examScore: 75, avgScore: 75 },
      [REPORT_COMMENTS.days(6), REPORT_COMMENTS.onTheWay, REPORT_COMMENTS.good(75)],
    ],
    [
      'just below the steady threshold (79 %)',
      { studyDays: 11, prgssRate: 79, testsTaken: 1, examScore: 69, avgScore: 69 },
      [REPORT_COMMENTS.days(11), REPORT_COMMENTS.onTheWay, REPORT_COMMENTS.practice(69)],
    ],
    [
      'a diligent, steady month with excellent tests',
      { studyDays: 12, prgssRate: 80, testsTaken: 3, examScore: 90, avgScore: 93 },
      [REPORT_COMMENTS.diligent(12), REPORT_COMMENTS.steady, REPORT_COMMENTS.excellent(93)],
    ],
    [
      'the latest test above the mean',
      { studyDays: 8, prgssRate: 60, testsTaken: 2, examScore: 90, avgScore: 80 },
      [REPORT_COMMENTS.days(8), REPORT_COMMENTS.onTheWay, REPORT_COMMENTS.good(80), REPORT_COMMENTS.rising],
    ],
    [
      'one test only: no rise to speak of',
      { studyDays: 1, prgssRate: 5, testsTaken: 1, examScore: 95, avgScore: 95 },
      [REPORT_COMMENTS.days(1), REPORT_COMMENTS.starting, REPORT_COMMENTS.excellent(95)],
    ],
    [
      'a test without study days',
      { testsTaken: 1, examScore: 50, avgScore: 50 },
      [REPORT_COMMENTS.practice(50)],
    ],
  ])('%s', (_name, figures, sentences) => {
    expect(reportComment({ ...none, ...figures })).toBe(sentences.join(' '));
  });
});
