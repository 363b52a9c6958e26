/** A watch or sing unit: its slide show opens through a one-time address when the child asks for it. */
import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { dailyQueries, type StudyUnitState } from '@buddy/api';
import { Button } from '@buddy/ui/button';
import { SlideShowPlayer } from '@buddy/ui/daily-study';
import { Status } from '@buddy/ui/status';
import { useApp } from '../../app/context';
import { DAILY_WORDS as WORDS } from './daily-words';

export interface ShowUnitProps {
  unit: StudyUnitState;
  parts: readonly number[];
  onPartDone: (part: number) => void;
}

export function ShowUnit({ unit, parts, onPartDone }: ShowUnitProps) {
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
  if (show.isPending) return <Status state="loading" size="sm" message={WORDS.showLoading} />;
  if (show.isError) {
    return (
      <Status
        state="error"
        size="sm"
        message={WORDS.showFailed}
        retryLabel={WORDS.showRetry}
        onRetry={() => void show.refetch()}
      />
    );
  }
  return (
    <SlideShowPlayer
      ref={focusPlayer}
      title={unit.title}
      slides={show.data}
      doneParts={parts}
      lyrics={unit.kind === 'sing'}
      onPartDone={onPartDone}
    />
  );
}
