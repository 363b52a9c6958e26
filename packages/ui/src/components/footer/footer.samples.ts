import { RELATED_SITES } from '@buddy/domain';
import type { FooterProps } from './footer';

/** Korean sample content for stories and tests (fictional company details). The app passes its own. */
export const footerSample: Pick<FooterProps, 'company' | 'support' | 'links' | 'relatedSites' | 'words'> = {
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
