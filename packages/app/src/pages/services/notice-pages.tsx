/**
 * /services/notice and /services/notice/:id (spec §2 Brand site, §3 Notice): the notices, pinned first, with search
 * and paging kept in the address; one notice with the ones before and after it. A missing notice says so and offers
 * the list.
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError, siteQueries } from '@buddy/api';
import { boardSearchType } from '@buddy/domain';
import { BoardList, NoticeDetail, type BoardListSearch } from '../../blocks/board';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { Status } from '@buddy/ui/status';
import { useApp } from '../../app/context';
import { listAddressQuery, numberFrom, pageFrom } from '../../app/list-address';
import { ServicesFrame } from './services-frame';
import { SERVICES_WORDS as WORDS } from './services-words';

const BASE = '/services/notice';
const noticeHref = (boardNo: number) => `${BASE}/${boardNo}`;

/** The list's search from the address (unknown values fall back to TD and no text). */
export function noticeSearchFrom(params: URLSearchParams): BoardListSearch {
  return { srchTp: boardSearchType(params.get('srchTp')), srchText: params.get('srchText') ?? '' };
}

function listAddress(page: number, search: BoardListSearch): string {
  const text = search.srchText.trim();
  return `${BASE}${listAddressQuery(page, { srchTp: text ? search.srchTp : undefined, srchText: text })}`;
}

export function NoticeListPage() {
  const { api } = useApp();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFrom(params);
  const search = noticeSearchFrom(params);
  const list = useQuery(siteQueries.notices(api, { pageNo: page, ...search }));

  return (
    <ServicesFrame title={WORDS.notice.title} lead={WORDS.notice.lead}>
      <BoardList
        kind="notices"
        state={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
        posts={list.data?.result}
        totalCount={list.data?.page.totalCount}
        // The server answers the page it used (beyond the last one it gives the last).
        page={list.data?.page.pageNo ?? page}
        pageRow={list.data?.page.pageRow}
        onPageChange={(next) => void navigate(listAddress(next, search))}
        pageHref={(next) => listAddress(next, search)}
        search={search}
        onSearch={(next) => void navigate(listAddress(1, next))}
        hrefFor={noticeHref}
        onRetry={() => void list.refetch()}
        words={{
          caption: WORDS.notice.caption,
          empty: WORDS.notice.empty,
          emptySearch: WORDS.notice.emptySearch,
          loading: WORDS.notice.loading,
          error: WORDS.notice.error,
          searchLabel: WORDS.notice.searchLabel,
        }}
      />
    </ServicesFrame>
  );
}

/** Back to the list, for a notice or a branch that is not there. */
export function BackToList({ href, message }: { href: string; message: string }) {
  return (
    <Status
      state="empty"
      message={message}
      action={
        <Button asChild variant="outline">
          <Link href={href} variant="plain">
            {WORDS.backToList}
          </Link>
        </Button>
      }
    />
  );
}

export function NoticeDetailPage() {
  const { api } = useApp();
  const boardNo = numberFrom(useParams().id);
  const query = useQuery({ ...siteQueries.notice(api, boardNo ?? 0), enabled: boardNo !== null });
  const missing = boardNo === null || (isApiError(query.error) && query.error.status === 404);

  return (
    <ServicesFrame title={WORDS.notice.title}>
      {missing ? (
        <BackToList href={BASE} message={WORDS.notice.notFound} />
      ) : query.data ? (
        <NoticeDetail
          notice={query.data.notice}
          prev={query.data.prev}
          next={query.data.next}
          hrefFor={noticeHref}
          listHref={BASE}
        />
      ) : query.isError ? (
        <Status
          state="error"
          message={WORDS.notice.loadFailed}
          retryLabel={WORDS.retry}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Status state="loading" message={WORDS.notice.loading} />
      )}
    </ServicesFrame>
  );
}
