/**
 * /tests (spec §2 brand site, §4 Test paper): a member's weekly, monthly or level test; a visitor's level test after
 * the registration form; or, with a paper code and a token, the preview. The address says which (params.ts); the
 * attempt's code joins the address once loaded, so a reload resumes it, and the result's once marked.
 */
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  profileQueries,
  readVisitor,
  saveVisitor,
  sessionStore,
  testQueries,
  type ResultPaper,
  type Visitor,
} from '@buddy/api';
import { questionLoadFailureMessage, TEST_SPECS } from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { Status } from '@buddy/ui/status';
import { AudioPlayerProvider, TestHeader, TestPaperLayout } from '@buddy/ui/test-paper';
import { useApp, useSignedIn } from '../../app/context';
import { PaperQuestions } from './paper-questions';
import { parseTestAddress, quizHref, type TestLocation } from '../../routes/test-params';
import { TestRun } from './test-run';
import { useAttemptAddress, useReopenedTime } from './use-attempt-address';
import { useIntroTime } from './use-intro-time';
import { paperTheme } from './paper-theme';
import { SampleTest } from './sample-test';
import { VisitorHomeBar } from './visitor-home-bar';
import { TEST_PAGE_WORDS } from './words';

/** The visitor's registration form (its grade is a Radix select): a member's paper does not carry it (ADR 025). */
const LevelRegistration = lazy(() =>
  import('./level-registration').then((m) => ({ default: m.LevelRegistration })),
);

function locationKey(location: TestLocation): string {
  return [location.type, location.course, location.step, location.week, location.grade].join('-');
}

function quizLink(result: ResultPaper): string | null {
  return result.incorrectCount > 0 && !result.quiz ? quizHref(result.tstCd) : null;
}

export function InvalidAddress({ homeHref }: { homeHref: string }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 py-16 text-center">
      <h1 className="m-0 text-2xl font-bold text-text">{TEST_PAGE_WORDS.invalidTitle}</h1>
      <p className="m-0 text-lg text-muted">{TEST_PAGE_WORDS.invalidLead}</p>
      <Button asChild variant="outline" size="lg">
        <Link variant="plain" href={homeHref}>
          {TEST_PAGE_WORDS.home}
        </Link>
      </Button>
    </div>
  );
}

function MemberTest({
  location,
  display,
  tstCd,
}: {
  location: TestLocation;
  display: 'T' | 'R';
  tstCd?: string;
}) {
  const { api } = useApp();
  const profile = useQuery(profileQueries.me(api));
  // The test's own key: an attempt reopened from the study home (no code in the address) still finds its time left.
  const testKey = `test:${locationKey(location)}`;
  const { onAttempt, onResult } = useAttemptAddress('tstCd', testKey);
  // Without this tab's note, the server says whether an attempt (another tab's, another browser's) is under way.
  const reopened = useIntroTime(useReopenedTime(tstCd, testKey), location, display === 'T', tstCd);
  const memberGrade = Number(profile.data?.memGd);
  return (
    <TestRun
      key={locationKey(location)}
      target={{ kind: 'test', location, taker: { usrgbn: 'member' }, ...(tstCd ? { tstCd } : {}) }}
      display={display}
      autoStart={tstCd !== undefined}
      info={{
        type: location.type,
        course: location.course,
        step: location.step,
        week: location.week,
        grade: location.grade ?? (Number.isInteger(memberGrade) && memberGrade > 0 ? memberGrade : null),
        studentName: profile.data?.memNm,
        ...reopened,
      }}
      homeHref="/study"
      homeLabel={TEST_PAGE_WORDS.studyHome}
      onAttempt={onAttempt}
      onResult={onResult}
      quizHref={quizLink}
    />
  );
}

function VisitorLevelTest({ display, tstCd }: { display: 'T' | 'R'; tstCd?: string }) {
  const [visitor, setVisitor] = useState<Visitor | null>(() => readVisitor(sessionStore()));
  const testKey = `level:${visitor?.lvtCdtId ?? ''}`;
  const { onAttempt, onResult } = useAttemptAddress('tstCd', testKey);
  const reopened = useReopenedTime(tstCd, testKey);
  if (!visitor) {
    return (
      <>
        <VisitorHomeBar />
        <Suspense fallback={null}>
          <LevelRegistration
            onRegistered={(registered) => {
              saveVisitor(sessionStore(), registered);
              setVisitor(registered);
            }}
          />
        </Suspense>
      </>
    );
  }
  return (
    <>
      <VisitorHomeBar />
      <TestRun
        key={visitor.lvtCdtId}
        target={{
          kind: 'test',
          location: { type: 'L', grade: visitor.grade },
          taker: { usrgbn: 'user', lvtCdtId: visitor.lvtCdtId, token: visitor.token },
          ...(tstCd ? { tstCd } : {}),
        }}
        display={display}
        autoStart={tstCd !== undefined}
        info={{ type: 'L', grade: visitor.grade, studentName: visitor.name, ...reopened }}
        homeHref="/"
        homeLabel={TEST_PAGE_WORDS.home}
        onAttempt={onAttempt}
        onResult={onResult}
        quizHref={quizLink}
      />
    </>
  );
}

/** Preview (spec §4): no intro, no timer, no answer sheet, no print button, no marks. */
function PreviewPaper({ questnCd, token, homeHref }: { questnCd: string; token: string; homeHref: string }) {
  const { api } = useApp();
  const preview = useQuery(testQueries.preview(api, questnCd, token));
  const paper = preview.data;
  const type = paper?.stdTstTp ?? 'W';
  const header = (
    <TestHeader
      title={paper?.title ?? questnCd}
      course={paperTheme(type, paper?.stdCourse)}
      words={{ course: paper?.stdTstTp === 'L' ? TEST_PAGE_WORDS.gradeTerm : TEST_PAGE_WORDS.courseTerm }}
      courseLabel={
        paper?.stdCourse
          ? TEST_PAGE_WORDS.course(paper.stdCourse, paper.stdStep, paper.stdWeek)
          : paper?.lvtGrd
            ? TEST_PAGE_WORDS.grade(paper.lvtGrd)
            : undefined
      }
      minutes={paper?.questnMstm ?? TEST_SPECS[type].minutes}
      hidePrint
    />
  );
  return (
    <AudioPlayerProvider>
      <TestPaperLayout course={paperTheme(type, paper?.stdCourse)} header={header}>
        {paper ? (
          <PaperQuestions questions={paper.questns} mode="preview" />
        ) : (
          <Status
            state={preview.isError ? 'error' : 'loading'}
            message={
              preview.isError ? questionLoadFailureMessage(preview.error.message) : TEST_PAGE_WORDS.loading
            }
            action={
              // A token that is wrong or spent will not get better: the way out, no retry.
              preview.isError ? (
                <Button asChild variant="outline" size="lg">
                  <Link variant="plain" href={homeHref}>
                    {homeHref === '/study' ? TEST_PAGE_WORDS.studyHome : TEST_PAGE_WORDS.home}
                  </Link>
                </Button>
              ) : undefined
            }
          />
        )}
      </TestPaperLayout>
    </AudioPlayerProvider>
  );
}

export default function TestsPage() {
  const [params] = useSearchParams();
  const signedIn = useSignedIn();
  const address = parseTestAddress(params);
  if (address.kind === 'preview')
    return (
      <PreviewPaper questnCd={address.questnCd} token={address.token} homeHref={signedIn ? '/study' : '/'} />
    );
  if (address.kind === 'invalid') return <InvalidAddress homeHref={signedIn ? '/study' : '/'} />;
  // The sample is the visitor's whoever opens it: a member trying it takes no test of their own.
  if (address.kind === 'sample') return <SampleTest display={address.display} tstCd={address.tstCd} />;
  if (signedIn)
    return <MemberTest location={address.location} display={address.display} tstCd={address.tstCd} />;
  return <VisitorLevelTest display={address.display} tstCd={address.tstCd} />;
}
