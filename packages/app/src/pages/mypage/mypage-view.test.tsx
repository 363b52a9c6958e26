import { describe, expect, it } from 'vitest';
import type { StudySession } from '@buddy/api';
import { learningData, recordingItems, recordingWeeks, reportData } from './mypage-view';

describe('given my page’s answers', () => {
  it('maps the month’s learning: weeks with their progress, tests weekly or monthly', () => {
    const view = learningData({
      srchYyMm: '202603',
      studyDays: 7,
      unitsDone: 23,
      weeks: [
        {
          stdCourse: 'A',
          stdStep: 1,
          stdWeek: 3,
          title: 'Colours',
          prgssRate: 45,
          lastStudiedAt: '2026-03-18T02:30:00.000Z',
        },
      ],
      tests: [
        {
          questnCd: 'M-A-1',
          title: 'Monthly Test',
          tstTp: 'M',
          stdCourse: 'A',
          stdStep: 1,
          stdWeek: null,
          tstScore: 92,
          submittedAt: '2026-03-16T03:00:00.000Z',
        },
      ],
    } as Parameters<typeof learningData>[0]);
    expect(view.weeks).toEqual([
      {
        course: 'A',
        step: 1,
        week: 3,
        title: 'Colours',
        progress: 45,
        lastStudiedAt: '2026-03-18T02:30:00.000Z',
      },
    ]);
    expect(view.tests[0]).toMatchObject({ id: 'M-A-1', kind: 'monthly', week: null, score: 92 });
  });

  it('maps the report: progress, comment, exams and areas', () => {
    const view = reportData({
      srchYyMm: '202603',
      examScore: 92,
      avgScore: 85,
      prgssRate: 68,
      totCommnt: '잘하고 있어요',
      examStats: [{ label: 'A-1 1주', tstTp: 'W', score: 70, submittedAt: '2026-03-04T03:00:00.000Z' }],
      langStats: [{ area: '듣기', rate: 90 }],
    } as Parameters<typeof reportData>[0]);
    expect(view).toEqual({
      examScore: 92,
      avgScore: 85,
      progress: 68,
      comment: '잘하고 있어요',
      exams: [{ label: 'A-1 1주', kind: 'weekly', score: 70 }],
      areas: [{ area: '듣기', rate: 90 }],
    });
  });

  it('maps a recording to where it was made', () => {
    const [item] = recordingItems([
      {
        ptfloNo: 7,
        fileName: 'a.webm',
        stdCourse: 'B',
        stdStep: 2,
        stdWeek: 3,
        stdDay: 4,
        stdUnit: 5,
        mime: 'audio/webm',
        size: 1000,
        createdAt: '2026-03-01T00:00:00.000Z',
        fileUrl: '/f/a',
      },
    ] as Parameters<typeof recordingItems>[0]);
    expect(item).toEqual({
      id: 7,
      fileName: 'a.webm',
      course: 'B',
      step: 2,
      week: 3,
      day: 4,
      unit: 5,
      size: 1000,
      createdAt: '2026-03-01T00:00:00.000Z',
      fileUrl: '/f/a',
    });
  });

  it('names a recording by the unit it was made in, from the week’s manual, asking each week once', () => {
    const recording = (ptfloNo: number, stdWeek: number, stdUnit: number) => ({
      ptfloNo,
      fileName: `A-1-${stdWeek}-2-${stdUnit}-20261124-143014.webm`,
      stdCourse: 'A',
      stdStep: 1,
      stdWeek,
      stdDay: 2,
      stdUnit,
      mime: 'audio/webm',
      size: 1000,
      createdAt: '2026-11-24T05:30:14.000Z',
      fileUrl: '/f/a',
    });
    const list = [recording(1, 3, 4), recording(2, 3, 4), recording(3, 4, 4)];
    expect(recordingWeeks(list)).toEqual([
      { stdCourse: 'A', stdStep: 1, stdWeek: 3 },
      { stdCourse: 'A', stdStep: 1, stdWeek: 4 },
    ]);
    const manual = {
      stdCourse: 'A',
      stdStep: 1,
      stdWeek: 3,
      stdDays: [{ stdDay: 2, stdUnits: [{ stdUnit: 4, kind: 'speak', title: 'Hello, Friends!' }] }],
    } as unknown as StudySession;
    const [first, , other] = recordingItems(list, [manual, undefined]);
    expect(first).toMatchObject({ title: 'Hello, Friends!', activity: '말하기', day: 2, unit: 4 });
    // The week whose manual has not come (or failed) keeps only its place in the course.
    expect(other).not.toHaveProperty('title');
  });
});
