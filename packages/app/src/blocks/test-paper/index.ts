export { paperBlocks, questionView, resultView, sheetQuestions, type PaperBlockView } from './question-view';
