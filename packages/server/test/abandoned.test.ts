/**
 * Issue 30, defect 2: a test left open (the tab closed, the child gone) is closed by the server once its deadline and
 * grace have passed, whether or not anyone comes back: the server's timer (ATTEMPT_SWEEP_MS) marks it with the
 * answers saved before the deadline; the study home then shows it taken, with its score, and its coins are paid once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@buddy/contract';
import { rewardLedger, testAttempts } from '../src/db/schema';
import { SUBMIT_GRACE_MS } from '../src/modules/test-paper/service';
import { TestsRepository } from '../src/modules/test-paper/repository';
import { bearer, createTestApp, expectContract, fullMarks, tokenFor, type TestApp } from './helpers';

let t: TestApp;
const MEM = '1000002';

beforeAll(async () => {
  // The timer every 20 ms: the test waits for what it does (polls), never for a time.
  t = await createTestApp({ config: { attemptSweepMs: 20 } });
});
afterAll(async () => {
  await t?.close();
});

type Paper = components['schemas']['TestPaper'];
type Stats = components['schemas']['StudyStats'];
const WEEKLY = { stdTstTp: 'W', stdCourse: 'A', stdStep: 1, stdWeek: 1, usrgbn: 'member' } as const;

async function weeklyTest(token: string): Promise<Stats['info']['tests'][number] | undefined> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v2/mypage/studies/stats?stdCourse=A&stdStep=1',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const stats = (expectContract(response, '/mypage/studies/stats', 'get') as { result: Stats }).result;
  return stats.info.tests.find((test) => test.tstTp === 'W' && test.stdWeek === 1);
}

describe('given a weekly test left open past its time', () => {
  it('is closed by the server with the answers saved before the deadline, shown taken and paid once', async () => {
    const token = await tokenFor(t.app, 'student02');
    const loaded = await t.app.inject({
      method: 'POST',
      url: '/v2/study-course/tests/load',
      headers: bearer(token),
      payload: WEEKLY,
    });
    expect(loaded.statusCode, loaded.body).toBe(200);
    const paper = (loaded.json() as { result: Paper }).result;
    // Four of the seven shown questions answered rightly and saved, then the tab closed.
    const right = fullMarks('W-A-1-1').filter((answer) => [1, 2, 5, 6].includes(answer.questnSeq));
    for (const [index, answer] of right.entries()) {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/v2/study-course/tests/answers',
        headers: bearer(token),
        payload: {
          stdTstTp: 'W',
          usrgbn: 'member',
          questnCd: paper.questnCd,
          tstCd: paper.tstCd,
          ...answer,
          rev: index + 1,
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    expect(await weeklyTest(token)).toMatchObject({ tstYn: 'N' });

    // Within the grace the attempt stays open (a submit on its way still counts).
    const deadline = paper.deadline;
    t.clock.set(new Date(deadline + SUBMIT_GRACE_MS - 1000));
    expect(await new TestsRepository(t.database.db).expired(new Date(deadline - 1), 10)).toEqual([]);
    // Past it, the server closes it by itself: no one calls the test again.
    t.clock.set(new Date(deadline + SUBMIT_GRACE_MS + 1000));
    const later = await tokenFor(t.app, 'student02');
    await expect.poll(() => weeklyTest(later), { timeout: 10_000 }).toMatchObject({ tstYn: 'Y' });
    const [attempt] = await t.database.db
      .select()
      .from(testAttempts)
      .where(eq(testAttempts.tstCd, paper.tstCd));
    expect(attempt).toMatchObject({ status: 'submitted', late: true });
    // Marked by what was saved: four of seven right, a paying score, the one the study home shows.
    expect(attempt?.score).toBeGreaterThanOrEqual(50);
    expect(attempt?.score).toBeLessThan(100);
    expect((await weeklyTest(later))?.tstScore).toBe(attempt?.score);
    const paid = await t.database.db
      .select()
      .from(rewardLedger)
      .where(and(eq(rewardLedger.memNo, MEM), eq(rewardLedger.source, 'test')));
    expect(paid).toHaveLength(1);
    expect(paid[0]?.sourceKey).toBe(paper.tstCd);
  });
});
