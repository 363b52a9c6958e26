/**
 * /study, the study home (spec §2 Study home, §4 Study session, §7 Study): the greeting, course tabs A–G, the step
 * control, the weekly list, the week's progress bar, the daily status, the step's tests and the learning-level graph.
 * The address's course, step and week win over the member's latest study (decision 011); the review popup opens it
 * at week 1 of a step. A week without a manual shows the server's errorState message and no days (spec §4, §8).
 * Under the greeting, today's spaced review (오늘의 복습, issue 30) when it has come.
 */
import { useLoaderData, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { profileQueries, studyQueries, type StudySession, type StudyStats } from '@buddy/api';
import { MAX_STEP, MAX_WEEK, studyLocationFrom, type Course, type StudyLocation } from '@buddy/domain';
import { Link } from '@buddy/ui/link';
import { Status } from '@buddy/ui/status';
import {
  CourseTabs,
  DailyStatus,
  LevelGraph,
  MascotCheer,
  ProgressBar,
  TestList,
  WeekList,
  type StepTest,
} from '../../blocks/study-home';
import { StepControl } from '@buddy/ui/step-control';
import { useApp } from '../../app/context';
import { refusalOf } from '../../app/refusal';
import { recentLocation, STUDY_START, type StudyAddress } from '../../routes/addresses';
import type { LoaderData, studyHomeLoader } from '../../routes/member-loaders';
import { testHref } from '../../routes/test-params';
import { dailyStudyHref, studyHomeHref } from '../../routes/study-links';
import { STUDY_HOME_WORDS as WORDS } from './study-words';
import { dayProgress, stepProgress, stepTests, weekProgress } from './study-view';
import { TodayReviewCard } from './today-review-card';

const WEEKS_WITHOUT_RATES = Array.from({ length: MAX_WEEK }, (_, i) => ({ week: i + 1, progress: null }));

const dateFormat = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'full', timeZone: 'Asia/Seoul' });

/** The location on screen: the address over the member's latest study (asked only when the address lacks a part). */
function useStudyLocation({ query, complete }: StudyAddress): { location: StudyLocation | null } {
  const { api } = useApp();
  const recent = useQuery({ ...studyQueries.recent(api), enabled: !complete });
  if (complete) return { location: studyLocationFrom(query, STUDY_START) };
  if (recent.isPending) return { location: null };
  // A failed recent call falls back to A-1-1: the home still opens.
  return { location: studyLocationFrom(query, recentLocation(recent.data)) };
}

export default function StudyHomePage() {
  const { product, address } = useLoaderData() as LoaderData<typeof studyHomeLoader>;
  const { api } = useApp();
  const profile = useQuery(profileQueries.me(api));
  const { location } = useStudyLocation(address);
  const today = new Date();

  return (
    <section aria-labelledby="study-home-title" className="flex flex-col gap-8 py-10">
      {/* The greeting band wears the course's tint once the course is known (the study theme's warm tint before). */}
      <div
        data-course={location?.course.toLowerCase()}
        className="flex flex-col gap-4 rounded-lg bg-course-soft p-6 desktop:flex-row desktop:items-center desktop:justify-between desktop:p-8"
      >
        <div className="flex flex-col gap-2">
          <p className="text-base font-semibold text-course-strong">
            <time dateTime={today.toISOString().slice(0, 10)}>{dateFormat.format(today)}</time>
          </p>
          <h1 id="study-home-title" className="text-2xl font-bold text-text desktop:text-3xl">
            {WORDS.greeting(profile.data?.memNm)}
          </h1>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            {product ? (
              <p className="text-base text-muted">
                {WORDS.product}: <strong className="text-text">{product.prodNm}</strong>
              </p>
            ) : null}
            <Link href="/study/guide" className="inline-flex min-h-11 items-center text-base font-semibold">
              {WORDS.guide}
            </Link>
          </div>
        </div>
        <GreetingCheer location={location} />
      </div>
      {/* Today's review (issue 30): between the greeting and the week, a short task of the day; away until it has come. */}
      <TodayReviewCard course={location?.course} />
      {location ? <StudyBoard location={location} /> : <Status state="loading" message={WORDS.loading} />}
    </section>
  );
}

/**
 * The mascot's line for the week on screen (the same session and stats queries as the board below, asked once). It
 * waits for the week, so that a child half-way through is never welcomed as a beginner; its place is kept meanwhile.
 */
function GreetingCheer({ location }: { location: StudyLocation | null }) {
  const { api } = useApp();
  const { course, step, week } = location ?? STUDY_START;
  const enabled = location !== null;
  const session = useQuery({
    ...studyQueries.session(api, { stdCourse: course, stdStep: step, stdWeek: week }),
    enabled,
  });
  const stats = useQuery({ ...studyQueries.stats(api, course, step), enabled });
  const today = stats.data?.info.today;
  // A week refused (the one-year review limit) or not loaded says nothing of where the child is: the mascot keeps
  // quiet rather than greet a returning child as a beginner, and keeps no room for a line.
  if (session.isError) return null;
  const settled = enabled && !session.isPending;
  return (
    <div className="min-h-16 desktop:min-h-20 desktop:w-[26rem] desktop:shrink-0">
      {settled ? (
        <MascotCheer
          days={session.data?.errorState ? null : dayProgress(session.data?.stdDays ?? [])}
          today={today?.stdWeek === week ? today.stdDay : null}
        />
      ) : null}
    </div>
  );
}

function StudyBoard({ location }: { location: StudyLocation }) {
  const { api } = useApp();
  const navigate = useNavigate();
  const { course, step, week } = location;
  const session = useQuery(studyQueries.session(api, { stdCourse: course, stdStep: step, stdWeek: week }));
  const stats = useQuery(studyQueries.stats(api, course, step));
  const go = (next: StudyLocation) => void navigate(studyHomeHref(next));

  return (
    <CourseTabs value={course} onValueChange={(next: Course) => go({ course: next, step: 1, week: 1 })}>
      <div className="flex flex-col gap-4 desktop:flex-row desktop:items-center desktop:justify-between">
        <h2 className="m-0 flex flex-col gap-1 text-2xl font-bold text-text">
          <span className="font-kid text-course-strong">{WORDS.location(course, step, week)}</span>
          {session.data?.title ? <span className="text-lg text-muted">{session.data.title}</span> : null}
        </h2>
        {/* Spec §4: each move loads week 1 of the new step. */}
        <StepControl
          value={step}
          max={MAX_STEP}
          onValueChange={(next) => go({ course, step: next, week: 1 })}
        />
      </div>
      <WeekListOfStep location={location} stats={stats} />
      <WeekPanel location={location} session={session} />
      <StatsPanel location={location} stats={stats} />
    </CourseTabs>
  );
}

type QueryOf<T> = { data?: T; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

function Retry({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  return (
    <Status
      state="error"
      size="sm"
      message={message}
      retryLabel={WORDS.retry}
      onRetry={() => void onRetry()}
    />
  );
}

/** Why a week shows no days: the server's message (a week without a manual, or a step it refuses). */
function WeekNotice({ code, message }: { code: string; message: string }) {
  return (
    <p
      role="alert"
      data-error-code={code}
      className="m-0 rounded-lg border-2 border-course bg-course-soft p-5 text-lg font-semibold text-text"
    >
      {message}
    </p>
  );
}

function WeekPanel({ location, session }: { location: StudyLocation; session: QueryOf<StudySession> }) {
  if (session.isPending) {
    return <Status state="loading" size="sm" message={WORDS.loading} />;
  }
  // The server refused the week (the one-year review limit, ADR 068): its message, like a stored errorState.
  const refusal = refusalOf(session.error);
  if (refusal) return <WeekNotice code="REFUSED" message={refusal} />;
  if (session.isError || !session.data) return <Retry message={WORDS.loadFailed} onRetry={session.refetch} />;
  const data = session.data;
  // Spec §4/§8: the stored message, the day list cleared and no progress.
  if (data.errorState) return <WeekNotice code={data.errorState.code} message={data.errorState.message} />;
  return (
    <div className="flex flex-col gap-6">
      <ProgressBar value={data.prgssRate} />
      {data.stdDays.length === 0 ? (
        <p className="m-0 text-base text-muted">{WORDS.noDays}</p>
      ) : (
        <DailyStatusOfWeek location={location} session={data} />
      )}
    </div>
  );
}

function DailyStatusOfWeek({ location, session }: { location: StudyLocation; session: StudySession }) {
  const { api } = useApp();
  const stats = useQuery(studyQueries.stats(api, location.course, location.step));
  const today = stats.data?.info.today;
  return (
    <DailyStatus
      days={dayProgress(session.stdDays)}
      today={today?.stdWeek === location.week ? today.stdDay : null}
      hrefFor={(day) => dailyStudyHref(location, day)}
    />
  );
}

/**
 * Weeks 1–4 of the step with their rates from the stats; until they arrive (or when they fail: the stats panel offers
 * the retry) the weeks are listed without a rate, so that the list can be used and nothing below it moves.
 */
function WeekListOfStep({ location, stats }: { location: StudyLocation; stats: QueryOf<StudyStats> }) {
  const { course, step, week } = location;
  return (
    <WeekList
      weeks={stats.data ? weekProgress(stats.data.info.weeks) : WEEKS_WITHOUT_RATES}
      current={week}
      hrefFor={(stdWeek) => studyHomeHref({ course, step, week: stdWeek })}
    />
  );
}

function StatsPanel({ location, stats }: { location: StudyLocation; stats: QueryOf<StudyStats> }) {
  const { course, step } = location;
  if (stats.isPending) {
    return <Status state="loading" size="sm" message={WORDS.statsLoading} />;
  }
  if (stats.isError || !stats.data) return <Retry message={WORDS.statsFailed} onRetry={stats.refetch} />;
  const { info } = stats.data;
  const testLocation = (test: StepTest) =>
    test.kind === 'monthly'
      ? ({ type: 'M', course, step } as const)
      : ({ type: 'W', course, step, week: test.week } as const);
  return (
    <div className="flex flex-col gap-8">
      <TestList
        step={step}
        tests={stepTests(info.tests)}
        takeHref={(test) => testHref(testLocation(test))}
        resultHref={(test) => testHref(testLocation(test), { display: 'R' })}
      />
      <LevelGraph course={course} steps={stepProgress(info.steps)} current={step} />
    </div>
  );
}
