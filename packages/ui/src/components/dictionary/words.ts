/** The dictionary popup's words (Korean defaults; pass others through `words` to reuse it in another language). */
export const dictionaryWords = {
  searchLabel: '찾을 영어 단어',
  searchPlaceholder: '예: cat',
  search: '찾기',
  required: '찾을 단어를 입력해 주세요.',
  prompt: '궁금한 영어 단어를 입력하고 찾기를 눌러 보세요.',
  result: '찾은 결과',
  loading: '단어를 찾고 있어요…',
  meaning: '뜻',
  example: '예문',
  listen: '소리 듣기',
  listenLabel: (en: string) => `${en} 소리 듣기`,
  playing: '듣는 중…',
  audioError: '소리를 들을 수 없어요.',
  notFound: '사전에 없는 단어예요.',
  suggestions: '이 단어를 찾았나요?',
  noSuggestions: '철자를 확인하고 다시 찾아보세요.',
  error: '단어를 찾지 못했어요. 잠시 후 다시 해 보세요.',
  retry: '다시 찾기',
};

export type DictionaryWords = typeof dictionaryWords;
