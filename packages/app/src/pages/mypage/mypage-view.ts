/** My page's data (the contract's names) mapped to the kit's learning, report and recording views. */
import type { LearningMonth, PortfolioList, Report } from '@buddy/api';
import type { LearningData, RecordingItem, ReportData } from '@buddy/ui/mypage';

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
  };
}

export function recordingItems(recordings: PortfolioList['result']): RecordingItem[] {
  return recordings.map((recording) => ({
    id: recording.ptfloNo,
    fileName: recording.fileName,
    course: recording.stdCourse,
    step: recording.stdStep,
    week: recording.stdWeek,
    day: recording.stdDay,
    unit: recording.stdUnit,
    size: recording.size,
    createdAt: recording.createdAt,
    fileUrl: recording.fileUrl,
  }));
}
