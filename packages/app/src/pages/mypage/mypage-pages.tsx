/**
 * My page's study screens (spec §2 Study area mypage: learning, attendance, report, speech; §3 Report, Portfolio,
 * Attendance; §7 Study): the month's learning, the attendance calendar, the report for a parent and the speech
 * recordings, and the attempt history (issue 30). The month is in the address (`?month=YYYYMM`, default this Seoul month); so are the recordings' page,
 * search and course. Each page has its loading, empty and error states (the kit's).
 */
import { useLoaderData, useSearchParams } from 'react-router';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { levelReportQueries, mypageQueries, studyQueries } from '@buddy/api';
import { seoulDate } from '@buddy/domain';
import {
  AttemptList,
  AttendanceCalendar,
  LearningSummary,
  LevelReportList,
  MonthSwitcher,
  RecordingList,
  ReportCharts,
} from '../../blocks/mypage';
import { useApp } from '../../app/context';
import { pageFrom } from '../../app/list-address';
import { MypageFrame } from '../../layouts/mypage-nav';
import type { LoaderData, mypageMonthLoader } from '../../routes/member-loaders';
import { MYPAGE_WORDS as WORDS } from './mypage-words';
import { attemptItems, learningData, recordingItems, recordingWeeks, reportData } from './mypage-view';
import { levelReportItems } from './level-reports-view';

/** The month of the address (`?month=YYYYMM`, not after this month), this Seoul month otherwise. */
function useMonth(): { month: string; thisMonth: string; today: string; setMonth: (month: string) => void } {
  const [, setParams] = useSearchParams();
  // The month as the route's loader read it from the address (routes/member-loaders.ts).
  const { month, thisMonth } = (useLoaderData() as LoaderData<typeof mypageMonthLoader>).address;
  const now = new Date();
  return {
    month,
    thisMonth,
    today: seoulDate(now),
    setMonth: (next) =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        if (next === thisMonth) out.delete('month');
        else out.set('month', next);
        return out;
      }),
  };
}

const statusOf = (query: { isPending: boolean; isError: boolean }) =>
  query.isError ? ('error' as const) : query.isPending ? ('loading' as const) : ('ready' as const);

/** /study/mypage/learning: learning of the month. */
export function LearningPage() {
  const { api } = useApp();
  const { month, thisMonth, setMonth } = useMonth();
  const learning = useQuery(mypageQueries.learning(api, month));
  return (
    <MypageFrame path="/study/mypage/learning" lead={WORDS.leads.learning}>
      <MonthSwitcher month={month} maxMonth={thisMonth} onMonthChange={setMonth} />
      <LearningSummary
        learning={learning.data ? learningData(learning.data) : undefined}
        status={statusOf(learning)}
        onRetry={() => void learning.refetch()}
      />
    </MypageFrame>
  );
}

/** /study/mypage/attendance: the attendance calendar. */
export function AttendancePage() {
  const { api } = useApp();
  const { month, thisMonth, today, setMonth } = useMonth();
  const attendance = useQuery(mypageQueries.attendance(api, month));
  return (
    <MypageFrame path="/study/mypage/attendance" lead={WORDS.leads.attendance}>
      <AttendanceCalendar
        month={month}
        maxMonth={thisMonth}
        today={today}
        attended={attendance.data?.result.map((record) => record.day) ?? []}
        status={statusOf(attendance)}
        onRetry={() => void attendance.refetch()}
        onMonthChange={setMonth}
        className="mx-auto w-full max-w-[720px]"
      />
    </MypageFrame>
  );
}

/** The level test's address, where a parent whose child took none is sent. */
const LEVEL_TEST_PATH = '/tests';

/**
 * /study/mypage/report: the month's report for a parent, and below it the child's past level tests with where each
 * said to start (issue 30, ADR 074), each opening its report's page.
 */
export function ReportPage() {
  const { api } = useApp();
  const { month, thisMonth, setMonth } = useMonth();
  const report = useQuery(mypageQueries.report(api, month));
  const levels = useQuery(levelReportQueries.member(api));
  return (
    <MypageFrame path="/study/mypage/report" lead={WORDS.leads.report}>
      <MonthSwitcher month={month} maxMonth={thisMonth} onMonthChange={setMonth} />
      <ReportCharts
        report={report.data ? reportData(report.data) : undefined}
        status={statusOf(report)}
        onRetry={() => void report.refetch()}
      />
      <LevelReportList
        reports={levels.data ? levelReportItems(levels.data) : []}
        status={statusOf(levels)}
        onRetry={() => void levels.refetch()}
        testHref={LEVEL_TEST_PATH}
        className="mt-4"
      />
    </MypageFrame>
  );
}

/** /study/mypage/speech: the speech recordings (search, pages, play, download one or all). */
export function SpeechPage() {
  const { api } = useApp();
  const [params, setParams] = useSearchParams();
  const pageNo = pageFrom(params);
  const srchText = params.get('srchText') ?? '';
  const stdCourse = params.get('course') ?? '';
  const list = useQuery({
    ...mypageQueries.recordings(api, { pageNo, srchText, stdCourse }),
    placeholderData: keepPreviousData,
  });
  const recordingParams = (next: { pageNo?: number; srchText?: string }) => {
    const out = new URLSearchParams(params);
    const page = next.pageNo ?? 1;
    if (page > 1) out.set('pageNo', String(page));
    else out.delete('pageNo');
    const text = next.srchText ?? srchText;
    if (text) out.set('srchText', text);
    else out.delete('srchText');
    return out;
  };
  const go = (next: { pageNo?: number; srchText?: string }) => setParams(recordingParams(next));
  const data = list.data;
  // The weeks' manuals (shared with the study pages' cache) name what each recording was of; until they come, or if
  // they fail, a row is named by its place in the course.
  const manuals = useQueries({
    queries: recordingWeeks(data?.result ?? []).map((week) => ({
      ...studyQueries.session(api, week),
      retry: false,
    })),
  });
  return (
    <MypageFrame path="/study/mypage/speech" lead={WORDS.leads.speech}>
      <RecordingList
        recordings={
          data
            ? recordingItems(
                data.result,
                manuals.map((manual) => manual.data),
              )
            : []
        }
        page={data?.page.pageNo ?? pageNo}
        pageRow={data?.page.pageRow}
        totalCount={data?.page.totalCount ?? 0}
        searchText={srchText}
        downloadAllHref={data?.allDownload ?? null}
        status={statusOf(list)}
        onRetry={() => void list.refetch()}
        onPageChange={(page) => go({ pageNo: page })}
        pageHref={(page) => `?${recordingParams({ pageNo: page }).toString()}`}
        onSearch={(text) => go({ pageNo: 1, srchText: text })}
      />
    </MypageFrame>
  );
}

/** /study/mypage/tests: every test and quiz the member took, newest first, each opening its result (issue 30). */
export function TestsPage() {
  const { api } = useApp();
  const [params, setParams] = useSearchParams();
  const pageNo = pageFrom(params);
  const list = useQuery({ ...mypageQueries.attempts(api, { pageNo }), placeholderData: keepPreviousData });
  const pageParams = (page: number) => {
    const out = new URLSearchParams(params);
    if (page > 1) out.set('pageNo', String(page));
    else out.delete('pageNo');
    return out;
  };
  const data = list.data;
  return (
    <MypageFrame path="/study/mypage/tests" lead={WORDS.leads.tests}>
      <AttemptList
        attempts={data ? attemptItems(data.result) : []}
        page={data?.page.pageNo ?? pageNo}
        pageRow={data?.page.pageRow}
        totalCount={data?.page.totalCount ?? 0}
        status={statusOf(list)}
        onRetry={() => void list.refetch()}
        onPageChange={(page) => setParams(pageParams(page))}
        pageHref={(page) => `?${pageParams(page).toString()}`}
      />
    </MypageFrame>
  );
}
