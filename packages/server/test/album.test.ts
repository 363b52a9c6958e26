import { deflateSync, crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALBUM_LIMITS, ALBUM_MESSAGES, type PetLayout } from '@buddy/domain';
import { rewardInventory, rewardItems, rewardPets, rewardPictures } from '../src/db/schema';
import { checkPicture } from '../src/modules/reward/picture-file';
import { inlineDrawing } from '../src/modules/reward/render';
import { readContentReward, seedReward } from '../src/seed/reward';
import {
  bearer,
  createTestApp,
  expectContract,
  FIXTURE_CONTENT_DIR,
  tokenFor,
  type TestApp,
} from './helpers';

/*
 * ADR 035 on PGlite and PostgreSQL: the growth album (add, list 8 a page newest first, update, delete, another
 * member's picture not found, the words, the uploaded file's checks, broken multipart, the cap) and the server's
 * drawing of the saved layout (each layer's own drawing inlined in order, ids prefixed per layer, nothing that runs).
 */

let t: TestApp;
const tokens = new Map<string, string>();
async function tokenOf(id: string): Promise<string> {
  const known = tokens.get(id) ?? (await tokenFor(t.app, id));
  tokens.set(id, known);
  return known;
}
const MEM = { student01: '1000001', student02: '1000002', student03: '1000003', student04: '1000004' };

beforeAll(async () => {
  t = await createTestApp();
  await seedReward(t.database.db, readContentReward(FIXTURE_CONTENT_DIR));
});
afterAll(async () => {
  await t?.close();
});

/* ---------- files ---------- */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of `size` × `size` pixels (RGB, filter 0). */
function png(size = 2, idatExtra = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.alloc(size * (1 + size * 3) + idatExtra, 0x7f);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small well-formed JPEG's structure: SOI, APP0, SOF0, SOS with data, EOI. */
function jpeg(): Buffer {
  const segment = (marker: number, data: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(data.length + 2, 2);
    return Buffer.concat([head, data]);
  };
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0])),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0x56]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}
function multipart(parts: Part[], boundary = '----album-test') {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `content-disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.type ? `\r\ncontent-type: ${part.type}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\n${disposition}${type}\r\n\r\n`),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/* ---------- calls ---------- */

interface Picture {
  pictureNo: number;
  cmmnt: string;
  imageUrl: string;
  regDt: string;
  updDt?: string;
}
interface PicturePage {
  page: { pageNo: number; pageRow: number; totalCount: number };
  result: Picture[];
}

async function add(as: string, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/v2/reward/buddymon/pictures',
    headers: { ...bearer(await tokenOf(as)), ...body.headers },
    payload: body.payload,
  });
}
async function added(as: string, cmmnt: string, file?: Part): Promise<Picture> {
  const response = await add(as, [{ name: 'cmmnt', value: cmmnt }, ...(file ? [file] : [])]);
  expect(response.statusCode, response.body).toBe(200);
  return (expectContract(response, '/reward/buddymon/pictures', 'post') as { result: Picture }).result;
}
async function list(as: string, query = ''): Promise<PicturePage> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/v2/reward/buddymon/pictures${query}`,
    headers: bearer(await tokenOf(as)),
  });
  expect(response.statusCode, response.body).toBe(200);
  return expectContract(response, '/reward/buddymon/pictures', 'get') as PicturePage;
}
async function post(as: string, url: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/v2${url}`, headers: bearer(await tokenOf(as)), payload });
}
async function drawing(as: string): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v2/reward/buddymon/official/image',
    headers: bearer(await tokenOf(as)),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  return response.body;
}
async function itemId(code: string): Promise<number> {
  const [row] = await t.database.db.select().from(rewardItems).where(eq(rewardItems.code, code));
  if (!row) throw new Error(`no item ${code}`);
  return row.itemId;
}

/** Gives the member the items and saves them worn, in this order, through the save call (which rebuilds it). */
async function dress(as: string, memNo: string, codes: string[]): Promise<void> {
  // Enters the reward area: the starter items.
  await t.app.inject({ method: 'GET', url: '/v2/reward/buddymon/main', headers: bearer(await tokenOf(as)) });
  const layers = [];
  for (const [order, code] of codes.entries()) {
    const id = await itemId(code);
    await t.database.db
      .insert(rewardInventory)
      .values({ memNo, itemId: id, qty: 1, boughtAt: t.clock() })
      .onConflictDoNothing();
    const [item] = await t.database.db.select().from(rewardItems).where(eq(rewardItems.itemId, id));
    const type = { BG: 'RWD_BG', CHAR: 'RWD_CHAR', ACC: 'RWD_ACC', EQM: 'RWD_EQM', PET: 'RWD_PET' }[
      item?.category as 'BG'
    ];
    layers.push({
      type,
      id,
      description: '',
      order,
      image: 'x',
      top: item?.top,
      left: item?.left,
      width: item?.width,
    });
  }
  const characterId = await itemId('char-sky-1');
  const layout = { characterId, model: { layers } };
  const saved = await post(as, '/reward/buddymon/official', {
    itemId: characterId,
    dpyData: JSON.stringify(layout),
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/* ---------- tests ---------- */

describe('given a child who takes pictures of their buddymon', () => {
  it('adds a picture taken by the server from the saved layout, its words trimmed, and shows it', async () => {
    // The reward area's home gives the starter character and background, worn.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/v2/reward/buddymon/main',
          headers: bearer(await tokenOf('student01')),
        })
      ).statusCode,
    ).toBe(200);
    const picture = await added('student01', '  처음 찍은 사진!  ');
    expect(picture).toMatchObject({ cmmnt: '처음 찍은 사진!' });
    expect(picture.updDt).toBeUndefined();
    expect(picture.imageUrl).toMatch(
      new RegExp(`^/v2/reward/buddymon/pictures/${picture.pictureNo}/image\\?sig=[\\w.-]+$`),
    );
    // The signed address opens it without a bearer header (an <img> cannot send one).
    const image = await t.app.inject({ method: 'GET', url: picture.imageUrl });
    expect(image.statusCode, image.body).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toContain(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(image.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(image.body).toContain('data-layer="RWD_CHAR"');
  });

  it('takes the starter buddy for a child who opens the album before the buddymon land (issue 29, defect 3)', async () => {
    // student04 has never called a reward call: no pet yet. The album's own call sets the area up first.
    const [before] = await t.database.db.select().from(rewardPets).where(eq(rewardPets.memNo, MEM.student04));
    expect(before).toBeUndefined();
    const picture = await added('student04', '앨범부터 왔어요');
    const image = await t.app.inject({ method: 'GET', url: picture.imageUrl });
    expect(image.statusCode, image.body).toBe(200);
    // Not a blank card: the starter's background and character are drawn.
    expect(image.body).toContain('data-layer="RWD_BG"');
    expect(image.body).toContain('data-layer="RWD_CHAR"');
    expect(await drawing('student04')).toContain('data-layer="RWD_CHAR"');
    // Taken away again: the tests below count student04's album from empty.
    const removed = await post('student04', `/reward/buddymon/pictures/${picture.pictureNo}/delete`);
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('lists 8 a page, newest first, and clamps a page past the end', async () => {
    for (let i = 1; i <= 10; i += 1) {
      t.clock.advance(1000);
      await added('student02', `사진 ${i}`);
    }
    const first = await list('student02');
    expect(first.page).toEqual({ pageNo: 1, pageRow: 8, totalCount: 10 });
    expect(first.result.map((p) => p.cmmnt)).toEqual([10, 9, 8, 7, 6, 5, 4, 3].map((i) => `사진 ${i}`));
    const second = await list('student02', '?pageNo=2');
    expect(second.result.map((p) => p.cmmnt)).toEqual(['사진 2', '사진 1']);
    expect((await list('student02', '?pageNo=9')).page.pageNo).toBe(2);
    // Another member's album is their own.
    expect((await list('student04')).page.totalCount).toBe(0);
  });

  it('changes the words and deletes a picture, with its image', async () => {
    const picture = await added('student02', '바꿀 사진');
    t.clock.advance(60_000);
    const changed = await post('student02', `/reward/buddymon/pictures/${picture.pictureNo}/update`, {
      cmmnt: ' 바뀐 말 ',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const result = (
      expectContract(changed, '/reward/buddymon/pictures/{pictureNo}/update', 'post') as { result: Picture }
    ).result;
    expect(result).toMatchObject({ pictureNo: picture.pictureNo, cmmnt: '바뀐 말', regDt: picture.regDt });
    expect(result.updDt).toBe(t.clock().toISOString());

    const removed = await post('student02', `/reward/buddymon/pictures/${picture.pictureNo}/delete`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(expectContract(removed, '/reward/buddymon/pictures/{pictureNo}/delete', 'post')).toEqual({
      result: { pictureNo: picture.pictureNo },
    });
    const gone = await t.app.inject({ method: 'GET', url: picture.imageUrl });
    expect(gone.statusCode).toBe(404);
    expect((await list('student02')).result.some((p) => p.pictureNo === picture.pictureNo)).toBe(false);
    const again = await post('student02', `/reward/buddymon/pictures/${picture.pictureNo}/delete`);
    expect(again.statusCode).toBe(404);
  });
});

describe("given another member's picture", () => {
  it('answers 404 to update, delete and image, as for a picture that does not exist', async () => {
    const picture = await added('student01', '내 사진');
    for (const url of [
      `/reward/buddymon/pictures/${picture.pictureNo}/update`,
      `/reward/buddymon/pictures/${picture.pictureNo}/delete`,
    ]) {
      const response = await post(
        'student04',
        url,
        url.endsWith('update') ? { cmmnt: '남의 사진' } : undefined,
      );
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ code: 'PICTURE_NOT_FOUND', message: ALBUM_MESSAGES.missing });
      const none = await post(
        'student04',
        url.replace(String(picture.pictureNo), '2147483647'),
        url.endsWith('update') ? { cmmnt: '없는 사진' } : undefined,
      );
      expect(none.json()).toEqual(response.json());
    }
    const image = await t.app.inject({
      method: 'GET',
      url: `/v2/reward/buddymon/pictures/${picture.pictureNo}/image`,
      headers: bearer(await tokenOf('student04')),
    });
    expect(image.statusCode).toBe(404);
    // The picture is untouched.
    expect((await list('student01')).result.find((p) => p.pictureNo === picture.pictureNo)?.cmmnt).toBe(
      '내 사진',
    );
  });

  it('refuses a link signed for one picture on another, an altered one, and none (401)', async () => {
    const [a, b] = [await added('student01', '가'), await added('student01', '나')];
    const sigA = new URL(a.imageUrl, 'http://x').searchParams.get('sig') ?? '';
    const cases = [
      `/v2/reward/buddymon/pictures/${b.pictureNo}/image?sig=${sigA}`,
      `/v2/reward/buddymon/pictures/${a.pictureNo}/image?sig=${sigA.slice(0, -2)}xx`,
      `/v2/reward/buddymon/pictures/${a.pictureNo}/image`,
    ];
    for (const url of cases) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // A recording's link (another purpose) never opens a picture.
    const recordingLike = sigA.replace(/\.[^.]+$/, '.AAAA');
    const forged = await t.app.inject({
      method: 'GET',
      url: `/v2/reward/buddymon/pictures/${a.pictureNo}/image?sig=${recordingLike}`,
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('given members who may not study', () => {
  it.each(['cancel01', 'guest01'])('refuses %s with NO_STUDY', async (id) => {
    const token = await tokenOf(id);
    for (const request of [
      { method: 'GET' as const, url: '/v2/reward/buddymon/pictures' },
      { method: 'GET' as const, url: '/v2/reward/buddymon/official/image' },
      {
        method: 'POST' as const,
        url: '/v2/reward/buddymon/pictures',
        ...multipart([{ name: 'cmmnt', value: '사진' }]),
      },
    ]) {
      const { headers, ...rest } = request as typeof request & { headers?: Record<string, string> };
      const response = await t.app.inject({ ...rest, headers: { ...headers, ...bearer(token) } });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'NO_STUDY' });
    }
  });
});

describe('given words the album cannot keep', () => {
  it.each([
    ['empty', ''],
    ['only spaces', '   \n '],
    ['101 characters', '가'.repeat(101)],
    ['a NUL byte', '사진\u0000'],
  ])('refuses %s with PICTURE_COMMENT (add and update)', async (_, cmmnt) => {
    const response = await add('student01', [{ name: 'cmmnt', value: cmmnt }]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 'PICTURE_COMMENT', message: ALBUM_MESSAGES.comment });
  });

  it('takes control characters and direction overrides out of the words (issue 29, defect 5)', async () => {
    const picture = await added('student01', '우리\t버디\u0007몬\r\n\u202E최고\u001B[31m');
    expect(picture.cmmnt).toBe('우리 버디 몬 최고 [31m');
    const updated = await post('student01', `/reward/buddymon/pictures/${picture.pictureNo}/update`, {
      cmmnt: '\u0008\u0008안녕\u0085',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((updated.json() as { result: { cmmnt: string } }).result.cmmnt).toBe('안녕');
    // Only control characters: nothing is left to keep.
    const empty = await add('student01', [{ name: 'cmmnt', value: '\u0007\u0008\t' }]);
    expect(empty.json()).toEqual({ code: 'PICTURE_COMMENT', message: ALBUM_MESSAGES.comment });
  });

  it('keeps exactly 100 characters, and refuses an update past them', async () => {
    const picture = await added('student01', '가'.repeat(100));
    expect(picture.cmmnt).toHaveLength(100);
    const response = await post('student01', `/reward/buddymon/pictures/${picture.pictureNo}/update`, {
      cmmnt: '   ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PICTURE_COMMENT' });
  });

  it('refuses an add without cmmnt', async () => {
    const response = await add('student01', [{ name: 'other', value: '사진' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PICTURE_COMMENT' });
  });
});

describe('given an uploaded picture file', () => {
  const file = (value: Buffer, filename = 'pet.png', type = 'image/png'): Part => ({
    name: 'pictureFile',
    value,
    filename,
    type,
  });

  it('keeps a PNG and a JPEG, served with their own type', async () => {
    for (const [bytes, mime] of [
      [png(), 'image/png'],
      [jpeg(), 'image/jpeg'],
    ] as const) {
      const picture = await added('student04', '올린 사진', file(bytes));
      const image = await t.app.inject({ method: 'GET', url: picture.imageUrl });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe(mime);
      expect(image.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it.each([
    [
      'an SVG named .png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['HTML named .png', Buffer.from('<!doctype html><script>alert(1)</script>')],
    [
      'a PNG signature followed by HTML',
      Buffer.concat([png().subarray(0, 8), Buffer.from('<html><script>alert(1)</script>')]),
    ],
    ['a PNG with HTML after IEND', Buffer.concat([png(), Buffer.from('<script>alert(1)</script>')])],
    [
      'a PNG with a broken CRC',
      (() => {
        const b = png();
        b.writeUInt8(b.readUInt8(b.length - 20) ^ 0xff, b.length - 20);
        return b;
      })(),
    ],
    [
      'a JPEG start followed by HTML',
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        Buffer.from('<html></html>'),
        Buffer.from([0xff, 0xd9]),
      ]),
    ],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s with PICTURE_TYPE', async (_, bytes) => {
    const response = await add('student04', [{ name: 'cmmnt', value: '사진' }, file(bytes)]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 'PICTURE_TYPE', message: ALBUM_MESSAGES.type });
  });

  it('refuses a file past 1 MB with 413, even a real PNG', async () => {
    const big = png(600, 0);
    expect(big.length).toBeGreaterThan(ALBUM_LIMITS.fileMaxBytes);
    expect(checkPicture(big).ok).toBe(true);
    const response = await add('student04', [{ name: 'cmmnt', value: '큰 사진' }, file(big)]);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(413);
    expect(response.json()).toEqual({ code: 'PICTURE_TOO_LARGE', message: ALBUM_MESSAGES.tooLarge });
  });

  it('refuses two files, or a file under another name, with PICTURE_REQUEST', async () => {
    // Two pictures at once say so (issue 29, defect 5: they were answered "요청 본문이 너무 큽니다").
    const twoFiles = await add('student04', [{ name: 'cmmnt', value: '사진' }, file(png()), file(png())]);
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json()).toEqual({ code: 'PICTURE_REQUEST', message: ALBUM_MESSAGES.oneFile });
    const otherName = await add('student04', [
      { name: 'cmmnt', value: '사진' },
      { ...file(png()), name: 'photo' },
    ]);
    expect(otherName.statusCode).toBe(400);
    expect(otherName.json()).toMatchObject({ code: 'PICTURE_REQUEST' });
  });
});

describe('given a broken request', () => {
  it.each([
    ['a truncated body', (b: ReturnType<typeof multipart>) => ({ ...b, payload: b.payload.subarray(0, 40) })],
    [
      'a wrong boundary',
      (b: ReturnType<typeof multipart>) => ({
        ...b,
        headers: { 'content-type': 'multipart/form-data; boundary=nope' },
      }),
    ],
    [
      'no boundary',
      (b: ReturnType<typeof multipart>) => ({ ...b, headers: { 'content-type': 'multipart/form-data' } }),
    ],
  ])('answers %s with a 4xx in our body, never a 500 or a picture', async (_, breakIt) => {
    const body = breakIt(multipart([{ name: 'cmmnt', value: '사진' }]));
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/reward/buddymon/pictures',
      headers: { ...bearer(await tokenOf('student04')), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
  });

  it.each([
    ['JSON', 'application/json', JSON.stringify({ cmmnt: '사진' })],
    ['a form', 'application/x-www-form-urlencoded', 'cmmnt=x'],
    ['text', 'text/plain', 'cmmnt'],
  ])('refuses %s with 415', async (_, type, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/reward/buddymon/pictures',
      headers: { ...bearer(await tokenOf('student04')), 'content-type': type },
      payload,
    });
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

describe('given the saved layout', () => {
  it("draws each layer's own drawing in order, ids prefixed per layer, nothing that runs or reaches outside", async () => {
    await dress('student03', MEM.student03, ['bg-sky', 'char-sky-1', 'acc-crown', 'pet-chick']);
    const svg = await drawing('student03');
    const ids = await Promise.all(['bg-sky', 'char-sky-1', 'acc-crown', 'pet-chick'].map(itemId));
    const layers = [...svg.matchAll(/data-layer="(\w+)" data-item="(\d+)"/g)].map((m) => [
      m[1],
      Number(m[2]),
    ]);
    expect(layers).toEqual([
      ['RWD_BG', ids[0]],
      ['RWD_CHAR', ids[1]],
      ['RWD_ACC', ids[2]],
      ['RWD_PET', ids[3]],
    ]);
    // Both drawings name a gradient "g": each is its own.
    expect(svg).toContain('id="l0-g"');
    expect(svg).toContain('fill="url(#l0-g)"');
    expect(svg).toContain('id="l1-g"');
    expect(svg).toContain('fill="url(#l1-g)"');
    expect(svg).toContain('href="#l1-eye"');
    expect(svg).toContain('xlink:href="#l1-eye"');
    expect(svg).toContain('id="l2-crown"');
    expect(svg).not.toMatch(/\sid="(?!l\d+-)/);
    // Placed as the kit's PetStage places them (percent of the square stage) with the drawing's viewBox kept.
    expect(svg).toContain('<svg x="22" y="24" width="56" height="56" viewBox="0 0 120 120"');
    expect(svg).toContain('<svg x="0" y="0" width="100" height="100" viewBox="0 0 200 200"');
    for (const bad of [/<script/i, /\son\w+=/i, /foreignObject/i, /example\.com/, /<image/i, /<\?xml/]) {
      expect(svg).not.toMatch(bad);
    }

    // A picture keeps the drawing it was taken with.
    const picture = await added('student03', '꾸민 모습');
    const image = await t.app.inject({ method: 'GET', url: picture.imageUrl });
    expect(image.body).toBe(svg);
    await t.database.db
      .update(rewardPets)
      .set({ dpyData: '{"characterId":0,"model":{"layers":[]}}' })
      .where(eq(rewardPets.memNo, MEM.student03));
    expect((await t.app.inject({ method: 'GET', url: picture.imageUrl })).body).toBe(svg);
  });

  it('draws an unreadable saved layout as the empty layout', async () => {
    await t.database.db
      .update(rewardPets)
      .set({ dpyData: '{not json' })
      .where(eq(rewardPets.memNo, MEM.student03));
    const svg = await drawing('student03');
    expect(svg).not.toContain('data-layer');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 100 100"[^>]*><title>[^<]+<\/title><rect [^>]*\/><\/svg>$/);
    const picture = await added('student03', '빈 모습');
    expect(picture.pictureNo).toBeGreaterThan(0);
  });

  it('never draws a layer whose item the member does not own or whose type is not its own', async () => {
    const crown = await itemId('acc-crown');
    const pet = await itemId('pet-chick');
    const layout: PetLayout = {
      characterId: 0,
      model: {
        layers: [
          {
            type: 'RWD_ACC',
            id: crown,
            description: '',
            order: 0,
            image: 'https://evil.example/x.svg',
            top: 0,
            left: 0,
            width: 10,
          },
          {
            type: 'RWD_BG',
            id: pet,
            description: '',
            order: 1,
            image: '/content/reward/items/pet-chick.svg',
            top: 0,
            left: 0,
            width: 10,
          },
        ],
      },
    };
    // student04 owns neither (written straight to the row: the save call would refuse it).
    await t.app.inject({
      method: 'GET',
      url: '/v2/reward/buddymon/main',
      headers: bearer(await tokenOf('student04')),
    });
    await t.database.db
      .update(rewardPets)
      .set({ dpyData: JSON.stringify(layout) })
      .where(eq(rewardPets.memNo, MEM.student04));
    const svg = await drawing('student04');
    expect(svg).not.toContain('data-layer');
    expect(svg).not.toContain('evil');
  });
});

describe('given a full album', () => {
  it(`keeps ${ALBUM_LIMITS.perMember} pictures and refuses the next with PICTURE_LIMIT, even two at once`, async () => {
    await t.database.db.delete(rewardPictures).where(eq(rewardPictures.memNo, MEM.student03));
    await t.database.db.insert(rewardPictures).values(
      Array.from({ length: ALBUM_LIMITS.perMember - 1 }, (_, i) => ({
        memNo: MEM.student03,
        cmmnt: `사진 ${i}`,
        mime: 'image/png',
        image: png(),
        createdAt: t.clock(),
      })),
    );
    const both = await Promise.all([
      add('student03', [{ name: 'cmmnt', value: '마지막 한 장' }]),
      add('student03', [{ name: 'cmmnt', value: '마지막 한 장' }]),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = await add('student03', [{ name: 'cmmnt', value: '한 장 더' }]);
    expect(refused.statusCode).toBe(409);
    expect(expectContract(refused, '/reward/buddymon/pictures', 'post')).toEqual({
      code: 'PICTURE_LIMIT',
      message: ALBUM_MESSAGES.full,
    });
    expect((await list('student03')).page.totalCount).toBe(ALBUM_LIMITS.perMember);
  });
});

describe('given drawings to inline', () => {
  it('prefixes ids and their references in every form, and strips what could run', () => {
    const out = inlineDrawing(
      `<svg viewBox="0,0,10,10"><defs><linearGradient id='a'/></defs><rect style="fill:url('#a')" fill="url(#a)" onmouseover="x()"/><a href="javascript:alert(1)"><circle/></a><use href="https://x/y#a"/></svg>`,
      'l3-',
    );
    expect(out?.viewBox).toBe('0 0 10 10');
    expect(out?.body).toContain("id='l3-a'");
    expect(out?.body).toContain("url('#l3-a')");
    expect(out?.body).toContain('url(#l3-a)');
    expect(out?.body).not.toMatch(/onmouseover|javascript|https:/);
    expect(inlineDrawing('<html>no svg</html>', 'l0-')).toBeNull();
  });
});
