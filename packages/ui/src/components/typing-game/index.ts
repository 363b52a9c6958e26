export {
  typingGameWords,
  typingCheer,
  type TypingGameWords,
  type TypingResultWords,
  type GameRankingWords,
} from './words';
export {
  typingFigures,
  typingCorrect,
  type TypingFigures,
  type TypingLine,
  type TypingMode,
  type TypingPrompt,
} from './figures';
export { TypingGame, type TypingGameProps } from './typing-game';
export { TypingKeyboard, typingKeyOf, type TypingKeyboardProps } from './typing-keyboard';
export { TypingResult, type TypingResultProps, type TypingResultState } from './typing-result';
export { GameRanking, type GameRankingProps, type GameRankingRow } from './game-ranking';
