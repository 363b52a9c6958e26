/** The study area's data (the contract's names) mapped to the kit's progress, test and review views. */
import type { ReviewEntry, StudySession, StudyStats } from '@buddy/api';
import type {
  DayProgress,
  ReviewCourse,
  StepProgress,
  StepTest,
  WeekProgress,
} from '../../blocks/study-home';

type StatsInfo = StudyStats['info'];

export function dayProgress(days: StudySession['stdDays']): DayProgress[] {
  return days.map((day) => ({ day: day.stdDay, progress: day.prgssRate, title: day.title }));
}

export function weekProgress(weeks: StatsInfo['weeks']): WeekProgress[] {
  return weeks.map((week) => ({ week: week.stdWeek, progress: week.prgssRate }));
}

export function stepProgress(steps: StatsInfo['steps']): StepProgress[] {
  return steps.map((step) => ({ step: step.stdStep, progress: step.prgssRate }));
}

/** A weekly test (W, weeks 1–4) or the monthly test (M, week 0), taken or not, with its score. */
export function stepTests(tests: StatsInfo['tests']): StepTest[] {
  return tests.map((test) => ({
    kind: test.tstTp === 'M' ? 'monthly' : 'weekly',
    week: test.stdWeek,
    taken: test.tstYn === 'Y',
    score: test.tstScore ?? null,
  }));
}

/** The review popup's courses: a step is reviewable when the server says so (reviewYn Y). */
export function reviewCourses(entries: readonly ReviewEntry[]): ReviewCourse[] {
  return entries.map((entry) => ({
    course: entry.stdCourse,
    steps: entry.stdSteps.map((step) => ({
      step: step.stdStep,
      reviewable: step.reviewYn === 'Y',
      lastStudiedAt: step.lastStudiedAt ?? null,
    })),
  }));
}
