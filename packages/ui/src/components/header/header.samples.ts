import type { BreadcrumbWords } from '../breadcrumb';
import type { LoginBoxWords } from '../login-box';
import type { MemberBoxWords, MemberProduct } from '../member-box';
import type { HeaderWords } from './header';

/** Korean sample words for stories and tests. The app passes its own. */
export const headerWords: HeaderWords = {
  logo: 'Buddy English 홈',
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

export const productsWithEbp: MemberProduct[] = [
  { id: 'EBP', name: '버디 프라임' },
  { id: 'EX', name: '버디 EX' },
];

export const productsWithoutEbp: MemberProduct[] = [
  { id: 'EX', name: '버디 EX' },
  { id: 'RNL', name: 'RnL 리딩' },
];
