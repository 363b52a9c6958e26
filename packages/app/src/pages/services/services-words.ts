/** The customer centre's words (spec §2 Brand site /services; the menu's labels come from BRAND_MENU). */
export const SERVICES_WORDS = {
  area: '고객센터',
  nav: '고객센터 메뉴',
  notice: {
    title: '공지사항',
    lead: '버디잉글리시의 새 소식과 안내를 알려 드려요.',
    caption: '공지사항 목록',
    empty: '아직 공지사항이 없어요.',
    emptySearch: '찾는 공지사항이 없어요. 다른 검색어로 찾아 보세요.',
    loading: '공지사항을 불러오고 있어요.',
    error: '공지사항을 불러오지 못했어요.',
    searchLabel: '공지사항 검색',
    notFound: '찾는 공지사항이 없어요. 지워졌거나 주소가 바뀌었을 수 있어요.',
    loadFailed: '공지사항을 불러오지 못했어요.',
  },
  faq: {
    title: '자주 묻는 질문',
    lead: '궁금한 점을 먼저 찾아보세요. 답을 찾지 못하면 고객센터로 물어봐 주세요.',
  },
  branch: {
    title: '지점 안내',
    lead: '가까운 버디잉글리시 지점을 찾아 상담을 받아 보세요.',
    notFound: '찾는 지점이 없어요. 주소가 바뀌었을 수 있어요.',
    loadFailed: '지점 정보를 불러오지 못했어요.',
    loading: '지점 정보를 불러오고 있어요.',
    applyTrial: '이 지점에 무료 체험 신청하기',
  },
  backToList: '목록으로',
  retry: '다시 불러오기',
} as const;
