import './test-paper.css';

export { testPaperWords, type TestPaperWords } from './words';
export { ChoiceList, type ChoiceListProps, type TestPaperMode } from './choice-list';
export { OpenAnswer, type OpenAnswerProps } from './open-answer';
export {
  QuestionCard,
  QuestionView,
  QuestionGroup,
  Explanation,
  questionElementId,
  type QuestionCardProps,
  type QuestionViewProps,
  type QuestionGroupProps,
  type ExplanationProps,
} from './question-card';
export { AnswerSheet, scrollToQuestion, type AnswerSheetProps, type AnswerSaveState } from './answer-sheet';
export { Timer, TestHeader, type TimerProps, type TestHeaderProps } from './timer';
export { TestIntro, type TestIntroProps } from './test-intro';
export { ResultSummary, type ResultSummaryProps } from './result-summary';
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
