/**
 * /level-test/result/:resultCd (issue 30, ADR 074): a level test's report reopened from its link, on the brand site,
 * without signing in. The code is the key and the report names no one: the grade, score and day, the recommended
 * start with its reasons, and the link again to pass on. A code that names no report says so in the server's words,
 * with a way home; an address that cannot be a code is not asked for.
 */
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  isLevelResultCode,
  levelReportQueries,
  levelResultPath,
  toLevelRecommendation,
  type LevelReport,
} from '@buddy/api';
import { SAMPLE_PATHS } from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { Status } from '@buddy/ui/status';
import { LevelFacts, LevelStart, levelReportWords, ResultLink } from '../../blocks/level-report';
import { useApp, useSignedIn } from '../../app/context';
import { useDocumentTitle } from '../../layouts/area-frame';
import { useSiteAddress } from './level-result';
import { LEVEL_RESULT_WORDS as WORDS } from './words';

const TESTS_PATH = '/tests';

export default function LevelResultPage() {
  const { resultCd } = useParams();
  const valid = isLevelResultCode(resultCd);
  const { api } = useApp();
  const report = useQuery({ ...levelReportQueries.shared(api, valid ? resultCd : ''), enabled: valid });
  const data = report.data;
  const title = data ? levelReportWords.facts.title(data.lvtGrd) : WORDS.eyebrow;
  useDocumentTitle(title);
  const missing = !valid || report.error?.status === 404;
  return (
    <section
      aria-labelledby="level-result-title"
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 py-8 desktop:py-12"
    >
      <header className="flex flex-col gap-3 rounded-lg bg-primary-soft p-5 break-keep desktop:p-6">
        <p className="m-0 text-sm font-semibold text-primary">{WORDS.eyebrow}</p>
        <h1 id="level-result-title" className="m-0 text-2xl font-bold text-text desktop:text-3xl">
          {missing ? WORDS.notFoundTitle : title}
        </h1>
        {data ? (
          <LevelFacts score={data.tstScore} takenAt={data.submittedAt} />
        ) : missing ? null : (
          <p className="m-0 text-base text-text">{WORDS.pageLead}</p>
        )}
      </header>
      {missing ? (
        <Status
          state="error"
          message={(valid ? report.error?.message : undefined) ?? WORDS.notFound}
          action={<WaysOn />}
        />
      ) : report.isError ? (
        <Status
          state="error"
          title={WORDS.failedTitle}
          message={report.error.message}
          retryLabel={WORDS.retry}
          onRetry={() => void report.refetch()}
        />
      ) : data ? (
        <Report report={data} />
      ) : (
        <Status state="loading" message={WORDS.loading} />
      )}
    </section>
  );
}

function Report({ report }: { report: LevelReport }) {
  const link = useSiteAddress(levelResultPath(report.resultCd));
  const signedIn = useSignedIn();
  return (
    <LevelStart recommendation={report.recommendation ? toLevelRecommendation(report.recommendation) : null}>
      <ResultLink address={link.address} disabled={!link.ready} />
      {signedIn ? null : (
        <div className="flex flex-col items-start gap-2">
          <p className="m-0 text-base text-text">{WORDS.trialLead}</p>
          <Button asChild variant="course" size="lg">
            <Link variant="plain" href={SAMPLE_PATHS.trialRequest}>
              {WORDS.trial}
            </Link>
          </Button>
        </div>
      )}
    </LevelStart>
  );
}

/** Out of a link that opens nothing: home, or a level test of one's own. */
function WaysOn() {
  return (
    <div className="flex flex-wrap justify-center gap-2">
      <Button asChild variant="primary">
        <Link variant="plain" href="/">
          {WORDS.home}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link variant="plain" href={TESTS_PATH}>
          {WORDS.takeTest}
        </Link>
      </Button>
    </div>
  );
}
