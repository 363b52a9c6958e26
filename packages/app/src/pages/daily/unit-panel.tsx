/**
 * The unit on screen: its kind, title, guide and rate, and the kit's player for its kind. A slide show and a
 * recording are played by `players`: the member's through the server (memberPlayers), the visitor's sample in the
 * page (ADR 047).
 */
import { Fragment, useEffect, useState } from 'react';
import type * as React from 'react';
import type { StudySlide, StudyUnitState } from '@buddy/api';
import { UNIT_KIND_LABELS } from '@buddy/domain';
import { ReadingCards, WordCards } from '../../blocks/daily-study';
import { Cheer, SoundToggle } from '../../blocks/feedback';
import { useFeedback } from '../../app/feedback';
import { ProgressBar } from '../../blocks/study-home';
import type { DailyLocation } from './daily-params';
import { DAILY_WORDS as WORDS } from './daily-words';
import { ShowUnit } from './show-unit';
import { SpeakRecorder } from './speak-recorder';

/** How a unit's slide show and a sentence's recording are played. */
export interface UnitPlayers {
  show: (
    unit: StudyUnitState,
    parts: readonly number[],
    onPartDone: (part: number) => void,
  ) => React.ReactNode;
  /** A sentence's recording: its text names what is recorded, its audio is the model voice to compare with. */
  recorder: (unit: StudyUnitState, slide: StudySlide, onDone: () => void) => React.ReactNode;
  /** What a speak unit asks of the child. */
  speakHint: string;
}

/** A member's players: the show through its one-time address, the recording uploaded to the portfolio. */
export function memberPlayers(location: DailyLocation, stdDay: number): UnitPlayers {
  return {
    show: (unit, parts, onPartDone) => <ShowUnit unit={unit} parts={parts} onPartDone={onPartDone} />,
    recorder: (unit, slide, onDone) => (
      <SpeakRecorder
        location={location}
        stdDay={stdDay}
        stdUnit={unit.stdUnit}
        subject={slide.text}
        modelAudio={slide.audio}
        onUploaded={onDone}
      />
    ),
    speakHint: WORDS.speakHint,
  };
}

export interface UnitPanelProps {
  unit: StudyUnitState;
  parts: readonly number[];
  rate: number;
  onPartDone: (part: number) => void;
  players: UnitPlayers;
}

/**
 * Whether the unit was finished while on screen (its rate reached 100 here, not already done when it opened): the
 * moment the page reacts to (ADR 075). Kept as the previous render's rate, per unit.
 */
function useFinishedHere(unitKey: number, rate: number): boolean {
  const [seen, setSeen] = useState({ unitKey, rate, finished: false });
  if (seen.unitKey !== unitKey) setSeen({ unitKey, rate, finished: false });
  else if (seen.rate !== rate)
    setSeen({ unitKey, rate, finished: seen.finished || (seen.rate < 100 && rate >= 100) });
  return seen.unitKey === unitKey && seen.finished;
}

export function UnitPanel({ unit, parts, rate, onPartDone, players }: UnitPanelProps) {
  const { cue, soundOn, setSoundOn } = useFeedback();
  const finished = useFinishedHere(unit.stdUnit, rate);
  useEffect(() => {
    if (finished) cue('done');
  }, [finished, cue]);
  return (
    <article aria-labelledby="daily-unit-title" className="flex min-w-0 flex-1 flex-col gap-4">
      <header className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-3">
          <p className="m-0 text-sm font-semibold text-course-strong">{UNIT_KIND_LABELS[unit.kind]}</p>
          <SoundToggle soundOn={soundOn} onSoundOnChange={setSoundOn} />
        </div>
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
        {finished ? (
          <p
            data-slot="unit-finished"
            className="m-0 flex items-center gap-3 rounded-lg bg-success-soft px-4 py-2 text-lg font-bold text-text"
          >
            <Cheer kind="done" />
            {WORDS.unitFinished}
          </p>
        ) : null}
      </header>
      <UnitBody unit={unit} parts={parts} onPartDone={onPartDone} players={players} />
    </article>
  );
}

function UnitBody({ unit, parts, onPartDone, players }: Omit<UnitPanelProps, 'rate'>) {
  switch (unit.kind) {
    case 'watch':
    case 'sing':
      return players.show(unit, parts, onPartDone);
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
          <p className="m-0 text-base text-muted">{players.speakHint}</p>
          <ReadingCards
            title={unit.title}
            slides={unit.slides ?? []}
            doneParts={parts}
            markable={false}
            actions={(slide, index) => (
              <Fragment key={index}>{players.recorder(unit, slide, () => onPartDone(index))}</Fragment>
            )}
          />
        </div>
      );
  }
}
