/**
 * The study home's query keys (studies.ts), in a module of their own: a daily study's save updates them (daily.ts)
 * without carrying the study home's calls (the outbox is on the test paper's route, ADR 037).
 */
export const studyKeys = {
  all: ['studies'] as const,
  session: (course: string, step: number, week: number) =>
    [...studyKeys.all, 'session', course.toUpperCase(), step, week] as const,
  recent: (prodCd: string) => [...studyKeys.all, 'recent', prodCd.toLowerCase()] as const,
  review: () => [...studyKeys.all, 'review'] as const,
  stats: (course: string, step: number) => [...studyKeys.all, 'stats', course.toUpperCase(), step] as const,
};
