/** The daily study page's own Korean words (the kit's components bring theirs). */
export const DAILY_WORDS = {
  title: (course: string, step: number, week: number, day: number) =>
    `${course}코스 ${step}단계 ${week}주 ${day}일차`,
  backHome: '학습 홈으로',
  loading: '오늘의 학습을 불러오는 중이에요…',
  loadFailed: '학습 내용을 불러오지 못했어요.',
  retry: '다시 불러오기',
  noDay: '이 날에는 학습할 내용이 없어요.',
  noUnits: '이 날에는 학습할 활동이 없어요.',
  dayRate: '오늘의 진도율',
  unitRate: '이 활동 진도율',
  /** Under the rate when the unit was finished on screen (ADR 075). */
  unitFinished: '이 활동을 다 했어요! 참 잘했어요.',
  rateText: (rate: number) => `${rate}% 완료`,
  openShow: '영상 보기',
  showLoading: '영상을 불러오는 중이에요…',
  showFailed: '영상을 불러오지 못했어요.',
  showRetry: '다시 열기',
  saving: '학습 기록을 저장하고 있어요…',
  saved: '학습 기록을 저장했어요.',
  retrying: '학습 기록을 저장하지 못했어요. 잠시 뒤 다시 저장할게요.',
  refused: '학습 기록을 저장할 수 없어요. 학습 홈에서 다시 열어 주세요.',
  speakHint: '문장을 듣고 따라 말한 뒤 녹음해서 올려 보세요.',
  /** The coin celebration's reason, by the biggest thing a progress save finished (its coins' sources). */
  coinHeldClose: '알림 닫기',
  coinReason: {
    day: '오늘의 학습을 모두 끝냈어요',
    unit: '학습 활동을 끝냈어요',
    attendance: '오늘도 출석했어요',
  },
} as const;
