import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchMapUrl, compareListedNotices, FAQ_TYPES } from '@buddy/domain';
import { branches, homeBanners, siteNotices } from '../src/db/schema';
import { DEFAULT_CONTENT_DIR } from '../src/paths';
import {
  DEMO_FAQS,
  DEMO_HOME,
  DEMO_NOTICES,
  DEMO_SALES_OFFICES,
  DEMO_SITE_PAGES,
  demoBranches,
} from '@buddy/domain/demo';
import { seedSite } from '../src/seed/site';
import { createTestApp, expectContract, type TestApp } from './helpers';

let t: TestApp;
const DAY_MS = 86_400_000;
/** The moment the site was seeded (the test clock's start), and the clock is put back there after each move. */
let seededAt: Date;

interface Page {
  pageNo: number;
  pageRow: number;
  totalCount: number;
}
interface Notice {
  boardNo: number;
  title: string;
  content: string;
  pinned: boolean;
  createdAt: number;
}
interface NoticeList {
  page: Page;
  search: { srchTp: string; srchText: string };
  result: Notice[];
}
interface Neighbour {
  boardNo: number;
  title: string;
}
interface NoticeDetail {
  notice: Notice;
  prev: Neighbour | null;
  next: Neighbour | null;
}
interface Faq {
  faqNo: number;
  faqTp: string;
  question: string;
  answer: string;
}
interface FaqList {
  page: Page;
  search: { srchFaqTp: string; srchTp: string; srchText: string };
  result: Faq[];
}
interface Branch {
  branchCd: string;
  branchNm: string;
  salesOfficeCd: string;
  salesOfficeNm: string;
  address: string;
  phone: string;
}
interface BranchList {
  page: Page;
  search: { salesOfficeCd: string; srchText: string };
  result: Branch[];
}
interface Home {
  contestBnnr: { bannerNo: number; imageUrl: string; linkUrl: string } | null;
  awards: { awardNo: number; year: number }[];
  promotions: { promotionNo: number; imageUrl: string; linkUrl: string }[];
  popups: { popupNo: number; title: string; imageUrl: string | null; linkUrl: string | null }[];
}

async function get(url: string) {
  return t.app.inject({ method: 'GET', url: `/v2${url}` });
}

/** GET, checked against the contract's 200 answer of `template`. */
async function ok<T>(url: string, template: string): Promise<T> {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return expectContract(response, template, 'get') as T;
}

const notices = (query = '') => ok<NoticeList>(`/site-mgr/notices${query}`, '/site-mgr/notices');
const faq = (query = '') => ok<FaqList>(`/site-mgr/faq${query}`, '/site-mgr/faq');
const branchList = (query = '') => ok<BranchList>(`/branches${query}`, '/branches');
const home = async (query = '') => (await ok<{ result: Home }>(`/main${query}`, '/main')).result;
const q = (text: string) => encodeURIComponent(text);

/** Every notice in list order (one page of 50 is enough for the seed plus the test's own). */
async function allNotices(): Promise<Notice[]> {
  return (await notices('?pageRow=50')).result;
}

beforeAll(async () => {
  // The real content bank's media: the home's images must be files the server serves.
  t = await createTestApp({ config: { contentDir: DEFAULT_CONTENT_DIR } });
  seededAt = t.clock();
  // Two notices of the test's own, with LIKE wildcards and a backslash in them.
  await t.database.db.insert(siteNotices).values([
    {
      title: '할인율 100% 안내',
      content: 'snake_case 와 C:\\buddy 경로',
      createdAt: new Date(seededAt.getTime() - 500 * DAY_MS),
    },
    {
      title: '할인율 1000 안내',
      content: 'snakeXcase 와 C:buddy 경로',
      createdAt: new Date(seededAt.getTime() - 501 * DAY_MS),
    },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('given the seeded notices', () => {
  it('pages them pinned first, then newest first, 10 rows by default', async () => {
    const first = await notices();
    expect(first.page).toEqual({ pageNo: 1, pageRow: 10, totalCount: DEMO_NOTICES.length + 2 });
    expect(first.search).toEqual({ srchTp: 'TD', srchText: '' });
    expect(first.result).toHaveLength(10);
    const all = await allNotices();
    const pinned = DEMO_NOTICES.filter((notice) => notice.pinned).length;
    expect(pinned).toBe(3);
    expect(all.slice(0, pinned).every((notice) => notice.pinned)).toBe(true);
    expect(all.slice(pinned).some((notice) => notice.pinned)).toBe(false);
    for (const group of [all.slice(0, pinned), all.slice(pinned)]) {
      const times = group.map((notice) => notice.createdAt);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    // The order the fake /v2 and the samples sort by (compareListedNotices) is the server's.
    expect(all.map((notice) => notice.boardNo)).toEqual(
      [...all].sort(compareListedNotices).map((notice) => notice.boardNo),
    );
    expect(first.result).toEqual(all.slice(0, 10));
  });

  it('has at least 25 notices over the last year, with paragraphs', async () => {
    expect(DEMO_NOTICES.length).toBeGreaterThanOrEqual(25);
    const seeded = (await allNotices()).filter(
      (notice) => notice.createdAt > seededAt.getTime() - 400 * DAY_MS,
    );
    expect(seeded).toHaveLength(DEMO_NOTICES.length);
    for (const notice of seeded) {
      expect(notice.createdAt).toBeLessThanOrEqual(seededAt.getTime());
      expect(notice.createdAt).toBeGreaterThan(seededAt.getTime() - 366 * DAY_MS);
      expect(notice.content.split('\n\n').length, notice.title).toBeGreaterThanOrEqual(2);
    }
  });

  it('answers the page asked for, and the last page for one past it (spec §4)', async () => {
    const total = DEMO_NOTICES.length + 2;
    const second = await notices('?pageNo=2&pageRow=7');
    expect(second.page).toEqual({ pageNo: 2, pageRow: 7, totalCount: total });
    expect(second.result).toEqual((await allNotices()).slice(7, 14));
    const last = Math.ceil(total / 7);
    const beyond = await notices('?pageNo=999&pageRow=7');
    expect(beyond.page).toEqual({ pageNo: last, pageRow: 7, totalCount: total });
    expect(beyond.result).toHaveLength(total - (last - 1) * 7);
  });

  it('answers page 1 of an empty search', async () => {
    const none = await notices(`?pageNo=3&srchText=${q('없는말쯤아무도안쓸')}`);
    expect(none.page).toEqual({ pageNo: 1, pageRow: 10, totalCount: 0 });
    expect(none.result).toEqual([]);
  });

  it.each([
    ['TD', '', '할인율', 2],
    ['TD', 'TD', 'snake', 2],
    ['title only', 'T', 'snake', 0],
    ['content only', 'D', 'snake', 2],
    ['content only', 'D', '할인율', 0],
    ['title only', 'T', '할인율', 2],
  ])('searches %s (srchTp=%j) for %j: %i', async (_name, srchTp, text, total) => {
    const body = await notices(`?srchTp=${srchTp}&srchText=${q(text)}`);
    expect(body.page.totalCount).toBe(total);
    expect(body.search).toEqual({ srchTp: srchTp || 'TD', srchText: text });
  });

  it('matches without regard to case and ignores the outer spaces', async () => {
    const upper = await notices(`?srchText=${q('  SNAKE_CASE ')}`);
    expect(upper.result.map((notice) => notice.title)).toEqual(['할인율 100% 안내']);
    expect(upper.search.srchText).toBe('SNAKE_CASE');
    const chrome = await notices(`?srchTp=T&srchText=${q('chrome')}`);
    expect(chrome.result.map((notice) => notice.title)).toEqual([
      DEMO_NOTICES.find((notice) => notice.key === 'chrome')?.title,
    ]);
  });

  it.each([
    ['100%', ['할인율 100% 안내']],
    ['%', ['할인율 100% 안내']],
    ['_', ['할인율 100% 안내']],
    ['e_c', ['할인율 100% 안내']],
    ['C:\\b', ['할인율 100% 안내']],
    ['\\', ['할인율 100% 안내']],
  ])('takes the wildcard in %j literally', async (text, titles) => {
    const body = await notices(`?srchText=${q(text)}`);
    expect(body.result.map((notice) => notice.title)).toEqual(titles);
  });
});

describe('given one notice', () => {
  it('answers it with its neighbours in the list order, null at both ends', async () => {
    const all = await allNotices();
    const at = async (index: number) => {
      const notice = all[index];
      if (!notice) throw new Error(`no notice at ${index}`);
      return (
        await ok<{ result: NoticeDetail }>(
          `/site-mgr/notices/${notice.boardNo}`,
          '/site-mgr/notices/{boardNo}',
        )
      ).result;
    };
    const neighbour = (index: number) => {
      const notice = all[index];
      return notice ? { boardNo: notice.boardNo, title: notice.title } : null;
    };
    const first = await at(0);
    expect(first).toEqual({ notice: all[0], prev: null, next: neighbour(1) });
    // Across the boundary between pinned and the rest, and in the middle.
    for (const index of [2, 3, 11]) {
      expect(await at(index)).toEqual({
        notice: all[index],
        prev: neighbour(index - 1),
        next: neighbour(index + 1),
      });
    }
    const lastIndex = all.length - 1;
    expect(await at(lastIndex)).toEqual({
      notice: all[lastIndex],
      prev: neighbour(lastIndex - 1),
      next: null,
    });
  });

  it('answers 404 NOT_FOUND in Korean for an unknown number, 400 for a bad one', async () => {
    const missing = await get('/site-mgr/notices/999999');
    expect(missing.statusCode).toBe(404);
    expect(expectContract(missing, '/site-mgr/notices/{boardNo}', 'get')).toEqual({
      code: 'NOT_FOUND',
      message: '공지사항을 찾을 수 없습니다.',
    });
    for (const bad of ['0', 'abc', '1.5', '2147483648']) {
      expect((await get(`/site-mgr/notices/${bad}`)).statusCode, bad).toBe(400);
    }
  });
});

describe('given the FAQ', () => {
  it('opens on type 01 when the type is absent or empty, 10 rows to a page', async () => {
    const count01 = DEMO_FAQS.find((group) => group.faqTp === '01')?.items.length ?? 0;
    expect(count01).toBeGreaterThanOrEqual(12);
    for (const query of ['', '?srchFaqTp=']) {
      const body = await faq(query);
      expect(body.search).toEqual({ srchFaqTp: '01', srchTp: 'TD', srchText: '' });
      expect(body.page).toEqual({ pageNo: 1, pageRow: 10, totalCount: count01 });
      expect(body.result).toHaveLength(10);
      expect(body.result.every((item) => item.faqTp === '01')).toBe(true);
    }
    const second = await faq('?pageNo=2');
    expect(second.result).toHaveLength(count01 - 10);
    const beyond = await faq('?pageNo=50');
    expect(beyond.page.pageNo).toBe(2);
    expect(beyond.result).toEqual(second.result);
  });

  it('lists them in the seed order', async () => {
    const body = await faq('?pageRow=50');
    const seeded = DEMO_FAQS.find((group) => group.faqTp === '01')?.items ?? [];
    expect(body.result.map((item) => item.question)).toEqual(seeded.map((item) => item.question));
    expect(body.result[0]?.answer).toBe(seeded[0]?.answer.join('\n\n'));
  });

  it.each(FAQ_TYPES.map((type) => type.value))('answers type %s alone', async (type) => {
    const body = await faq(`?srchFaqTp=${type}&pageRow=50`);
    expect(body.search.srchFaqTp).toBe(type);
    expect(body.result.length).toBeGreaterThanOrEqual(6);
    expect(body.result.every((item) => item.faqTp === type)).toBe(true);
    expect(body.page.totalCount).toBe(DEMO_FAQS.find((group) => group.faqTp === type)?.items.length);
  });

  it.each([
    ['', '비밀번호', 3],
    ['T', '비밀번호', 2],
    ['D', '비밀번호', 3],
    ['TD', 'CHROME', 1],
  ])('searches type 02/05 with srchTp %j for %j', async (srchTp, text, total) => {
    const type = text === 'CHROME' ? '05' : '02';
    const body = await faq(`?srchFaqTp=${type}&srchTp=${srchTp}&srchText=${q(text)}`);
    expect(body.page.totalCount).toBe(total);
    expect(body.search).toEqual({ srchFaqTp: type, srchTp: srchTp || 'TD', srchText: text });
  });

  it('searches every type with ALL, and each answer names its type (issue 26)', async () => {
    // "비밀번호" on the default type finds nothing: its answers sit under 회원 정보 (02).
    expect((await faq(`?srchText=${q('비밀번호')}`)).page.totalCount).toBe(0);
    const body = await faq(`?srchFaqTp=ALL&srchText=${q('비밀번호')}`);
    expect(body.search).toEqual({ srchFaqTp: 'ALL', srchTp: 'TD', srchText: '비밀번호' });
    expect(body.page.totalCount).toBeGreaterThanOrEqual(3);
    expect(new Set(body.result.map((item) => item.faqTp))).toContain('02');
    const everything = await faq('?srchFaqTp=ALL&pageRow=50');
    const seeded = DEMO_FAQS.reduce((sum, group) => sum + group.items.length, 0);
    expect(everything.page.totalCount).toBe(seeded);
    // Grouped by type, in the seed order within each.
    const types = everything.result.map((item) => item.faqTp);
    expect(types).toEqual([...types].sort());
  });

  it('takes wildcards literally', async () => {
    expect((await faq(`?srchText=${q('%')}`)).page.totalCount).toBe(0);
    expect((await faq(`?srchText=${q('_')}`)).page.totalCount).toBe(0);
  });
});

describe('given the branches', () => {
  const seeded = demoBranches();

  it('has at least 40 fictional branches over at least 6 offices', () => {
    expect(DEMO_SALES_OFFICES.length).toBeGreaterThanOrEqual(6);
    expect(seeded.length).toBeGreaterThanOrEqual(40);
    for (const branch of seeded) {
      expect(branch.branchCd).toMatch(/^B\d{4}$/);
      expect(branch.name).toMatch(/^버디잉글리시 .+지점$/);
      expect(branch.phone).toMatch(/^070-\d{3}-\d{4}$/);
      expect(branch.addressDetail && branch.hours && branch.intro).toBeTruthy();
    }
    expect(new Set(seeded.map((branch) => branch.branchCd)).size).toBe(seeded.length);
    for (const office of DEMO_SALES_OFFICES) {
      expect(
        seeded.some((branch) => branch.salesOfficeCd === office.code),
        office.name,
      ).toBe(true);
    }
  });

  it('lists them by sales office, then name, 10 to a page', async () => {
    const first = await branchList();
    expect(first.page).toEqual({ pageNo: 1, pageRow: 10, totalCount: seeded.length });
    expect(first.search).toEqual({ salesOfficeCd: '', srchText: '' });
    const all = (await branchList('?pageRow=50')).result;
    const expected = [...seeded].sort((a, b) =>
      a.salesOfficeCd !== b.salesOfficeCd
        ? a.salesOfficeCd.localeCompare(b.salesOfficeCd)
        : a.name < b.name
          ? -1
          : a.name > b.name
            ? 1
            : 0,
    );
    expect(all.map((branch) => branch.branchCd)).toEqual(expected.map((branch) => branch.branchCd));
    expect(first.result).toEqual(all.slice(0, 10));
    const seoul = all[0];
    expect(seoul?.salesOfficeNm).toBe('서울');
    const last = await branchList('?pageNo=100');
    expect(last.page.pageNo).toBe(Math.ceil(seeded.length / 10));
  });

  it('filters by sales office, all of them for an empty code', async () => {
    for (const office of DEMO_SALES_OFFICES) {
      const body = await branchList(`?salesOfficeCd=${office.code}&pageRow=50`);
      expect(body.result.length).toBe(seeded.filter((branch) => branch.salesOfficeCd === office.code).length);
      expect(body.result.every((branch) => branch.salesOfficeCd === office.code)).toBe(true);
      expect(body.result.every((branch) => branch.salesOfficeNm === office.name)).toBe(true);
      expect(body.search.salesOfficeCd).toBe(office.code);
    }
    expect((await branchList('?salesOfficeCd=')).page.totalCount).toBe(seeded.length);
    expect((await branchList('?salesOfficeCd=99')).page.totalCount).toBe(0);
  });

  it('searches the name and the address', async () => {
    const byName = await branchList(`?srchText=${q('해운대')}`);
    expect(byName.result.map((branch) => branch.branchNm)).toEqual(['버디잉글리시 해운대지점']);
    const byAddress = await branchList(`?srchText=${q('경상남도')}&pageRow=50`);
    expect(byAddress.page.totalCount).toBe(
      seeded.filter((branch) => branch.address.includes('경상남도')).length,
    );
    expect(byAddress.page.totalCount).toBeGreaterThan(0);
    const both = await branchList(`?salesOfficeCd=02&srchText=${q('분당')}`);
    expect(both.result.map((branch) => branch.branchCd)).toEqual(['B0201']);
    expect(both.search).toEqual({ salesOfficeCd: '02', srchText: '분당' });
    expect((await branchList(`?salesOfficeCd=01&srchText=${q('분당')}`)).page.totalCount).toBe(0);
    expect((await branchList(`?srchText=${q('%')}`)).page.totalCount).toBe(0);
  });

  it('lists every sales office as an option, by code', async () => {
    const body = await ok<{ result: { label: string; value: string }[] }>(
      '/branches/office',
      '/branches/office',
    );
    expect(body.result).toEqual(
      DEMO_SALES_OFFICES.map((office) => ({ label: office.name, value: office.code })),
    );
  });

  it('answers one branch with its details and a map link', async () => {
    const branch = seeded.find((item) => item.branchCd === 'B0401');
    if (!branch) throw new Error('no B0401');
    const body = await ok<{ result: Record<string, unknown> }>('/branches/B0401', '/branches/{code}');
    expect(body.result).toEqual({
      branch: {
        branchCd: 'B0401',
        branchNm: branch.name,
        salesOfficeCd: '04',
        salesOfficeNm: '부산·경남',
        address: branch.address,
        phone: branch.phone,
      },
      addressDetail: branch.addressDetail,
      hours: branch.hours,
      intro: branch.intro,
      mapUrl: branchMapUrl(branch.address),
    });
    expect(String(body.result.mapUrl)).toMatch(/^https:\/\/map\.kakao\.com\/link\/search\/%EB%B6%80/);
  });

  it('answers 404 in Korean for an unknown code, 400 for a malformed one', async () => {
    const missing = await get('/branches/B9999');
    expect(missing.statusCode).toBe(404);
    expect(expectContract(missing, '/branches/{code}', 'get')).toEqual({
      code: 'NOT_FOUND',
      message: '지점을 찾을 수 없습니다.',
    });
    for (const bad of ['b0101', 'B01', 'B01011', 'X0101', '%00']) {
      expect((await get(`/branches/${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('is stored as seeded', async () => {
    const rows = await t.database.db.select().from(branches);
    expect(rows).toHaveLength(seeded.length);
  });
});

describe('given the home page', () => {
  afterAll(() => t.clock.set(seededAt));

  it('answers the contest banner, 4 awards, 3 promotions and 2 popups on a pc (the default)', async () => {
    const pc = await home();
    expect(pc.contestBnnr).not.toBeNull();
    expect(pc.awards).toHaveLength(4);
    expect(pc.promotions).toHaveLength(3);
    expect(pc.popups.map((popup) => popup.title)).toEqual(DEMO_HOME.popups.map((popup) => popup.title));
    expect(pc.popups.map((popup) => popup.imageUrl === null)).toEqual([false, true]);
    expect(await home('?deviceTp=pc')).toEqual(pc);
  });

  it('shows only the popups meant for mobile on mobile', async () => {
    const mobile = await home('?deviceTp=mobile');
    expect(mobile.popups.map((popup) => popup.title)).toEqual(
      DEMO_HOME.popups.filter((popup) => popup.onMobile).map((popup) => popup.title),
    );
    expect(mobile.popups).toHaveLength(1);
    expect(mobile.contestBnnr).not.toBeNull();
  });

  it('shows a popup only inside its window (startsAt <= now < endsAt)', async () => {
    const [image, text] = DEMO_HOME.popups;
    if (!image || !text) throw new Error('two popups expected');
    const titles = async (device: string) =>
      (await home(`?deviceTp=${device}`)).popups.map((popup) => popup.title);

    t.clock.set(new Date(seededAt.getTime() + Math.max(image.startsInDays, text.startsInDays) * DAY_MS - 1));
    expect(await titles('pc')).toEqual(image.startsInDays < text.startsInDays ? [image.title] : [text.title]);
    t.clock.set(new Date(seededAt.getTime() + Math.min(image.startsInDays, text.startsInDays) * DAY_MS - 1));
    expect(await titles('pc')).toEqual([]);
    t.clock.set(new Date(seededAt.getTime() + text.endsInDays * DAY_MS - 1));
    expect(await titles('pc')).toEqual([image.title, text.title]);
    t.clock.set(new Date(seededAt.getTime() + text.endsInDays * DAY_MS));
    expect(await titles('pc')).toEqual([image.title]);
    expect(await titles('mobile')).toEqual([image.title]);
    t.clock.set(new Date(seededAt.getTime() + image.endsInDays * DAY_MS));
    expect(await titles('pc')).toEqual([]);
    expect(await titles('mobile')).toEqual([]);
    t.clock.set(seededAt);
  });

  it('answers no contest banner outside its window, and the device one where they differ', async () => {
    t.clock.set(new Date(seededAt.getTime() + DEMO_HOME.banner.endsInDays * DAY_MS));
    const after = await home();
    expect(after.contestBnnr).toBeNull();
    expect(after.awards).toHaveLength(4);
    t.clock.set(seededAt);

    const [mobileOnly] = await t.database.db
      .insert(homeBanners)
      .values({
        title: '모바일 배너',
        text: '휴대폰에서만',
        imageUrl: '/content/site/contest-banner.svg',
        imageAlt: '대회 그림',
        linkUrl: '/services/notice',
        linkLabel: '보기',
        onPc: false,
        onMobile: true,
        startsAt: new Date(seededAt.getTime() - DAY_MS),
        endsAt: new Date(seededAt.getTime() + DAY_MS),
        sortOrder: -1,
      })
      .returning();
    const mobile = await home('?deviceTp=mobile');
    expect(mobile.contestBnnr?.bannerNo).toBe(mobileOnly?.bannerNo);
    const pc = await home('?deviceTp=pc');
    expect(pc.contestBnnr?.bannerNo).not.toBe(mobileOnly?.bannerNo);
    expect(pc.contestBnnr).not.toBeNull();
  });

  it('links only to the pages of the site, and to notices that exist', async () => {
    const allowed = new Set<string>(DEMO_SITE_PAGES);
    const body = await home();
    const links = [
      body.contestBnnr?.linkUrl,
      ...body.promotions.map((promotion) => promotion.linkUrl),
      ...body.popups.map((popup) => popup.linkUrl),
    ].filter((link): link is string => typeof link === 'string');
    expect(links).toHaveLength(1 + DEMO_HOME.promotions.length + DEMO_HOME.popups.length);
    for (const link of links) {
      const notice = /^\/services\/notice\/(\d+)$/.exec(link);
      if (notice) {
        expect((await get(`/site-mgr/notices/${notice[1]}`)).statusCode, link).toBe(200);
      } else {
        expect(allowed.has(link), link).toBe(true);
      }
    }
    // The banner opens the contest notice; the text popup the notice about the hours.
    const titleOf = async (link: string | undefined | null) =>
      (
        (await get(`/site-mgr/notices/${link?.split('/').pop() ?? ''}`)).json() as {
          result: NoticeDetail;
        }
      ).result.notice.title;
    expect(await titleOf(body.contestBnnr?.linkUrl)).toBe(
      DEMO_NOTICES.find((n) => n.key === 'contest')?.title,
    );
    expect(await titleOf(body.popups[1]?.linkUrl)).toBe(DEMO_NOTICES.find((n) => n.key === 'hours')?.title);
  });

  it('serves every image it names, as an SVG from /content/', async () => {
    const body = await home();
    const images = [
      body.contestBnnr?.imageUrl,
      ...body.promotions.map((promotion) => promotion.imageUrl),
      ...body.popups.map((popup) => popup.imageUrl),
    ].filter((url): url is string => typeof url === 'string');
    expect(images.length).toBe(5);
    for (const url of images) {
      expect(url).toMatch(/^\/content\/site\/[a-z-]+\.svg$/);
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
      expect(response.body).toMatch(/^<svg /);
    }
  });
});

describe('given the seed run again', () => {
  it('adds nothing to tables that have rows', async () => {
    expect(await seedSite(t.database.db, t.clock())).toEqual({
      notices: 0,
      faqs: 0,
      salesOffices: 0,
      branches: 0,
      home: 0,
    });
  });
});

describe('given bad queries', () => {
  it.each([
    '/main?deviceTp=tablet',
    '/site-mgr/notices?srchTp=X',
    '/site-mgr/notices?pageRow=0',
    '/site-mgr/notices?pageRow=51',
    '/site-mgr/notices?pageNo=0',
    '/site-mgr/notices?pageNo=abc',
    `/site-mgr/notices?srchText=${encodeURIComponent('가'.repeat(51))}`,
    '/site-mgr/notices?srchText=a%00b',
    '/site-mgr/faq?srchFaqTp=06',
    '/site-mgr/faq?srchFaqTp=1',
    '/site-mgr/faq?srchTp=TT',
    '/site-mgr/faq?pageRow=51',
    '/site-mgr/faq?srchText=%00',
    `/site-mgr/faq?srchText=${'x'.repeat(51)}`,
    '/branches?salesOfficeCd=1',
    '/branches?salesOfficeCd=ab',
    '/branches?pageRow=0',
    '/branches?srchText=%00',
    `/branches?srchText=${'x'.repeat(51)}`,
  ])('answers 400 VALIDATION to %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; message: string };
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toMatch(/[가-힣]/);
  });

  it('takes the longest search the contract allows', async () => {
    expect((await notices(`?srchText=${q('가'.repeat(50))}`)).page.totalCount).toBe(0);
  });
});
