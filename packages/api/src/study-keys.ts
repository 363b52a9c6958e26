/**
 * The study home's keys, in a module of their own: a daily study's save puts the answered week in the cache and marks
 * the recent study and the stats stale (daily.ts) without carrying the study home's queries (the outbox is on the test
 * paper's route, ADR 037).
 */
import type { StudyCourseInput, StudyLoadRequest } from '@buddy/contract';
import { pathKey } from './core';

/** A week as `studies/load` takes it, the course uppercased (the server does so too): `a` and `A` share the cache. */
export function studyWeek({ stdCourse, stdStep, stdWeek }: StudyLoadRequest): StudyLoadRequest {
  return { stdCourse: stdCourse.toUpperCase() as StudyCourseInput, stdStep, stdWeek };
}

export const studyKeys = {
  /** A week's session, exactly as `studyQueries.session` keys it. */
  session: (week: StudyLoadRequest) =>
    ['post', '/study-course/studies/load', { body: studyWeek(week) }] as const,
  recent: () => pathKey('/mypage/studies/prgrs/recent'),
  stats: () => pathKey('/mypage/studies/stats'),
};
