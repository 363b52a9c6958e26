export { type MypageWords } from './words';
export { MonthSwitcher, type MonthSwitcherProps, type PanelStatus } from './parts';
export { AttendanceCalendar, type AttendanceCalendarProps } from './attendance-calendar';
export { ReportCharts, type ReportChartsProps, type ReportData } from './report-charts';
export { LearningSummary, type LearningSummaryProps, type LearningData } from './learning-summary';
export { RecordingList, type RecordingListProps, type RecordingItem } from './recording-list';
export { AttemptList, attemptName, type AttemptListProps, type AttemptItem } from './attempt-list';
export { LevelReportList, type LevelReportListProps, type LevelReportItem } from './level-reports';
