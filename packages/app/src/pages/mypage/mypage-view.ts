/** My page's data (the contract's names) mapped to the kit's learning, report and recording views. */
import type {
  AttemptSummary,
  LearningMonth,
  PortfolioList,
  Report,
  StudyLoadRequest,
  StudySession,
} from '@buddy/api';
import { COURSES, UNIT_KIND_LABELS, type Course } from '@buddy/domain';
import type { AttemptItem, LearningData, RecordingItem, ReportData } from '../../blocks/mypage';
import { quizHref, testHref, type TestLocation } from '../../routes/test-params';

const kindOf = (type: 'W' | 'M') => (type === 'M' ? 'monthly' : 'weekly');

export function learningData(month: LearningMonth): LearningData {
  return {
    studyDays: month.studyDays,
    unitsDone: month.unitsDone,
    weeks: month.weeks.map((week) => ({
      course: week.stdCourse,
      step: week.stdStep,
      week: week.stdWeek,
      title: week.title,
      progress: week.prgssRate,
      lastStudiedAt: week.lastStudiedAt,
    })),
    tests: month.tests.map((test) => ({
      id: test.questnCd,
      title: test.title,
      kind: kindOf(test.tstTp),
      course: test.stdCourse,
      step: test.stdStep,
      week: test.stdWeek ?? null,
      score: test.tstScore,
      submittedAt: test.submittedAt,
    })),
  };
}

export function reportData(report: Report): ReportData {
  return {
    examScore: report.examScore,
    avgScore: report.avgScore,
    progress: report.prgssRate,
    comment: report.totCommnt,
    exams: report.examStats.map((exam) => ({
      label: exam.label,
      kind: kindOf(exam.tstTp),
      score: exam.score,
    })),
    areas: report.langStats.map((area) => ({ area: area.area, rate: area.rate })),
    words: { remembered: report.reviewWords.remembered, total: report.reviewWords.total },
  };
}

/** The weeks (course, step, week) the recordings were made in, once each: whose manuals name what was recorded. */
export function recordingWeeks(recordings: PortfolioList['result']): StudyLoadRequest[] {
  const weeks = new Map<string, StudyLoadRequest>();
  for (const { stdCourse, stdStep, stdWeek } of recordings) {
    const course = stdCourse.toUpperCase();
    if (!COURSES.includes(course as Course)) continue;
    weeks.set(`${course}-${stdStep}-${stdWeek}`, { stdCourse: course as Course, stdStep, stdWeek });
  }
  return [...weeks.values()];
}

/**
 * The recordings as the kit lists them: named by the unit they were recorded in (its title and kind, from the week's
 * manual when it has loaded), else by their place in the course. The server stores no sentence per recording (a
 * recording is of a unit, not of one of its slides), so no sentence is shown.
 */
export function recordingItems(
  recordings: PortfolioList['result'],
  manuals: readonly (StudySession | undefined)[] = [],
): RecordingItem[] {
  return recordings.map((recording) => {
    const manual = manuals.find(
      (week) =>
        week?.stdCourse.toUpperCase() === recording.stdCourse.toUpperCase() &&
        week.stdStep === recording.stdStep &&
        week.stdWeek === recording.stdWeek,
    );
    const unit = manual?.stdDays
      .find((day) => day.stdDay === recording.stdDay)
      ?.stdUnits.find((candidate) => candidate.stdUnit === recording.stdUnit);
    return {
      id: recording.ptfloNo,
      fileName: recording.fileName,
      ...(unit ? { title: unit.title, activity: UNIT_KIND_LABELS[unit.kind] } : {}),
      course: recording.stdCourse,
      step: recording.stdStep,
      week: recording.stdWeek,
      day: recording.stdDay,
      unit: recording.stdUnit,
      size: recording.size,
      createdAt: recording.createdAt,
      fileUrl: recording.fileUrl,
    };
  });
}

/** Where an attempt's paper is: its type and place (a level test's grade). */
function attemptLocation(attempt: AttemptSummary): TestLocation {
  const course = COURSES.find((c) => c === attempt.stdCourse?.toUpperCase());
  const step = attempt.stdStep ?? undefined;
  if (attempt.stdTstTp === 'L') return { type: 'L', ...(attempt.lvtGrd ? { grade: attempt.lvtGrd } : {}) };
  if (attempt.stdTstTp === 'M') return { type: 'M', course, step };
  return { type: 'W', course, step, week: attempt.stdWeek ?? undefined };
}

/**
 * The attempts as my page lists them (issue 30, attempt history): each opens its result (a test's at /tests with
 * display=R and its tstCd, a quiz's at /incorrectQuizTests with its source and its quizCd); one still being taken goes
 * on where it was (the test's address without a tstCd resumes the open attempt; a quiz's, its source's quiz).
 */
export function attemptItems(attempts: readonly AttemptSummary[]): AttemptItem[] {
  return attempts.map((attempt) => {
    const taking = attempt.status === 'taking';
    const location = attemptLocation(attempt);
    const href =
      attempt.quiz && attempt.sourceTstCd
        ? quizHref(attempt.sourceTstCd, taking ? {} : { display: 'R', quizTstCd: attempt.tstCd })
        : testHref(location, taking ? {} : { display: 'R', tstCd: attempt.tstCd });
    return {
      id: attempt.tstCd,
      kind: attempt.quiz ? 'quiz' : attempt.stdTstTp,
      course: attempt.stdCourse,
      step: attempt.stdStep,
      week: attempt.stdTstTp === 'W' ? attempt.stdWeek : null,
      grade: attempt.stdTstTp === 'L' ? attempt.lvtGrd : null,
      title: attempt.title,
      startedAt: attempt.startedAt,
      durationSeconds: attempt.durationSeconds,
      score: attempt.score,
      taking,
      late: attempt.late,
      href,
    };
  });
}
