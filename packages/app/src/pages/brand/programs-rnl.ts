/** The RnL (Reading and Listening) programs: stories read and heard, each in its own course colour. */
import { DAILY_STUDY_MINUTES } from '@buddy/domain';
import type { Program } from './programs';

export const RNL_PROGRAMS: Program[] = [
  {
    id: 'cantata',
    family: 'rnl',
    name: 'RnL 칸타타',
    code: 'RnL Cantata',
    course: 'd',
    mark: '♪',
    title: '노래하는 이야기로 익히는 영어',
    lead: '이야기 속 장면마다 노래가 흘러요. 흥얼거리며 따라 부르다 보면 문장이 저절로 입에 붙고, 이야기의 흐름도 함께 기억해요.',
    facts: [
      { label: '추천 대상', value: '7~10세, 노래와 율동을 좋아하는 아이' },
      { label: '하루 학습', value: `${DAILY_STUDY_MINUTES}분 안팎, 주 3~5일` },
      { label: '구성', value: '뮤지컬 이야기·노래·가사 읽기·역할 놀이' },
      { label: '확인', value: '이야기별 퀴즈, 월간 테스트' },
    ],
    features: [
      { title: '노래로 기억하는 문장', text: '멜로디에 실린 문장은 오래 기억에 남아요.' },
      { title: '가사를 따라 읽기', text: '노래를 부르며 가사를 눈으로 따라가면 읽기가 자연스러워져요.' },
      { title: '무대에 서는 기분', text: '이야기 속 인물이 되어 대사를 녹음하고 들어 봐요.' },
    ],
    week: [
      { title: '이야기 듣기', text: '노래가 있는 이야기를 처음부터 끝까지 들어요.', meta: '15분' },
      { title: '노래 따라 부르기', text: '가사를 보며 한 소절씩 따라 불러요.', meta: '15분' },
      { title: '가사 읽기', text: '노래 없이 가사를 소리 내어 읽어요.', meta: '15분' },
      { title: '이야기 퀴즈', text: '장면 순서와 낱말을 퀴즈로 확인해요.', meta: '10분' },
    ],
  },
  {
    id: 'disney',
    family: 'rnl',
    name: 'RnL 디즈니',
    code: 'RnL Disney',
    course: 'b',
    mark: '★',
    title: '좋아하는 애니메이션 이야기로 읽고 들어요',
    lead: '아이들이 사랑하는 애니메이션 이야기를 영어로 다시 만나요. 이미 아는 이야기라서 낯선 문장도 부담 없이 읽고 들을 수 있어요.',
    facts: [
      { label: '추천 대상', value: '초등 1~4학년, 이야기를 좋아하는 아이' },
      { label: '하루 학습', value: `${DAILY_STUDY_MINUTES}분 안팎, 주 3~5일` },
      { label: '구성', value: '애니메이션 이야기책·장면 듣기·낱말·독후 활동' },
      { label: '확인', value: '이야기별 퀴즈, 월간 테스트' },
    ],
    features: [
      { title: '아는 이야기라서 쉬워요', text: '줄거리를 알고 있으니 영어 문장의 뜻을 스스로 짐작해요.' },
      { title: '장면과 함께 듣기', text: '그림과 소리가 함께 나와 이해를 도와요.' },
      { title: '이야기를 내 말로', text: '좋아하는 장면을 골라 한 문장으로 말하고 써 봐요.' },
    ],
    week: [
      { title: '장면 듣기', text: '이야기를 장면별로 나누어 들어요.', meta: '15분' },
      { title: '함께 읽기', text: '소리를 들으며 문장을 눈으로 따라 읽어요.', meta: '15분' },
      { title: '낱말 놀이', text: '이야기에 나온 낱말을 게임으로 익혀요.', meta: '10분' },
      { title: '독후 활동', text: '가장 좋았던 장면을 한 문장으로 남겨요.', meta: '10분' },
    ],
  },
  {
    id: 'reading',
    family: 'rnl',
    name: 'RnL 리딩',
    code: 'RnL Reading',
    course: 'g',
    mark: 'Read',
    title: '한 권씩 쌓이는 읽기의 힘',
    lead: '아이 수준에 맞춘 단계별 이야기책을 듣고 읽어요. 한 권을 다 읽을 때마다 책장이 채워지고, 읽기 자신감도 함께 자라요.',
    facts: [
      { label: '추천 대상', value: '초등 전 학년, 레벨 테스트로 시작 단계 안내' },
      { label: '하루 학습', value: `책 한 권 또는 한 장, ${DAILY_STUDY_MINUTES}분 안팎` },
      { label: '구성', value: '단계별 이야기책·듣기·소리 내어 읽기·독해 퀴즈' },
      { label: '확인', value: '책별 독해 퀴즈, 읽은 책 기록' },
    ],
    features: [
      { title: '딱 맞는 단계', text: '너무 쉽지도 어렵지도 않은 책으로 읽는 재미를 지켜요.' },
      { title: '듣고 읽고 다시 읽기', text: '원어민 낭독을 듣고 따라 읽으며 유창하게 읽어요.' },
      { title: '읽은 책이 보여요', text: '다 읽은 책이 기록으로 남아 아이가 스스로 뿌듯해해요.' },
    ],
    week: [
      { title: '낭독 듣기', text: '책 한 권을 원어민 목소리로 들어요.', meta: '5분' },
      { title: '따라 읽기', text: '한 문장씩 듣고 소리 내어 따라 읽어요.', meta: '5분' },
      { title: '혼자 읽기', text: '소리 없이 스스로 끝까지 읽어요.', meta: '5분' },
      { title: '독해 퀴즈', text: '내용을 잘 이해했는지 퀴즈로 확인해요.', meta: '5분' },
    ],
  },
  {
    id: 'storyplus',
    family: 'rnl',
    name: 'RnL 스토리플러스',
    code: 'RnL Story+',
    course: 'e',
    mark: 'Story+',
    title: '이야기를 읽고, 생각하고, 내 이야기로 써요',
    lead: '조금 더 긴 이야기를 읽고 인물의 마음과 이야기의 흐름을 생각해 봐요. 읽은 내용을 말하고 써 보며 생각을 영어로 표현하는 힘을 길러요.',
    facts: [
      { label: '추천 대상', value: '초등 3~6학년, 짧은 이야기를 혼자 읽는 아이' },
      { label: '하루 학습', value: `${DAILY_STUDY_MINUTES}분 안팎, 주 3~5일` },
      { label: '구성', value: '챕터 이야기·어휘·생각 질문·요약 쓰기' },
      { label: '확인', value: '챕터 퀴즈, 쓰기 활동, 월간 테스트' },
    ],
    features: [
      { title: '생각하며 읽기', text: '“왜 그랬을까?” 질문으로 인물의 마음을 짐작해 봐요.' },
      { title: '어휘를 넓게', text: '이야기 속 낱말을 비슷한 말, 반대말과 함께 익혀요.' },
      { title: '한 문단 쓰기', text: '읽은 이야기를 요약하고 내 생각을 덧붙여 써요.' },
    ],
    week: [
      { title: '챕터 읽기', text: '오늘의 챕터를 듣고 읽어요.', meta: '10분' },
      { title: '어휘 익히기', text: '중요한 낱말을 문장 속에서 익혀요.', meta: '5분' },
      { title: '생각 질문', text: '인물과 사건에 대한 질문에 답해요.', meta: '5분' },
      { title: '요약 쓰기', text: '이야기를 세 문장으로 정리해 써요.', meta: '10분' },
    ],
  },
];
