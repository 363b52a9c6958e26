import './test-paper.css';

export { testPaperWords, type TestPaperWords } from './words';
export { ChoiceList, type ChoiceListProps, type TestPaperMode } from './choice-list';
export { OpenAnswer, type OpenAnswerProps } from './open-answer';
export {
  QuestionCard,
  QuestionGroup,
  Explanation,
  questionElementId,
  type QuestionCardProps,
  type QuestionGroupProps,
  type ExplanationProps,
} from './question-card';
export { AnswerSheet, scrollToQuestion, type AnswerSheetProps, type AnswerSaveState } from './answer-sheet';
export { Timer, TestHeader, TIMER_WARNING_SECONDS, type TimerProps, type TestHeaderProps } from './timer';
export { TestIntro, type TestIntroProps } from './test-intro';
export { ResultSummary, type ResultSummaryProps } from './result-summary';
