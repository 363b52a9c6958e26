import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RECORDING_LIMITS } from '@buddy/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { portfolios } from '../src/db/schema';
import {
  bearer,
  createTestApp,
  expectContract,
  multipartBody,
  testClock,
  tokenFor,
  type TestApp,
} from './helpers';

/*
 * The recording quota and the container check (a first-bytes check let polyglots through). A member may upload
 * RECORDING_LIMITS.perDay recordings a Seoul day and keep RECORDING_LIMITS.totalBytes; the whole file must be a
 * well-formed audio container; recordings are served as attachments that can never run as a document.
 */

const RECORDINGS = fileURLToPath(new URL('./fixtures/recordings/', import.meta.url));
const WEBM = readFileSync(path.join(RECORDINGS, 'chromium-opus.webm'));
// 10:00 in Seoul on 2 March 2026.
const START = new Date('2026-03-02T01:00:00Z');

let t: TestApp;
let dataDir: string;
let token: string;
let memNo: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'buddy-quota-'));
  t = await createTestApp({ config: { dataDir }, clock: testClock(START) });
  token = await tokenFor(t.app, 'student02');
  const profile = await t.app.inject({ method: 'GET', url: '/v2/mypage/profile', headers: bearer(token) });
  memNo = (profile.json() as { result: { memNo: string } }).result.memNo;
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  t.clock.set(START);
  await t.database.db.delete(portfolios).where(eq(portfolios.memNo, memNo));
  rmSync(path.join(dataDir, 'recordings'), { recursive: true, force: true });
});

function upload(bytes: Buffer, name = 'voice.webm', type = 'audio/webm') {
  const body = multipartBody(
    { stdCourse: 'A', stdStep: '1', stdWeek: '1', stdDay: '1', stdUnit: '3' },
    { name, type, bytes },
  );
  return t.app.inject({
    method: 'POST',
    url: '/v2/study-course/studies/ptflo',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

/** Rows as if the member had uploaded `count` recordings of `size` bytes at `at`. */
async function pretendUploaded(count: number, at: Date, size = 1000) {
  if (count === 0) return;
  await t.database.db.insert(portfolios).values(
    Array.from({ length: count }, (_, i) => ({
      memNo,
      course: 'A',
      step: 1,
      week: 1,
      day: 1,
      unit: 3,
      fileName: `A-1-1-1-3-${i}.webm`,
      stored: `missing-${i}.webm`,
      mime: 'audio/webm',
      size,
      createdAt: at,
    })),
  );
}

const filesOnDisk = () => {
  const folder = path.join(dataDir, 'recordings', memNo);
  return existsSync(folder) ? readdirSync(folder) : [];
};

describe('given the daily upload quota', () => {
  it(`accepts the ${RECORDING_LIMITS.perDay}th recording of the Seoul day and refuses the next with 409`, async () => {
    await pretendUploaded(RECORDING_LIMITS.perDay - 1, new Date('2026-03-01T15:30:00Z'));
    const last = await upload(WEBM);
    expect(last.statusCode, last.body).toBe(200);
    const over = await upload(WEBM);
    expect(over.statusCode).toBe(409);
    expect(expectContract(over, '/study-course/studies/ptflo', 'post')).toEqual({
      code: 'RECORDING_QUOTA',
      message: '오늘은 녹음을 더 올릴 수 없어요. 내일 다시 올려 주세요.',
    });
    expect(filesOnDisk()).toHaveLength(1);
  });

  it('counts only the Seoul day: uploads of yesterday (before 00:00 KST) leave today free', async () => {
    // 14:59 UTC on 1 March is 23:59 in Seoul, the day before.
    await pretendUploaded(RECORDING_LIMITS.perDay, new Date('2026-03-01T14:59:00Z'));
    const response = await upload(WEBM);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('lets exactly the remaining number through when uploads race', async () => {
    await pretendUploaded(RECORDING_LIMITS.perDay - 3, START);
    const responses = await Promise.all(Array.from({ length: 12 }, () => upload(WEBM)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    // Refused uploads leave no file and no partial behind.
    expect(filesOnDisk()).toHaveLength(3);
  });
});

describe('given the storage quota', () => {
  it('refuses a recording that would pass the member total, with its own message', async () => {
    await pretendUploaded(1, new Date('2025-01-01T00:00:00Z'), RECORDING_LIMITS.totalBytes - 100);
    const response = await upload(WEBM);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'RECORDING_QUOTA',
      message: '녹음 보관 공간이 가득 찼어요. 선생님이나 부모님께 알려 주세요.',
    });
    expect(filesOnDisk()).toEqual([]);
  });
});

describe('given polyglot files', () => {
  const html = Buffer.from('<html><script>alert(1)</script></html>');
  it.each([
    ['WebM followed by HTML', Buffer.concat([WEBM, html])],
    ['an Ogg capture pattern followed by HTML', Buffer.concat([Buffer.from('OggS'), Buffer.alloc(30), html])],
    [
      'an EBML magic followed by SVG',
      Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('<svg/>')]),
    ],
    [
      'a RIFF/WAVE header over a PDF',
      Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVE'), Buffer.from('%PDF-1.7')]),
    ],
  ])('refuses %s with 400 RECORDING_TYPE and stores nothing', async (_name, bytes) => {
    const response = await upload(bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'RECORDING_TYPE', message: '녹음 파일만 올릴 수 있어요.' });
    expect(filesOnDisk()).toEqual([]);
  });
});

describe('given a stored recording opened directly', () => {
  it('is an attachment under a CSP that allows nothing, so it never runs as a document', async () => {
    const stored = await upload(WEBM);
    expect(stored.statusCode, stored.body).toBe(200);
    const { ptfloNo } = (stored.json() as { result: { ptfloNo: number } }).result;
    const file = await t.app.inject({
      method: 'GET',
      url: `/v2/mypage/studies/ptflo/${ptfloNo}/file`,
      headers: bearer(token),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/webm');
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(file.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(WEBM)).toBe(true);
  });
});
