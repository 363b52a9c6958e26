/**
 * /services/faq (spec §2 Brand site, §3 FAQ state): the questions of one type (01 first, spec §9), searched and
 * paged; the type, search and page live in the address, so back, forward and reload keep them.
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { siteQueries } from '@buddy/api';
import { boardSearchType, FAQ_TYPES, faqTypeOf, type FaqTypeCode } from '@buddy/domain';
import { FaqList } from '@buddy/ui/faq-list';
import { useApp } from '../../app/context';
import { listAddressQuery, pageFrom } from '../../app/list-address';
import { ServicesFrame } from './services-frame';
import { SERVICES_WORDS as WORDS } from './services-words';

type Search = { srchTp: 'TD' | 'T' | 'D'; srchText: string };

function faqAddress(type: FaqTypeCode, page: number, search: Search): string {
  const text = search.srchText.trim();
  return `/services/faq${listAddressQuery(page, {
    srchFaqTp: type === FAQ_TYPES[0].value ? undefined : type,
    srchTp: text ? search.srchTp : undefined,
    srchText: text,
  })}`;
}

export default function FaqPage() {
  const { api } = useApp();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const type = faqTypeOf(params.get('srchFaqTp'));
  const page = pageFrom(params);
  const search: Search = {
    srchTp: boardSearchType(params.get('srchTp')),
    srchText: params.get('srchText') ?? '',
  };
  const list = useQuery(siteQueries.faq(api, { srchFaqTp: type, pageNo: page, ...search }));

  return (
    <ServicesFrame title={WORDS.faq.title} lead={WORDS.faq.lead}>
      <FaqList
        state={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
        types={FAQ_TYPES}
        type={type}
        onTypeChange={(next) => void navigate(faqAddress(faqTypeOf(next), 1, { srchTp: 'TD', srchText: '' }))}
        items={list.data?.result.map((faq) => ({
          id: faq.faqNo,
          question: faq.question,
          answer: faq.answer,
        }))}
        totalCount={list.data?.page.totalCount}
        page={list.data?.page.pageNo ?? page}
        pageRow={list.data?.page.pageRow}
        onPageChange={(next) => void navigate(faqAddress(type, next, search))}
        search={search}
        onSearch={(next) => void navigate(faqAddress(type, 1, next))}
        onRetry={() => void list.refetch()}
        headingLevel={2}
      />
    </ServicesFrame>
  );
}
