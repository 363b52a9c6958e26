/**
 * The programs of the brand menu (spec §2 /introduce/programs: buddy beginner, ex, prime; rnl cantata, disney, reading,
 * storyplus): one table drives the one program page. Each program wears a course colour theme (spec §9, a–g).
 */
import { DAILY_STUDY_MINUTES, TEST_SPECS } from '@buddy/domain';
import { RNL_PROGRAMS } from './programs-rnl';

export type CourseLetter = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g';

export interface Program {
  id: string;
  family: 'buddy' | 'rnl';
  /** The menu's label, e.g. '버디 프라임'. */
  name: string;
  /** The English name shown in the illustration and the eyebrow. */
  code: string;
  course: CourseLetter;
  /** The letters on the illustration's blocks. */
  mark: string;
  title: string;
  lead: string;
  facts: { label: string; value: string }[];
  features: { title: string; text: string }[];
  week: { title: string; text: string; meta: string }[];
}

export const FAMILY_LABEL: Record<Program['family'], string> = {
  buddy: '버디 프로그램',
  rnl: 'RnL 프로그램',
};

const BUDDY_PROGRAMS: Program[] = [
  {
    id: 'beginner',
    family: 'buddy',
    name: '버디 비기너',
    code: 'Buddy Beginner',
    course: 'a',
    mark: 'ABC',
    title: '영어 소리와 처음 친해지는 시간',
    lead: '알파벳을 몰라도 괜찮아요. 노래와 챈트, 그림 카드로 영어 소리를 먼저 즐기고, 파닉스로 글자와 소리를 하나씩 이어 가요.',
    facts: [
      { label: '추천 대상', value: '6~8세, 영어를 처음 시작하는 아이' },
      { label: '하루 학습', value: `${DAILY_STUDY_MINUTES}분 안팎, 주 5일` },
      { label: '구성', value: '알파벳·파닉스·기초 단어·생활 표현' },
      { label: '확인', value: '주간 테스트, 월간 테스트' },
    ],
    features: [
      { title: '귀가 먼저 열려요', text: '리듬이 있는 노래와 챈트로 영어 소리에 익숙해져요.' },
      { title: '글자와 소리를 잇는 파닉스', text: '한 번에 한 소리씩, 그림과 함께 천천히 익혀요.' },
      { title: '칭찬이 쌓이는 학습', text: '한 단계를 마칠 때마다 코인과 도장으로 성취감을 느껴요.' },
    ],
    week: [
      {
        title: '월·화: 새 소리 만나기',
        text: '오늘의 알파벳과 소리를 노래로 듣고 따라 불러요.',
        meta: `${DAILY_STUDY_MINUTES}분`,
      },
      {
        title: '수: 단어 카드 놀이',
        text: '그림 카드를 넘기며 새 단어를 말해 봐요.',
        meta: `${DAILY_STUDY_MINUTES}분`,
      },
      {
        title: '목: 말해 보기',
        text: '짧은 표현을 녹음하고 내 목소리를 들어 봐요.',
        meta: `${DAILY_STUDY_MINUTES}분`,
      },
      {
        title: '금: 주간 테스트',
        text: '한 주 동안 배운 것을 그림 문제로 확인해요.',
        meta: `${TEST_SPECS.W.minutes}분`,
      },
    ],
  },
  {
    id: 'ex',
    family: 'buddy',
    name: '버디 EX',
    code: 'Buddy EX',
    course: 'c',
    mark: 'Hi!',
    title: '듣고 따라 말하며 자라는 말하기 자신감',
    lead: '생활 속 장면을 담은 대화를 듣고, 따라 말하고, 나만의 문장으로 바꿔 말해요. 매일 조금씩 말하는 시간이 자신감을 키워요.',
    facts: [
      { label: '추천 대상', value: '초등 1~3학년, 기초 단어를 아는 아이' },
      { label: '하루 학습', value: `${DAILY_STUDY_MINUTES}분 안팎, 주 5일` },
      { label: '구성', value: '대화 듣기·따라 말하기·문장 패턴·역할 놀이' },
      { label: '확인', value: '주간 테스트, 월간 테스트, 말하기 기록' },
    ],
    features: [
      { title: '장면으로 배우는 대화', text: '학교, 집, 놀이터처럼 아이에게 익숙한 장면으로 표현을 익혀요.' },
      { title: '녹음하고 다시 듣기', text: '말하기 연습을 녹음해 두고, 부모님과 함께 다시 들을 수 있어요.' },
      { title: '문장 패턴 바꿔 말하기', text: '배운 문장에 단어를 바꿔 넣으며 나만의 문장을 만들어요.' },
    ],
    week: [
      {
        title: '1일차: 대화 듣기',
        text: '애니메이션 장면으로 오늘의 대화를 들어요.',
        meta: `${DAILY_STUDY_MINUTES}분`,
      },
      {
        title: '2일차: 따라 말하기',
        text: '문장을 끊어 듣고 한 문장씩 따라 말해요.',
        meta: `${DAILY_STUDY_MINUTES}분`,
      },
      {
        title: '3~4일차: 바꿔 말하기',
        text: '문장 패턴에 단어를 바꿔 넣어 말해요.',
        meta: `${DAILY_STUDY_MINUTES}분`,
      },
      {
        title: '5일차: 주간 테스트',
        text: '듣기와 말하기 문제로 한 주를 정리해요.',
        meta: `${TEST_SPECS.W.minutes}분`,
      },
    ],
  },
  {
    id: 'prime',
    family: 'buddy',
    name: '버디 프라임',
    code: 'Buddy Prime',
    course: 'f',
    mark: 'A–G',
    title: '듣고 말하고 읽고 쓰는 힘, 일곱 코스로 차근차근',
    lead: 'A부터 G까지 일곱 코스, 코스마다 일곱 단계로 차근차근 올라가요. 주간·월간 테스트와 학습 리포트로 아이의 성장을 한눈에 볼 수 있어요.',
    facts: [
      { label: '추천 대상', value: '초등 3~6학년, 레벨 테스트 결과에 따라 코스 배정' },
      { label: '하루 학습', value: `${DAILY_STUDY_MINUTES}분 안팎, 주 5일` },
      { label: '구성', value: '7코스 × 7단계 × 4주, 영역별 균형 학습' },
      { label: '확인', value: '주간 테스트, 월간 테스트, 학습 리포트' },
    ],
    features: [
      { title: '네 영역을 고르게', text: '듣기, 말하기, 읽기, 쓰기를 하루 학습 안에서 골고루 연습해요.' },
      {
        title: '단계가 보이는 성장',
        text: '코스와 단계가 분명해서 아이도 부모님도 다음 목표를 알 수 있어요.',
      },
      {
        title: '꼼꼼한 테스트와 리포트',
        text: '틀린 문제는 해설과 함께 다시 보고, 리포트로 강약점을 확인해요.',
      },
    ],
    week: [
      {
        title: '1~4일차: 오늘의 학습',
        text: '단어, 문장, 읽기, 쓰기를 하루 한 묶음씩 공부해요.',
        meta: `${DAILY_STUDY_MINUTES}분`,
      },
      {
        title: '5일차: 주간 테스트',
        text: '한 주에 배운 내용을 시험지 형식으로 확인해요.',
        meta: `${TEST_SPECS.W.minutes}분`,
      },
      {
        title: '4주차 끝: 월간 테스트',
        text: '한 달의 학습을 정리하고 다음 단계로 올라가요.',
        meta: `${TEST_SPECS.M.minutes}분`,
      },
      {
        title: '언제든: 리포트와 복습',
        text: '부모님은 리포트를 보고, 아이는 복습하기로 다시 공부해요.',
        meta: '수시',
      },
    ],
  },
];

export const PROGRAMS: Program[] = [...BUDDY_PROGRAMS, ...RNL_PROGRAMS];

export function programPath(program: Program): string {
  return `/introduce/programs/${program.family}/${program.id}`;
}
