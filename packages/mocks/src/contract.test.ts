/**
 * Every answer of the fake /v2 is one the contract allows: each resource's handlers are called in each scenario the
 * stories and component tests use, and every answer's status must be declared for its operation and its body must
 * match that status's schema. A handler a scenario registers but no request reaches fails the check too, so a new
 * handler cannot slip in unchecked.
 */
import { getResponse, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Member } from '@buddy/contract';
import { checkAnswer } from './contract-check';
import { http, nextHold, notFound } from './http';
import { memberOf, productsOf } from './fixtures/members';
import { sessionHandlers, signedInAs } from './handlers/session';
import { studyHandlers } from './handlers/studies';
import { dailyHandlers, sampleDayHandlers } from './handlers/daily';
import type { StudySession } from '@buddy/contract';
import { GAME_REFUSAL_MESSAGES, type StudyManual } from '@buddy/domain';
import { DEMO_COIN_EVENTS, DEMO_SPEAK_UNITS } from '@buddy/domain/demo';
import bank from '../../../content/study/A.json';
import show from '../../../content/study/shows/A-1-1-1-1.json';
import { mypageHandlers } from './handlers/mypage';
import { reviewHandlers, type ReviewOptions } from './handlers/review';
import { boardHandlers } from './handlers/boards';
import { testPaperHandlers, type TestPaperOptions } from './handlers/test-paper';
import { authHandlers, FAKE_RESET_CODE, maskedLoginId, type AuthOptions } from './handlers/auth';
import {
  levelReportHandlers,
  levelTestHandlers,
  sampleTestHandlers,
  type LevelReportOptions,
  type LevelTestOptions,
} from './handlers/level-test';
import {
  EARLIER_LEVEL_REPORT,
  LATEST_LEVEL_REPORT,
  UNKNOWN_RESULT_CODE,
  UNLEVELLED_REPORT,
} from './fixtures/level-report';
import { siteHandlers, type SiteCall } from './handlers/site';
import { libraryHandlers, type LibraryCall } from './handlers/library';
import { gameHandlers, type GameOptions } from './handlers/game';
import { qrHandlers } from './handlers/qrcode';
import { rewardHandlers, type RewardOptions } from './handlers/reward';
import { albumHandlers, type AlbumOptions } from './handlers/album';

const ORIGIN = 'http://fake.test/v2';
const TOKEN = { Authorization: 'Bearer story-token' };

type Probe = [method: 'GET' | 'POST', path: string, body?: unknown];

function request([method, path, body]: Probe): Request {
  if (body instanceof FormData) return new Request(`${ORIGIN}${path}`, { method, body, headers: TOKEN });
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: { ...TOKEN, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

interface Answer {
  where: string;
  status: number;
  problems: string[];
}

/** Sends the probes in order (stateful fakes see them as a session would) and checks every answer. */
async function answers(handlers: HttpHandler[], probes: Probe[]): Promise<Answer[]> {
  const out: Answer[] = [];
  for (const probe of probes) {
    const req = request(probe);
    const response = await getResponse([...handlers, notFound], req);
    if (!response) throw new Error(`${probe[0]} ${probe[1]}: no handler answered`);
    const body: unknown = response.headers.get('Content-Type')?.includes('json')
      ? await response.json()
      : null;
    out.push({
      where: `${probe[0]} ${probe[1]}`,
      status: response.status,
      problems: checkAnswer(req.method, req.url, response.status, body),
    });
  }
  return out;
}

/** Resolves to 'held' when a handler holds the answer back (a loading scenario), to 'answered' when it answers. */
async function held(handlers: HttpHandler[], probe: Probe): Promise<'held' | 'answered'> {
  const hold = nextHold();
  const answered = getResponse([...handlers, notFound], request(probe)).then(() => 'answered' as const);
  const outcome = await Promise.race([answered, hold.held.then(() => 'held' as const)]);
  hold.stop();
  return outcome;
}

function expectAllowed(list: Answer[]) {
  expect(list.flatMap((answer) => answer.problems)).toEqual([]);
}
function expectEveryHandlerUsed(handlers: HttpHandler[]) {
  expect(handlers.filter((handler) => !handler.isUsed).map((handler) => handler.info.header)).toEqual([]);
}

const STUDY_LOAD = { stdCourse: 'A', stdStep: 1, stdWeek: 2 };
const PROGRESS = { stdCourse: 'A', stdStep: 1, stdWeek: 1, stdDay: 1, stdUnit: 2, parts: [0] };

const study: Probe[] = [
  ['POST', '/study-course/studies/load', STUDY_LOAD],
  ['GET', '/mypage/studies/stats?stdCourse=A&stdStep=1'],
  ['GET', '/mypage/studies/stats?stdCourse=G&stdStep=7'],
  ['GET', '/mypage/studies/prgrs/review'],
  ['GET', '/mypage/studies/prgrs/recent'],
];

describe('given the session handlers', () => {
  it('answers a signed-in member, a visitor and a failing products call as the contract says', async () => {
    const member = signedInAs('student01');
    const probes: Probe[] = [
      ['GET', '/study/url'],
      ['GET', '/study/credential/url'],
      ['GET', '/mypage/profile'],
      ['GET', '/exhibits/students/products'],
      ['POST', '/auth/students/login', { loginId: 'student01', password: 'wrong-password1' }],
      ['POST', '/auth/students/logout'],
      ['GET', '/auth/purunet/info'],
    ];
    const list = await answers(member, probes);
    expectAllowed(list);
    expectEveryHandlerUsed(member);
    expect(list.map((a) => a.status)).toEqual([200, 200, 200, 200, 401, 200, 200]);
    const configured = signedInAs('student01', undefined, {
      legacy: { EX: 'https://ex.legacy.example/' },
      logoutPage: 'https://www.publisher.example/logout',
    });
    expectAllowed(await answers(configured, probes));
    expectAllowed(await answers(sessionHandlers(), probes));
    const failing = await answers(
      sessionHandlers({ member: memberOf('cancel01'), productsFail: '상품 정보를 불러오지 못했습니다.' }),
      probes,
    );
    expectAllowed(failing);
    expect(failing[3]?.status).toBe(500);
  });

  it('lists the demo products as the seed holds them, without the hidden Buddy product', () => {
    expect(productsOf('student01').map((p) => p.prodCd)).toEqual(['EBP', 'EX']);
    expect(productsOf('cancel01')[0]?.memTpDtl).toEqual({ memTp: 'C', memTpLabel: '지도휴회(취소) 회원' });
  });

  it('answers a path the contract does not have with the 404 error body', async () => {
    const [answer] = await answers([], [['GET', '/no/such/thing']]);
    expect(answer).toMatchObject({ status: 404, problems: [] });
  });
});

describe('given the study home handlers', () => {
  it.each([
    ['by default', {}],
    ['with every test taken', { allTaken: true }],
    ['without a manual', { missingManual: true }],
    ['with the load failing', { fail: 'load' as const }],
    ['with the review failing', { fail: 'review' as const }],
  ])('answers as the contract says %s', async (_name, options) => {
    const handlers = studyHandlers(options);
    expectAllowed(await answers(handlers, study));
    expectEveryHandlerUsed(handlers);
  });

  it('holds the call a loading scenario names', async () => {
    expect(await held(studyHandlers({ hold: 'load' }), study[0]!)).toBe('held');
    expect(await held(studyHandlers({ hold: 'load' }), study[3]!)).toBe('answered');
  });
});

describe('given the daily study handlers', () => {
  const day: Probe[] = [
    ['POST', '/study-course/studies/load', { stdCourse: 'a', stdStep: 1, stdWeek: 1 }],
    ['POST', '/study-course/studies/load/video', { url: 'study/shows/A-1-1-1-1.json' }],
    ['GET', `/study-course/studies/video/story${'1'.padStart(27, '0')}`],
    ['GET', `/study-course/studies/video/story${'1'.padStart(27, '0')}`],
    ['POST', '/study-course/studies/load/video', { url: 'study/shows/unknown.json' }],
    ['POST', '/study-course/studies/load/video', { url: 'study/shows/A-1-1-9-1.json' }],
    ['POST', '/study-course/studies/prgrs', PROGRESS],
    ['POST', '/study-course/studies/prgrs', { ...PROGRESS, stdUnit: 9 }],
  ];
  const upload = (): Probe => {
    const form = new FormData();
    form.set('ptfloFile', new File([new Uint8Array(10)], 'A-1-1-1-4.webm', { type: 'audio/webm' }));
    for (const [key, value] of Object.entries({ stdCourse: 'A', stdStep: '1', stdWeek: '1', stdDay: '1' }))
      form.set(key, value);
    form.set('stdUnit', '4');
    return ['POST', '/study-course/studies/ptflo', form];
  };

  it('opens a show once, stores progress and refuses what the server refuses', async () => {
    const handlers = dailyHandlers({ stored: { 1: [0, 1, 2], 2: [0] } });
    const list = await answers(handlers, [...day, upload()]);
    expectAllowed(list);
    expectEveryHandlerUsed(handlers);
    expect(list.map((a) => a.status)).toEqual([200, 200, 200, 404, 400, 400, 200, 400, 200]);
  });

  it("answers the content bank's week, its shows and the demo member's stored parts", async () => {
    const [bankWeek] = (bank as StudyManual[]).filter((week) => week.stdStep === 1 && week.stdWeek === 1);
    const body = async (handlers: HttpHandler[], probe: Probe) =>
      (await (await getResponse([...handlers, notFound], request(probe)))?.json()) as {
        result: StudySession;
      };
    const daily = dailyHandlers({ stored: { 2: [0, 1] } });
    const week = (await body(daily, day[0]!)).result;
    expect(week.title).toBe(bankWeek?.title);
    expect(week.stdDays.map((each) => each.stdUnits.map((unit) => [unit.title, unit.parts]))).toEqual(
      bankWeek?.days.map((each) => each.units.map((unit) => [unit.title, unit.parts])),
    );
    expect(week.stdDays[0]?.stdUnits[1]?.words?.map((word) => word.en)).toEqual(
      bankWeek?.days[0]?.units[1]?.words?.map((word) => word.en),
    );
    // Two of the four word cards: 50 %, the day (0, 50, 0) 16 %.
    expect(week.stdDays[0]?.stdUnits.map((unit) => unit.prgssRate)).toEqual([0, 50, 0]);
    expect(week.stdDays[0]?.prgssRate).toBe(16);
    const ticket = (await body(daily, day[1]!)) as unknown as { result: { url: string } };
    const slides = (await body(daily, ['GET', ticket.result.url.replace('/v2', '')])) as unknown as {
      result: { text: string }[];
    };
    expect(slides.result.map((slide) => slide.text)).toEqual(show.map((slide) => slide.text));
    // The study home's week: what the seed stores of the history (A-1-2, day 3 half done: 2 of 3, 2 of 3, 1 of 2).
    const home = (await body(studyHandlers(), ['POST', '/study-course/studies/load', STUDY_LOAD])).result;
    expect(home.stdDays.map((each) => each.prgssRate)).toEqual([100, 100, 60, 0, 0]);
  });

  it.each(['load', 'video', 'open', 'progress', 'upload'] as const)(
    'answers a failing %s call with a declared 500',
    async (fail) => {
      const list = await answers(dailyHandlers({ fail }), [...day, upload()]);
      expectAllowed(list);
      expect(list.some((a) => a.status === 500)).toBe(true);
    },
  );

  it('answers a week without a manual and holds a loading one', async () => {
    expectAllowed(await answers(dailyHandlers({ missingManual: true }), day.slice(0, 1)));
    expect(await held(dailyHandlers({ hold: 'load' }), day[0]!)).toBe('held');
  });
});

describe("given the demo's recordings", () => {
  it("were made in the bank's speak units: every speak unit of A-1-1 and A-1-2, and only those", () => {
    for (const week of [1, 2]) {
      const manual = (bank as StudyManual[]).find((each) => each.stdStep === 1 && each.stdWeek === week);
      const speak = manual?.days.flatMap((day) =>
        day.units
          .filter((unit) => unit.kind === 'speak')
          .map((unit) => ({ day: day.stdDay, unit: unit.stdUnit })),
      );
      expect(speak).toEqual(DEMO_SPEAK_UNITS);
    }
  });
});

describe("given the demo's coin week", () => {
  it("names each unit paid by its title in the bank's manual of that day", () => {
    const units = DEMO_COIN_EVENTS.filter((event) => event.source === 'unit');
    expect(units.length).toBeGreaterThan(0);
    for (const { description } of units) {
      const text = description ?? '';
      const [, step, week, day, title] = /^A코스 (\d)단계 (\d)주 (\d)일차 (.+)$/.exec(text) ?? [];
      const manual = (bank as StudyManual[]).find(
        (each) => each.stdStep === Number(step) && each.stdWeek === Number(week),
      );
      const titles = manual?.days
        .find((each) => each.stdDay === Number(day))
        ?.units.map((unit) => unit.title);
      expect(titles, text).toContain(title);
    }
  });
});

describe('given the sample day handlers (ADR 047)', () => {
  const probe: Probe = ['GET', '/study-course/sample/day'];

  it('answers the day, a declared 500 when failing, and holds a loading one', async () => {
    const handlers = sampleDayHandlers();
    const list = await answers(handlers, [probe]);
    expectAllowed(list);
    expectEveryHandlerUsed(handlers);
    expect(list.map((a) => a.status)).toEqual([200]);
    const failing = await answers(sampleDayHandlers({ fail: true }), [probe]);
    expectAllowed(failing);
    expect(failing.map((a) => a.status)).toEqual([500]);
    expect(await held(sampleDayHandlers({ hold: true }), probe)).toBe('held');
  });
});

describe('given the my page handlers', () => {
  const month = (offset: number) => {
    const date = new Date();
    date.setUTCMonth(date.getUTCMonth() + offset, 1);
    return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  const probes: Probe[] = [
    ['GET', '/mypage/studies/atndn'],
    ['GET', `/mypage/studies/learning?srchYyMm=${month(-1)}`],
    ['GET', `/mypage/studies/learning?srchYyMm=${month(-3)}`],
    ['GET', '/mypage/studies/report'],
    ['GET', '/mypage/studies/ptflo?pageNo=2&pageRow=10'],
    ['GET', '/mypage/studies/ptflo?srchText=A-1-2'],
    ['GET', '/mypage/tests/attempts'],
    ['GET', '/mypage/tests/attempts?pageNo=9&pageRow=5'],
    ['GET', '/mypage/level-tests'],
  ];

  it.each([
    ['by default', {}],
    ['for a member who has not studied', { empty: true }],
    ['with three recordings', { recordingCount: 3 }],
    ['with a test under way', { taking: true, attemptCount: 3 }],
    ['with the attempts failing', { fail: 'attempts' as const }],
    ['with the learning failing', { fail: 'learning' as const }],
    ['with the recordings failing', { fail: 'recordings' as const }],
    ['with no level test taken', { levelReports: [] }],
    ['with the level tests failing', { fail: 'levelTests' as const }],
  ])('answers as the contract says %s', async (_name, options) => {
    const handlers = mypageHandlers(options);
    expectAllowed(await answers(handlers, probes));
    expectEveryHandlerUsed(handlers);
  });

  it('holds the call a loading scenario names, and every call named', async () => {
    expect(await held(mypageHandlers({ hold: 'report' }), probes[3]!)).toBe('held');
    const all = mypageHandlers({ hold: ['learning', 'attendance'] });
    expect(await held(all, probes[0]!)).toBe('held');
    expect(await held(all, probes[1]!)).toBe('held');
    expect(await held(all, probes[3]!)).toBe('answered');
  });
});

describe('given the spaced review handlers (issue 30)', () => {
  const today: Probe = ['GET', '/study-course/review'];
  const answer = (cardId: string, answrs: string[]): Probe => [
    'POST',
    '/study-course/review/answer',
    { cardId, answrs },
  ];
  /** Today's review and the answer of its first card, right: every call a scenario makes, in a session's order. */
  const session: Probe[] = [today, answer('101', ['1']), answer('101', ['1']), answer('999', ['1']), today];

  async function result<T>(handlers: HttpHandler[], probe: Probe): Promise<{ status: number; body: T }> {
    const response = await getResponse([...handlers, notFound], request(probe));
    if (!response) throw new Error('no handler answered');
    return { status: response.status, body: (await response.json()) as T };
  }
  type Today = { result: { items: { cardId: string; kind: string; word: { choices: unknown[] } | null }[] } };

  it.each([
    ['by default', {}],
    ['with fourteen cards due (ten listed)', { due: 14 }],
    ['with the questions first', { questionsFirst: true }],
    ['with some answered earlier today', { due: 4, answeredToday: 2 }],
    ['with a card answered in another tab', { elsewhere: 1 }],
    ['with a card gone', { gone: 1 }],
    ['with the first answer failing', { failAnswers: 1 }],
    ['with the answers failing', { fail: 'answer' as const }],
    ['with today failing', { fail: 'today' as const }],
    ['for a member who may not study', { refused: true }],
  ] satisfies [string, ReviewOptions][])('answers as the contract says %s', async (_name, options) => {
    const handlers = reviewHandlers(options);
    expectAllowed(await answers(handlers, session));
    expectEveryHandlerUsed(handlers);
  });

  it.each([
    ['all done today', 'done'],
    ['the day’s ten done, more due', 'limit'],
    ['nothing scheduled yet', 'empty'],
  ] as const)('answers today’s review %s, and refuses an answer (404)', async (_name, state) => {
    const handlers = reviewHandlers({ state });
    const list = await answers(handlers, [today, answer('101', ['1'])]);
    expectAllowed(list);
    expect(list.map((a) => a.status)).toEqual([200, 404]);
  });

  it('lists the due cards, words and missed questions, with no answer in them', async () => {
    const { body } = await result<Today & Record<string, unknown>>(reviewHandlers(), today);
    expect(body.result.items.map((item) => item.kind)).toEqual([
      'word',
      'question',
      'word',
      'word',
      'question',
      'word',
    ]);
    expect(body.result.items[0]?.word?.choices).toHaveLength(4);
    expect(JSON.stringify(body)).not.toMatch(/corrAnswrs|questnCmmtry|questnTrans|example/);
    expect(body.result).toMatchObject({
      limit: 10,
      doneToday: 0,
      dueCount: 6,
      words: { total: 15, remembered: 11 },
    });
    const many = await result<Today & { result: { dueCount: number } }>(reviewHandlers({ due: 14 }), today);
    expect(many.body.result.items).toHaveLength(10);
    expect(many.body.result.dueCount).toBe(14);
  });

  it('marks an answer against its key, once a day, and leaves the card out of today’s review after', async () => {
    const handlers = reviewHandlers();
    const { body } = await result<Today>(handlers, today);
    const first = body.result.items[0];
    const choices = (first?.word?.choices ?? []) as { choice: string; ko: string }[];
    const right = choices.find((choice) => choice.ko === '아빠')?.choice ?? '';
    const wrong = choices.find((choice) => choice.ko !== '아빠')?.choice ?? '';
    const marked = await result<{ result: { correct: boolean; corrAnswrs: string[]; remaining: number } }>(
      handlers,
      answer('101', [right]),
    );
    expect(marked.body.result).toMatchObject({ correct: true, corrAnswrs: [right], remaining: 5 });
    expect((await result(handlers, answer('101', [wrong]))).status).toBe(409);
    const after = await result<Today & { result: { doneToday: number } }>(handlers, today);
    expect(after.body.result.items.map((item) => item.cardId)).not.toContain('101');
    expect(after.body.result.doneToday).toBe(1);
    // The "choose two" question: half right is wrong.
    const half = await result<{ result: { correct: boolean; corrAnswrs: string[] } }>(
      handlers,
      answer('201', ['1', '3']),
    );
    expect(half.body.result).toMatchObject({ correct: false, corrAnswrs: ['1', '2'] });
    expect((await result(handlers, answer('103', ['5']))).status).toBe(400);
  });

  it('holds the call a loading scenario names', async () => {
    expect(await held(reviewHandlers({ hold: 'today' }), today)).toBe('held');
    expect(await held(reviewHandlers({ hold: 'answer' }), answer('101', ['1']))).toBe('held');
    expect(await held(reviewHandlers({ hold: 'answer' }), today)).toBe('answered');
  });
});

describe('given the boards handlers', () => {
  const post = { title: '단어장이 궁금해요', content: '단어장은 어디에 있나요?' };
  const probes: Probe[] = [
    ['GET', '/mypage/inquiries?pageNo=1&pageRow=10'],
    ['GET', '/mypage/inquiries?srchTp=T&srchText=%EB%85%B9%EC%9D%8C'],
    ['POST', '/mypage/inquiries', post],
    ['POST', '/mypage/inquiries', { title: '', content: '' }],
    ['GET', '/mypage/inquiries/1'],
    ['GET', '/mypage/inquiries/999'],
    ['POST', '/mypage/inquiries/2', { title: '녹음 소리가 작아요', content: '마이크가 작아요.' }],
    ['POST', '/mypage/inquiries/1', post],
    ['POST', '/mypage/inquiries/999', post],
    ['POST', '/mypage/inquiries/2/delete'],
    ['POST', '/mypage/inquiries/2/delete'],
    ['GET', '/site-mgr/qna?srchContTp=03'],
    ['POST', '/site-mgr/qna', { ...post, contTp: '02' }],
    ['POST', '/site-mgr/qna', { ...post, contTp: '' }],
    ['GET', '/site-mgr/qna/5'],
    ['GET', '/site-mgr/qna/6'],
    ['POST', '/site-mgr/qna/5', { ...post, contTp: '01' }],
    ['POST', '/site-mgr/qna/404', { ...post, contTp: '01' }],
    ['POST', '/site-mgr/qna/5/delete'],
    ['GET', '/mypage/memos'],
    ['POST', '/mypage/memos', { content: '크레파스 챙기기' }],
    ['POST', '/mypage/memos', { content: '   ' }],
    ['GET', '/mypage/memos/4'],
    ['GET', '/mypage/memos/40'],
    ['POST', '/mypage/memos/4', { checked: true }],
    ['POST', '/mypage/memos/40', { checked: true }],
    ['POST', '/mypage/memos/3/delete'],
    ['POST', '/mypage/memos/3/delete'],
  ];

  it('pages, searches, writes, refuses and deletes as the contract says', async () => {
    const handlers = boardHandlers();
    const list = await answers(handlers, probes);
    expectAllowed(list);
    expectEveryHandlerUsed(handlers);
    expect(list.map((a) => a.status)).toEqual([
      200, 200, 200, 400, 200, 404, 200, 409, 404, 200, 404, 200, 200, 400, 200, 404, 200, 404, 200, 200, 200,
      400, 200, 404, 200, 404, 200, 404,
    ]);
  });

  it.each([
    ['empty', { empty: true }],
    ['with many inquiries', { manyInquiries: 10 }],
    ['failing', { fail: true }],
  ])('answers its lists as the contract says when %s', async (_name, options) => {
    const lists = probes.filter(([method, path]) => method === 'GET' && !/\/\d+$/.test(path.split('?')[0]!));
    expectAllowed(await answers(boardHandlers(options), lists));
  });

  it.each([
    ['refused about a field', { status: 400, message: '내용 항목을 확인해주세요.' }, 400],
    ['failing', { status: 500, message: '서버 오류가 발생했습니다.' }, 500],
  ] as const)(
    'answers every write as the contract says when writes are %s',
    async (_name, failWrites, status) => {
      const writes = probes.filter(([method, path]) => method === 'POST' && !path.endsWith('/delete'));
      const list = await answers(boardHandlers({ failWrites }), writes);
      expectAllowed(list);
      expect(new Set(list.map((a) => a.status))).toEqual(new Set([status]));
    },
  );

  it('holds the lists while loading', async () => {
    expect(await held(boardHandlers({ hold: true }), probes[0]!)).toBe('held');
  });
});

describe('given the test paper handlers', () => {
  const common = { stdTstTp: 'W', questnCd: 'W-A-1-1', tstCd: 'T1', usrgbn: 'member' };
  const probes: Probe[] = [
    ['GET', '/study-course/tests/in-progress?stdTstTp=W&usrgbn=member&stdCourse=A&stdStep=1&stdWeek=1'],
    [
      'POST',
      '/study-course/tests/load',
      { stdTstTp: 'W', usrgbn: 'member', stdCourse: 'A', stdStep: 1, stdWeek: 1 },
    ],
    ['POST', '/study-course/tests/answers', { ...common, questnSeq: 1, answrs: ['1'], rev: 1 }],
    ['POST', '/study-course/tests/answr', { ...common, questnAnswrs: [{ questnSeq: 1, answrs: ['1'] }] }],
    ['POST', '/study-course/tests/result/paper', { stdTstTp: 'W', usrgbn: 'member', tstCd: 'T1' }],
    ['POST', '/study-course/tests/preview', { questnCd: 'W-A-1-1', token: 'preview' }],
  ];

  it.each([
    ['by default', {}],
    [
      'resumed with saved answers',
      { loaded: { savedAnswrs: [{ questnSeq: 1, answrs: ['1'], rev: 1, savedAt: 0 }] } },
    ],
    [
      'with the load refused (403)',
      { fail: { call: 'load', status: 403, message: '지도휴회(취소) 회원입니다.' } },
    ],
    [
      'with the load failing (500)',
      { fail: { call: 'load', status: 500, message: '서버 오류가 발생했습니다.' } },
    ],
    [
      'with the submit failing',
      { fail: { call: 'answr', status: 500, message: '서버 오류가 발생했습니다.' } },
    ],
    ['with the autosave closed', { fail: { call: 'answers', status: 409, message: '시험이 끝났어요.' } }],
    ['with an attempt in progress in another tab', { inProgress: 403 }],
    [
      'with the lookup of an attempt in progress refused (403)',
      { fail: { call: 'inProgress', status: 403, message: '지도휴회(취소) 회원입니다.' } },
    ],
  ] satisfies [string, TestPaperOptions][])('answers as the contract says %s', async (_name, options) => {
    const handlers = testPaperHandlers(options);
    expectAllowed(await answers(handlers, probes));
    expectEveryHandlerUsed(handlers);
  });

  it('says an attempt is in progress, with its seconds left, only when told to', async () => {
    const lookup = async (options: TestPaperOptions) => {
      const response = await getResponse(testPaperHandlers(options), request(probes[0]!));
      return response?.json();
    };
    expect(await lookup({})).toEqual({ result: { inProgress: false } });
    expect(await lookup({ inProgress: 403 })).toEqual({
      result: { inProgress: true, remainingSeconds: 403 },
    });
  });

  it('leaves autosaves on their way when told to', async () => {
    expect(await held(testPaperHandlers({ holdAnswers: true }), probes[2]!)).toBe('held');
  });
});

describe('given the account handlers (find id, find password, password change)', () => {
  const CALL_PATHS = {
    findId: 'find/id',
    findPassword: 'find/password',
    verifyResetCode: 'find/password/code',
    password: 'password',
  } as const;
  const probes: Probe[] = [
    ['POST', '/auth/students/find/id', { memNm: ' 김민준 ', memBirth: '20150305' }],
    ['POST', '/auth/students/find/id', { memNm: '김민준', memBirth: '20150306' }],
    ['POST', '/auth/students/find/id', { memNm: '김민준', memBirth: '20150230' }],
    [
      'POST',
      '/auth/students/find/password',
      { memLoginId: 'student01', memNm: '김민준', memBirth: '20150305' },
    ],
    [
      'POST',
      '/auth/students/find/password',
      { memLoginId: 'student02', memNm: '김민준', memBirth: '20150305' },
    ],
    ['POST', '/auth/students/find/password/code', { memLoginId: 'student01', code: FAKE_RESET_CODE }],
    ['POST', '/auth/students/find/password/code', { memLoginId: 'student01', code: '654321' }],
    ['POST', '/auth/students/find/password/code', { memLoginId: 'student01', code: '12 3' }],
    ['POST', '/auth/students/password', { memPwd: 'buddy1234ab', chgPwd: 'newpass1234' }],
    ['POST', '/auth/students/password', { chgPwd: 'newpass1234' }],
    ['POST', '/auth/students/password', { memPwd: 'buddy1234ab', chgPwd: 'short' }],
    ['POST', '/auth/students/password', { chgPwd: 'newpass1234', chkTp: 'PWF' }],
  ];

  it('finds the demo members, masks the id and refuses what the server refuses', async () => {
    const handlers = authHandlers();
    const list = await answers(handlers, probes);
    expectAllowed(list);
    expectEveryHandlerUsed(handlers);
    expect(list.map((a) => a.status)).toEqual([200, 404, 400, 200, 404, 200, 400, 400, 200, 400, 400, 200]);
    expect(maskedLoginId('student01')).toBe('st*****01');
  });

  it('refuses a password change without a bearer token', async () => {
    const response = await getResponse(
      authHandlers(),
      new Request(`${ORIGIN}/auth/students/password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ memPwd: 'buddy1234ab', chgPwd: 'newpass1234' }),
      }),
    );
    expect(response?.status).toBe(401);
    const body: unknown = await response?.json();
    expect(checkAnswer('POST', `${ORIGIN}/auth/students/password`, 401, body)).toEqual([]);
  });

  it.each([
    [
      'with no member found',
      {
        fail: { call: 'findId', status: 404, code: 'MEMBER_NOT_FOUND', message: '일치하는 회원이 없습니다.' },
      },
    ],
    [
      'with find id throttled',
      { fail: { call: 'findId', status: 429, code: 'THROTTLED', message: '잠시 후 다시 시도해 주세요.' } },
    ],
    [
      'with find password failing',
      { fail: { call: 'findPassword', status: 500, code: 'INTERNAL', message: '서버 오류가 발생했습니다.' } },
    ],
    [
      'with no mail server for the code',
      {
        fail: {
          call: 'findPassword',
          status: 503,
          code: 'RESET_UNAVAILABLE',
          message: '확인 번호 메일을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
        },
      },
    ],
    [
      'with a code used up',
      {
        fail: {
          call: 'verifyResetCode',
          status: 400,
          code: 'CODE_LOCKED',
          message: '확인 번호를 여러 번 틀려 더 쓸 수 없습니다. 확인 번호를 다시 받아 주세요.',
        },
      },
    ],
    [
      'with a wrong current password',
      {
        fail: {
          call: 'password',
          status: 400,
          code: 'CURRENT_PASSWORD_MISMATCH',
          message: '현재 비밀번호가 일치하지 않습니다.',
        },
      },
    ],
  ] satisfies [string, AuthOptions][])('answers as the contract says %s', async (_name, options) => {
    const list = await answers(authHandlers(options), probes);
    expectAllowed(list);
    const failed = list.filter((a) => a.where === `POST /auth/students/${CALL_PATHS[options.fail.call]}`);
    expect(new Set(failed.map((a) => a.status))).toEqual(new Set([options.fail.status]));
  });
});

describe('given the level-test registration handlers', () => {
  const probe: Probe = [
    'POST',
    '/study-course/tests/level/candidates',
    { usrnm: '김민준', school: '버디초등학교', grade: 4 },
  ];

  it.each([
    ['by default', {}, 200],
    ['refused by the rate limit', { fail: { status: 429, message: '잠시 후 다시 시도해 주세요.' } }, 429],
    ['refused', { fail: { status: 400, message: '이름 항목을 확인해주세요.' } }, 400],
    ['failing', { fail: { status: 500, message: '서버 오류가 발생했습니다.' } }, 500],
  ] satisfies [string, LevelTestOptions, number][])(
    'answers as the contract says %s',
    async (_name, options, status) => {
      const handlers = levelTestHandlers(options);
      const list = await answers(handlers, [probe, probe]);
      expectAllowed(list);
      expectEveryHandlerUsed(handlers);
      expect(list.map((a) => a.status)).toEqual([status, status]);
    },
  );

  it.each([
    ['by default', {}, 200],
    ['refused by the rate limit', { fail: { status: 429, message: '잠시 후 다시 시도해 주세요.' } }, 429],
    ['failing', { fail: { status: 500, message: '서버 오류가 발생했습니다.' } }, 500],
  ] satisfies [string, LevelTestOptions, number][])(
    "answers the sample test's pass as the contract says %s",
    async (_name, options, status) => {
      const handlers = sampleTestHandlers(options);
      const list = await answers(handlers, [['POST', '/study-course/tests/sample/candidates']]);
      expectAllowed(list);
      expectEveryHandlerUsed(handlers);
      expect(list.map((a) => a.status)).toEqual([status]);
    },
  );

  it('gives each registration its own candidate id', async () => {
    const handlers = levelTestHandlers();
    const ids = [];
    for (let i = 0; i < 2; i++) {
      const response = await getResponse(handlers, request(probe));
      ids.push(((await response?.json()) as { result: { lvtCdtId: string } }).result.lvtCdtId);
    }
    expect(ids).toEqual(['1', '2']);
  });
});

describe("given a level test's report handlers (issue 30, ADR 074)", () => {
  const own: Probe = ['POST', '/study-course/tests/level/report', { tstCd: 'T1', usrgbn: 'member' }];
  const visitorOwn: Probe = [
    'POST',
    '/study-course/tests/level/report',
    { tstCd: 'T2', usrgbn: 'user', lvtCdtId: 'C1' },
  ];
  const shared = (code: string): Probe => ['GET', `/level-tests/results/${code}`];
  const list: Probe = ['GET', '/mypage/level-tests'];
  const probes: Probe[] = [
    own,
    visitorOwn,
    shared(LATEST_LEVEL_REPORT.resultCd),
    shared(EARLIER_LEVEL_REPORT.resultCd),
    shared(UNKNOWN_RESULT_CODE),
    shared('short'),
    list,
  ];
  const body = async (handlers: HttpHandler[], probe: Probe) =>
    (await getResponse(handlers, request(probe)))?.json() as Promise<Record<string, unknown>>;

  it.each([
    ['by default', {}, [200, 200, 200, 200, 404, 400, 200]],
    ['for a paper without levels', { withoutLevels: true }, [200, 200, 200, 200, 404, 400, 200]],
    ['for a member who took none', { reports: [] }, [404, 404, 404, 404, 404, 400, 200]],
    ['with the report failing', { fail: 'report' }, [500, 500, 200, 200, 404, 400, 200]],
    ['with the link failing', { fail: 'shared' }, [200, 200, 500, 500, 500, 500, 200]],
    ['with the list failing', { fail: 'list' }, [200, 200, 200, 200, 404, 400, 500]],
  ] satisfies [string, LevelReportOptions, number[]][])(
    'answers as the contract says %s',
    async (_name, options, statuses) => {
      const handlers = levelReportHandlers(options);
      const list = await answers(handlers, probes);
      expectAllowed(list);
      expectEveryHandlerUsed(handlers);
      expect(list.map((a) => a.status)).toEqual(statuses);
    },
  );

  it('reckons the demo report as the server would: B코스 1단계, listening 8/9 the best, 50 points', () => {
    expect(LATEST_LEVEL_REPORT).toMatchObject({ lvtGrd: 3, tstScore: 50 });
    expect(LATEST_LEVEL_REPORT.recommendation).toMatchObject({
      stdCourse: 'B',
      stdStep: 1,
      blocks: [
        { stdCourse: 'B', right: 9, total: 10 },
        { stdCourse: 'C', right: 4, total: 10 },
        { stdCourse: 'D', right: 2, total: 10 },
      ],
      sections: [
        { section: 'listening', right: 8, total: 9 },
        { section: 'words', right: 5, total: 9 },
        { section: 'sentences', right: 0, total: 6 },
        { section: 'reading', right: 2, total: 6 },
      ],
    });
    expect(EARLIER_LEVEL_REPORT.recommendation).toMatchObject({ stdCourse: 'A', stdStep: 4 });
    expect(UNLEVELLED_REPORT.recommendation).toBeNull();
  });

  it('opens a report by its code, with no name, school or answers in it, and says a wrong code in Korean', async () => {
    const handlers = levelReportHandlers();
    const found = await body(handlers, shared(EARLIER_LEVEL_REPORT.resultCd));
    expect(found).toEqual({ result: EARLIER_LEVEL_REPORT });
    expect(Object.keys(found.result as object).sort()).toEqual([
      'lvtGrd',
      'recommendation',
      'resultCd',
      'submittedAt',
      'tstScore',
    ]);
    expect(await body(handlers, shared(UNKNOWN_RESULT_CODE))).toEqual({
      message: '레벨 테스트 결과를 찾을 수 없어요. 받은 링크를 다시 확인해 주세요.',
      code: 'LEVEL_REPORT_NOT_FOUND',
    });
  });

  it('lists the past level tests newest first, and none for a member who took none', async () => {
    expect(await body(levelReportHandlers(), list)).toEqual({
      result: [LATEST_LEVEL_REPORT, EARLIER_LEVEL_REPORT],
    });
    expect(await body(levelReportHandlers({ reports: [] }), list)).toEqual({ result: [] });
  });

  it('holds the calls a loading scenario names', async () => {
    const handlers = levelReportHandlers({ hold: ['report', 'shared'] });
    expect(await held(handlers, own)).toBe('held');
    expect(await held(handlers, shared(LATEST_LEVEL_REPORT.resultCd))).toBe('held');
    expect(await held(handlers, list)).toBe('answered');
    expect(await held(levelReportHandlers({ hold: 'list' }), list)).toBe('held');
  });
});

describe('given a fake that breaks the contract', () => {
  it('fails a wrong fixture: a grade sent as a number', async () => {
    const wrong = { ...memberOf('student01'), memGd: 3 } as unknown as Member;
    const [answer] = await answers(sessionHandlers({ member: wrong }), [['GET', '/mypage/profile']]);
    expect(answer?.problems.join()).toMatch(/memGd.*must be string/);
  });

  it('fails a field the contract does not have', async () => {
    const wrong = { ...memberOf('student01'), nickname: '민준이' } as unknown as Member;
    const [answer] = await answers(sessionHandlers({ member: wrong }), [['GET', '/mypage/profile']]);
    expect(answer?.problems.join()).toMatch(/must NOT have additional properties/);
  });

  it('fails a status the operation does not declare', async () => {
    const wrong = [
      http.untyped.get('*/v2/mypage/profile', () =>
        HttpResponse.json({ result: memberOf('student01') }, { status: 201 }),
      ),
    ];
    const [answer] = await answers(wrong, [['GET', '/mypage/profile']]);
    expect(answer?.problems.join()).toMatch(/status 201 is not declared for GET \/mypage\/profile/);
  });

  it('fails an error body without a message', async () => {
    const wrong = [
      http.untyped.get('*/v2/mypage/profile', () => HttpResponse.json({ code: 'X' }, { status: 401 })),
    ];
    const [answer] = await answers(wrong, [['GET', '/mypage/profile']]);
    expect(answer?.problems).not.toEqual([]);
  });

  it('fails anything but 404 on a path the contract does not have', async () => {
    const wrong = [http.untyped.get('*/v2/made-up', () => HttpResponse.json({ result: true }))];
    const [answer] = await answers(wrong, [['GET', '/made-up']]);
    expect(answer?.problems.join()).toMatch(/no such operation/);
  });
});

describe('given the site handlers', () => {
  const site: Probe[] = [
    ['GET', '/main?deviceTp=pc'],
    ['GET', '/site-mgr/notices'],
    ['GET', '/site-mgr/notices?pageNo=9&srchTp=T&srchText=%EB%B0%A9%ED%95%99'],
    ['GET', '/site-mgr/notices/23'],
    ['GET', '/site-mgr/notices/1'],
    ['GET', '/site-mgr/faq'],
    ['GET', '/site-mgr/faq?srchFaqTp=02&srchTp=D&srchText=%EC%9D%B4%EB%A6%84'],
    ['GET', '/branches?salesOfficeCd=02&srchText=%EB%B6%84%EB%8B%B9'],
    ['GET', '/branches/office'],
    ['GET', '/branches/B0101'],
    [
      'POST',
      '/site-mgr/trial-requests',
      { childGrade: '2', parentName: '김엄마', phone: '01012345678', branchCd: 'B0101', consent: true },
    ],
  ];
  const calls: SiteCall[] = ['home', 'notices', 'notice', 'faq', 'branches', 'branch', 'offices', 'trial'];

  it.each([
    ['by default', {}],
    ['with nothing in it', { empty: true }],
    ['without popups', { noPopups: true }],
    ['with every call failing', { fail: calls }],
  ])('answers as the contract says %s', async (_name, options) => {
    const handlers = siteHandlers(options);
    expectAllowed(await answers(handlers, site));
    expectEveryHandlerUsed(handlers);
  });

  it('pages, searches, finds neighbours and answers 404 for what is not there', async () => {
    const list = await answers(siteHandlers(), [
      ...site,
      ['GET', '/site-mgr/notices/999'],
      ['GET', '/branches/B9999'],
      [
        'POST',
        '/site-mgr/trial-requests',
        { childGrade: '2', parentName: '김엄마', phone: '1234', branchCd: 'B0101', consent: true },
      ],
      [
        'POST',
        '/site-mgr/trial-requests',
        { childGrade: '2', parentName: '김엄마', phone: '01012345678', branchCd: 'B9999', consent: true },
      ],
    ]);
    expectAllowed(list);
    expect(list.map((a) => a.status)).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 404, 404, 400, 400,
    ]);
  });

  it('holds the call a loading scenario names', async () => {
    expect(await held(siteHandlers({ hold: ['faq'] }), site[5]!)).toBe('held');
    expect(await held(siteHandlers({ hold: ['faq'] }), site[1]!)).toBe('answered');
  });
});

describe('the library fake', () => {
  const library: Probe[] = [
    ['GET', '/buddy-lib/animations/ani'],
    ['GET', '/buddy-lib/animations/sng?pageNo=3&srchTp=T&srchText=Food'],
    ['GET', '/buddy-lib/audios/ebb?srchStdCourse=B&srchStdStep=2&srchStdWeek=2'],
    ['GET', '/buddy-lib/grammars/bsc?pageNo=9'],
    ['GET', '/buddy-lib/animations/ani/1'],
  ];

  it.each<[string, { fail?: LibraryCall[]; empty?: boolean }]>([
    ['ready', {}],
    ['failing', { fail: ['list', 'animation'] }],
    ['empty', { empty: true }],
  ])('answers only what the contract allows when %s', async (_name, options) => {
    const handlers = libraryHandlers(options);
    expectAllowed(await answers(handlers, library));
    expectEveryHandlerUsed(handlers);
  });

  it('applies the table to the member, and the preview to a visitor', async () => {
    const denied = await answers(libraryHandlers({ profile: { memGuideFee: 30000, memRnlYn: 'NNNNNN' } }), [
      ['GET', '/buddy-lib/animations/ani'],
      ['GET', '/buddy-lib/word/wd'],
      ['GET', '/buddy-lib/audios/ani'],
    ]);
    expectAllowed(denied);
    expect(denied.map((a) => a.status)).toEqual([403, 200, 404]);
    const handlers = libraryHandlers();
    const visit = async (path: string) => {
      const req = new Request(`${ORIGIN}${path}`);
      const response = await getResponse([...handlers, notFound], req);
      const body: unknown = await response?.json();
      expect(checkAnswer(req.method, req.url, response?.status ?? 0, body)).toEqual([]);
      return { status: response?.status, body };
    };
    const preview = await visit('/buddy-lib/animations/ani?pageNo=2');
    expect(preview.body).toMatchObject({ preview: true, page: { pageNo: 1, pageRow: 6, totalCount: 5 } });
    expect(await visit('/buddy-lib/reading/read')).toMatchObject({
      status: 403,
      body: { message: '사용권한이 없습니다.' },
    });
    expect((await visit('/buddy-lib/animations/ani/6')).status).toBe(403);
  });

  it('holds the call a loading scenario names', async () => {
    expect(await held(libraryHandlers({ hold: ['list'] }), library[0]!)).toBe('held');
    expect(await held(libraryHandlers({ hold: ['list'] }), library[4]!)).toBe('answered');
  });
});

describe('the typing game fake', () => {
  const round = {
    roundId: '0b7f6c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
    gameTp: 'words',
    lines: [{ prompt: 'apple', typed: 'applz', ms: 3000 }],
  };
  const game: Probe[] = [
    ['POST', '/reward/game/round', { gameTp: 'words' }],
    ['POST', '/reward/game/result', round],
    ['GET', '/reward/game/result/ranking?gameTp=words'],
  ];

  it.each<[string, GameOptions]>([
    ['ready', {}],
    ['empty', { empty: true }],
    ['denied', { denied: true }],
    ['refusing', { refuse: 'GAME_TOO_FAST' }],
    ['failing', { fail: ['round', 'result', 'ranking'] }],
  ])('answers only what the contract allows when %s', async (_name, options) => {
    const handlers = gameHandlers(options);
    expectAllowed(await answers(handlers, game));
    expectEveryHandlerUsed(handlers);
  });

  /** A round the fake issues, typed with the last letter of each line wrong. */
  async function play(handlers: HttpHandler[]) {
    const issued = await getResponse([...handlers, notFound], request(game[0]!));
    const { result } = (await issued?.json()) as {
      result: { roundId: string; prompts: { text: string }[] };
    };
    const lines = result.prompts.map(({ text }) => ({
      prompt: text,
      typed: `${text.slice(0, -1)}#`,
      ms: 3000,
    }));
    const body = { roundId: result.roundId, gameTp: 'words', lines };
    return getResponse([...handlers, notFound], request(['POST', '/reward/game/result', body]));
  }

  it('reckons a round it issued as the server does and ranks the member by it', async () => {
    const handlers = gameHandlers({ empty: true });
    expect((await play(handlers))?.status).toBe(200);
    const response = await getResponse([...handlers, notFound], request(game[2]!));
    const body = (await response?.json()) as { result: { rows: { mine: boolean; accuracy: number }[] } };
    expect(body.result.rows).toEqual([expect.objectContaining({ mine: true, rank: 1 })]);
    expect(body.result.rows[0]?.accuracy).toBeLessThan(100);
  });

  it('refuses, as the server does, a round it never issued and lines it did not issue (ADR 058)', async () => {
    const handlers = gameHandlers();
    const forged = await getResponse([...handlers, notFound], request(game[1]!));
    expect(forged?.status).toBe(400);
    expect(await forged?.json()).toEqual({
      code: 'GAME_NOT_ISSUED',
      message: GAME_REFUSAL_MESSAGES.GAME_NOT_ISSUED,
    });
    const issued = await getResponse([...handlers, notFound], request(game[0]!));
    const { result } = (await issued?.json()) as { result: { roundId: string } };
    const other = await getResponse(
      [...handlers, notFound],
      request(['POST', '/reward/game/result', { ...round, roundId: result.roundId }]),
    );
    expect(await other?.json()).toMatchObject({ code: 'GAME_PROMPTS' });
  });

  it('holds the call a loading scenario names', async () => {
    expect(await held(gameHandlers({ hold: ['ranking'] }), game[2]!)).toBe('held');
    expect(await held(gameHandlers({ hold: ['round'] }), game[0]!)).toBe('held');
  });
});

describe('the QR answer sheets fake', () => {
  it.each([
    ['ready', {}],
    ['empty', { empty: true }],
    ['failing', { fail: true }],
  ])('answers only what the contract allows when %s', async (_name, options) => {
    const handlers = qrHandlers(options);
    expectAllowed(
      await answers(handlers, [['GET', '/qrcode/findFiles?srchCatgrTp=C&srchAnswerSheetDvcd=WB']]),
    );
    expectEveryHandlerUsed(handlers);
  });
});

describe('the buddymon fake (ADR 034)', () => {
  const LAYOUT = JSON.stringify({ characterId: 11, model: { layers: [] } });
  const reward: Probe[] = [
    ['GET', '/reward/buddymon/main'],
    ['GET', '/reward/buddymon/official?simpleYn=N'],
    ['POST', '/reward/buddymon/official', { itemId: 11, dpyData: LAYOUT }],
    ['POST', '/reward/buddymon/official', { itemId: 12, dpyData: LAYOUT }],
    ['GET', '/reward/buddymon/items/categories?myRoomYn=Y'],
    ['GET', '/reward/buddymon/items?myRoomYn=N&srchCatgrTp=ACC&pageNo=1&pageRow=6'],
    ['POST', '/reward/buddymon/items', { itemId: 21 }],
    ['POST', '/reward/buddymon/items', { itemId: 21 }],
    ['POST', '/reward/buddymon/items', { itemId: 999 }],
    ['GET', '/reward/trans/stats/recent'],
    ['GET', '/reward/trans/stats/todayIncreasePoint'],
    ['GET', '/reward/buddymon/weekly'],
    ['GET', '/reward/buddymon/care'],
    ['POST', '/reward/buddymon/care', { action: 'FEED' }],
    ['POST', '/reward/buddymon/care', { action: 'MEDICINE', itemId: 51 }],
    ['GET', '/reward/buddymon/growth'],
    ['POST', '/reward/buddymon/growth', { seenStage: 2 }],
    ['GET', '/reward/buddymon/streak'],
    ['GET', '/reward/buddymon/streak?yyyymm=202601'],
    ['GET', '/reward/buddymon/streak?yyyymm=209901'],
    ['GET', '/reward/trans/stats?pageNo=1&pageRow=10'],
    ['GET', '/reward/trans/stats?srchSddate=2026-03-05&srchEddate=2026-03-01'],
  ];

  it.each<[string, RewardOptions]>([
    ['ready', {}],
    ['poor', { coins: 0 }],
    ['with a broken layout', { brokenLayout: true }],
    ['with no history', { emptyHistory: true }],
    ['owning nothing', { nothingOwned: true }],
    ['refusing purchases (COIN_SHORT)', { buyFails: 'COIN_SHORT' }],
    ['refusing purchases (ITEM_OWNED)', { buyFails: 'ITEM_OWNED' }],
    ['refusing purchases (ITEM_NOT_FOUND)', { buyFails: 'ITEM_NOT_FOUND' }],
    [
      'failing',
      { fail: ['lands', 'character', 'save', 'items', 'buy', 'summary', 'history', 'streak', 'growth'] },
    ],
  ])('answers only what the contract allows when %s', async (_name, options) => {
    const handlers = rewardHandlers(options);
    expectAllowed(await answers(handlers, reward));
    expectEveryHandlerUsed(handlers);
  });

  it('sells an item once, spends its coins, and refuses one the coins do not cover', async () => {
    // The crown (21) costs 50 and the balloon (31) 20, as in the content bank.
    const handlers = rewardHandlers({ coins: 60 });
    const statuses = (
      await answers(handlers, [
        ['POST', '/reward/buddymon/items', { itemId: 21 }],
        ['POST', '/reward/buddymon/items', { itemId: 21 }],
        ['POST', '/reward/buddymon/items', { itemId: 31 }],
      ])
    ).map((answer) => answer.status);
    expect(statuses).toEqual([200, 409, 409]);
    const summary = await getResponse(
      [...handlers, notFound],
      request(['GET', '/reward/trans/stats/recent']),
    );
    expect(((await summary?.json()) as { result: { rewardPoint: number } }).result.rewardPoint).toBe(10);
  });

  it('buys once per Idempotency-Key, like the server, and refuses the key for another item', async () => {
    const handlers = [...rewardHandlers({ coins: 40 }), notFound];
    const withKey = (itemId: number, key: string) => {
      const probe = request(['POST', '/reward/buddymon/items', { itemId }]);
      probe.headers.set('Idempotency-Key', key);
      return probe;
    };
    const key = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
    const first = await getResponse(handlers, withKey(31, key));
    const again = await getResponse(handlers, withKey(31, key));
    expect(first?.status).toBe(200);
    expect(await first?.json()).toEqual(await again?.json());
    const reused = await getResponse(handlers, withKey(21, key));
    expect(reused?.status).toBe(409);
    expect(((await reused?.json()) as { code: string }).code).toBe('PURCHASE_KEY_REUSED');
  });

  it.each([
    ['COIN_SHORT', 409],
    ['ITEM_OWNED', 409],
    ['ITEM_NOT_FOUND', 404],
  ] as const)('refuses a purchase the coins cover when told to fail with %s', async (code, status) => {
    const handlers = [...rewardHandlers({ coins: 500, buyFails: code }), notFound];
    const answer = await getResponse(handlers, request(['POST', '/reward/buddymon/items', { itemId: 31 }]));
    expect(answer?.status).toBe(status);
    expect(((await answer?.json()) as { code: string }).code).toBe(code);
  });

  it('starts with nothing owned and the empty layout when told to', async () => {
    const handlers = [...rewardHandlers({ nothingOwned: true }), notFound];
    const mine = await getResponse(
      handlers,
      request(['GET', '/reward/buddymon/items?myRoomYn=Y&pageNo=1&pageRow=9']),
    );
    const pet = await getResponse(handlers, request(['GET', '/reward/buddymon/official']));
    expect(((await mine?.json()) as { page: { totalCount: number } }).page.totalCount).toBe(0);
    expect(((await pet?.json()) as { result: { layout: unknown } }).result.layout).toEqual({
      characterId: 0,
      model: { layers: [] },
    });
  });

  it('answers a broken saved layout as the default empty layout', async () => {
    const response = await getResponse(
      [...rewardHandlers({ brokenLayout: true }), notFound],
      request(['GET', '/reward/buddymon/official']),
    );
    const body = (await response?.json()) as { result: { layout: unknown; dpyData: string } };
    expect(body.result.layout).toEqual({ characterId: 0, model: { layers: [] } });
    expect(body.result.dpyData).toBe('{"characterId":');
  });

  it('holds the call a loading scenario names', async () => {
    expect(await held(rewardHandlers({ hold: ['summary'] }), ['GET', '/reward/trans/stats/recent'])).toBe(
      'held',
    );
  });
});

describe('the growth album fake (ADR 035)', () => {
  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'pet.png', {
    type: 'image/png',
  });
  const svgAsPng = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'pet.png', { type: 'image/png' });
  const form = (cmmnt: string, file?: File) => {
    const body = new FormData();
    body.append('cmmnt', cmmnt);
    if (file) body.append('pictureFile', file, file.name);
    return body;
  };
  const album: Probe[] = [
    ['GET', '/reward/buddymon/pictures?pageNo=1&pageRow=8'],
    ['GET', '/reward/buddymon/pictures?pageNo=9&pageRow=8'],
    ['POST', '/reward/buddymon/pictures', form(' 찰칵 ')],
    ['POST', '/reward/buddymon/pictures', form('올린 사진', png)],
    ['POST', '/reward/buddymon/pictures', form('가짜 PNG', svgAsPng)],
    ['POST', '/reward/buddymon/pictures', form('   ')],
    ['POST', '/reward/buddymon/pictures/1/update', { cmmnt: '바뀐 말' }],
    ['POST', '/reward/buddymon/pictures/1/update', { cmmnt: '' }],
    ['POST', '/reward/buddymon/pictures/999/update', { cmmnt: '없는 사진' }],
    ['POST', '/reward/buddymon/pictures/1/delete'],
    ['POST', '/reward/buddymon/pictures/1/delete'],
  ];

  it.each<[string, AlbumOptions]>([
    ['ready', {}],
    ['empty', { empty: true }],
    ['full', { count: 200 }],
    ['failing', { fail: ['list', 'add', 'update', 'remove'] }],
  ])('answers only what the contract allows when %s', async (_name, options) => {
    const handlers = albumHandlers(options);
    expectAllowed(await answers(handlers, album));
    expectEveryHandlerUsed(handlers);
  });

  it('adds newest first, refuses what the server refuses, and pages by 8', async () => {
    const handlers = albumHandlers({ count: 8 });
    const statuses = (await answers(handlers, album.slice(2, 11))).map((answer) => answer.status);
    expect(statuses).toEqual([200, 200, 400, 400, 200, 400, 404, 200, 404]);
    const page = await getResponse(
      [...handlers, notFound],
      request(['GET', '/reward/buddymon/pictures?pageNo=1&pageRow=8']),
    );
    const body = (await page?.json()) as { page: { totalCount: number }; result: { cmmnt: string }[] };
    expect(body.page.totalCount).toBe(9);
    expect(body.result.map((picture) => picture.cmmnt).slice(0, 2)).toEqual(['올린 사진', '찰칵']);
  });

  it('refuses a picture past 200 with PICTURE_LIMIT', async () => {
    const [answer] = await answers(albumHandlers({ count: 200 }), [
      ['POST', '/reward/buddymon/pictures', form('한 장 더')],
    ]);
    expect(answer?.status).toBe(409);
  });

  it('holds the call a loading scenario names', async () => {
    expect(await held(albumHandlers({ hold: ['list'] }), ['GET', '/reward/buddymon/pictures'])).toBe('held');
  });
});
