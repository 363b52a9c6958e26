import './test-paper.css';

export { testPaperWords, type TestPaperWords } from './words';
export { ChoiceList, type ChoiceListProps, type TestPaperMode } from './choice-list';
export { OpenAnswer, type OpenAnswerProps } from './open-answer';
export type {
  QuestionView,
  QuestionKind,
  QuestionLayout,
  ChoiceView,
  ExamplesView,
  ExampleLineView,
  ExampleLineKind,
  QuestionResultView,
} from './question-view';
export {
  QuestionCard,
  QuestionGroup,
  Explanation,
  type QuestionCardProps,
  type QuestionGroupProps,
  type ExplanationProps,
} from './question-card';
export {
  AnswerSheet,
  sheetQuestion,
  type AnswerSheetProps,
  type AnswerSheetQuestion,
  type AnswerSaveState,
  type PaperAnswers,
} from './answer-sheet';
export { Timer, TestHeader, type TimerProps, type TestHeaderProps } from './timer';
export { TestIntro, type TestIntroProps } from './test-intro';
export { ResultSummary, type ResultSummaryProps } from './result-summary';
export { ResultCheer, type ResultCheerProps } from './result-cheer';
export {
  AudioPlayerProvider,
  useAudioPlayer,
  AudioButton,
  ListenAllButton,
  AudioControls,
  type AudioPlayerApi,
  type AudioPlayerProviderProps,
  type AudioButtonProps,
  type ListenAllButtonProps,
  type AudioControlsProps,
} from './audio';
export { TestPaperLayout, SubmitArea, type TestPaperLayoutProps, type SubmitAreaProps } from './layout';
