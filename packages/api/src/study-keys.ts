/**
 * The study home's keys, in a module of their own: a daily study's save puts the answered week in the cache and marks
 * the recent study and the stats stale (daily.ts) without carrying the study home's queries (the outbox is on the test
 * paper's route, ADR 037). So are the keys a paid save or a marked test makes stale.
 */
import type { QueryClient } from '@tanstack/react-query';
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

/*
 * What a paid save makes stale, by its paths' keys written here: importing reward.ts or mypage.ts for their keys would
 * bring their queries onto the routes of the outbox, which sends the saves (the test paper, the daily study; ADR 026,
 * 037). The coins are reward.ts's `rewardKeys` summary, today, history and streak (a paid unit moves the streak and
 * today's mission, ADR 059).
 */
export const COIN_KEYS = [
  pathKey('/reward/trans/stats/recent'),
  pathKey('/reward/trans/stats/todayIncreasePoint'),
  pathKey('/reward/trans/stats'),
  pathKey('/reward/buddymon/streak'),
  // A week finished grows the buddy (ADR 060): its growth and its drawing.
  pathKey('/reward/buddymon/growth'),
  pathKey('/reward/buddymon/official'),
  // Today's study lets the child feed the buddy, and makes it well again (ADR 061).
  pathKey('/reward/buddymon/care'),
];

/**
 * What a marked test or quiz makes stale: the study home's tests (stats), my page's attempt list and month's report,
 * the parent's level tests, and today's review (a missed question becomes a card, ADR 073).
 */
export const MARKED_TEST_KEYS = [
  studyKeys.stats(),
  pathKey('/mypage/tests/attempts'),
  pathKey('/mypage/studies/report'),
  pathKey('/mypage/level-tests'),
  pathKey('/study-course/review'),
];

/**
 * Marks stale what a test's submit changed (and the coins when it paid): a list or a home seen within the cache's
 * minute before the test would otherwise show it not taken. Each is asked again when next shown.
 */
export function markStaleAfterTest(queryClient: QueryClient, paid: boolean): void {
  for (const queryKey of paid ? [...MARKED_TEST_KEYS, ...COIN_KEYS] : MARKED_TEST_KEYS)
    void queryClient.invalidateQueries({ queryKey });
}
