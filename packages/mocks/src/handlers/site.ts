/**
 * The brand site's calls (home, notices, FAQ, branch finder) over the sample data of fixtures/site.ts. They page
 * (a page past the last answers the last), search (TD/T/D; branches by office and text) and answer 404 for an unknown
 * notice or branch. `fail` makes the named calls answer 500; `hold` leaves them unanswered (loading); `empty` starts
 * with no notice, question or branch; `noPopups` leaves the home without popups.
 */
import type { FaqList, Notice, NoticeList } from '@buddy/contract';
import { sampleBranches, sampleFaq, sampleHome, sampleNotices, SAMPLE_OFFICES } from '../fixtures/site';
import { errorBody, http, never, SERVER_ERROR } from '../http';
import {
  compareListedNotices,
  faqFilterOf,
  maskPhone,
  normalizePhone,
  validateTrialForm,
} from '@buddy/domain';

export type SiteCall = 'home' | 'notices' | 'notice' | 'faq' | 'branches' | 'branch' | 'offices' | 'trial';

export interface SiteOptions {
  fail?: SiteCall[];
  hold?: SiteCall[];
  empty?: boolean;
  noPopups?: boolean;
}

const NOTICE_MISSING = errorBody({ code: 'NOT_FOUND', message: '공지사항을 찾을 수 없습니다.' });
const BRANCH_MISSING = errorBody({ code: 'NOT_FOUND', message: '지점을 찾을 수 없습니다.' });
const TRIAL_BRANCH_MISSING = errorBody({
  code: 'BRANCH_NOT_FOUND',
  message: '선택한 지점을 찾을 수 없습니다. 지점을 다시 골라 주세요.',
});
let trialsTaken = 0;

function page<T>(items: T[], pageNoText: string | null, pageRowText: string | null) {
  const pageRow = Number(pageRowText ?? 10);
  const totalCount = items.length;
  const last = Math.max(1, Math.ceil(totalCount / pageRow));
  const pageNo = Math.min(Math.max(1, Number(pageNoText ?? 1)), last);
  return {
    page: { pageNo, pageRow, totalCount },
    result: items.slice((pageNo - 1) * pageRow, pageNo * pageRow),
  };
}

type SearchType = NoticeList['search']['srchTp'];
const searchTypeOf = (value: string | null): SearchType => (value === 'T' || value === 'D' ? value : 'TD');
const matches = (srchTp: SearchType, text: string, title: string, content: string) =>
  !text || (srchTp !== 'D' && title.includes(text)) || (srchTp !== 'T' && content.includes(text));

export function siteHandlers(options: SiteOptions = {}) {
  const notices = options.empty ? [] : sampleNotices().sort(compareListedNotices);
  const faq = options.empty ? [] : sampleFaq();
  const branches = options.empty ? [] : sampleBranches();
  /** Holds or fails a call as the scenario says (true: answer 500). */
  const fails = async (call: SiteCall) => {
    if (options.hold?.includes(call)) await never();
    return options.fail?.includes(call) === true;
  };

  return [
    http.get('/main', async ({ response }) => {
      if (await fails('home')) return response(500).json(SERVER_ERROR);
      const home = sampleHome();
      return response(200).json({ result: options.noPopups ? { ...home, popups: [] } : home });
    }),
    http.get('/site-mgr/notices', async ({ query, response }) => {
      if (await fails('notices')) return response(500).json(SERVER_ERROR);
      const srchTp = searchTypeOf(query.get('srchTp'));
      const srchText = query.get('srchText') ?? '';
      const found = notices.filter((n: Notice) => matches(srchTp, srchText, n.title, n.content));
      const list: NoticeList = {
        ...page(found, query.get('pageNo'), query.get('pageRow')),
        search: { srchTp, srchText },
      };
      return response(200).json(list);
    }),
    http.get('/site-mgr/notices/{boardNo}', async ({ params, response }) => {
      if (await fails('notice')) return response(500).json(SERVER_ERROR);
      const index = notices.findIndex((n) => n.boardNo === Number(params.boardNo));
      const notice = notices[index];
      if (!notice) return response(404).json(NOTICE_MISSING);
      const neighbour = (n: Notice | undefined) => (n ? { boardNo: n.boardNo, title: n.title } : null);
      return response(200).json({
        result: { notice, prev: neighbour(notices[index + 1]), next: neighbour(notices[index - 1]) },
      });
    }),
    http.get('/site-mgr/faq', async ({ query, response }) => {
      if (await fails('faq')) return response(500).json(SERVER_ERROR);
      const srchFaqTp = faqFilterOf(query.get('srchFaqTp'));
      const srchTp = searchTypeOf(query.get('srchTp'));
      const srchText = query.get('srchText') ?? '';
      const found = faq.filter(
        (f) =>
          (srchFaqTp === 'ALL' || f.faqTp === srchFaqTp) && matches(srchTp, srchText, f.question, f.answer),
      );
      const list: FaqList = {
        ...page(found, query.get('pageNo'), query.get('pageRow')),
        search: { srchFaqTp, srchTp, srchText },
      };
      return response(200).json(list);
    }),
    http.get('/branches', async ({ query, response }) => {
      if (await fails('branches')) return response(500).json(SERVER_ERROR);
      const salesOfficeCd = query.get('salesOfficeCd') ?? '';
      const srchText = query.get('srchText') ?? '';
      const found = branches
        .map((detail) => detail.branch)
        .filter(
          (b) =>
            (!salesOfficeCd || b.salesOfficeCd === salesOfficeCd) &&
            (!srchText || b.branchNm.includes(srchText) || b.address.includes(srchText)),
        );
      return response(200).json({
        ...page(found, query.get('pageNo'), query.get('pageRow')),
        search: { salesOfficeCd, srchText },
      });
    }),
    http.get('/branches/office', async ({ response }) => {
      if (await fails('offices')) return response(500).json(SERVER_ERROR);
      return response(200).json({ result: SAMPLE_OFFICES });
    }),
    http.get('/branches/{code}', async ({ params, response }) => {
      if (await fails('branch')) return response(500).json(SERVER_ERROR);
      const detail = branches.find((b) => b.branch.branchCd === params.code);
      return detail ? response(200).json({ result: detail }) : response(404).json(BRANCH_MISSING);
    }),
    // A trial request: checked as the server checks it, answered with a number that grows (nothing is kept).
    http.post('/site-mgr/trial-requests', async ({ request, response }) => {
      if (await fails('trial')) return response(500).json(SERVER_ERROR);
      const body = await request.json();
      const invalid = validateTrialForm({ ...body, note: body.note ?? '' });
      if (invalid) return response(400).json(errorBody({ code: 'TRIAL_FIELD', message: invalid.message }));
      const detail = branches.find((b) => b.branch.branchCd === body.branchCd);
      if (!detail) return response(400).json(TRIAL_BRANCH_MISSING);
      trialsTaken += 1;
      return response(200).json({
        result: {
          requestNo: trialsTaken,
          branchNm: detail.branch.branchNm,
          phone: maskPhone(normalizePhone(body.phone) ?? ''),
        },
      });
    }),
  ];
}
