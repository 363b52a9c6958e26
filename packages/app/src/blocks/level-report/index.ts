export { levelReportWords, type LevelReportWords } from './words';
export { LevelStart, type LevelStartProps } from './level-start';
export { ResultLink, type ResultLinkProps, type CopyText } from './result-link';
export { LevelFacts, type LevelFactsProps } from './level-facts';
export { QuietState } from './quiet-state';
