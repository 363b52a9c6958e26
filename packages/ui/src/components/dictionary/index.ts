export {
  DictionaryCard,
  DictionarySearch,
  type DictionaryCardEntry,
  type DictionaryCardProps,
  type DictionaryCardState,
  type DictionarySearchProps,
} from './dictionary-card';
export { type DictionaryWords } from './words';
