/** A member's past level tests (the contract's reports) as my page's list shows them (issue 30, ADR 074). */
import { levelResultPath, type LevelReport } from '@buddy/api';
import type { LevelReportItem } from '../../blocks/mypage';

export function levelReportItems(reports: readonly LevelReport[]): LevelReportItem[] {
  return reports.map((report) => ({
    id: report.resultCd,
    grade: report.lvtGrd,
    score: report.tstScore,
    takenAt: report.submittedAt,
    start: report.recommendation
      ? { course: report.recommendation.stdCourse, step: report.recommendation.stdStep }
      : null,
    href: levelResultPath(report.resultCd),
  }));
}
