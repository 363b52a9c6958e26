import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIBRARY_KINDS,
  LIBRARY_TYPES,
  type LibraryContentItem,
  type LibraryKind,
  type LibraryType,
} from '@buddy/domain';
import { DEFAULT_CONTENT_DIR } from '../src/paths';
import { readContentLibrary, seedLibrary } from '../src/seed/library';
import { bearer, createTestApp, expectContract, tokenFor, type TestApp } from './helpers';

let t: TestApp;

interface Item {
  libNo: number;
  libTp: string;
  title: string;
  titleKo: string;
  summary: string;
  thumbnail: string | null;
  stdCourse: string | null;
  stdStep: number | null;
  stdWeek: number | null;
  audioUrl: string | null;
  slideCount: number;
  slides: { image: string; audio: string }[];
  worksheetUrl: string | null;
  answerUrl: string | null;
}
interface List {
  page: { pageNo: number; pageRow: number; totalCount: number };
  search: Record<string, unknown>;
  preview: boolean;
  result: Item[];
}
interface Detail {
  item: Item;
  prev: { libNo: number; title: string } | null;
  next: { libNo: number; title: string } | null;
}

/** Items per type in this file's bank: more than two video pages (6) and two list pages (10). */
const PER_TYPE = 23;
const COURSES = ['A', 'B', 'C'];

/** A bank of the file's own: every type of every kind, titles that say where they are, two slides each. */
function bank(): LibraryContentItem[] {
  return LIBRARY_KINDS.flatMap((kind) =>
    (LIBRARY_TYPES[kind] as readonly LibraryType[]).flatMap((type) =>
      Array.from({ length: PER_TYPE }, (_, at): LibraryContentItem => {
        const n = at + 1;
        return {
          code: `${type}-${n}`,
          kind,
          type,
          title: n === 7 ? `Snake_case 100% ${type}` : `${type} item ${n}`,
          titleKo: `${type} 자료 ${n}`,
          summary: n === 8 ? `특별한 요약 ${type}` : `${type} 요약 ${n}`,
          thumbnail: `media/study/images/t${n}.svg`,
          course: COURSES[at % 3] ?? null,
          step: (at % 7) + 1,
          week: (at % 4) + 1,
          audio: kind === 'audios' ? `media/study/audio/${type}-${n}.ogg` : null,
          durationMs: 6000,
          slides: [
            {
              image: 'media/study/images/a.svg',
              text: 'One.',
              ko: '하나.',
              audio: 'media/study/audio/one.ogg',
              durationMs: 3000,
            },
            {
              image: 'media/study/images/b.svg',
              text: 'Two.',
              ko: '둘.',
              audio: 'media/study/audio/two.ogg',
              durationMs: 3000,
            },
          ],
          worksheet: kind === 'grammars' ? `media/library/sheets/${type}-${n}-worksheet.svg` : null,
          answer: kind === 'grammars' ? `media/library/sheets/${type}-${n}-answer.svg` : null,
        };
      }),
    ),
  );
}

const tokens = new Map<string, string>();
async function tokenOf(id: string): Promise<string> {
  const known = tokens.get(id);
  if (known) return known;
  const token = await tokenFor(t.app, id);
  tokens.set(id, token);
  return token;
}

async function get(url: string, as?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/v2${url}`,
    headers: as === undefined ? {} : bearer(await tokenOf(as)),
  });
}

async function list(kind: LibraryKind, type: string, query = '', as?: string): Promise<List> {
  const response = await get(`/buddy-lib/${kind}/${type}${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return expectContract(response, '/buddy-lib/{kind}/{type}', 'get') as List;
}

async function detail(type: string, id: number, as?: string): Promise<Detail> {
  const response = await get(`/buddy-lib/animations/${type}/${id}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return (expectContract(response, '/buddy-lib/animations/{type}/{id}', 'get') as { result: Detail }).result;
}

async function denied(url: string, as: string | undefined, message: string, template: string): Promise<void> {
  const response = await get(url, as);
  expect(response.statusCode, response.body).toBe(403);
  expect(expectContract(response, template, 'get')).toEqual({ code: 'NO_PERMISSION', message });
}
const deniedList = (kind: LibraryKind, type: string, as: string | undefined, message: string) =>
  denied(`/buddy-lib/${kind}/${type}`, as, message, '/buddy-lib/{kind}/{type}');

beforeAll(async () => {
  t = await createTestApp();
  await seedLibrary(t.database.db, bank());
});
afterAll(async () => {
  await t?.close();
});

describe('given a signed-out visitor (spec §4 preview, §6)', () => {
  it('the animation library answers page 1 with the first 5 items, page row 6, total 5, whatever is asked', async () => {
    for (const query of ['', '?pageNo=3', '?pageRow=50&srchText=item%2022']) {
      const preview = await list('animations', 'ani', query);
      expect(preview.preview).toBe(true);
      expect(preview.page).toEqual({ pageNo: 1, pageRow: 6, totalCount: 5 });
      expect(preview.result.map((item) => item.title)).toEqual([1, 2, 3, 4, 5].map((n) => `ani item ${n}`));
      // A video's slides come with its detail.
      expect(preview.result.every((item) => item.slides.length === 0 && item.slideCount === 2)).toBe(true);
    }
  });

  it('every animation type has its preview, and a preview item opens with its slides', async () => {
    for (const type of LIBRARY_TYPES.animations) {
      const preview = await list('animations', type);
      expect(preview.result).toHaveLength(5);
      const first = await detail(type, preview.result[0]!.libNo);
      expect(first.item.slides.map((slide) => slide.image)).toEqual([
        '/content/study/images/a.svg',
        '/content/study/images/b.svg',
      ]);
      expect(first.prev).toBeNull();
      // The visitor's last preview item has no next: the sixth is not theirs.
      const last = await detail(type, preview.result[4]!.libNo);
      expect(last.next).toBeNull();
      expect(last.prev?.libNo).toBe(preview.result[3]!.libNo);
    }
  });

  it('an animation beyond the preview answers 사용권한이 없습니다.', async () => {
    const all = await list('animations', 'ani', '?pageRow=50', 'student01');
    await denied(
      `/buddy-lib/animations/ani/${all.result[5]!.libNo}`,
      undefined,
      '사용권한이 없습니다.',
      '/buddy-lib/animations/{type}/{id}',
    );
  });

  it('every other kind answers 403 사용권한이 없습니다.', async () => {
    for (const kind of LIBRARY_KINDS.filter((k) => k !== 'animations')) {
      for (const type of LIBRARY_TYPES[kind]) await deniedList(kind, type, undefined, '사용권한이 없습니다.');
    }
  });
});

describe('given the permission table of §6, walked with the demo accounts', () => {
  const ALL: LibraryKind[] = [...LIBRARY_KINDS];
  // [account, its fee and flags, the kinds it may open; the others answer their row's alert]
  const cases: [string, string, LibraryKind[]][] = [
    ['student01', '57000 YYYYYY', ALL],
    ['student04', '57000 YYYYYY', ALL],
    // §6 gates the K-reading page, not the reading items: reading/basic is every member's (ADR 067).
    ['student02', '48000 YYYYYN', ['animations', 'audios', 'grammars', 'reading', 'phonics', 'word', 'stpt']],
    ['student03', '30000 NNNNNN', ['reading', 'phonics', 'word', 'stpt']],
    ['cancel01', '39000 NNNNNN', ['animations', 'audios', 'grammars', 'reading', 'phonics', 'word', 'stpt']],
  ];
  const ALERTS: Partial<Record<LibraryKind, string>> = {
    animations: '동영상 사용권한이 없습니다',
    audios: '버디음원 사용권한이 없습니다',
    grammars: '문법강의 사용권한이 없습니다',
    rskill: '리딩스킬 사용권한이 없습니다',
  };

  it.each(cases)('%s (%s) opens exactly its kinds', async (account, _profile, allowed) => {
    for (const kind of ALL) {
      const type = LIBRARY_TYPES[kind][0];
      if (allowed.includes(kind)) {
        const page = await list(kind, type, '', account);
        expect(page.preview).toBe(false);
        expect(page.page.totalCount).toBe(PER_TYPE);
      } else {
        await deniedList(kind, type, account, ALERTS[kind]!);
      }
    }
  });

  it('a denied member cannot open a video by its number either', async () => {
    const all = await list('animations', 'ani', '', 'student01');
    await denied(
      `/buddy-lib/animations/ani/${all.result[0]!.libNo}`,
      'student03',
      '동영상 사용권한이 없습니다',
      '/buddy-lib/animations/{type}/{id}',
    );
  });

  it('a token that is not valid is a 401, not a visitor', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v2/buddy-lib/animations/ani',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(response.statusCode).toBe(401);
    expectContract(response, '/buddy-lib/{kind}/{type}', 'get');
  });
});

describe('given a member with every right', () => {
  it('pages videos by 6 and the other kinds by 10, and a page past the last answers the last', async () => {
    const videos = await list('animations', 'sng', '?pageNo=2', 'student01');
    expect(videos.page).toEqual({ pageNo: 2, pageRow: 6, totalCount: PER_TYPE });
    expect(videos.result.map((item) => item.title)).toEqual(
      [7, 8, 9, 10, 11, 12].map((n) => (n === 7 ? 'Snake_case 100% sng' : `sng item ${n}`)),
    );
    const words = await list('word', 'wd', '?pageNo=99', 'student01');
    expect(words.page).toEqual({ pageNo: 3, pageRow: 10, totalCount: PER_TYPE });
    expect(words.result).toHaveLength(3);
    // Cards come with their slides, as served addresses.
    expect(words.result[0]!.slides[0]!.audio).toBe('/content/study/audio/one.ogg');
  });

  it('searches the titles (T, English or Korean), the summary (D) or both (TD, also when empty), wildcards literally', async () => {
    const byTitle = await list(
      'reading',
      'read',
      `?srchTp=T&srchText=${encodeURIComponent('_case 100%')}`,
      'student01',
    );
    expect(byTitle.result.map((item) => item.title)).toEqual(['Snake_case 100% read']);
    expect(byTitle.search).toMatchObject({ srchTp: 'T', srchText: '_case 100%' });
    const korean = await list(
      'reading',
      'read',
      `?srchTp=T&srchText=${encodeURIComponent('자료 23')}`,
      'student01',
    );
    expect(korean.result.map((item) => item.titleKo)).toEqual(['read 자료 23']);
    const bySummary = await list(
      'reading',
      'read',
      `?srchTp=D&srchText=${encodeURIComponent('특별한')}`,
      'student01',
    );
    expect(bySummary.result).toHaveLength(1);
    expect(
      (await list('reading', 'read', `?srchTp=T&srchText=${encodeURIComponent('특별한')}`, 'student01'))
        .result,
    ).toEqual([]);
    const both = await list(
      'reading',
      'read',
      `?srchTp=&srchText=${encodeURIComponent('특별한')}`,
      'student01',
    );
    expect(both.search).toMatchObject({ srchTp: 'TD' });
    expect(both.result).toHaveLength(1);
    // A % is a percent sign, not "anything".
    expect((await list('reading', 'read', '?srchText=%25', 'student01')).result).toHaveLength(1);
  });

  it('filters the sound sources by course, step and week', async () => {
    const all = await list('audios', 'ebb', '?pageRow=50', 'student01');
    const expected = all.result.filter((item) => item.stdCourse === 'B' && item.stdStep === 2);
    expect(expected.length).toBeGreaterThan(0);
    const filtered = await list('audios', 'ebb', '?pageRow=50&srchStdCourse=B&srchStdStep=2', 'student01');
    expect(filtered.result.map((item) => item.libNo)).toEqual(expected.map((item) => item.libNo));
    expect(filtered.search).toEqual({
      srchTp: 'TD',
      srchText: '',
      srchStdCourse: 'B',
      srchStdStep: 2,
      srchStdWeek: null,
    });
    const week = await list(
      'audios',
      'ebb',
      '?pageRow=50&srchStdCourse=B&srchStdStep=2&srchStdWeek=4',
      'student01',
    );
    expect(week.result.every((item) => item.stdWeek === 4)).toBe(true);
    expect(filtered.result[0]!.audioUrl).toMatch(/^\/content\/study\/audio\/ebb-\d+\.ogg$/);
  });

  it('serves the grammar worksheet and answer sheet addresses', async () => {
    const page = await list('grammars', 'bsc', '', 'student01');
    expect(page.result[0]).toMatchObject({
      worksheetUrl: '/content/library/sheets/bsc-1-worksheet.svg',
      answerUrl: '/content/library/sheets/bsc-1-answer.svg',
    });
  });

  it('opens any video with its neighbours in list order', async () => {
    const all = (await list('animations', 'ebk', '?pageRow=50', 'student01')).result;
    const middle = await detail('ebk', all[10]!.libNo, 'student01');
    expect(middle.prev).toEqual({ libNo: all[9]!.libNo, title: all[9]!.title });
    expect(middle.next).toEqual({ libNo: all[11]!.libNo, title: all[11]!.title });
    expect(middle.item.slides).toHaveLength(2);
    const last = await detail('ebk', all.at(-1)!.libNo, 'student01');
    expect(last.next).toBeNull();
  });

  it('a type of another kind, or an item of another type, is not found', async () => {
    const response = await get('/buddy-lib/audios/ani', 'student01');
    expect(response.statusCode).toBe(404);
    expect(expectContract(response, '/buddy-lib/{kind}/{type}', 'get')).toMatchObject({ code: 'NOT_FOUND' });
    const song = (await list('animations', 'sng', '', 'student01')).result[0]!;
    const other = await get(`/buddy-lib/animations/ani/${song.libNo}`, 'student01');
    expect(other.statusCode).toBe(404);
    const unknown = await get('/buddy-lib/videos/ani', 'student01');
    expect(unknown.statusCode).toBe(400);
  });
});

describe('given the real content bank', () => {
  // Its own empty copy, in a hook: on a busy machine opening it takes longer than a test may.
  let scratch: TestApp;
  beforeAll(async () => {
    scratch = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await scratch?.close();
  });

  it('loads every item once, twice over (an update keeps the numbers), with two pages of every type', async () => {
    const items = readContentLibrary(DEFAULT_CONTENT_DIR);
    expect(items.length).toBeGreaterThan(400);
    await seedLibrary(scratch.database.db, items);
    const first = await scratch.app.inject({ method: 'GET', url: '/v2/buddy-lib/animations/sng' });
    await seedLibrary(scratch.database.db, items);
    const again = await scratch.app.inject({ method: 'GET', url: '/v2/buddy-lib/animations/sng' });
    expect(again.json()).toEqual(first.json());
    for (const kind of LIBRARY_KINDS) {
      for (const type of LIBRARY_TYPES[kind]) {
        const count = items.filter((item) => item.kind === kind && item.type === type).length;
        expect(count, `${kind}/${type}`).toBeGreaterThan(kind === 'animations' ? 6 : 10);
      }
    }
  });
});
