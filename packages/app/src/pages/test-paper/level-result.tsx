/**
 * A marked level test's recommended start (issue 30, ADR 074), above its marked questions: asked for as the one who
 * took it (a member, or a visitor with their token), with the report's link to keep and, for a visitor, the way to a
 * trial class. Loading and failure stay quiet: the score above is already shown.
 */
import { useQuery } from '@tanstack/react-query';
import {
  levelReportQueries,
  levelResultPath,
  toLevelRecommendation,
  type ResultPaper,
  type Taker,
} from '@buddy/api';
import { SAMPLE_PATHS } from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { LevelStart, ResultLink } from '../../blocks/level-report';
import { useApp } from '../../app/context';
import { useHydrated } from '../../app/use-hydrated';
import { LEVEL_RESULT_WORDS as WORDS } from './words';

/** The whole address of a path on this site, once the page runs in a browser (the server draws the path alone). */
export function useSiteAddress(path: string): { address: string; ready: boolean } {
  const hydrated = useHydrated();
  return { address: hydrated ? `${window.location.origin}${path}` : path, ready: hydrated };
}

export function LevelResult({ result, taker }: { result: ResultPaper; taker: Taker }) {
  const { api } = useApp();
  const visitor = taker.usrgbn === 'user' ? taker : null;
  const report = useQuery(
    levelReportQueries.own(
      api,
      { tstCd: result.tstCd, usrgbn: taker.usrgbn, ...(visitor ? { lvtCdtId: visitor.lvtCdtId } : {}) },
      visitor?.token,
    ),
  );
  const data = report.data;
  const link = useSiteAddress(data ? levelResultPath(data.resultCd) : '');
  return (
    <LevelStart
      className="mb-4"
      recommendation={data?.recommendation ? toLevelRecommendation(data.recommendation) : null}
      status={report.isPending ? 'loading' : report.isError ? 'error' : 'ready'}
      onRetry={() => void report.refetch()}
    >
      {data ? <ResultLink address={link.address} disabled={!link.ready} /> : null}
      {visitor ? (
        <div data-print-hide="" className="flex flex-col items-start gap-2">
          <p className="m-0 text-base text-text">{WORDS.trialLead}</p>
          <Button asChild variant="course" size="lg">
            <Link variant="plain" href={SAMPLE_PATHS.trialRequest}>
              {WORDS.trial}
            </Link>
          </Button>
        </div>
      ) : null}
    </LevelStart>
  );
}
