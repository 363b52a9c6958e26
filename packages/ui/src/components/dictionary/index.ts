export {
  DictionaryCard,
  DictionarySearch,
  type DictionaryCardEntry,
  type DictionaryCardProps,
  type DictionaryCardState,
  type DictionarySearchProps,
} from './dictionary-card';
export { dictionaryWords, type DictionaryWords } from './words';
