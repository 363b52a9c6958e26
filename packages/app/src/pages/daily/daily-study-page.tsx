/**
 * /study/daily?course=A&step=1&week=1&day=1 (&unit=2): the daily study (spec §2 Study area, §3 Study session, §7
 * Study). The week comes from studies/load (the study home's session); the day's units are listed with their rates and
 * the one on screen is played (daily-day.tsx, unit-panel.tsx): a watch or sing unit's slide show through its one-time
 * address (load/video), read cards, word cards, or a speak unit's sentences with the child's recording
 * (speak-recorder.tsx). Completed parts go to studies/prgrs in batches (use-progress-queue.ts); unsent parts stay in
 * memory and are sent again until the server has them, and the rates move at once. A save that paid coins (a unit or
 * a day finished) brings the coin celebration (use-paid-coins.ts, day-coins.tsx).
 */
import { useLoaderData } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { studyQueries, type ProgressQueue, type QueueSnapshot, type StudySession } from '@buddy/api';
import { Link } from '@buddy/ui/link';
import { Status } from '@buddy/ui/status';
import { useApp } from '../../app/context';
import { refusalOf } from '../../app/refusal';
import type { dailyStudyLoader, LoaderData } from '../../routes/member-loaders';
import { studyHomeHref } from '../../routes/study-links';
import { Day } from './daily-day';
import { DayCoins } from './day-coins';
import type { DailyLocation } from './daily-params';
import { DAILY_WORDS as WORDS } from './daily-words';
import { usePaidCoins } from './use-paid-coins';
import { useProgressQueue } from './use-progress-queue';

export default function DailyStudyPage() {
  const { api } = useApp();
  // The day of the address, as the route's loader read it (routes/member-loaders.ts).
  const { address: location } = useLoaderData() as LoaderData<typeof dailyStudyLoader>;
  const { course, step, week, day } = location;
  const session = useQuery(studyQueries.session(api, { stdCourse: course, stdStep: step, stdWeek: week }));
  const { queue, snapshot } = useProgressQueue();
  const { paid, dismiss } = usePaidCoins();

  return (
    <section
      aria-labelledby="daily-study-title"
      data-course={course.toLowerCase()}
      className="flex flex-col gap-6 py-10"
    >
      <div className="flex flex-col gap-2">
        <Link
          href={studyHomeHref(location)}
          className="inline-flex min-h-11 items-center self-start text-base font-semibold"
        >
          {WORDS.backHome}
        </Link>
        <h1 id="daily-study-title" className="m-0 flex flex-col gap-1 text-2xl font-bold desktop:text-3xl">
          <span className="font-kid text-course-strong">{WORDS.title(course, step, week, day)}</span>
          {session.data?.title ? (
            <span lang="en" className="text-lg text-muted">
              {session.data.title}
            </span>
          ) : null}
        </h1>
      </div>
      <DayBody location={location} session={session} queue={queue} snapshot={snapshot} />
      <DayCoins paid={paid} onClose={dismiss} />
    </section>
  );
}

interface DayBodyProps {
  location: DailyLocation;
  session: {
    data?: StudySession;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  queue: ProgressQueue;
  snapshot: QueueSnapshot;
}

/** The week loading, failed, refused by the server (its own message), without this day or its units, or the day. */
function DayBody({ location, session, queue, snapshot }: DayBodyProps) {
  if (session.isPending) return <Status state="loading" message={WORDS.loading} />;
  // The server refused the week (the one-year review limit, ADR 068): its message and no retry (학습 홈으로 is above).
  const refusal = refusalOf(session.error);
  if (refusal) return <Status state="error" data-error-code="REFUSED" message={refusal} />;
  if (session.isError || !session.data) {
    return (
      <Status
        state="error"
        message={WORDS.loadFailed}
        retryLabel={WORDS.retry}
        onRetry={() => void session.refetch()}
      />
    );
  }
  const { errorState, stdDays } = session.data;
  if (errorState) {
    return <Status state="error" data-error-code={errorState.code} message={errorState.message} />;
  }
  const day = stdDays.find((candidate) => candidate.stdDay === location.day);
  if (!day) return <Status state="empty" message={WORDS.noDay} />;
  if (day.stdUnits.length === 0) return <Status state="empty" message={WORDS.noUnits} />;
  const place = `${location.course}-${location.step}-${location.week}-${day.stdDay}`;
  return <Day key={place} location={location} day={day} queue={queue} snapshot={snapshot} />;
}
