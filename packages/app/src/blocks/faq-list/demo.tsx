/**
 * A stateful stand-in of the app around FaqList, for stories and tests: it keeps the type, page and search, and
 * filters and pages the sample questions as the server would.
 */
import { useState } from 'react';
import { FaqList, type FaqItem, type FaqListProps, type FaqSearch } from './faq-list';
import { faqTypes, sampleFaq } from './fixtures';

export interface FaqDemoProps {
  state?: FaqListProps['state'];
  /** The questions by type code (the site's demo FAQ unless given). */
  questions?: Readonly<Record<string, readonly FaqItem[]>>;
  initialType?: string;
  initialPage?: number;
  initialSearch?: FaqSearch;
  pageRow?: number;
  words?: FaqListProps['words'];
  onTypeChange?: (type: string) => void;
  onPageChange?: (page: number) => void;
  onSearch?: (search: FaqSearch) => void;
  onRetry?: () => void;
}

export function FaqDemo({
  state = 'ready',
  questions = sampleFaq,
  initialType = '01',
  initialPage = 1,
  initialSearch = { srchTp: 'TD', srchText: '' },
  pageRow = 10,
  words,
  onTypeChange,
  onPageChange,
  onSearch,
  onRetry,
}: FaqDemoProps) {
  const [type, setType] = useState(initialType);
  const [page, setPage] = useState(initialPage);
  const [search, setSearch] = useState<FaqSearch>(initialSearch);
  const text = search.srchText.toLowerCase();
  const found = (questions[type] ?? []).filter((item) => {
    if (!text) return true;
    const inQuestion = item.question.toLowerCase().includes(text);
    const inAnswer = item.answer.toLowerCase().includes(text);
    return search.srchTp === 'T' ? inQuestion : search.srchTp === 'D' ? inAnswer : inQuestion || inAnswer;
  });
  return (
    <main className="mx-auto max-w-[1020px] p-4">
      <FaqList
        state={state}
        types={faqTypes}
        type={type}
        onTypeChange={(next) => {
          onTypeChange?.(next);
          setType(next);
          setPage(1);
          setSearch({ srchTp: 'TD', srchText: '' });
        }}
        items={found.slice((page - 1) * pageRow, page * pageRow)}
        totalCount={found.length}
        page={page}
        pageRow={pageRow}
        onPageChange={(next) => {
          onPageChange?.(next);
          setPage(next);
        }}
        search={search}
        onSearch={(next) => {
          onSearch?.(next);
          setSearch(next);
          setPage(1);
        }}
        onRetry={onRetry}
        words={words}
      />
    </main>
  );
}
