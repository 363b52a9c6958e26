/**
 * Stateful stand-ins of the app around the branch components, for stories and tests: a finder that searches and
 * pages the sample branches and loads the office list when the select asks (after a delay, or never, or failing
 * first), and a detail. Links stay on the page.
 */
import { useState } from 'react';
import type * as React from 'react';
import { LinkProvider, type LinkComponentProps } from '@buddy/ui/link';
import { BranchDetail, type BranchDetailInfo } from './branch-detail';
import {
  BranchFinder,
  type BranchFinderProps,
  type BranchOffice,
  type BranchOfficesState,
  type BranchSearch,
} from './branch-finder';
import { sampleBranches, sampleOffices, type SampleBranch } from './fixtures';

/** A router link stand-in: the story stays on its page. */
function StayingLink({ href, children, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

export function BranchStoryFrame({ children }: { children: React.ReactNode }) {
  return (
    <LinkProvider component={StayingLink}>
      <main className="mx-auto max-w-[1020px] p-4">{children}</main>
    </LinkProvider>
  );
}

export interface FinderDemoProps {
  state?: BranchFinderProps['state'];
  branches?: readonly SampleBranch[];
  pageRow?: number;
  initialSearch?: BranchSearch;
  /** How the office list answers when asked: after `officesDelay` ms, never, or with an error the first time. */
  officesAnswer?: 'ready' | 'never' | 'fail-once';
  officesDelay?: number;
  /** The office list is there from the start. */
  officesPreloaded?: boolean;
  onSearch?: (search: BranchSearch) => void;
  onPageChange?: (page: number) => void;
  onOfficesNeeded?: () => void;
  onRetry?: () => void;
}

export function FinderDemo({
  state = 'ready',
  branches = sampleBranches,
  pageRow = 10,
  initialSearch = { office: '', text: '' },
  officesAnswer = 'ready',
  officesDelay = 300,
  officesPreloaded = false,
  onSearch,
  onPageChange,
  onOfficesNeeded,
  onRetry,
}: FinderDemoProps) {
  const [search, setSearch] = useState<BranchSearch>(initialSearch);
  const [page, setPage] = useState(1);
  const [offices, setOffices] = useState<readonly BranchOffice[] | undefined>(
    officesPreloaded ? sampleOffices : undefined,
  );
  const [officesState, setOfficesState] = useState<BranchOfficesState>(officesPreloaded ? 'ready' : 'idle');
  const [failed, setFailed] = useState(false);
  const text = search.text.trim();
  const found = branches.filter(
    (branch) =>
      (search.office === '' || branch.officeCode === search.office) &&
      (text === '' || branch.name.includes(text) || branch.address.includes(text)),
  );

  const loadOffices = () => {
    onOfficesNeeded?.();
    setOfficesState('loading');
    if (officesAnswer === 'never') return;
    window.setTimeout(() => {
      if (officesAnswer === 'fail-once' && !failed) {
        setFailed(true);
        setOfficesState('error');
        return;
      }
      setOffices(sampleOffices);
      setOfficesState('ready');
    }, officesDelay);
  };

  return (
    <BranchStoryFrame>
      <BranchFinder
        state={state}
        branches={found.slice((page - 1) * pageRow, page * pageRow)}
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
        offices={offices}
        officesState={officesState}
        onOfficesNeeded={loadOffices}
        hrefFor={(code) => `/services/branch/${code}`}
        onRetry={onRetry}
      />
    </BranchStoryFrame>
  );
}

export function DetailDemo({ branch }: { branch: BranchDetailInfo }) {
  return (
    <BranchStoryFrame>
      <BranchDetail branch={branch} listHref="/services/branch" />
    </BranchStoryFrame>
  );
}
