/**
 * /tests?sample=W: the sample weekly test a visitor tries without an account (issue 26, ADR 047). A start card
 * (what it is, that nothing is kept) asks the server for an anonymous pass, kept in this tab only; then the same
 * test run as every other test, on the sample paper the server gives for the sample location: answers autosaved,
 * time kept by the server, marked with answers and commentary, no coins.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  readVisitor,
  SAMPLE_VISITOR_KEY,
  saveVisitor,
  sessionStore,
  testMutations,
  type TestLocation,
  type Visitor,
} from '@buddy/api';
import { SAMPLE_PATHS, SAMPLE_TAKER_NAME, SAMPLE_TEST } from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import { Status } from '@buddy/ui/status';
import { useApp } from '../../app/context';
import { FormCard } from '../../layouts/form-card';
import { TestRun } from './test-run';
import { useAttemptAddress, useReopenedTime } from './use-attempt-address';
import { VisitorHomeBar } from './visitor-home-bar';
import { SAMPLE_TEST_WORDS as WORDS } from './words';

const LOCATION: TestLocation = {
  type: 'W',
  course: SAMPLE_TEST.course,
  step: SAMPLE_TEST.step,
  week: SAMPLE_TEST.week,
};

const readSampleVisitor = () => readVisitor(sessionStore(), Date.now(), SAMPLE_VISITOR_KEY);

export function SampleTest({ display, tstCd }: { display: 'T' | 'R'; tstCd?: string }) {
  const [visitor, setVisitor] = useState<Visitor | null>(readSampleVisitor);
  const testKey = `sample:${visitor?.lvtCdtId ?? ''}`;
  const { onAttempt, onResult } = useAttemptAddress('tstCd', testKey);
  const reopened = useReopenedTime(tstCd, testKey);
  return (
    <>
      <VisitorHomeBar action={{ label: WORDS.apply, href: SAMPLE_PATHS.trialRequest }} />
      {visitor ? (
        <TestRun
          key={visitor.lvtCdtId}
          target={{
            kind: 'test',
            location: LOCATION,
            taker: { usrgbn: 'user', lvtCdtId: visitor.lvtCdtId, token: visitor.token },
            ...(tstCd ? { tstCd } : {}),
          }}
          display={display}
          autoStart={tstCd !== undefined}
          info={{
            type: 'W',
            course: LOCATION.course,
            step: LOCATION.step,
            week: LOCATION.week,
            studentName: visitor.name,
            ...reopened,
          }}
          homeHref={SAMPLE_PATHS.day}
          homeLabel={WORDS.home}
          onAttempt={onAttempt}
          onResult={onResult}
          quizHref={() => null}
        />
      ) : (
        <SampleStart
          onStarted={(started) => {
            saveVisitor(sessionStore(), started, SAMPLE_VISITOR_KEY);
            setVisitor(started);
          }}
        />
      )}
    </>
  );
}

/** What the sample is, and the button that asks for its pass (a refusal, e.g. too many starts, says why). */
function SampleStart({ onStarted }: { onStarted: (visitor: Visitor) => void }) {
  const { api } = useApp();
  const start = useMutation({
    ...testMutations.sampleCandidate(api),
    onSuccess: (pass) =>
      onStarted({
        lvtCdtId: pass.lvtCdtId,
        token: pass.token,
        name: SAMPLE_TAKER_NAME,
        school: '',
        grade: 0,
        expiresAt: Date.now() + pass.expiresIn * 1000,
      }),
  });
  return (
    <div className="px-4">
      <FormCard title={WORDS.title} lead={WORDS.lead}>
        <div className="flex flex-col gap-5">
          <ul className="m-0 flex list-none flex-col gap-3 p-0">
            {WORDS.points.map((point) => (
              <li key={point} className="flex items-start gap-3 text-base">
                <span
                  aria-hidden="true"
                  className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                >
                  ✓
                </span>
                <span>{point}</span>
              </li>
            ))}
          </ul>
          {start.isError ? (
            <Status state="error" size="sm" title={WORDS.failed} message={start.error.message} />
          ) : null}
          <Button size="lg" loading={start.isPending} onClick={() => start.mutate()}>
            {WORDS.start}
          </Button>
        </div>
      </FormCard>
    </div>
  );
}
