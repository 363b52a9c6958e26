/**
 * The brand site's demo content (spec §7 Library and site), written once: the notices (demo-site-notices.ts), the
 * FAQ (demo-site-faqs.ts), the sales offices and their branches, and the home page's contest banner, awards,
 * promotions and popups. The server's demo seed stores it, the fake /v2 of the stories and component tests answers
 * it, and the site blocks' stories and tests show it. Data and small builders only (ADR 055): dates are reckoned from
 * the `now` each reader gives (the seed: the real now; the fake /v2 and the samples: a fixed instant). Pictures are
 * named, not drawn: the seed serves packages/content-generator's drawings, the fake /v2 and the samples draw their own.
 */
import { TEST_SPECS } from './constants';
import type { FaqTypeCode } from './site';
import { DEMO_FAQS } from './demo-site-faqs';
import { DEMO_NOTICES, noticeDay, type DemoNoticeKey } from './demo-site-notices';

export * from './demo-site-faqs';
export * from './demo-site-notices';

/** The in-site pages a home link may open (the brand site's routes). */
export const DEMO_SITE_PAGES = [
  '/tests',
  '/experience/eb',
  '/experience/rnl',
  '/experience/apply',
  '/introduce/philosophy',
  '/introduce/programs/buddy/beginner',
  '/introduce/programs/buddy/ex',
  '/introduce/programs/buddy/prime',
  '/services/notice',
  '/services/faq',
  '/services/branch',
] as const;
export type DemoSitePage = (typeof DEMO_SITE_PAGES)[number];

/** A home link: one of the site's pages, or one seeded notice (/services/notice/<its boardNo>). */
export type DemoLink = DemoSitePage | { notice: DemoNoticeKey };

/* ---------- sales offices and branches ---------- */

/** The sales offices, by code (the branch finder's select options). */
export const DEMO_SALES_OFFICES = [
  { code: '01', name: '서울' },
  { code: '02', name: '경기' },
  { code: '03', name: '인천' },
  { code: '04', name: '부산·경남' },
  { code: '05', name: '대구·경북' },
  { code: '06', name: '광주·전라' },
  { code: '07', name: '대전·충청' },
] as const;
type OfficeCode = (typeof DEMO_SALES_OFFICES)[number]['code'];

/**
 * The branches of each office: [the place in the branch's name, the city and district of its address]. The roads,
 * numbers, buildings and phone numbers are made up by the builder below (fictional, like the branches).
 */
const BRANCH_PLACES: Record<OfficeCode, readonly (readonly [string, string])[]> = {
  '01': [
    ['강남대치', '서울특별시 강남구'],
    ['목동', '서울특별시 양천구'],
    ['노원중계', '서울특별시 노원구'],
    ['송파잠실', '서울특별시 송파구'],
    ['마포상암', '서울특별시 마포구'],
    ['서초반포', '서울특별시 서초구'],
    ['은평뉴타운', '서울특별시 은평구'],
    ['강서마곡', '서울특별시 강서구'],
    ['성북길음', '서울특별시 성북구'],
  ],
  '02': [
    ['분당정자', '경기도 성남시 분당구'],
    ['일산호수', '경기도 고양시 일산동구'],
    ['수원광교', '경기도 수원시 영통구'],
    ['용인수지', '경기도 용인시 수지구'],
    ['평촌', '경기도 안양시 동안구'],
    ['동탄', '경기도 화성시'],
    ['김포한강', '경기도 김포시'],
    ['남양주다산', '경기도 남양주시'],
    ['파주운정', '경기도 파주시'],
  ],
  '03': [
    ['송도', '인천광역시 연수구'],
    ['청라', '인천광역시 서구'],
    ['부평', '인천광역시 부평구'],
    ['구월', '인천광역시 남동구'],
    ['영종하늘', '인천광역시 중구'],
  ],
  '04': [
    ['해운대', '부산광역시 해운대구'],
    ['부산동래', '부산광역시 동래구'],
    ['명지', '부산광역시 강서구'],
    ['창원상남', '경상남도 창원시 성산구'],
    ['김해장유', '경상남도 김해시'],
    ['진주혁신', '경상남도 진주시'],
  ],
  '05': [
    ['수성범어', '대구광역시 수성구'],
    ['대구달서', '대구광역시 달서구'],
    ['칠곡', '대구광역시 북구'],
    ['포항양덕', '경상북도 포항시 북구'],
    ['구미옥계', '경상북도 구미시'],
  ],
  '06': [
    ['광주봉선', '광주광역시 남구'],
    ['광주수완', '광주광역시 광산구'],
    ['전주에코', '전북특별자치도 전주시 덕진구'],
    ['순천신대', '전라남도 순천시'],
  ],
  '07': [
    ['대전둔산', '대전광역시 서구'],
    ['대전도안', '대전광역시 유성구'],
    ['세종', '세종특별자치시'],
    ['청주복대', '충청북도 청주시 흥덕구'],
    ['천안불당', '충청남도 천안시 서북구'],
  ],
};

/** Made-up road names and buildings for the branches' fictional addresses. */
const ROADS = [
  '새싹로',
  '꿈나무로',
  '햇살길',
  '무지개로',
  '별빛로',
  '도토리길',
  '민들레로',
  '구름다리길',
  '푸른숲로',
];
const BUILDINGS = [
  '버디빌딩',
  '해오름타워',
  '새봄프라자',
  '하늘숲빌딩',
  '초록상가',
  '온누리센터',
  '다솜타워',
];

const HOURS = [
  '평일 오후 1시~오후 8시\n토요일 오전 10시~오후 2시\n일요일·공휴일 휴무',
  '평일 오후 2시~오후 9시\n토요일 오전 10시~오후 1시\n일요일·공휴일 휴무',
  '평일 오후 12시 30분~오후 7시 30분\n토·일요일, 공휴일 휴무',
];

/** The second half of each branch's own introduction, by turn. */
const INTRO_FEATURES = [
  '한 반 여섯 명 이하의 작은 반에서 아이 한 명 한 명의 목소리에 귀 기울여요.',
  '수업마다 원어민 음성을 따라 말하는 소리 내어 읽기 시간을 꼭 지켜요.',
  '주간 평가가 끝나면 선생님이 아이의 말하기 녹음을 듣고 짧은 편지를 써 드려요.',
  '영어 그림책 도서관을 운영해 수업이 끝난 뒤에도 마음껏 책을 빌려 갈 수 있어요.',
  '처음 영어를 만나는 친구들을 위한 파닉스 놀이 수업을 따로 열고 있어요.',
  '매달 한 번, 아이들이 직접 만든 영어 발표회로 자신감을 키워요.',
];

export interface DemoBranch {
  branchCd: string;
  name: string;
  salesOfficeCd: OfficeCode;
  address: string;
  addressDetail: string;
  phone: string;
  hours: string;
  intro: string;
}

/** Builds every branch from BRANCH_PLACES: code B<office><nn>, a made-up address and a fictional 070 number. */
export function demoBranches(): DemoBranch[] {
  let turn = 0;
  return DEMO_SALES_OFFICES.flatMap((office) =>
    BRANCH_PLACES[office.code].map(([place, region], index) => {
      turn += 1;
      const seq = String(index + 1).padStart(2, '0');
      const officeNo = Number(office.code);
      const years = 3 + ((turn * 5) % 9);
      return {
        branchCd: `B${office.code}${seq}`,
        name: `버디잉글리시 ${place}지점`,
        salesOfficeCd: office.code,
        address: `${region} ${ROADS[turn % ROADS.length] ?? ROADS[0]} ${10 + ((turn * 37) % 190)}`,
        addressDetail: `${BUILDINGS[turn % BUILDINGS.length] ?? BUILDINGS[0]} ${2 + (turn % 4)}층 ${2 + (turn % 4)}0${1 + (turn % 3)}호`,
        // 070 with a three-digit middle part: the shape of a number, never one that can be dialled.
        phone: `070-5${officeNo}${index + 1}-${String(1000 + ((turn * 733) % 9000)).padStart(4, '0')}`,
        hours: HOURS[turn % HOURS.length] ?? '',
        intro:
          `${place} 지역의 아이들과 ${years}년째 함께하고 있는 ${place}지점입니다. ` +
          `${INTRO_FEATURES[turn % INTRO_FEATURES.length] ?? ''}\n\n` +
          '상담은 전화로 미리 예약해 주시면 아이와 함께 편하게 둘러보실 수 있어요.',
      };
    }),
  );
}

/* ---------- the home page ---------- */

interface Showing {
  /** Days from the seeding moment to the start (negative: already started) and to the end of the showing. */
  startsInDays: number;
  endsInDays: number;
  onPc: boolean;
  onMobile: boolean;
}

interface DemoPicture {
  /** A drawing of packages/content-generator/src/site (content/media/site/<image>.svg). */
  image: string;
  imageAlt: string;
}

export interface DemoHome {
  banner: Showing & DemoPicture & { title: string; text: string; link: DemoLink; linkLabel: string };
  awards: readonly { year: number; title: string; issuer: string }[];
  promotions: readonly (DemoPicture & { title: string; text: string; link: DemoLink })[];
  popups: readonly (Showing & {
    title: string;
    text: string;
    image: string | null;
    imageAlt: string;
    link: DemoLink | null;
    linkLabel: string;
  })[];
}

export const DEMO_HOME: DemoHome = {
  banner: {
    title: '버디 영어 말하기 대회',
    text: '"나의 보물"을 영어로 소개해 주세요. 저학년·고학년 부문으로 참가 신청을 받고 있어요.',
    image: 'contest-banner',
    imageAlt: '무대 위 마이크 앞에서 두 어린이가 손을 흔들고, 옆에 트로피가 놓인 그림',
    link: { notice: 'contest' },
    linkLabel: '대회 안내 보기',
    onPc: true,
    onMobile: true,
    startsInDays: -6,
    endsInDays: 180,
  },
  awards: [
    { year: 2025, title: '올해의 어린이 영어 교육 브랜드', issuer: '한국어린이교육신문' },
    { year: 2025, title: '학부모가 뽑은 초등 영어 학습 서비스 대상', issuer: '바른학부모교육연대' },
    { year: 2024, title: '에듀테크 우수 콘텐츠상', issuer: '대한에듀테크협회' },
    { year: 2023, title: '우수 디지털 교육 콘텐츠 인증', issuer: '디지털교육콘텐츠진흥원' },
  ],
  promotions: [
    {
      title: '우리 아이 영어 레벨 테스트',
      text: `${TEST_SPECS.L.questions}문제, ${TEST_SPECS.L.minutes}분이면 충분해요. 아이에게 꼭 맞는 과정을 찾아 드려요.`,
      image: 'promo-level-test',
      imageAlt: '연필을 든 어린이 옆에 체크 표시가 된 시험지와 별이 있는 그림',
      link: '/tests',
    },
    {
      title: '무료 체험 수업',
      text: '그림책과 노래로 시작하는 버디잉글리시 수업을 일주일 동안 무료로 만나 보세요.',
      image: 'promo-experience',
      imageAlt: '헤드폰을 쓴 어린이가 웃으며 펼친 그림책 옆에 서 있는 그림',
      link: '/experience/eb',
    },
    {
      title: '가까운 지점 찾기',
      text: '전국의 버디잉글리시 지점에서 선생님과 직접 상담할 수 있어요.',
      image: 'promo-branch',
      imageAlt: '초록 언덕 위의 작은 학교 건물과 위치 표시 핀 그림',
      link: '/services/branch',
    },
  ],
  popups: [
    {
      title: '새 학기 맞이 무료 체험 수업',
      text: '새 학기, 영어와 친해질 준비 되었나요? 지금 신청하면 일주일 동안 모든 수업을 무료로 들어 볼 수 있어요.',
      image: 'popup-new-semester',
      imageAlt: '벚꽃 나무 아래에서 책가방을 멘 어린이가 손을 흔드는 그림',
      link: '/experience/apply',
      linkLabel: '체험 신청하기',
      onPc: true,
      onMobile: true,
      startsInDays: -3,
      endsInDays: 90,
    },
    {
      title: '고객센터 상담 시간 변경 안내',
      text: '다음 달부터 고객센터 전화 상담 시간이 평일 오전 9시 30분부터 오후 6시 30분까지로 바뀝니다. 점심시간(낮 12시 30분~1시 30분)에는 게시판 문의를 이용해 주세요.',
      image: null,
      imageAlt: '',
      link: { notice: 'hours' },
      linkLabel: '자세히 보기',
      onPc: true,
      onMobile: false,
      startsInDays: -2,
      endsInDays: 14,
    },
  ],
};

/* ---------- the records, as a board stores them ---------- */

/** A notice as the seed stores it: numbered 1, 2, 3 … from the oldest, as a real board numbers its posts. */
export interface DemoNoticeRecord {
  boardNo: number;
  key: DemoNoticeKey | null;
  title: string;
  content: string;
  pinned: boolean;
  /** Epoch milliseconds: mid-morning in Seoul on the notice's day, a few minutes apart so a day's two keep order. */
  createdAt: number;
}

/** Every demo notice at `now` (epoch ms), oldest first, numbered in that order. */
export function demoNotices(now: number): DemoNoticeRecord[] {
  return DEMO_NOTICES.map((notice, index) => {
    const createdAt = noticeDay(notice, new Date(now));
    createdAt.setUTCHours(1, index % 50, 0, 0);
    return {
      key: notice.key ?? null,
      title: notice.title,
      content: notice.paragraphs.join('\n\n'),
      pinned: notice.pinned ?? false,
      createdAt: createdAt.getTime(),
    };
  })
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((notice, index) => ({ boardNo: index + 1, ...notice }));
}

/** A FAQ entry as the seed stores it: numbered 1, 2, 3 … by type then the type's order. */
export interface DemoFaqRecord {
  faqNo: number;
  faqTp: FaqTypeCode;
  question: string;
  answer: string;
  /** The order within the type: 10, 20, 30 … */
  sortOrder: number;
}

export function demoFaqs(): DemoFaqRecord[] {
  let faqNo = 0;
  return DEMO_FAQS.flatMap((group) =>
    group.items.map((item, index) => ({
      faqNo: (faqNo += 1),
      faqTp: group.faqTp,
      question: item.question,
      answer: item.answer.join('\n\n'),
      sortOrder: (index + 1) * 10,
    })),
  );
}

/**
 * Where a home link leads when the notices were stored at `now` (demoNotices): a site page as it is, a notice by its
 * number. (The seed looks the notice up in its table instead, as the notices may have been stored on another day.)
 */
export function demoLinkHref(link: DemoLink, now: number): string {
  if (typeof link === 'string') return link;
  const boardNo = demoNotices(now).find((notice) => notice.key === link.notice)?.boardNo;
  return boardNo === undefined ? '/services/notice' : `/services/notice/${boardNo}`;
}
