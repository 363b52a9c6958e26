export { dailyStudyWords, type DailyStudyWords } from './words';
export { SlideShowPlayer, type SlideShowPlayerProps } from './slide-show-player';
export { ShowPoster, type ShowPosterProps } from './show-poster';
export { SlideShowLyrics, type SlideShowLyricsProps } from './slide-show-lyrics';
export { ReadingCards, type ReadingCardsProps } from './reading-cards';
export { WordCards, type WordCardsProps, type WordCardItem } from './word-cards';
export { RecordButton, type RecordButtonProps, type RecordState } from './record-button';
export {
  useRecorder,
  recordingExtension,
  type Recorder,
  type RecorderState,
  type UseRecorderOptions,
} from './use-recorder';
export { UnitNav, type UnitNavProps, type UnitNavItem } from './unit-nav';
export {
  DayCheer,
  dayCheerFor,
  dayCheerLine,
  type DayCheerProps,
  type DayCheerState,
  type DayActivity,
} from './day-cheer';
