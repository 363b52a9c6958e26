/**
 * /experience/day: the sample day a visitor tries without an account (issue 26, ADR 047). The day is real content
 * (sample/day: A-1-1 day 1, its slide show inline) played by the same day view as a member's; what the child does
 * is kept in the page only (no progress, no recording, no coins are sent), and the end of the day leads on to the
 * sample weekly test and the trial request.
 */
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { dailyQueries, type SampleDay, type StudySlide, type StudyUnitState } from '@buddy/api';
import { averageRate, SAMPLE_PATHS } from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import {
  ListenCompare,
  RecordButton,
  ShowPoster,
  SlideShowPlayer,
  useRecorder,
} from '../../blocks/daily-study';
import { Link } from '@buddy/ui/link';
import { Status } from '@buddy/ui/status';
import { useApp } from '../../app/context';
import { DayView } from './daily-day';
import { doneParts, rateOf, type UnitEntry } from './daily-progress';
import { DAILY_WORDS } from './daily-words';
import type { UnitPlayers } from './unit-panel';
import { SAMPLE_WORDS as WORDS } from './sample-words';

export default function SampleDayPage() {
  const { api } = useApp();
  const sample = useQuery(dailyQueries.sampleDay(api));
  const data = sample.data;
  return (
    <section
      aria-labelledby="sample-day-title"
      data-course={(data?.stdCourse ?? 'A').toLowerCase()}
      className="flex flex-col gap-6 py-10"
    >
      <div className="flex flex-col gap-2">
        <p className="m-0 text-base font-semibold text-course-strong">{WORDS.eyebrow}</p>
        <h1 id="sample-day-title" className="m-0 flex flex-col gap-1 text-2xl font-bold desktop:text-3xl">
          <span className="font-kid text-course-strong">
            {data
              ? DAILY_WORDS.title(data.stdCourse, data.stdStep, data.stdWeek, data.day.stdDay)
              : WORDS.eyebrow}
          </span>
          {data ? (
            <span lang="en" className="text-lg text-muted">
              {data.title}
            </span>
          ) : null}
        </h1>
        <p className="m-0 max-w-3xl text-base">{WORDS.lead}</p>
        <p className="m-0 max-w-3xl rounded-md bg-surface p-3 text-sm text-muted">{WORDS.notSaved}</p>
      </div>
      {sample.isPending ? (
        <Status state="loading" message={DAILY_WORDS.loading} />
      ) : sample.isError || !data ? (
        <Status
          state="error"
          message={sample.error?.message ?? DAILY_WORDS.loadFailed}
          retryLabel={DAILY_WORDS.retry}
          onRetry={() => void sample.refetch()}
        />
      ) : (
        <SampleDayBody sample={data} />
      )}
    </section>
  );
}

/** The day with its progress in the page, and what comes next once every unit is done. */
function SampleDayBody({ sample }: { sample: SampleDay }) {
  const [params] = useSearchParams();
  const [done, setDone] = useState<ReadonlyMap<number, ReadonlySet<number>>>(new Map());
  const units: UnitEntry[] = sample.day.stdUnits.map((unit) => {
    const parts = doneParts(unit, done.get(unit.stdUnit));
    return { unit, parts, rate: rateOf(unit, parts) };
  });
  const finished = units.length > 0 && averageRate(units.map((entry) => entry.rate)) === 100;
  const chosen = Number(params.get('unit'));
  const markDone = (stdUnit: number, part: number) =>
    setDone((before) => {
      const next = new Map(before);
      next.set(stdUnit, new Set([...(before.get(stdUnit) ?? []), part]));
      return next;
    });
  return (
    <>
      <DayView
        day={sample.day}
        units={units}
        chosen={Number.isInteger(chosen) && chosen > 0 ? chosen : null}
        hrefFor={(stdUnit) => `${SAMPLE_PATHS.day}?unit=${stdUnit}`}
        players={samplePlayers(sample.shows)}
        onPartDone={markDone}
      />
      <NextSteps finished={finished} />
    </>
  );
}

/** The sample's players: the show from the answer itself, the recording heard back here and never sent. */
function samplePlayers(shows: SampleDay['shows']): UnitPlayers {
  return {
    show: (unit, parts, onPartDone) => (
      <SampleShow
        unit={unit}
        slides={shows.find((show) => show.stdUnit === unit.stdUnit)?.slides ?? []}
        parts={parts}
        onPartDone={onPartDone}
      />
    ),
    recorder: (_unit, slide, onDone) => (
      <SampleRecorder subject={slide.text} modelAudio={slide.audio} onDone={onDone} />
    ),
    speakHint: WORDS.speakHint,
  };
}

function SampleShow({
  unit,
  slides,
  parts,
  onPartDone,
}: {
  unit: StudyUnitState;
  slides: StudySlide[];
  parts: readonly number[];
  onPartDone: (part: number) => void;
}) {
  const [opened, setOpened] = useState(false);
  const focusPlayer = useCallback((element: HTMLElement | null) => element?.focus(), []);
  if (!opened || slides.length === 0) {
    return (
      <ShowPoster
        title={unit.title}
        kind={unit.kind === 'sing' ? 'sing' : 'watch'}
        scenes={unit.parts}
        opening={false}
        words={{ open: DAILY_WORDS.openShow }}
        onOpen={() => setOpened(true)}
      />
    );
  }
  return (
    <SlideShowPlayer
      ref={focusPlayer}
      title={unit.title}
      slides={slides}
      doneParts={parts}
      lyrics={unit.kind === 'sing'}
      onPartDone={onPartDone}
    />
  );
}

/**
 * A sentence recorded and heard back in the page beside its model voice (ADR 071): "다 했어요" counts the part;
 * nothing is uploaded.
 */
function SampleRecorder({
  subject,
  modelAudio,
  onDone,
}: {
  subject: string;
  modelAudio: string;
  onDone: () => void;
}) {
  const recorder = useRecorder();
  const [kept, setKept] = useState(false);
  return (
    <RecordButton
      state={kept ? 'uploaded' : recorder.state}
      elapsedMs={recorder.elapsedMs}
      recordingUrl={recorder.url}
      listen={
        recorder.url ? (
          <ListenCompare recordingUrl={recorder.url} recording={recorder.blob} modelUrl={modelAudio} />
        ) : null
      }
      subject={subject}
      words={{ recorded: WORDS.recorded, upload: WORDS.finish, uploaded: WORDS.finished }}
      onStart={() => void recorder.start()}
      onStop={recorder.stop}
      onUpload={() => {
        setKept(true);
        onDone();
      }}
      onAgain={() => {
        setKept(false);
        recorder.reset();
      }}
    />
  );
}

/** What comes after the day: the sample weekly test and the trial request (celebrated once the day is done). */
function NextSteps({ finished }: { finished: boolean }) {
  return (
    <section
      aria-labelledby="sample-next-title"
      data-finished={finished ? '' : undefined}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5 desktop:flex-row desktop:items-center desktop:justify-between desktop:p-8"
    >
      {/* Said when the last unit is done: the day's end is news to a child who cannot see the whole page. */}
      <div aria-live="polite" className="flex flex-col gap-2">
        <h2 id="sample-next-title" className="m-0 text-xl font-bold">
          {finished ? WORDS.doneTitle : WORDS.nextTitle}
        </h2>
        <p className="m-0 text-base">{finished ? WORDS.doneText : WORDS.nextText}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg" variant="course">
          <Link variant="plain" href={SAMPLE_PATHS.test}>
            {WORDS.tryTest}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link variant="plain" href={SAMPLE_PATHS.trialRequest}>
            {WORDS.applyTrial}
          </Link>
        </Button>
      </div>
    </section>
  );
}
