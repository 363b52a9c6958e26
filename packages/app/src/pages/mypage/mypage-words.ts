import { MYPAGE_FRAME_WORDS } from '../../layouts/mypage-nav';
/** The my-page screens' own words (the kit's components bring theirs; labels of the menu come from STUDY_MENU). */
export const MYPAGE_WORDS = {
  ...MYPAGE_FRAME_WORDS,
  leads: {
    learning: '이번 달에 공부한 날과 끝낸 활동, 본 시험을 한눈에 볼 수 있어요.',
    attendance: '공부한 날에는 출석 도장이 찍혀요.',
    report: '이번 달 학습 결과를 부모님과 함께 살펴보세요.',
    speech: '학습하면서 녹음한 내 목소리를 듣고 내려받을 수 있어요.',
    tests: '지금까지 본 시험과 점수, 걸린 시간을 볼 수 있어요. 결과 보기를 누르면 채점한 시험지가 열려요.',
  },
} as const;
