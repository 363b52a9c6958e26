import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendance, portfolios, studyProgress, videoTickets } from '../src/db/schema';
import {
  bearer,
  createTestApp,
  expectContract,
  multipartBody,
  testClock,
  tokenFor,
  type TestApp,
} from './helpers';

/** 2026-03-02 14:59 UTC is 23:59 in Seoul. Tokens are short-lived: every test starts back here. */
const START = new Date('2026-03-02T14:59:00Z');
const SHOW = 'study/shows/A-1-1-1-1.json';
const STUDENT02 = '1000002';
const STUDENT03 = '1000003';

let t: TestApp;
let dataDir: string;
let student01: string;
let student02: string;
let student03: string;

interface Session {
  stdDays: {
    stdDay: number;
    prgssRate: number;
    stdUnits: { stdUnit: number; prgssRate: number; prgssData: string }[];
  }[];
  prgssRate: number;
}

function post(token: string | null, url: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/v2${url}`,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });
}

const unitOf = (session: Session, day: number, unit: number) =>
  session.stdDays.find((d) => d.stdDay === day)?.stdUnits.find((u) => u.stdUnit === unit);

const UNIT_FIELDS = { stdCourse: 'a', stdStep: '1', stdWeek: '1', stdDay: '1', stdUnit: '3' };
// Real recordings (Chromium's MediaRecorder, ffmpeg): the upload checks the whole container (recording-check.test.ts).
const sample = (name: string) =>
  readFileSync(fileURLToPath(new URL(`./fixtures/recordings/${name}`, import.meta.url)));
const WEBM = sample('chromium-opus.webm');
const OGG = sample('ffmpeg-opus.ogg');
const WAV = sample('ffmpeg-pcm.wav');
const M4A = sample('chromium-opus.m4a');

function upload(
  token: string | null,
  fields: Record<string, string>,
  file: Parameters<typeof multipartBody>[1],
) {
  const body = multipartBody(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/v2/study-course/studies/ptflo',
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

const recordingsOf = (memNo: string) => {
  const folder = path.join(dataDir, 'recordings', memNo);
  return existsSync(folder) ? readdirSync(folder) : [];
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'buddy-daily-'));
  t = await createTestApp({ config: { dataDir }, clock: testClock(START) });
  [student01, student02, student03] = await Promise.all([
    tokenFor(t.app, 'student01'),
    tokenFor(t.app, 'student02'),
    tokenFor(t.app, 'student03'),
  ]);
});
beforeEach(() => {
  t.clock.set(START);
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('given a unit slide show (load/video)', () => {
  it('gives a one-time address that opens the slides once', async () => {
    const response = await post(student01, '/study-course/studies/load/video', { url: SHOW });
    const { result } = expectContract(response, '/study-course/studies/load/video', 'post') as {
      result: { url: string; expiresIn: number };
    };
    expect(result.expiresIn).toBe(60);
    expect(result.url).toMatch(/^\/v2\/study-course\/studies\/video\/[A-Za-z0-9_-]{32}$/);

    const first = await t.app.inject({ method: 'GET', url: result.url });
    const slides = expectContract(first, '/study-course/studies/video/{ticket}', 'get') as {
      result: { image: string; audio: string; text: string }[];
    };
    expect(slides.result.length).toBeGreaterThan(0);
    expect(slides.result[0]?.image).toMatch(/^\/content\//);
    expect(slides.result[0]?.audio).toMatch(/^\/content\//);

    const again = await t.app.inject({ method: 'GET', url: result.url });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'VIDEO_EXPIRED' });
  });

  it('refuses the address after 60 seconds', async () => {
    const { result } = (await post(student01, '/study-course/studies/load/video', { url: SHOW })).json() as {
      result: { url: string };
    };
    t.clock.advance(61_000);
    expect((await t.app.inject({ method: 'GET', url: result.url })).statusCode).toBe(404);
  });

  it('keeps, of a member asking for tickets without end, the first opening of each show and those not yet expired', async () => {
    const ask = async () => {
      const response = await post(student03, '/study-course/studies/load/video', { url: SHOW });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { result: { url: string } }).result.url;
    };
    const open = async (url: string) =>
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const first = await ask();
    await open(first);
    t.clock.advance(10_000);
    await open(await ask());
    for (let n = 0; n < 5; n += 1) await ask();
    t.clock.advance(61_000);
    const last = await ask();
    const rows = await t.database.db
      .select({ ticket: videoTickets.ticket, usedAt: videoTickets.usedAt })
      .from(videoTickets)
      .where(eq(videoTickets.memNo, STUDENT03));
    // The first opening (its time is when the show's learning began, ADR 057) and the ticket just given.
    expect(rows.map((row) => row.ticket).sort()).toEqual(
      [first, last].map((url) => url.split('/').at(-1)).sort(),
    );
    expect(rows.find((row) => first.endsWith(row.ticket))?.usedAt).toEqual(START);
    await open(last);
  });

  it('answers 404 for an unknown ticket and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/v2/study-course/studies/video/${'x'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/v2/study-course/studies/video/..%2F..%2Fetc',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it.each([
    ['a path of no manual', 'study/shows/G-7-4-5-9.json'],
    ['a unit without a show', 'study/shows/A-1-1-1-2.json'],
    ['a path outside the shows', '../../package.json'],
    ['a traversal dressed as a show', 'study/shows/../../../package.json'],
    ['a media file', 'media/images/49ed01810defe8c4.svg'],
    ['the shows’ old, served folder', 'media/study/shows/A-1-1-1-1.json'],
  ])('refuses %s (400)', async (_name, url) => {
    const response = await post(student01, '/study-course/studies/load/video', { url });
    expect(response.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await post(null, '/study-course/studies/load/video', { url: SHOW })).statusCode).toBe(401);
  });

  it('is not served with the media: only the one-time address opens a show', async () => {
    const direct = await t.app.inject({ method: 'GET', url: '/content/study/shows/A-1-1-1-1.json' });
    expect(direct.statusCode).toBe(404);
    const climbing = await t.app.inject({ method: 'GET', url: '/content/../study/shows/A-1-1-1-1.json' });
    expect(climbing.statusCode).not.toBe(200);
    const { result } = (await post(student01, '/study-course/studies/load/video', { url: SHOW })).json() as {
      result: { url: string };
    };
    const opened = await t.app.inject({ method: 'GET', url: result.url });
    expect(opened.statusCode).toBe(200);
    expect((opened.json() as { result: { text: string }[] }).result.map((slide) => slide.text)).toEqual([
      'Hello, cat!',
      'The cat says meow.',
    ]);
  });
});

describe('given a visitor trying the sample day (sample/day, issue 26, ADR 047)', () => {
  it("answers the day to anyone, its slide show inline and without anyone's progress", async () => {
    // A member who has studied that day: the sample shows none of it.
    const studied = await post(student03, '/study-course/studies/prgrs', {
      stdCourse: 'A',
      stdStep: 1,
      stdWeek: 1,
      stdDay: 1,
      stdUnit: 2,
      parts: [0],
    });
    expect(studied.statusCode, studied.body).toBe(200);
    const response = await t.app.inject({ method: 'GET', url: '/v2/study-course/sample/day' });
    const { result } = expectContract(response, '/study-course/sample/day', 'get') as {
      result: {
        stdCourse: string;
        title: string;
        day: { stdDay: number; prgssRate: number; stdUnits: { kind: string; prgssRate: number }[] };
        shows: { stdUnit: number; slides: { text: string; image: string }[] }[];
      };
    };
    expect(result).toMatchObject({ stdCourse: 'A', stdStep: 1, stdWeek: 1, title: 'My Family' });
    expect(result.day.stdDay).toBe(1);
    expect(result.day.stdUnits.map((unit) => unit.kind)).toEqual(['watch', 'words', 'speak']);
    expect(result.day.prgssRate).toBe(0);
    expect(result.day.stdUnits.every((unit) => unit.prgssRate === 0)).toBe(true);
    expect(result.shows).toHaveLength(1);
    expect(result.shows[0]?.stdUnit).toBe(1);
    expect(result.shows[0]?.slides.map((slide) => slide.text)).toEqual(['Hello, cat!', 'The cat says meow.']);
    expect(result.shows[0]?.slides[0]?.image).toMatch(/^\/content\//);
  });

  it('stores nothing of a visit and is the same with or without a token', async () => {
    const before = await t.database.db.select().from(studyProgress);
    const anonymous = await t.app.inject({ method: 'GET', url: '/v2/study-course/sample/day' });
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/v2/study-course/sample/day',
      headers: bearer(student01),
    });
    expect(signedIn.json()).toEqual(anonymous.json());
    expect(await t.database.db.select().from(studyProgress)).toEqual(before);
  });
});

describe('given a child completing parts of a unit (prgrs)', () => {
  const unit = { stdCourse: 'a', stdStep: 1, stdWeek: 1, stdDay: 1, stdUnit: 2 };

  it('stores the parts once each, answers the week again, and marks today attended', async () => {
    const first = await post(student02, '/study-course/studies/prgrs', { ...unit, parts: [0] });
    const session = (expectContract(first, '/study-course/studies/prgrs', 'post') as { result: Session })
      .result;
    expect(unitOf(session, 1, 2)?.prgssRate).toBe(33);

    const second = await post(student02, '/study-course/studies/prgrs', { ...unit, parts: [0, 2] });
    const after = (second.json() as { result: Session }).result;
    expect(unitOf(after, 1, 2)?.prgssRate).toBe(66);
    const parts = (JSON.parse(unitOf(after, 1, 2)?.prgssData ?? '{}') as { progresses: { part: number }[] })
      .progresses;
    expect(parts.map((p) => p.part)).toEqual([0, 2]);
    expect(after.stdDays.find((d) => d.stdDay === 1)?.prgssRate).toBeGreaterThan(0);

    const days = await t.database.db.select().from(attendance).where(eq(attendance.memNo, STUDENT02));
    expect(days.map((d) => d.day)).toEqual(['2026-03-02']);
  });

  it('keeps both calls when two arrive at once', async () => {
    const both = { stdCourse: 'A', stdStep: 1, stdWeek: 1, stdDay: 2, stdUnit: 2 };
    await Promise.all([
      post(student03, '/study-course/studies/prgrs', { ...both, parts: [0] }),
      post(student03, '/study-course/studies/prgrs', { ...both, parts: [1] }),
    ]);
    const [row] = await t.database.db
      .select()
      .from(studyProgress)
      .where(and(eq(studyProgress.memNo, '1000003'), eq(studyProgress.day, 2), eq(studyProgress.unit, 2)));
    expect(row?.rate).toBe(66);
  });

  it('marks each Seoul day once: 23:59 and 00:01 KST are two days', async () => {
    // START is 23:59 on 2 March in Seoul; the first test already marked it.
    await post(student02, '/study-course/studies/prgrs', { ...unit, parts: [1] });
    await post(student02, '/study-course/studies/prgrs', { ...unit, parts: [1] });
    t.clock.advance(2 * 60_000); // 00:01 on 3 March in Seoul
    await post(student02, '/study-course/studies/prgrs', { ...unit, parts: [1] });
    const days = await t.database.db.select().from(attendance).where(eq(attendance.memNo, STUDENT02));
    expect(days.map((d) => d.day).sort()).toEqual(['2026-03-02', '2026-03-03']);
  });

  it.each([
    ['a unit not in the manual', { ...unit, stdUnit: 9, parts: [0] }],
    ['a day not in the manual', { ...unit, stdDay: 7, parts: [0] }],
    ['a week without a manual', { ...unit, stdCourse: 'G', parts: [0] }],
    ['a part beyond the unit', { ...unit, parts: [3] }],
    ['no parts', { ...unit, parts: [] }],
    ['not a course', { ...unit, stdCourse: 'H', parts: [0] }],
  ])('refuses %s (400) and stores nothing', async (_name, payload) => {
    const before = await t.database.db.select().from(studyProgress).where(eq(studyProgress.memNo, STUDENT02));
    const response = await post(student02, '/study-course/studies/prgrs', payload);
    expect(response.statusCode).toBe(400);
    const after = await t.database.db.select().from(studyProgress).where(eq(studyProgress.memNo, STUDENT02));
    expect(after).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    expect((await post(null, '/study-course/studies/prgrs', { ...unit, parts: [0] })).statusCode).toBe(401);
  });
});

describe('given a voice recording (ptflo)', () => {
  it.each([
    ['WebM', WEBM, 'webm'],
    ['Ogg', OGG, 'ogg'],
    ['WAV', WAV, 'wav'],
    ['MP4', M4A, 'm4a'],
  ])(
    'stores a %s recording outside the web root, named by the unit and the Seoul time',
    async (_n, bytes, ext) => {
      const response = await upload(student01, UNIT_FIELDS, {
        name: 'voice.bin',
        type: 'application/octet-stream',
        bytes,
      });
      const { result } = expectContract(response, '/study-course/studies/ptflo', 'post') as {
        result: { ptfloNo: number; fileName: string; size: number };
      };
      expect(result.fileName).toMatch(new RegExp(`^A-1-1-1-3-\\d{8}-\\d{6}\\.${ext}$`));
      expect(result.size).toBe(bytes.length);
      const [row] = await t.database.db
        .select()
        .from(portfolios)
        .where(eq(portfolios.ptfloNo, result.ptfloNo));
      expect(row).toMatchObject({ memNo: '1000001', course: 'A', step: 1, week: 1, day: 1, unit: 3 });
      expect(recordingsOf('1000001')).toContain(row?.stored);
      // Neither the content nor the app serves the data directory.
      const outside = await t.app.inject({
        method: 'GET',
        url: `/content/../recordings/1000001/${row?.stored ?? ''}`,
      });
      expect(outside.statusCode).not.toBe(200);
    },
  );

  it('checks the content, not the name or type the browser gives', async () => {
    const before = recordingsOf('1000001').length;
    const response = await upload(student01, UNIT_FIELDS, {
      name: 'voice.webm',
      type: 'audio/webm',
      bytes: Buffer.from('<html>not audio</html>'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'RECORDING_TYPE', message: '녹음 파일만 올릴 수 있어요.' });
    expect(recordingsOf('1000001')).toHaveLength(before);
  });

  it('refuses a file over 5 MB with 413 and leaves nothing on disk', async () => {
    const before = recordingsOf('1000001').length;
    const big = Buffer.concat([WEBM, Buffer.alloc(5 * 1024 * 1024, 1)]);
    const response = await upload(student01, UNIT_FIELDS, {
      name: 'long.webm',
      type: 'audio/webm',
      bytes: big,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'RECORDING_TOO_LARGE' });
    expect(recordingsOf('1000001')).toHaveLength(before);
  });

  it.each([
    ['no file', UNIT_FIELDS, null],
    [
      'a unit not in the manual',
      { ...UNIT_FIELDS, stdUnit: '9' },
      { name: 'v.webm', type: 'audio/webm', bytes: WEBM },
    ],
    [
      'a step that is not a number',
      { ...UNIT_FIELDS, stdStep: 'two' },
      { name: 'v.webm', type: 'audio/webm', bytes: WEBM },
    ],
  ])('refuses %s (400)', async (_name, fields, file) => {
    const before = await t.database.db.select().from(portfolios).where(eq(portfolios.memNo, STUDENT02));
    const response = await upload(student02, fields, file);
    expect(response.statusCode).toBe(400);
    expect(await t.database.db.select().from(portfolios).where(eq(portfolios.memNo, STUDENT02))).toEqual(
      before,
    );
  });

  it('answers 401 to an anonymous upload before reading it', async () => {
    const response = await upload(null, UNIT_FIELDS, { name: 'v.webm', type: 'audio/webm', bytes: WEBM });
    expect(response.statusCode).toBe(401);
  });
});
