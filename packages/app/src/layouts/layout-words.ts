/**
 * The layouts' Korean words for the kit's header, breadcrumb and footer (their chunk's own). The login box's and the
 * member box's words are in their own chunks (login-words.ts, member-words.ts): a page loads only the box it shows.
 */
import { RELATED_SITES } from '@buddy/domain';
import type { BreadcrumbWords } from '@buddy/ui/breadcrumb';
import type { FooterProps } from '@buddy/ui/footer';
import type { HeaderWords } from '@buddy/ui/header';

export const headerWords: HeaderWords = {
  logo: '버디잉글리시 홈',
  menu: '주 메뉴',
  menuToggle: '전체 메뉴',
  account: '회원',
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
