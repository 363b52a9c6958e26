export { type StudyHomeWords } from './words';
export { CourseTabs, type CourseTabsProps } from './course-tabs';
export { WeekList, type WeekListProps, type WeekProgress } from './week-list';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { DailyStatus, type DailyStatusProps, type DayProgress } from './daily-status';
export { LevelGraph, type LevelGraphProps, type StepProgress } from './level-graph';
export { TestList, type TestListProps, type StepTest } from './test-list';
export {
  ReviewDialog,
  type ReviewDialogProps,
  type ReviewDialogState,
  type ReviewCourse,
} from './review-dialog';
export { MascotCheer, type MascotCheerProps, type CheerState } from './mascot-cheer';
