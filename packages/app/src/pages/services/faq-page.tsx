/**
 * /services/faq (spec §2 Brand site, §3 FAQ state): the questions of one type (01 first, spec §9), searched and
 * paged; the type, search and page live in the address, so back, forward and reload keep them. A search looks in
 * every type (the 전체 tab) and each answer says which type it is under, so none hides behind another tab.
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { siteQueries } from '@buddy/api';
import {
  boardSearchType,
  DEFAULT_FAQ_TYPE,
  FAQ_ALL,
  FAQ_TABS,
  faqFilterOf,
  faqTypeLabel,
  type FaqFilter,
} from '@buddy/domain';
import { FaqList } from '../../blocks/faq-list';
import { useApp } from '../../app/context';
import { listAddressQuery, pageFrom } from '../../app/list-address';
import { ServicesFrame } from './services-frame';
import { SERVICES_WORDS as WORDS } from './services-words';

type Search = { srchTp: 'TD' | 'T' | 'D'; srchText: string };

function faqAddress(type: FaqFilter, page: number, search: Search): string {
  const text = search.srchText.trim();
  return `/services/faq${listAddressQuery(page, {
    srchFaqTp: type === DEFAULT_FAQ_TYPE ? undefined : type,
    srchTp: text ? search.srchTp : undefined,
    srchText: text,
  })}`;
}

export default function FaqPage() {
  const { api } = useApp();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const type = faqFilterOf(params.get('srchFaqTp'));
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
        types={FAQ_TABS}
        type={type}
        onTypeChange={(next) =>
          void navigate(faqAddress(faqFilterOf(next), 1, { srchTp: 'TD', srchText: '' }))
        }
        items={list.data?.result.map((faq) => ({
          id: faq.faqNo,
          question: faq.question,
          answer: faq.answer,
          // Under every type, each answer says which type it belongs to.
          ...(type === FAQ_ALL.value ? { tag: faqTypeLabel(faq.faqTp) } : {}),
        }))}
        totalCount={list.data?.page.totalCount}
        page={list.data?.page.pageNo ?? page}
        pageRow={list.data?.page.pageRow}
        onPageChange={(next) => void navigate(faqAddress(type, next, search))}
        pageHref={(next) => faqAddress(type, next, search)}
        search={search}
        // A search looks in every type: an answer under another tab is found too.
        onSearch={(next) => void navigate(faqAddress(next.srchText.trim() ? FAQ_ALL.value : type, 1, next))}
        onRetry={() => void list.refetch()}
        headingLevel={2}
      />
    </ServicesFrame>
  );
}
