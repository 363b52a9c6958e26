/** The signed-in header's member box words and the legacy site's notices (the member area's chunk). */
import type { MemberBoxWords } from '@buddy/ui/member-box';

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
