/**
 * /services/branch and /services/branch/:id (spec §2 Brand site, §3 Branch, §4 "the branch office list is loaded
 * lazily"): the branch finder (office and text in the address, the offices loaded when the select first asks for
 * them) and one branch with its address, phone, hours and a map in a new window.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError, siteQueries, type Branch } from '@buddy/api';
import {
  BranchDetail,
  BranchFinder,
  type BranchSearch,
  type BranchSummary,
} from '../../blocks/branch-finder';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { Status } from '@buddy/ui/status';
import { useApp } from '../../app/context';
import { listAddressQuery, pageFrom } from '../../app/list-address';
import { BackToList } from './notice-pages';
import { ServicesFrame } from './services-frame';
import { SERVICES_WORDS as WORDS } from './services-words';

const BASE = '/services/branch';
const OFFICE = /^\d{2}$/;
const CODE = /^B\d{4}$/;

const summaryOf = (branch: Branch): BranchSummary => ({
  code: branch.branchCd,
  name: branch.branchNm,
  office: branch.salesOfficeNm,
  address: branch.address,
  phone: branch.phone,
});

function finderAddress(page: number, search: BranchSearch): string {
  return `${BASE}${listAddressQuery(page, { salesOfficeCd: search.office, srchText: search.text.trim() })}`;
}

export function BranchListPage() {
  const { api } = useApp();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFrom(params);
  const office = params.get('salesOfficeCd') ?? '';
  const search: BranchSearch = {
    office: OFFICE.test(office) ? office : '',
    text: params.get('srchText') ?? '',
  };
  const list = useQuery(
    siteQueries.branches(api, { pageNo: page, salesOfficeCd: search.office, srchText: search.text }),
  );
  // Spec §4: the office list is loaded when it is first needed (the select opens, or an office is in the address).
  const [officesWanted, setOfficesWanted] = useState(search.office !== '');
  const offices = useQuery({ ...siteQueries.offices(api), enabled: officesWanted || search.office !== '' });

  return (
    <ServicesFrame title={WORDS.branch.title} lead={WORDS.branch.lead}>
      <BranchFinder
        state={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
        branches={list.data?.result.map(summaryOf)}
        totalCount={list.data?.page.totalCount}
        page={list.data?.page.pageNo ?? page}
        pageRow={list.data?.page.pageRow}
        onPageChange={(next) => void navigate(finderAddress(next, search))}
        pageHref={(next) => finderAddress(next, search)}
        search={search}
        onSearch={(next) => void navigate(finderAddress(1, next))}
        offices={offices.data}
        officesState={
          offices.data ? 'ready' : offices.isError ? 'error' : offices.isFetching ? 'loading' : 'idle'
        }
        onOfficesNeeded={() => (officesWanted ? void offices.refetch() : setOfficesWanted(true))}
        hrefFor={(code) => `${BASE}/${code}`}
        onRetry={() => void list.refetch()}
        headingLevel={2}
      />
    </ServicesFrame>
  );
}

export function BranchDetailPage() {
  const { api } = useApp();
  const code = useParams().id ?? '';
  const valid = CODE.test(code);
  const query = useQuery({ ...siteQueries.branch(api, code), enabled: valid });
  const missing = !valid || (isApiError(query.error) && query.error.status === 404);
  const detail = query.data;

  return (
    <ServicesFrame title={WORDS.branch.title}>
      {missing ? (
        <BackToList href={BASE} message={WORDS.branch.notFound} />
      ) : detail ? (
        <>
          <BranchDetail
            branch={{
              ...summaryOf(detail.branch),
              addressDetail: detail.addressDetail,
              hours: detail.hours,
              intro: detail.intro,
              mapUrl: detail.mapUrl,
            }}
            listHref={BASE}
          />
          <p className="m-0 mt-6 flex justify-center">
            <Button asChild size="lg">
              <Link variant="plain" href={`/experience/apply?branchCd=${code}`}>
                {WORDS.branch.applyTrial}
              </Link>
            </Button>
          </p>
        </>
      ) : query.isError ? (
        <Status
          state="error"
          message={WORDS.branch.loadFailed}
          retryLabel={WORDS.retry}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Status state="loading" message={WORDS.branch.loading} />
      )}
    </ServicesFrame>
  );
}
