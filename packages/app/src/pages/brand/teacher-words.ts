/** The For Teachers pages' copy: what teaching with Buddy English offers, the teacher training and classroom stories. */
import { DAILY_STUDY_MINUTES } from '@buddy/domain';
import { ICONS } from './icons';

export const VALUES = [
  {
    title: '검증된 커리큘럼',
    text: '코스와 단계, 주간·월간 테스트까지 한 해의 수업 흐름이 준비되어 있어요. 선생님은 아이에게 집중하면 돼요.',
    icon: ICONS.book,
  },
  {
    title: '한눈에 보는 학습 기록',
    text: '아이마다 출석, 진도, 테스트 점수, 말하기 녹음이 쌓여요. 상담할 때 근거가 되는 자료가 늘 곁에 있어요.',
    icon: ICONS.chart,
  },
  {
    title: '운영을 돕는 지원',
    text: '교재 공급, 설명회 자료, 학부모 안내문까지 교실 운영에 필요한 것을 본사와 지점이 함께 챙겨요.',
    icon: ICONS.shield,
  },
  {
    title: '함께 성장하는 동료',
    text: '가까운 지점의 선생님들과 수업 노하우를 나누고, 정기 워크숍에서 새로운 수업 방법을 배워요.',
    icon: ICONS.people,
  },
];

export const EDU_STEPS = [
  {
    title: '입문 연수',
    text: '버디잉글리시의 교육 철학, 프로그램 구성, 학습 화면 사용법을 익혀요.',
    meta: '2일',
  },
  { title: '수업 실습', text: '선배 선생님의 수업을 참관하고, 모의 수업으로 직접 연습해요.', meta: '1주' },
  {
    title: '첫 수업 코칭',
    text: '첫 달에는 지점 담당자가 수업과 상담을 함께 살피며 도와 드려요.',
    meta: '1개월',
  },
  { title: '정기 워크숍', text: '새 교재와 수업 방법, 학부모 상담 사례를 함께 나눠요.', meta: '분기마다' },
];

export const EDU_COURSES = [
  {
    title: '프로그램 연구',
    text: '코스별 교재와 온라인 학습의 연결, 단계별로 아이가 자주 어려워하는 부분을 살펴봐요.',
  },
  {
    title: '학습 기록 읽기',
    text: '학습 리포트와 테스트 결과를 읽고, 아이에게 맞는 복습 계획을 세우는 방법을 배워요.',
  },
  {
    title: '아이와 부모님 소통',
    text: '칭찬하는 말, 다시 도전하게 하는 말, 부모님께 성장을 전하는 상담 방법을 연습해요.',
  },
];

export const CASES = [
  {
    id: 'case-study-room',
    title: '집 한편의 작은 공부방',
    place: '아파트 단지 안, 아이 여섯 명이 함께 공부하는 공부방',
    parts: [
      {
        label: '처음에는',
        text: '학년이 다른 아이들을 한 시간에 함께 가르치다 보니, 한 아이에게 맞추면 다른 아이가 지루해했어요.',
      },
      {
        label: '이렇게 바꿨어요',
        text: '레벨 테스트로 아이마다 코스를 나누고, 수업 시간에는 각자 하루 학습을 하면서 선생님이 돌아가며 말하기를 봐 주었어요.',
      },
      {
        label: '달라진 점',
        text: '아이마다 속도가 달라도 교실이 조용히 바빠졌어요. 부모님 상담 때는 리포트를 함께 보며 이야기해요.',
      },
    ],
  },
  {
    id: 'case-after-school',
    title: '방과 후 영어 교실',
    place: '초등학교 근처, 방과 후에 들르는 교습소',
    parts: [
      {
        label: '처음에는',
        text: '수업 시간 밖에서는 영어를 만날 일이 거의 없어, 일주일 사이에 배운 것을 잊어버리곤 했어요.',
      },
      {
        label: '이렇게 바꿨어요',
        text: `교실 수업은 주 2회로 두고, 나머지 날에는 집에서 ${DAILY_STUDY_MINUTES}분씩 온라인 학습을 하도록 함께 계획을 세웠어요.`,
      },
      {
        label: '달라진 점',
        text: '집에서 한 학습 기록을 보고 수업을 시작하니, 아이가 어디서 막혔는지 바로 알 수 있게 되었어요.',
      },
    ],
  },
];
