import { boardSearchType, branchMapUrl, clampPage, faqFilterOf, faqTypeOf, PAGE_SIZES } from '@buddy/domain';
import type { components } from '@buddy/contract';
import { HttpError } from '../../plugins/errors';
import type { Clock } from '../../plugins/tokens';
import type {
  BranchFilter,
  BranchRow,
  Device,
  NoticeRow,
  SiteRepository,
  Slice,
  TextFilter,
} from './repository';

type Schemas = components['schemas'];
type SitePage = Schemas['SitePage'];
type Notice = Schemas['Notice'];
type Branch = Schemas['Branch'];

export const SITE_MESSAGES = {
  /** 404 NOT_FOUND: no notice with that number. */
  noticeNotFound: '공지사항을 찾을 수 없습니다.',
  /** 404 NOT_FOUND: no branch with that code. */
  branchNotFound: '지점을 찾을 수 없습니다.',
} as const;

export interface PageQuery {
  pageNo?: number;
  pageRow?: number;
}
export interface TextQuery extends PageQuery {
  srchTp?: string;
  srchText?: string;
}
export interface FaqQuery extends TextQuery {
  srchFaqTp?: string;
}
export interface BranchQuery extends PageQuery {
  salesOfficeCd?: string;
  srchText?: string;
}

function toNotice(row: NoticeRow): Notice {
  return {
    boardNo: row.boardNo,
    title: row.title,
    content: row.content,
    pinned: row.pinned,
    createdAt: row.createdAt.getTime(),
  };
}

function toBranch(row: BranchRow): Branch {
  return {
    branchCd: row.branchCd,
    branchNm: row.name,
    salesOfficeCd: row.salesOfficeCd,
    salesOfficeNm: row.salesOfficeNm,
    address: row.address,
    phone: row.phone,
  };
}

function textFilter(query: TextQuery): TextFilter {
  // An empty or missing type is TD (spec §4); the text is matched as typed, without its outer spaces.
  return { srchTp: boardSearchType(query.srchTp), srchText: (query.srchText ?? '').trim() };
}

/**
 * The brand site's customer centre and home (spec §7 Library and site), open to every visitor: notices, FAQ,
 * branches and the home page's content. The rules live here: the spec's paging (§4 Pagination go, §9 page size 10),
 * the search defaults, the notice neighbours, the map link and what the home shows now on each device.
 */
export class SiteService {
  constructor(
    private readonly site: SiteRepository,
    private readonly clock: Clock,
  ) {}

  /** One page of a list: a page past the last answers the last page, and says so. */
  private async paged<T>(
    query: PageQuery,
    total: () => Promise<number>,
    rows: (slice: Slice) => Promise<T[]>,
  ): Promise<{ page: SitePage; rows: T[] }> {
    const pageRow = query.pageRow ?? PAGE_SIZES.default;
    const totalCount = await total();
    const pageNo = clampPage(query.pageNo ?? 1, totalCount, pageRow);
    return {
      page: { pageNo, pageRow, totalCount },
      rows: await rows({ offset: (pageNo - 1) * pageRow, limit: pageRow }),
    };
  }

  async notices(query: TextQuery): Promise<Schemas['NoticeList']> {
    const filter = textFilter(query);
    const { page, rows } = await this.paged(
      query,
      () => this.site.countNotices(filter),
      (slice) => this.site.notices(filter, slice),
    );
    return { page, search: filter, result: rows.map(toNotice) };
  }

  async notice(boardNo: number): Promise<Schemas['NoticeDetail']> {
    const row = await this.site.notice(boardNo);
    if (!row) throw new HttpError(404, 'NOT_FOUND', SITE_MESSAGES.noticeNotFound);
    const { prev, next } = await this.site.noticeNeighbours(row.boardNo);
    return { notice: toNotice(row), prev, next };
  }

  /** One type's questions, or every type's (ALL: a search that must not miss an answer under another tab). */
  async faq(query: FaqQuery): Promise<Schemas['FaqList']> {
    const srchFaqTp = faqFilterOf(query.srchFaqTp);
    const filter = textFilter(query);
    const { page, rows } = await this.paged(
      query,
      () => this.site.countFaqs(srchFaqTp, filter),
      (slice) => this.site.faqs(srchFaqTp, filter, slice),
    );
    return {
      page,
      search: { srchFaqTp, ...filter },
      result: rows.map((row) => ({
        faqNo: row.faqNo,
        faqTp: faqTypeOf(row.faqTp),
        question: row.question,
        answer: row.answer,
      })),
    };
  }

  async branches(query: BranchQuery): Promise<Schemas['BranchList']> {
    const filter: BranchFilter = {
      salesOfficeCd: query.salesOfficeCd ?? '',
      srchText: (query.srchText ?? '').trim(),
    };
    const { page, rows } = await this.paged(
      query,
      () => this.site.countBranches(filter),
      (slice) => this.site.branches(filter, slice),
    );
    return { page, search: filter, result: rows.map(toBranch) };
  }

  async salesOffices(): Promise<Schemas['SalesOffice'][]> {
    return (await this.site.salesOffices()).map((office) => ({ label: office.name, value: office.code }));
  }

  async branch(branchCd: string): Promise<Schemas['BranchDetail']> {
    const row = await this.site.branch(branchCd);
    if (!row) throw new HttpError(404, 'NOT_FOUND', SITE_MESSAGES.branchNotFound);
    return {
      branch: toBranch(row),
      addressDetail: row.addressDetail,
      hours: row.hours,
      intro: row.intro,
      mapUrl: branchMapUrl(row.address),
    };
  }

  /** The home page for a device (pc by default): the contest banner and popups showing now, awards, promotions. */
  async home(deviceTp: Device = 'pc'): Promise<Schemas['Home']> {
    const now = this.clock();
    const [banner, awards, promotions, popups] = await Promise.all([
      this.site.banner(deviceTp, now),
      this.site.awards(),
      this.site.promotions(),
      this.site.popups(deviceTp, now),
    ]);
    return {
      contestBnnr: banner && {
        bannerNo: banner.bannerNo,
        title: banner.title,
        text: banner.text,
        imageUrl: banner.imageUrl,
        imageAlt: banner.imageAlt,
        linkUrl: banner.linkUrl,
        linkLabel: banner.linkLabel,
      },
      awards: awards.map((award) => ({
        awardNo: award.awardNo,
        year: award.year,
        title: award.title,
        issuer: award.issuer,
      })),
      promotions: promotions.map((promotion) => ({
        promotionNo: promotion.promotionNo,
        title: promotion.title,
        text: promotion.text,
        imageUrl: promotion.imageUrl,
        imageAlt: promotion.imageAlt,
        linkUrl: promotion.linkUrl,
      })),
      popups: popups.map((popup) => ({
        popupNo: popup.popupNo,
        title: popup.title,
        text: popup.text,
        imageUrl: popup.imageUrl,
        imageAlt: popup.imageAlt,
        linkUrl: popup.linkUrl,
        linkLabel: popup.linkLabel,
      })),
    };
  }
}
