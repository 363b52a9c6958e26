/** The unit on screen: its kind, title, guide and rate, and the kit's player for its kind. */
import type { StudyUnitState } from '@buddy/api';
import { UNIT_KIND_LABELS } from '@buddy/domain';
import { ReadingCards, WordCards } from '@buddy/ui/daily-study';
import { ProgressBar } from '@buddy/ui/study-home';
import type { DailyLocation } from './daily-params';
import { DAILY_WORDS as WORDS } from './daily-words';
import { ShowUnit } from './show-unit';
import { SpeakRecorder } from './speak-recorder';

export interface UnitPanelProps {
  location: DailyLocation;
  stdDay: number;
  unit: StudyUnitState;
  parts: readonly number[];
  rate: number;
  onPartDone: (part: number) => void;
}

export function UnitPanel({ location, stdDay, unit, parts, rate, onPartDone }: UnitPanelProps) {
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
