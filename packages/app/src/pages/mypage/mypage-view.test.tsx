import { describe, expect, it } from 'vitest';
import type { AttemptSummary, StudySession } from '@buddy/api';
import { attemptName } from '../../blocks/mypage';
import { attemptItems, learningData, recordingItems, recordingWeeks, reportData } from './mypage-view';

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

  it('maps the report: progress, comment, exams, areas and the words remembered', () => {
    const view = reportData({
      srchYyMm: '202603',
      examScore: 92,
      avgScore: 85,
      prgssRate: 68,
      totCommnt: '잘하고 있어요',
      examStats: [{ label: 'A-1 1주', tstTp: 'W', score: 70, submittedAt: '2026-03-04T03:00:00.000Z' }],
      langStats: [{ area: '듣기', rate: 90 }],
      reviewWords: { remembered: 18, total: 24 },
    } as Parameters<typeof reportData>[0]);
    expect(view).toEqual({
      examScore: 92,
      avgScore: 85,
      progress: 68,
      comment: '잘하고 있어요',
      exams: [{ label: 'A-1 1주', kind: 'weekly', score: 70 }],
      areas: [{ area: '듣기', rate: 90 }],
      words: { remembered: 18, total: 24 },
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

describe('given the attempt history’s answer', () => {
  const submitted: AttemptSummary = {
    tstCd: 'T-77',
    questnCd: 'W-A-1-2',
    stdTstTp: 'W',
    quiz: false,
    sourceTstCd: null,
    title: 'Weekly Test',
    stdCourse: 'A',
    stdStep: 1,
    stdWeek: 2,
    lvtGrd: null,
    status: 'submitted',
    startedAt: Date.UTC(2026, 10, 13, 7, 10),
    submittedAt: Date.UTC(2026, 10, 13, 7, 17),
    durationSeconds: 425,
    score: 90,
    late: false,
  };

  it('opens a test’s result at its place in the course with its tstCd', () => {
    const [item] = attemptItems([submitted]);
    expect(item?.href).toBe('/tests?type=W&course=A&step=1&week=2&display=R&tstCd=T-77');
    expect(item && attemptName(item)).toBe('A코스 1단계 2주 주간 테스트');
    expect(item).toMatchObject({ id: 'T-77', kind: 'W', score: 90, durationSeconds: 425, taking: false });
  });

  it('opens a monthly test without a week, and a level test by its grade', () => {
    const [monthly, level] = attemptItems([
      { ...submitted, tstCd: 'T-78', stdTstTp: 'M', stdWeek: null, questnCd: 'M-A-1' },
      {
        ...submitted,
        tstCd: 'T-79',
        stdTstTp: 'L',
        stdCourse: null,
        stdStep: null,
        stdWeek: null,
        lvtGrd: 2,
      },
    ]);
    expect(monthly?.href).toBe('/tests?type=M&course=A&step=1&display=R&tstCd=T-78');
    expect(level?.href).toBe('/tests?type=L&grade=2&display=R&tstCd=T-79');
    expect(level && attemptName(level)).toBe('2학년 레벨 테스트');
  });

  it('opens a quiz’s result under the test it retries, named as a quiz', () => {
    const [quiz] = attemptItems([{ ...submitted, tstCd: 'Q-5', quiz: true, sourceTstCd: 'T-77' }]);
    expect(quiz?.href).toBe('/incorrectQuizTests?tstCd=T-77&display=R&quizCd=Q-5');
    expect(quiz && attemptName(quiz)).toBe('A코스 1단계 2주 오답 퀴즈');
  });

  it('takes an attempt under way back to its paper, with no score and no result address', () => {
    const [test, quiz] = attemptItems([
      { ...submitted, status: 'taking', submittedAt: null, durationSeconds: null, score: null },
      {
        ...submitted,
        tstCd: 'Q-6',
        quiz: true,
        sourceTstCd: 'T-77',
        status: 'taking',
        submittedAt: null,
        durationSeconds: null,
        score: null,
      },
    ]);
    expect(test).toMatchObject({ taking: true, score: null, href: '/tests?type=W&course=A&step=1&week=2' });
    expect(quiz?.href).toBe('/incorrectQuizTests?tstCd=T-77');
  });
});
