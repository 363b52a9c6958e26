/** Every word of the trial request page (trial-request-page.tsx). */
import type { TrialFormValues } from '@buddy/domain';

export type TrialField = keyof TrialFormValues;

export const TRIAL_WORDS = {
  title: '무료 체험 신청',
  lead: '아이 학년과 연락처, 가까운 지점을 알려 주시면 지점 선생님이 전화로 체험 수업 날짜를 정해 드려요.',
  failedTitle: '체험 신청 실패',
  gradePlaceholder: '학년을 골라 주세요',
  office: '지역',
  officePlaceholder: '지역을 골라 주세요',
  branchPlaceholder: '지점을 골라 주세요',
  branchFirst: '지역을 먼저 골라 주세요',
  branchesLoading: '지점을 불러오고 있어요.',
  branchesFailed: '지점을 불러오지 못했어요.',
  retry: '다시 불러오기',
  finder: '지점 찾기에서 보기',
  phoneHint: '예: 010-1234-5678',
  notePlaceholder: '궁금한 점이나 편한 연락 시간을 적어 주세요. (선택)',
  consent: '체험 상담을 위해 보호자 이름과 휴대전화 번호, 아이 학년을 모으고 쓰는 데 동의해요.',
  consentDetail:
    '모은 정보는 체험 상담에만 쓰고, 신청일로부터 6개월 뒤 지워요. 동의하지 않으실 수 있지만 그러면 신청할 수 없어요.',
  submit: '체험 신청하기',
  doneTitle: '체험 신청을 받았어요',
  done: (branch: string, phone: string) =>
    `${branch}에서 ${phone}(으)로 곧 전화드릴게요. 체험 수업 날짜와 시간을 함께 정해요.`,
  doneNumber: (no: number) => `신청 번호 ${no}`,
  home: '홈으로 가기',
  tryTest: '그동안 레벨 테스트 해 보기',
} as const;
