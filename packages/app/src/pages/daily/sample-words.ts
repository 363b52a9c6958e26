/** The sample day's and the sample test's own Korean words (ADR 047); the day itself speaks DAILY_WORDS. */
export const SAMPLE_WORDS = {
  eyebrow: '하루 학습 맛보기',
  lead: '회원이 아니어도 버디의 하루 학습을 그대로 해 볼 수 있어요. 영상을 보고, 낱말을 익히고, 따라 말해 보세요.',
  notSaved: '맛보기에서는 학습 기록과 녹음이 저장되지 않아요. 페이지를 나가면 처음부터 다시 시작해요.',
  recorded: '녹음했어요. 들어 보고 마음에 들면 다 했어요를 눌러요.',
  finish: '다 했어요',
  finished: '참 잘했어요! 맛보기 녹음은 이 화면에서만 들을 수 있어요.',
  speakHint: '문장을 듣고 따라 말한 뒤 녹음해서 들어 보세요.',
  doneTitle: '하루 학습을 다 해 봤어요!',
  doneText: '이제 주간 테스트도 풀어 보고, 마음에 들면 체험을 신청해 주세요.',
  nextTitle: '이어서 해 보기',
  nextText: '버디에서는 하루 학습을 마치면 금요일에 주간 테스트로 한 주를 마무리해요.',
  tryTest: '주간 테스트 맛보기',
  applyTrial: '체험 신청하기',
} as const;
