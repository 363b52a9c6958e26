/** The layouts' Korean words for the kit's header, login and member boxes, breadcrumb and footer (their chunk's own). */
import { RELATED_SITES } from '@buddy/domain';
import type { BreadcrumbWords } from '@buddy/ui/breadcrumb';
import type { FooterProps } from '@buddy/ui/footer';
import type { HeaderWords } from '@buddy/ui/header';
import type { LoginBoxWords } from '@buddy/ui/login-box';
import type { MemberBoxWords } from '@buddy/ui/member-box';

export const headerWords: HeaderWords = {
  logo: '버디잉글리시 홈',
  menu: '주 메뉴',
  menuToggle: '전체 메뉴',
  account: '회원',
};

export const loginWords: LoginBoxWords = {
  title: '로그인',
  loginId: '아이디',
  password: '비밀번호',
  rememberId: '아이디 저장',
  submit: '로그인',
  findId: '아이디 찾기',
  findPassword: '비밀번호 찾기',
  showPassword: '비밀번호 보기',
};

/** The header's product menu for a product that studies on the legacy site (spec §7 Auth). */
export const legacySiteWords = {
  title: '학습실 안내',
  notConfigured: (product: string) =>
    `${product} 학습은 예전 학습실에서 열려요. 이 사이트에는 아직 그 학습실 주소가 설정되어 있지 않아요. 고객센터(1600-0000)로 문의해 주세요.`,
  loading: '학습실 정보를 불러오고 있어요. 잠시 뒤에 다시 눌러 주세요.',
  noMemberInfo: '회원 정보를 불러오지 못해 학습실을 열 수 없어요. 잠시 뒤에 다시 눌러 주세요.',
} as const;

export const memberWords: MemberBoxWords = {
  greeting: (name) => `${name} 님, 반가워요!`,
  todayStudy: '오늘의 학습',
  goStudy: '학습하러 가기',
  review: '복습하기',
  products: '학습 상품',
  rewardArea: '버디몬',
  changePassword: '비밀번호 변경',
  logout: '로그아웃',
};

export const breadcrumbWords: BreadcrumbWords = {
  label: '현재 위치',
  home: '홈',
  levels: ['대메뉴', '중메뉴', '소메뉴'],
  placeholder: '선택하세요',
};

export const footerContent: Pick<FooterProps, 'company' | 'support' | 'links' | 'relatedSites' | 'words'> = {
  company: {
    name: '(주)버디잉글리시',
    ceo: '한가람',
    address: '서울특별시 마포구 버디로 12, 버디빌딩 5층',
    registration: '105-87-00000',
    mailOrder: '제2025-서울마포-0000호',
    copyright: '© Buddy English Co., Ltd. All rights reserved.',
  },
  support: { phone: '1600-0000', hours: '평일 09:00~18:00 (점심 12:00~13:00, 주말·공휴일 휴무)' },
  links: [
    { label: '이용약관', href: '/services/terms' },
    { label: '개인정보처리방침', href: '/services/privacy', strong: true },
    // The answer sheets the textbooks' QR codes open, for a parent without the book's code at hand.
    { label: '교재 정답', href: '/qrcode/main' },
  ],
  relatedSites: RELATED_SITES,
  words: {
    companyInfo: '회사 정보',
    ceo: '대표',
    address: '주소',
    registration: '사업자등록번호',
    mailOrder: '통신판매업 신고',
    support: '고객센터',
    phone: '전화',
    hours: '운영 시간',
    email: '이메일',
    policies: '이용약관 및 정책',
    relatedSites: '관련 사이트',
    relatedSitesPlaceholder: '관련 사이트 선택',
    go: '이동',
    newWindow: '새 창 열림',
  },
};
