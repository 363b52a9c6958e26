/** Sample home promotions for the stories and tests (pictures as data addresses: stories need no files). */
import type { AwardItem, PopupItem, PromotionItem } from './home-promos';

const picture = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#fff8e6"/><circle cx="80" cy="45" r="30" fill="${fill}"/></svg>`,
  )}`;

export const sampleBanner = {
  title: '제5회 버디 영어 말하기 대회',
  text: '12월 한 달 동안 좋아하는 이야기를 영어로 들려주세요.',
  image: { src: picture('#ea5364'), alt: '마이크를 든 버디' },
  href: '/contest',
  linkLabel: '대회 안내 보기',
};

export const samplePromotions: PromotionItem[] = [
  {
    id: 1,
    title: '무료 레벨 테스트',
    text: '우리 아이에게 맞는 단계를 찾아 드려요.',
    image: { src: picture('#5e44b4'), alt: '연필과 시험지' },
    href: '/tests',
  },
  {
    id: 2,
    title: '버디 체험하기',
    text: '하루 학습을 미리 해 보세요.',
    image: { src: picture('#1bac78'), alt: '책을 읽는 버디' },
    href: '/experience/eb',
  },
  {
    id: 3,
    title: '출판사 도서몰',
    text: '버디 교재를 만나 보세요.',
    image: { src: picture('#268abd'), alt: '책 더미' },
    href: 'https://books.example/',
  },
];

export const sampleAwards: AwardItem[] = [
  { id: 1, year: 2026, title: '올해의 교육 브랜드', issuer: '어린이교육신문' },
  { id: 2, year: 2025, title: '학부모가 뽑은 온라인 영어', issuer: '좋은부모협회' },
];

export const samplePopups: PopupItem[] = [
  {
    id: 1,
    title: '겨울방학 특강 모집',
    text: '방학 동안 매일 20분,\n파닉스부터 탄탄하게!',
    image: { src: picture('#268abd'), alt: '눈사람과 버디' },
    href: '/notice/1',
    linkLabel: '자세히 보기',
  },
  {
    id: 2,
    title: '시스템 점검 안내',
    text: '11월 30일 새벽 2시부터 4시까지 학습실을 쓸 수 없어요.',
    image: null,
    href: null,
    linkLabel: '',
  },
];
