/**
 * /study/daily?course=A&step=1&week=1&day=1 (&unit=2): the daily study (spec §2 Study area, §3 Study session, §7
 * Study). The week comes from studies/load (the study home's session); the day's units are listed with their rates and
 * the one on screen is played: a watch or sing unit's slide show through its one-time address (load/video), read
 * cards, word cards, or a speak unit's sentences with the child's recording (MediaRecorder, uploaded named by course,
 * step, week, day, unit and time). Completed parts go to studies/prgrs in batches; unsent parts stay in memory and are
 * sent again until the server has them, and the rates move at once.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  createProgressQueue,
  dailyMutations,
  keyOf,
  dailyQueries,
  isApiError,
  studyQueries,
  type StudyDayState,
  type StudySession,
  type StudyUnitState,
  type ProgressQueue,
  type QueueSnapshot,
  type UnitKey,
} from '@buddy/api';
import {
  averageRate,
  parseProgressData,
  recordingFileName,
  UNIT_KIND_LABELS,
  unitRate,
  type Course,
} from '@buddy/domain';
import {
  AudioPlayerProvider,
  Button,
  Link,
  ProgressBar,
  ReadingCards,
  RecordButton,
  SlideShowPlayer,
  UnitNav,
  useRecorder,
  WordCards,
  type RecordState,
} from '@buddy/ui';
import { useApp } from '../../app/context';
import { studyHomeHref } from '../../routes/study-links';
import { dailyHref, dailyLocationFrom, type DailyLocation } from './daily-params';
import { DAILY_WORDS as WORDS } from './daily-words';

/** The completed parts, gathered and handed to the outbox (whose progress mutation puts the answered week in the cache). */
function useProgressQueue(): { queue: ProgressQueue; snapshot: QueueSnapshot } {
  const { outbox } = useApp();
  const [queue] = useState(() => createProgressQueue({ outbox }));
  useEffect(() => {
    // Leaving the page (or the tab) queues what is gathered at once.
    const onHide = () => void queue.flush();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      void queue.flush();
    };
  }, [queue]);
  const snapshot = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);
  return { queue, snapshot };
}

/** The unit's completed parts: the stored ones and those still on their way. */
function doneParts(unit: StudyUnitState, pending: ReadonlySet<number> | undefined): number[] {
  const stored = parseProgressData(unit.prgssData).progresses.map((entry) => entry.part);
  return [...new Set([...stored, ...(pending ?? [])])].sort((a, b) => a - b);
}

function rateOf(unit: StudyUnitState, parts: readonly number[]): number {
  return unitRate({ progresses: parts.map((part) => ({ part, at: '' })) }, unit.parts);
}

export default function DailyStudyPage() {
  const { api } = useApp();
  const [params] = useSearchParams();
  const location = dailyLocationFrom(params);
  const { course, step, week, day } = location;
  const session = useQuery(studyQueries.session(api, { stdCourse: course, stdStep: step, stdWeek: week }));
  const { queue, snapshot } = useProgressQueue();

  return (
    <section
      aria-labelledby="daily-study-title"
      data-course={course.toLowerCase()}
      className="flex flex-col gap-6 py-10"
    >
      <div className="flex flex-col gap-2">
        <Link href={studyHomeHref(location)} className="self-start text-base font-semibold">
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
    </section>
  );
}

interface DayBodyProps {
  location: DailyLocation;
  session: { data?: StudySession; isPending: boolean; isError: boolean; refetch: () => unknown };
  queue: ProgressQueue;
  snapshot: QueueSnapshot;
}

function DayBody({ location, session, queue, snapshot }: DayBodyProps) {
  if (session.isPending) {
    return (
      <p aria-busy="true" className="m-0 py-10 text-center text-lg text-muted">
        {WORDS.loading}
      </p>
    );
  }
  if (session.isError || !session.data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg bg-surface-muted p-5">
        <p className="m-0 text-base font-semibold text-danger">{WORDS.loadFailed}</p>
        <Button variant="outline" onClick={() => void session.refetch()}>
          {WORDS.retry}
        </Button>
      </div>
    );
  }
  const { errorState, stdDays } = session.data;
  if (errorState) {
    return (
      <p
        role="alert"
        data-error-code={errorState.code}
        className="m-0 rounded-lg border-2 border-course bg-course-soft p-5 text-lg font-semibold"
      >
        {errorState.message}
      </p>
    );
  }
  const day = stdDays.find((candidate) => candidate.stdDay === location.day);
  if (!day) return <p className="m-0 rounded-lg bg-surface-muted p-5 text-lg">{WORDS.noDay}</p>;
  if (day.stdUnits.length === 0) {
    return <p className="m-0 rounded-lg bg-surface-muted p-5 text-lg">{WORDS.noUnits}</p>;
  }
  const place = `${location.course}-${location.step}-${location.week}-${day.stdDay}`;
  return <Day key={place} location={location} day={day} queue={queue} snapshot={snapshot} />;
}

function Day({
  location,
  day,
  queue,
  snapshot,
}: {
  location: DailyLocation;
  day: StudyDayState;
  queue: ProgressQueue;
  snapshot: QueueSnapshot;
}) {
  const [params, setParams] = useSearchParams();
  const keyFor = (unit: StudyUnitState): UnitKey => ({
    stdCourse: location.course,
    stdStep: location.step,
    stdWeek: location.week,
    stdDay: day.stdDay,
    stdUnit: unit.stdUnit,
  });
  const units = day.stdUnits.map((unit) => {
    const parts = doneParts(unit, snapshot.pending.get(keyOf(keyFor(unit))));
    return { unit, parts, rate: rateOf(unit, parts) };
  });
  // Without a unit in the address the day opens on its first unit not yet done, and stays there when it is done.
  const [opening] = useState(() => (units.find((entry) => entry.rate < 100) ?? units[0])?.unit.stdUnit);
  const current = units.find((entry) => entry.unit.stdUnit === (location.unit ?? opening)) ?? units[0];
  const dayRate = averageRate(units.map((entry) => entry.rate));

  const select = (stdUnit: number, event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    next.set('unit', String(stdUnit));
    moved.current = true;
    setParams(next);
  };
  // The unit on screen changes in place: take the keyboard to its heading once it is shown.
  const moved = useRef(false);
  const shown = current?.unit.stdUnit;
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    document.getElementById('daily-unit-title')?.focus();
  }, [shown]);

  return (
    <div className="flex flex-col gap-6">
      <ProgressBar value={dayRate} label={WORDS.dayRate} words={{ valueText: WORDS.rateText }} />
      <SaveStatus snapshot={snapshot} />
      <div className="flex flex-col gap-6 desktop:flex-row desktop:items-start">
        <UnitNav
          day={day.stdDay}
          units={units.map(({ unit, rate }) => ({
            unit: unit.stdUnit,
            kind: unit.kind,
            title: unit.title,
            progress: rate,
          }))}
          current={current?.unit.stdUnit ?? null}
          hrefFor={(stdUnit) => dailyHref({ ...location, unit: stdUnit })}
          onSelect={select}
          className="desktop:w-72 desktop:shrink-0"
        />
        {current ? (
          <AudioPlayerProvider key={current.unit.stdUnit}>
            <UnitPanel
              location={location}
              stdDay={day.stdDay}
              unit={current.unit}
              parts={current.parts}
              rate={current.rate}
              onPartDone={(part) => queue.add(keyFor(current.unit), part)}
            />
          </AudioPlayerProvider>
        ) : null}
      </div>
    </div>
  );
}

function SaveStatus({ snapshot }: { snapshot: QueueSnapshot }) {
  const [saved, setSaved] = useState(false);
  const [seen, setSeen] = useState(snapshot.status);
  // Remember that something was stored once the queue comes back to rest (state from props, not an effect).
  if (seen !== snapshot.status) {
    setSeen(snapshot.status);
    if (snapshot.status === 'idle' && (seen === 'saving' || seen === 'waiting')) setSaved(true);
  }
  const text =
    snapshot.status === 'saving' || snapshot.status === 'waiting'
      ? WORDS.saving
      : snapshot.status === 'retrying'
        ? WORDS.retrying
        : snapshot.status === 'refused'
          ? WORDS.refused
          : saved
            ? WORDS.saved
            : '';
  const problem = snapshot.status === 'retrying' || snapshot.status === 'refused';
  return (
    <p role="status" className={problem ? 'm-0 font-semibold text-danger' : 'm-0 text-sm text-muted'}>
      {text}
    </p>
  );
}

interface UnitPanelProps {
  location: DailyLocation;
  stdDay: number;
  unit: StudyUnitState;
  parts: readonly number[];
  rate: number;
  onPartDone: (part: number) => void;
}

function UnitPanel({ location, stdDay, unit, parts, rate, onPartDone }: UnitPanelProps) {
  return (
    <article aria-labelledby="daily-unit-title" className="flex min-w-0 flex-1 flex-col gap-4">
      <header className="flex flex-col gap-2">
        <p className="m-0 text-sm font-semibold text-course-strong">{UNIT_KIND_LABELS[unit.kind]}</p>
        <h2
          id="daily-unit-title"
          tabIndex={-1}
          lang="en"
          className="m-0 font-kid text-2xl font-bold outline-none"
        >
          {unit.title}
        </h2>
        <p className="m-0 text-base">{unit.guide}</p>
        <ProgressBar value={rate} label={WORDS.unitRate} words={{ valueText: WORDS.rateText }} />
      </header>
      <UnitBody location={location} stdDay={stdDay} unit={unit} parts={parts} onPartDone={onPartDone} />
    </article>
  );
}

function UnitBody({ location, stdDay, unit, parts, onPartDone }: Omit<UnitPanelProps, 'rate'>) {
  switch (unit.kind) {
    case 'watch':
    case 'sing':
      return <ShowUnit unit={unit} parts={parts} onPartDone={onPartDone} />;
    case 'words':
      return (
        <WordCards title={unit.title} items={unit.words ?? []} doneParts={parts} onPartDone={onPartDone} />
      );
    case 'read':
      return (
        <ReadingCards
          title={unit.title}
          slides={unit.slides ?? []}
          doneParts={parts}
          onPartDone={onPartDone}
        />
      );
    case 'speak':
      return (
        <div className="flex flex-col gap-3">
          <p className="m-0 text-base text-muted">{WORDS.speakHint}</p>
          <ReadingCards
            title={unit.title}
            slides={unit.slides ?? []}
            doneParts={parts}
            markable={false}
            actions={(slide, index) => (
              <SpeakRecorder
                key={index}
                location={location}
                stdDay={stdDay}
                stdUnit={unit.stdUnit}
                subject={slide.text}
                onUploaded={() => onPartDone(index)}
              />
            )}
          />
        </div>
      );
  }
}

/** A watch or sing unit: its slide show opens through a one-time address when the child asks for it. */
function ShowUnit({
  unit,
  parts,
  onPartDone,
}: {
  unit: StudyUnitState;
  parts: readonly number[];
  onPartDone: (part: number) => void;
}) {
  const { api } = useApp();
  const [opened, setOpened] = useState(false);
  const showPath = unit.show ?? '';
  const show = useQuery({
    ...dailyQueries.show(api, showPath),
    enabled: opened && showPath !== '',
    retry: false,
  });
  const focusPlayer = useCallback((element: HTMLElement | null) => element?.focus(), []);

  if (!opened) {
    return (
      <Button variant="course" size="xl" className="self-start" onClick={() => setOpened(true)}>
        {WORDS.openShow}
      </Button>
    );
  }
  if (show.isPending) {
    return (
      <p aria-busy="true" className="m-0 py-6 text-base text-muted">
        {WORDS.showLoading}
      </p>
    );
  }
  if (show.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg bg-surface-muted p-5">
        <p className="m-0 text-base font-semibold text-danger">{WORDS.showFailed}</p>
        <Button variant="outline" onClick={() => void show.refetch()}>
          {WORDS.showRetry}
        </Button>
      </div>
    );
  }
  return (
    <SlideShowPlayer
      ref={focusPlayer}
      title={unit.title}
      slides={show.data}
      doneParts={parts}
      onPartDone={onPartDone}
    />
  );
}

/** One sentence's recording: the microphone (useRecorder) and the upload, shown by the kit's RecordButton. */
function SpeakRecorder({
  location,
  stdDay,
  stdUnit,
  subject,
  onUploaded,
}: {
  location: DailyLocation;
  stdDay: number;
  stdUnit: number;
  subject: string;
  onUploaded: () => void;
}) {
  const { api, queryClient } = useApp();
  const recorder = useRecorder();
  const upload = useMutation(dailyMutations.upload(api, queryClient));

  const state: RecordState = upload.isPending
    ? 'uploading'
    : upload.isSuccess
      ? 'uploaded'
      : upload.isError
        ? 'failed'
        : recorder.state;

  function send() {
    const { blob } = recorder;
    if (!blob) return;
    const place = {
      course: location.course as Course,
      step: location.step,
      week: location.week,
      day: stdDay,
      unit: stdUnit,
    };
    upload.mutate(
      {
        stdCourse: location.course,
        stdStep: location.step,
        stdWeek: location.week,
        stdDay,
        stdUnit,
        file: blob,
        fileName: recordingFileName(place, new Date(), recorder.extension),
      },
      { onSuccess: onUploaded },
    );
  }

  return (
    <RecordButton
      state={state}
      elapsedMs={recorder.elapsedMs}
      recordingUrl={recorder.url}
      message={upload.error && isApiError(upload.error) ? upload.error.message : null}
      subject={subject}
      onStart={() => {
        upload.reset();
        void recorder.start();
      }}
      onStop={recorder.stop}
      onUpload={send}
      onAgain={() => {
        upload.reset();
        recorder.reset();
      }}
    />
  );
}
