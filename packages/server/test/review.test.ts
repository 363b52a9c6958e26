/**
 * The spaced review (issue 30, ADR 073) on PGlite and PostgreSQL: the questions a member missed (when the test is
 * marked) and the words of the units they learnt (when the unit is paid) go on their schedule, first due the next
 * Seoul day; today's review holds at most ten cards and never an answer; an answer is marked by the server's own key
 * and moves the card by FSRS (later when right, the next day when wrong); a card is answered once a day, under
 * concurrency too; another member's card is 404; a paper being taken keeps its questions out; the month's report
 * counts the words remembered.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewAnswer, ReviewItem, ReviewToday } from '@buddy/contract';
import { COIN_RULES, seoulDate } from '@buddy/domain';
import { reviewCards, reviewLog } from '../src/db/schema';
import { enrol, questionKey, wordKey } from '../src/modules/review/repository';
import { nextSeoulDay } from '../src/modules/review/scheduler';
import {
  bearer,
  createTestApp,
  expectContract,
  FIXTURE_CONTENT_DIR,
  tokenFor,
  type TestApp,
} from './helpers';

let t: TestApp;
type Json = Record<string, unknown>;
const DAY = 86_400_000;

interface FixtureQuestion {
  questnSeq: number;
  questnDpTp: string;
  corrAnswrs: string[];
  questnAnswrCnt: number;
}
const papers = JSON.parse(readFileSync(path.join(FIXTURE_CONTENT_DIR, 'papers', 'A.json'), 'utf8')) as {
  questnCd: string;
  questns: FixtureQuestion[];
}[];
const bank = JSON.parse(readFileSync(path.join(FIXTURE_CONTENT_DIR, 'words.json'), 'utf8')) as {
  en: string;
  ko: string;
}[];
const gradable = (questnCd: string) =>
  (papers.find((paper) => paper.questnCd === questnCd)?.questns ?? []).filter((q) => q.questnDpTp !== 'N');

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: Json) =>
  t.app.inject({ method, url: `/v2${url}`, headers: bearer(token), payload });

async function today(token: string): Promise<ReviewToday> {
  const response = await call(token, 'GET', '/study-course/review');
  expect(response.statusCode, response.body).toBe(200);
  return (expectContract(response, '/study-course/review', 'get') as { result: ReviewToday }).result;
}

const answer = (token: string, cardId: string, answrs: string[]) =>
  call(token, 'POST', '/study-course/review/answer', { cardId, answrs });

/** The right answer of an item, from the fixture bank (what the server keeps to itself). */
function rightAnswer(item: ReviewItem): string[] {
  if (item.word) {
    const ko = bank.find((word) => word.en === item.word?.en)?.ko;
    const choice = item.word.choices.find((candidate) => candidate.ko === ko);
    if (!choice) throw new Error(`no right choice for ${item.word.en}`);
    return [choice.choice];
  }
  const question = item.question;
  if (!question) throw new Error('an item is a word or a question');
  const questnCd = question.stdTstTp === 'M' ? 'M-A-1' : 'W-A-1-1';
  const fixture = gradable(questnCd).find((q) => q.questnSeq === question.question.questnSeq);
  if (!fixture) throw new Error(`no question ${question.question.questnSeq} in ${questnCd}`);
  return fixture.corrAnswrs.slice(0, fixture.questnAnswrCnt);
}

/** A wrong answer of an item: another choice, or a wrong text. */
function wrongAnswer(item: ReviewItem): string[] {
  const right = rightAnswer(item);
  if (item.word) return [item.word.choices.find((choice) => !right.includes(choice.choice))?.choice ?? '1'];
  const question = item.question?.question;
  if (question?.questnTp === 'OE') return ['not it'];
  return [
    question?.shetss.find((choice) => !right.includes(String(choice.shetsSeq)))?.shetsSeq.toString() ?? '1',
  ];
}

/** Takes a paper to the end with nothing answered: every gradable question is missed. */
async function missEverything(token: string, body: Json): Promise<string> {
  const loaded = await call(token, 'POST', '/study-course/tests/load', { ...body, usrgbn: 'member' });
  expect(loaded.statusCode, loaded.body).toBe(200);
  const paper = (loaded.json() as { result: { questnCd: string; tstCd: string } }).result;
  const sent = await call(token, 'POST', '/study-course/tests/answr', {
    stdTstTp: body.stdTstTp,
    questnCd: paper.questnCd,
    tstCd: paper.tstCd,
    usrgbn: 'member',
    questnAnswrs: [],
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return paper.tstCd;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('given a child who missed every question of a weekly test', () => {
  let token = '';
  const WEEKLY = { stdTstTp: 'W', stdCourse: 'A', stdStep: 1, stdWeek: 1 };

  beforeAll(async () => {
    token = await tokenFor(t.app, 'student04');
  });

  it('puts each missed question on the schedule for the next Seoul day, not today', async () => {
    const before = await today(token);
    expect(before).toMatchObject({ items: [], dueCount: 0, doneToday: 0, limit: 10, nextDueAt: null });
    await missEverything(token, WEEKLY);
    const same = await today(token);
    expect(same.items).toEqual([]);
    expect(same.nextDueAt).toBe(nextSeoulDay(t.clock()).getTime());
  });

  it('offers them the next day, as the paper showed them: never an answer', async () => {
    t.clock.advance(DAY);
    token = await tokenFor(t.app, 'student04');
    const review = await today(token);
    expect(review.day).toBe(seoulDate(t.clock()));
    expect(review.items).toHaveLength(gradable('W-A-1-1').length);
    expect(review.items.every((item) => item.kind === 'question' && item.word === null)).toBe(true);
    expect(review.items[0]?.question).toMatchObject({
      stdTstTp: 'W',
      stdCourse: 'A',
      stdStep: 1,
      stdWeek: 1,
    });
    const text = JSON.stringify(review);
    for (const key of ['corrAnswrs', 'questnCmmtry', 'questnTrans', 'tstRst'])
      expect(text).not.toContain(key);
  });

  it('marks an answer by its own key and moves the card: right goes days later, wrong comes back tomorrow', async () => {
    const [first, second] = (await today(token)).items;
    if (!first || !second) throw new Error('two cards are due');
    const right = await answer(token, first.cardId, rightAnswer(first));
    expect(right.statusCode, right.body).toBe(200);
    const marked = (expectContract(right, '/study-course/review/answer', 'post') as { result: ReviewAnswer })
      .result;
    expect(marked).toMatchObject({ cardId: first.cardId, correct: true, corrAnswrs: rightAnswer(first) });
    expect(marked.nextDueAt).toBeGreaterThan(t.clock().getTime() + 2 * DAY);

    const wrong = (await answer(token, second.cardId, wrongAnswer(second))).json() as {
      result: ReviewAnswer;
    };
    expect(wrong.result.correct).toBe(false);
    // Tomorrow: from the start of the next Seoul day, not 24 hours after the answer.
    expect(wrong.result.nextDueAt).toBe(nextSeoulDay(t.clock()).getTime());
    expect(wrong.result.remaining).toBe(gradable('W-A-1-1').length - 2);

    const after = await today(token);
    expect(after.doneToday).toBe(2);
    expect(after.items.map((item) => item.cardId)).not.toContain(first.cardId);
  });

  it('takes a card once a day: five at once count one answer, and each hears the mark that counted', async () => {
    const [card] = (await today(token)).items;
    if (!card) throw new Error('a card is due');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        answer(token, card.cardId, n === 0 ? rightAnswer(card) : wrongAnswer(card)),
      ),
    );
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const marks = answers.map(
      (response) =>
        (expectContract(response, '/study-course/review/answer', 'post') as { result: ReviewAnswer }).result,
    );
    // One answer counted; the others (a retry after a lost reply, another tab) are told that one, unchanged.
    expect(new Set(marks.map((mark) => JSON.stringify(mark))).size).toBe(1);
    const logged = await t.database.db
      .select()
      .from(reviewLog)
      .where(eq(reviewLog.cardNo, Number(card.cardId)));
    expect(logged).toHaveLength(1);
    expect(marks[0]?.correct).toBe(logged[0]?.correct);
    expect(marks[0]?.corrAnswrs).toEqual(expect.arrayContaining(rightAnswer(card)));
    // The next day it is a new answer: a card not due then is refused.
    const [row] = await t.database.db
      .select()
      .from(reviewCards)
      .where(eq(reviewCards.cardNo, Number(card.cardId)));
    expect(row?.reps).toBe(1);
  });

  it('refuses a card not due that was not answered today (409)', async () => {
    const [future] = await t.database.db
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.memNo, '1000004'), eq(reviewCards.reps, 0)))
      .limit(1);
    if (!future) throw new Error('an unanswered card');
    await t.database.db
      .update(reviewCards)
      .set({ due: new Date(t.clock().getTime() + 5 * DAY) })
      .where(eq(reviewCards.cardNo, future.cardNo));
    const refused = await answer(token, String(future.cardNo), ['1']);
    expect(refused.statusCode).toBe(409);
    expect(expectContract(refused, '/study-course/review/answer', 'post')).toMatchObject({
      code: 'REVIEW_NOT_DUE',
      message: '이 카드는 오늘 이미 복습했어요. 다음에 다시 만나요.',
    });
    await t.database.db
      .update(reviewCards)
      .set({ due: future.due })
      .where(eq(reviewCards.cardNo, future.cardNo));
  });

  it('refuses an answer that does not fit, another member’s card and a card that does not exist', async () => {
    const [card] = (await today(token)).items;
    if (!card) throw new Error('a card is due');
    for (const answrs of [[], ['9'], ['1', '1', '1', '1', '1', '1']]) {
      const bad = await answer(token, card.cardId, answrs);
      expect(bad.statusCode, JSON.stringify(answrs)).toBe(400);
      expect(expectContract(bad, '/study-course/review/answer', 'post')).toMatchObject({
        code: 'REVIEW_REQUEST',
      });
    }
    const other = await tokenFor(t.app, 'student02');
    const stolen = await answer(other, card.cardId, rightAnswer(card));
    expect(stolen.statusCode).toBe(404);
    expect(expectContract(stolen, '/study-course/review/answer', 'post')).toMatchObject({
      code: 'REVIEW_NOT_FOUND',
    });
    expect((await answer(token, '999999999', ['1'])).statusCode).toBe(404);
    expect((await answer(token, 'card-1', ['1'])).statusCode).toBe(400);
    // Nothing of it moved the card.
    expect((await today(token)).items.map((item) => item.cardId)).toContain(card.cardId);
  });

  it('keeps a paper’s questions out while it is being taken (its quiz), and takes them back after', async () => {
    const tstCd = await (async () => {
      const [row] = await t.database.db
        .select()
        .from(reviewCards)
        .where(and(eq(reviewCards.memNo, '1000004'), eq(reviewCards.kind, 'question')))
        .limit(1);
      expect(row).toBeDefined();
      const attempts = await call(token, 'GET', '/mypage/tests/attempts?questnCd=W-A-1-1');
      return (attempts.json() as { result: { tstCd: string }[] }).result[0]?.tstCd ?? '';
    })();
    const quiz = await call(token, 'POST', '/study-course/incorrectQuizTest/load', {
      stdTstTp: 'W',
      stdCourse: 'A',
      stdStep: 1,
      stdWeek: 1,
      usrgbn: 'member',
      tstCd,
    });
    expect(quiz.statusCode, quiz.body).toBe(200);
    const during = await today(token);
    expect(during.items).toEqual([]);
    const [card] = await t.database.db
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.memNo, '1000004'), eq(reviewCards.kind, 'question')))
      .limit(1);
    const refused = await answer(token, String(card?.cardNo), ['1']);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: '이 문제가 나온 시험을 보고 있어요. 시험을 마친 뒤에 복습해요.',
    });
  });
});

describe('given a child with more cards due than a day holds', () => {
  let token = '';

  beforeAll(async () => {
    const questions = [...gradable('W-A-1-1').map((q) => questionKey('W-A-1-1', q.questnSeq))];
    const words = bank.slice(0, 6).map((word) => wordKey(word.en));
    await enrol(
      t.database.db,
      '1000003',
      [
        ...questions.map((key) => ({ key, kind: 'question' as const })),
        ...words.map((key) => ({ key, kind: 'word' as const })),
      ],
      t.clock(),
    );
    t.clock.advance(DAY);
    token = await tokenFor(t.app, 'student03');
  });

  it('offers ten a day, then says the day is done; the rest come the next day', async () => {
    const first = await today(token);
    expect(first.dueCount).toBe(13);
    expect(first.items).toHaveLength(10);
    const word = first.items.find((item) => item.kind === 'word');
    expect(word?.word?.choices).toHaveLength(4);
    expect(new Set(word?.word?.choices.map((choice) => choice.ko)).size).toBe(4);
    for (const item of first.items) {
      const marked = await answer(token, item.cardId, rightAnswer(item));
      expect(marked.statusCode, marked.body).toBe(200);
    }
    const done = await today(token);
    expect(done).toMatchObject({ doneToday: 10, items: [], dueCount: 3 });
    const [left] = await t.database.db
      .select()
      .from(reviewCards)
      .where(eq(reviewCards.memNo, '1000003'))
      .orderBy(reviewCards.due)
      .limit(1);
    const over = await answer(token, String(left?.cardNo), ['1']);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ message: '오늘 복습은 10개까지예요. 내일 또 만나요.' });
    t.clock.advance(DAY);
    token = await tokenFor(t.app, 'student03');
    expect((await today(token)).items).toHaveLength(3);
  });

  it('counts the words answered right as remembered in the month’s report, until they fade', async () => {
    const report = await call(token, 'GET', '/mypage/studies/report');
    expect(report.statusCode, report.body).toBe(200);
    const words = (report.json() as { result: { reviewWords: { remembered: number; total: number } } }).result
      .reviewWords;
    expect(words.total).toBe(6);
    expect(words.remembered).toBeGreaterThan(0);
    expect(words.remembered).toBeLessThanOrEqual(6);
    // Half a year without a review: nothing is still recalled with 90 %.
    t.clock.advance(180 * DAY);
    token = await tokenFor(t.app, 'student03');
    const later = (await call(token, 'GET', '/mypage/studies/report')).json() as {
      result: { reviewWords: { remembered: number } };
    };
    expect(later.result.reviewWords.remembered).toBe(0);
  });
});

describe('given a child who learns a word unit', () => {
  it('puts its words on the schedule when the server pays the unit, not before', async () => {
    const token = await tokenFor(t.app, 'student02');
    const WEEK = { stdCourse: 'A', stdStep: 1, stdWeek: 1 };
    const cards = () =>
      t.database.db
        .select({ key: reviewCards.cardKey })
        .from(reviewCards)
        .where(and(eq(reviewCards.memNo, '1000002'), eq(reviewCards.kind, 'word')));
    // Saved without the week ever served: no coins, no cards.
    const unseen = await call(token, 'POST', '/study-course/studies/prgrs', {
      ...WEEK,
      stdDay: 1,
      stdUnit: 2,
      parts: [0, 1, 2],
    });
    expect(unseen.statusCode, unseen.body).toBe(200);
    expect(await cards()).toEqual([]);
    // Served, given its time, saved: paid, and its words are on the schedule.
    expect((await call(token, 'POST', '/study-course/studies/load', WEEK)).statusCode).toBe(200);
    t.clock.advance(3 * COIN_RULES.partMinimumMs);
    const learnt = await call(token, 'POST', '/study-course/studies/prgrs', {
      ...WEEK,
      stdDay: 2,
      stdUnit: 2,
      parts: [0, 1, 2],
    });
    expect(learnt.statusCode, learnt.body).toBe(200);
    expect((await cards()).map((row) => row.key).sort()).toEqual(['word:bird', 'word:cat', 'word:dog']);
  });
});

describe('given a member who may not study', () => {
  it('refuses the review with the study gate (403)', async () => {
    const cancelled = await tokenFor(t.app, 'cancel01');
    const response = await call(cancelled, 'GET', '/study-course/review');
    expect(response.statusCode).toBe(403);
    expect(expectContract(response, '/study-course/review', 'get')).toMatchObject({ code: 'NO_STUDY' });
    expect((await answer(cancelled, '1', ['1'])).statusCode).toBe(403);
  });

  it('refuses an anonymous caller (401)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v2/study-course/review' });
    expect(response.statusCode).toBe(401);
  });
});
