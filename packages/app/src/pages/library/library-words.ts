/** The library's words in the app (the kit's lists have their own; spec §6 gives the alerts). */
export const LIBRARY_WORDS = {
  area: '라이브러리',
  nav: '라이브러리 메뉴',
  groupNav: (group: string) => `${group} 메뉴`,
  /** The alert's title over §6's message (the spec gives only the message). */
  deniedTitle: '라이브러리 이용 안내',
  checking: '이용 권한을 확인하고 있어요.',
  leads: {
    animations: '그림과 소리로 보는 영어 이야기와 노래예요. 보고 싶은 영상을 골라 보세요.',
    audios: '교재의 문장을 소리로 들어요. 코스와 단계, 주를 골라 찾을 수 있어요.',
    grammars: '짧은 강의로 문법을 배우고, 학습지로 연습한 다음 정답을 맞춰 보세요.',
    reading: '짧은 글을 한 장씩 넘기며 읽고 들어요.',
    rskill: '글을 읽고 주제와 내용을 찾는 힘을 길러요.',
    phonics: '글자와 소리를 짝지어 들어 보세요.',
    word: '주제별 낱말을 그림과 소리로 익혀요.',
    stpt: '자주 쓰는 문장 틀로 여러 문장을 말해 보세요.',
  },
  korean: '한국어 뜻을 먼저 보여 주고, 영어는 누르면 들을 수 있어요.',
  notFound: '찾는 영상이 없어요. 주소가 바뀌었을 수 있어요.',
  loadFailed: '영상을 불러오지 못했어요.',
  loading: '영상을 불러오고 있어요.',
  retry: '다시 불러오기',
  backToList: '목록으로',
  lecture: (title: string) => `${title} 강의`,
  closeLecture: '강의 닫기',
  englishadd: {
    lead: '정규 학습을 마친 뒤, 부족한 부분을 골라 더 익히는 곳이에요. 아이에게 맞는 곳부터 시작해 보세요.',
    open: (area: string) => `${area} 열기`,
    areas: {
      kphonics: '알파벳 소리를 한국어 설명과 함께 익혀요. 읽기가 아직 어려운 아이에게 좋아요.',
      kword: '주제별 낱말을 뜻과 함께 보고 들어요.',
      ksentence: '자주 쓰는 문장을 우리말 뜻과 함께 익혀요.',
      kread: '짧은 글을 우리말 뜻을 보며 읽어요. (월 57,000원 이상 과정)',
      rskill: '주제 찾기, 순서 파악 같은 읽기 힘을 길러요. (리딩스킬 이용 회원)',
      'grammars/basic': '짧은 강의와 학습지로 기초 문법을 다져요.',
    },
  },
  game: {
    lead: {
      place: '손가락을 제자리에 두고 화면의 글자를 따라 쳐요. 가운데 줄부터 차근차근 익혀요.',
      words: '그림 없이 영어 낱말을 보고 따라 쳐요. 뜻도 함께 익혀요.',
      sentence: '영어 문장을 띄어쓰기와 마침표까지 똑같이 따라 쳐요.',
    },
    round: (n: number) => `${n}번째 판`,
    loading: '게임에 나올 낱말과 문장을 준비하고 있어요.',
    loadFailed: '게임을 준비하지 못했어요.',
  },
} as const;
