import { describe, expect, it } from 'vitest';
import { dayProgress, reviewCourses, stepProgress, stepTests, weekProgress } from './study-view';

describe('given the study calls’ answers', () => {
  it('maps weeks, steps and days to their progress', () => {
    expect(weekProgress([{ stdWeek: 2, prgssRate: 54 }])).toEqual([{ week: 2, progress: 54 }]);
    expect(stepProgress([{ stdStep: 7, prgssRate: 3 }])).toEqual([{ step: 7, progress: 3 }]);
    expect(
      dayProgress([{ stdDay: 3, title: 'Day 3', prgssRate: 72, stdUnits: [] }] as Parameters<
        typeof dayProgress
      >[0]),
    ).toEqual([{ day: 3, progress: 72, title: 'Day 3' }]);
  });

  it.each([
    [
      { stdWeek: 1, tstTp: 'W', tstYn: 'Y', tstScore: 90 },
      { kind: 'weekly', week: 1, taken: true, score: 90 },
    ],
    [
      { stdWeek: 4, tstTp: 'W', tstYn: 'N', tstScore: null },
      { kind: 'weekly', week: 4, taken: false, score: null },
    ],
    [
      { stdWeek: 0, tstTp: 'M', tstYn: 'Y', tstScore: 40 },
      { kind: 'monthly', week: 0, taken: true, score: 40 },
    ],
  ] as const)('maps the test %o to %o', (test, view) => {
    expect(stepTests([test])).toEqual([view]);
  });

  it('makes a review step reviewable only when the server says Y', () => {
    expect(
      reviewCourses([
        {
          stdCourse: 'B',
          stdSteps: [
            { stdStep: 1, reviewYn: 'Y', lastStudiedAt: '2026-11-20T02:31:00.000Z' },
            { stdStep: 2, reviewYn: 'N', lastStudiedAt: null },
          ],
        },
      ]),
    ).toEqual([
      {
        course: 'B',
        steps: [
          { step: 1, reviewable: true, lastStudiedAt: '2026-11-20T02:31:00.000Z' },
          { step: 2, reviewable: false, lastStudiedAt: null },
        ],
      },
    ]);
  });
});
