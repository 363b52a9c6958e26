export { type TypingGameWords, type TypingResultWords, type GameRankingWords } from './words';
export { type TypingFigures, type TypingLine, type TypingMode, type TypingPrompt } from './figures';
export { TypingGame, type TypingGameProps } from './typing-game';
export { TypingKeyboard, type TypingKeyboardProps } from './typing-keyboard';
export { TypingResult, type TypingResultProps, type TypingResultState } from './typing-result';
export { GameRanking, type GameRankingProps, type GameRankingRow } from './game-ranking';
