/**
 * A watch or sing unit: its poster (the size of the player, in the course colours, with the show's title and scene
 * count) until the child opens it; the slide show then opens through a one-time address. The manual names no picture
 * of a show before it opens (its slides come only through the one-time address), so the poster draws one.
 */
import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { dailyQueries, type StudyUnitState } from '@buddy/api';
import { ShowPoster, SlideShowPlayer } from '../../blocks/daily-study';
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

  if (!opened || (show.isPending && showPath !== '')) {
    return (
      <ShowPoster
        title={unit.title}
        kind={unit.kind === 'sing' ? 'sing' : 'watch'}
        scenes={unit.parts}
        opening={opened}
        words={{ open: WORDS.openShow }}
        onOpen={() => setOpened(true)}
      />
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
