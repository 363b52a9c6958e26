/** The site menus of spec §2 "Header and menus": brand site and study site, with Korean labels. */

export interface MenuItem {
  label: string;
  path: string;
  children?: MenuItem[];
  /** Not shown in the menu (the route still exists). */
  invisible?: boolean;
  /** A plain link (navigates). Items without children are links. */
  link?: boolean;
  /** Opens a popup window instead of navigating (the dictionary). */
  popup?: boolean;
  /** Link target, e.g. '_blank' for the external teacher site. */
  target?: string;
  /** The title attribute (e.g. '새 창 열림'). */
  title?: string;
}

const VIDEO_LIBRARY: MenuItem = {
  label: '동영상',
  path: '/library/videos/animation',
  children: [
    { label: '애니메이션', path: '/library/videos/animation', link: true },
    { label: '애니송', path: '/library/videos/anisong', link: true },
    { label: '애니챈트', path: '/library/videos/anichant', link: true },
    { label: '챈트', path: '/library/videos/chant', link: true },
    { label: '노래', path: '/library/videos/song', link: true },
    { label: '이북', path: '/library/videos/ebook', link: true },
  ],
};

function libraryTree(prefix: string, extra: MenuItem[] = []): MenuItem[] {
  const at = (item: MenuItem): MenuItem => ({
    ...item,
    path: item.path.replace(/^\/library/, prefix),
    children: item.children?.map(at),
  });
  return [
    VIDEO_LIBRARY,
    {
      label: '버디 음원',
      path: '/library/records/prime',
      children: [
        { label: '비기너', path: '/library/records/beginner', link: true },
        { label: 'EX', path: '/library/records/ex', link: true },
        { label: '프라임', path: '/library/records/prime', link: true },
      ],
    },
    {
      label: '문법 강의',
      path: '/library/grammars/basic',
      children: [
        { label: '기초 문법', path: '/library/grammars/basic', link: true },
        { label: '교재 문법', path: '/library/grammars/book', link: true },
        { label: '버디 문법', path: '/library/grammars/buddy', link: true },
      ],
    },
    {
      label: '영어 게임',
      path: '/library/game/words',
      children: [
        { label: '단어 게임', path: '/library/game/words', link: true },
        { label: '문장 게임', path: '/library/game/sentence', link: true },
        { label: '자리 연습 게임', path: '/library/game/place', link: true },
      ],
    },
    { label: '리딩', path: '/library/reading/basic', link: true },
    { label: 'K-파닉스', path: '/library/kphonics', link: true },
    { label: 'K-단어', path: '/library/kword', link: true },
    { label: 'K-문장', path: '/library/ksentence', link: true },
    { label: 'K-문장 패턴', path: '/library/kstpt', link: true },
    { label: 'K-리딩', path: '/library/kread', link: true },
    { label: '영어보충학습실', path: '/library/englishadd', link: true },
    { label: '리딩스킬', path: '/library/rskill', link: true },
    ...extra,
  ].map(at);
}

export const BRAND_MENU: MenuItem[] = [
  {
    label: '버디잉글리시 소개',
    path: '/introduce/philosophy',
    children: [
      { label: '교육 철학', path: '/introduce/philosophy', link: true },
      {
        label: '프로그램',
        path: '/introduce/programs/buddy/prime',
        children: [
          { label: '버디 비기너', path: '/introduce/programs/buddy/beginner', link: true },
          { label: '버디 EX', path: '/introduce/programs/buddy/ex', link: true },
          { label: '버디 프라임', path: '/introduce/programs/buddy/prime', link: true },
          { label: 'RnL 칸타타', path: '/introduce/programs/rnl/cantata', link: true },
          { label: 'RnL 디즈니', path: '/introduce/programs/rnl/disney', link: true },
          { label: 'RnL 리딩', path: '/introduce/programs/rnl/reading', link: true },
          { label: 'RnL 스토리플러스', path: '/introduce/programs/rnl/storyplus', link: true },
        ],
      },
      { label: '홍보 자료', path: '/introduce/publicity', link: true },
    ],
  },
  {
    label: '체험하기',
    path: '/experience/eb',
    children: [
      { label: '버디 체험', path: '/experience/eb', link: true },
      { label: 'RnL 체험', path: '/experience/rnl', link: true },
      { label: '하루 학습 맛보기', path: '/experience/day', link: true },
      { label: '체험 신청', path: '/experience/apply', link: true },
      { label: '레벨 테스트', path: '/tests', link: true },
    ],
  },
  { label: '라이브러리', path: '/library/videos/animation', children: libraryTree('/library') },
  {
    label: '고객센터',
    path: '/services/notice',
    children: [
      { label: '공지사항', path: '/services/notice', link: true },
      { label: '자주 묻는 질문', path: '/services/faq', link: true },
      { label: '지점 안내', path: '/services/branch', link: true },
      {
        label: '자료실',
        path: '/services/download/brochure',
        children: [
          { label: '브로슈어', path: '/services/download/brochure', link: true },
          { label: '설치 프로그램', path: '/services/download/installer', link: true },
        ],
      },
    ],
  },
  {
    label: 'For Teachers',
    path: '/teacher/business/value',
    children: [
      {
        label: '사업 안내',
        path: '/teacher/business/value',
        children: [
          { label: '가치', path: '/teacher/business/value', link: true },
          { label: '교육', path: '/teacher/business/edu', link: true },
          { label: '사례', path: '/teacher/business/case', link: true },
        ],
      },
      { label: '교사 모집', path: '/teacher/recruit', link: true },
      {
        label: '교사 전용 사이트',
        path: 'https://teacher.buddy-english.example/',
        link: true,
        target: '_blank',
        title: '새 창 열림',
      },
    ],
  },
];

export const STUDY_MENU: MenuItem[] = [
  { label: '학습 홈', path: '/study', invisible: true, link: true },
  {
    label: '마이페이지',
    path: '/study/mypage/learning',
    children: [
      { label: '이달의 학습', path: '/study/mypage/learning', link: true },
      { label: '출석부', path: '/study/mypage/attendance', link: true },
      { label: '학습 리포트', path: '/study/mypage/report', link: true },
      { label: '말하기 기록', path: '/study/mypage/speech', link: true },
      { label: '시험 기록', path: '/study/mypage/tests', link: true },
      { label: '1:1 문의', path: '/study/mypage/inquiries', link: true },
      { label: '메모', path: '/study/mypage/memo', link: true },
    ],
  },
  { label: '학습 가이드', path: '/study/guide', link: true },
  { label: '단어 사전', path: '/study/dictionary', popup: true, title: '새 창 열림' },
  {
    label: '라이브러리',
    path: '/study/library/videos/animation',
    children: libraryTree('/study/library', [
      { label: '파닉스', path: '/library/phonics', link: true },
      { label: '단어', path: '/library/word', link: true },
      { label: '문장 패턴', path: '/library/stpt', link: true },
    ]),
  },
  {
    label: 'Q&A',
    path: '/study/qna/contacts',
    children: [
      { label: '문의하기', path: '/study/qna/contacts', link: true },
      { label: '자료실', path: '/study/qna/download', link: true },
    ],
  },
];

/** Related sites of the footer select (spec §1): study room, preschool, education, textbook, book mall. */
export const RELATED_SITES: { label: string; href: string }[] = [
  { label: '버디 공부방', href: 'https://studyroom.buddy-english.example/' },
  { label: '버디 유아', href: 'https://kids.buddy-english.example/' },
  { label: '버디 교육', href: 'https://edu.buddy-english.example/' },
  { label: '버디 교과서', href: 'https://textbook.buddy-english.example/' },
  { label: '버디 북몰', href: 'https://books.buddy-english.example/' },
];

/**
 * The reward area's own navigation (spec §2 reward area: home, land, mybuddymon, growthAlbum, buddyCoin), as far as
 * it is built (ADR 034): an entry joins when its page does, so that no link leads to the 404 page.
 */
export const BUDDYMON_MENU: MenuItem[] = [
  { label: '버디몬 홈', path: '/buddymon', link: true },
  { label: '랜드', path: '/buddymon/land', link: true },
  { label: '마이 버디몬', path: '/buddymon/mybuddymon', link: true },
  { label: '버디샵', path: '/buddymon/mybuddymon/myShop', link: true },
  { label: '성장 앨범', path: '/buddymon/growthAlbum', link: true },
  { label: '버디코인', path: '/buddymon/buddyCoin', link: true },
];

/** Find the chain of items from a top-level item down to the one whose path matches (deepest match wins). */
export function menuTrail(menu: readonly MenuItem[], pathname: string): MenuItem[] {
  let best: MenuItem[] = [];
  const walk = (items: readonly MenuItem[], trail: MenuItem[]) => {
    for (const item of items) {
      const next = [...trail, item];
      if (item.path === pathname || pathname.startsWith(`${item.path}/`)) {
        // Deeper trails win; at the same depth the more specific (longer) path wins, so /study/guide is the guide,
        // not the hidden study home /study.
        const longer = item.path.length > (best.at(-1)?.path.length ?? 0);
        if (next.length > best.length || (next.length === best.length && longer)) best = next;
      }
      if (item.children) walk(item.children, next);
    }
  };
  walk(menu, []);
  return best;
}

const isPage = (item: MenuItem) => item.path.startsWith('/') && !item.popup && !item.children;
const segments = (address: string) => address.split('/').filter(Boolean);
/** '/a/b/c' → ['/a', '/a/b']: the folders above an address. */
const foldersAbove = (address: string) =>
  segments(address)
    .slice(0, -1)
    .map((_, index, all) => `/${all.slice(0, index + 1).join('/')}`);

/**
 * The folders of a menu (an address that only groups pages, such as /introduce or /introduce/programs/buddy) and the
 * page each opens, so that no address above a page is a dead end: a section's own choice (its `path`, for the folder
 * all its pages share), else the first page under the folder in menu order.
 */
export function menuLandings(menu: readonly MenuItem[]): ReadonlyMap<string, string> {
  const pages: string[] = [];
  const sections: MenuItem[] = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (isPage(item)) pages.push(item.path);
      if (item.children) {
        sections.push(item);
        walk(item.children);
      }
    }
  };
  walk(menu);
  const isPageAddress = new Set(pages);
  const landings = new Map<string, string>();
  const pagesUnder = (item: MenuItem): string[] =>
    (item.children ?? []).flatMap((child) => (isPage(child) ? [child.path] : pagesUnder(child)));
  for (const section of sections) {
    const under = pagesUnder(section).map(segments);
    const first = under[0] ?? [];
    let shared = 0;
    while (shared < first.length - 1 && under.every((parts) => parts[shared] === first[shared])) shared += 1;
    const folder = `/${first.slice(0, shared).join('/')}`;
    if (shared > 0 && !isPageAddress.has(folder) && !landings.has(folder) && section.path.startsWith('/')) {
      landings.set(folder, section.path);
    }
  }
  for (const page of pages) {
    for (const folder of foldersAbove(page)) {
      if (!isPageAddress.has(folder) && !landings.has(folder)) landings.set(folder, page);
    }
  }
  return landings;
}

/** The brand site's folders and the page each opens (/introduce → /introduce/philosophy, …). */
export const BRAND_LANDINGS: ReadonlyMap<string, string> = menuLandings(BRAND_MENU);

/** The page a brand-site folder opens (a trailing slash allowed), or undefined for any other address. */
export function brandLandingOf(pathname: string): string | undefined {
  return BRAND_LANDINGS.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}
