/** The study home's own Korean words (the kit's components bring theirs). */
export const STUDY_HOME_WORDS = {
  greeting: (name?: string) => (name ? `${name} 님, 오늘도 함께 공부해요!` : '오늘도 함께 공부해요!'),
  product: '지금 학습 중인 상품',
  location: (course: string, step: number, week: number) => `${course}코스 ${step}단계 ${week}주`,
  loading: '학습 내용을 불러오는 중이에요…',
  loadFailed: '학습 내용을 불러오지 못했어요.',
  statsLoading: '학습 기록을 불러오는 중이에요…',
  statsFailed: '학습 기록을 불러오지 못했어요.',
  retry: '다시 불러오기',
  noDays: '이번 주에는 학습할 날이 없어요.',
  guide: '학습 방법 보기',
} as const;
