/** The two trials of /experience: a Buddy day and an RnL day, as a child lives them. */
import type { ReactNode } from 'react';
import { ICONS } from './icons';
import type { CourseLetter } from './programs';

export interface Trial {
  name: string;
  course: CourseLetter;
  title: string;
  lead: string;
  programLabel: string;
  programHref: string;
  dayLead: string;
  day: { title: string; text: string; meta: string }[];
  doing: { title: string; text: string; icon: ReactNode }[];
  ready: string[];
}

const READY_COMMON = [
  '컴퓨터나 태블릿, 그리고 크롬(Chrome) 브라우저',
  '소리를 잘 들을 수 있는 이어폰이나 스피커',
  '말하기 연습을 위한 마이크 (태블릿은 내장 마이크로 충분해요)',
];

export const TRIALS: Record<'eb' | 'rnl', Trial> = {
  eb: {
    name: '버디 체험',
    course: 'f',
    title: '버디잉글리시의 하루 학습을 미리 만나 보세요',
    lead: '노래로 인사하고, 새 단어를 듣고, 내 목소리로 말해 보고, 퀴즈로 코인을 받아요. 실제 학습과 같은 화면으로 하루를 체험해요.',
    programLabel: '버디 프로그램 보기',
    programHref: '/introduce/programs/buddy/prime',
    dayLead:
      '체험 첫날의 예시예요. 한 단계가 끝나야 다음 단계가 열려서, 아이가 순서대로 따라가기만 하면 돼요.',
    day: [
      { title: '노래로 인사해요', text: '오늘의 주제 노래를 들으며 영어로 하루를 시작해요.', meta: '2분' },
      {
        title: '새 단어 만나기',
        text: '그림 카드를 넘기며 단어를 듣고, 듣기 버튼으로 몇 번이든 다시 들어요.',
        meta: '3분',
      },
      {
        title: '듣고 따라 말하기',
        text: '문장을 듣고 마이크 버튼을 눌러 따라 말해요. 녹음한 내 목소리를 바로 들어 볼 수 있어요.',
        meta: '4분',
      },
      { title: '읽고 써 보기', text: '짧은 문장을 읽고, 빈칸에 알맞은 단어를 골라 넣어요.', meta: '3분' },
      {
        title: '확인 퀴즈와 코인',
        text: '오늘 배운 것을 퀴즈로 확인하고, 다 풀면 코인을 받아 버디몬에게 선물해요.',
        meta: '2분',
      },
    ],
    doing: [
      { title: '듣기 버튼을 눌러요', text: '모르는 소리는 스스로 다시 듣고 확인해요.', icon: ICONS.sound },
      {
        title: '내 목소리를 녹음해요',
        text: '따라 말한 문장을 녹음하고 원어민 소리와 비교해 봐요.',
        icon: ICONS.chat,
      },
      {
        title: '문제를 풀어요',
        text: '그림을 보고 알맞은 답을 골라요. 틀려도 다시 도전할 수 있어요.',
        icon: ICONS.pencil,
      },
      {
        title: '코인을 모아요',
        text: '학습을 마치면 코인이 쌓이고, 버디몬을 꾸밀 수 있어요.',
        icon: ICONS.coin,
      },
    ],
    ready: [...READY_COMMON, '처음 며칠은 부모님이 옆에서 함께 화면을 봐 주시면 아이가 더 빨리 익숙해져요.'],
  },
  rnl: {
    name: 'RnL 체험',
    course: 'g',
    title: '이야기책 한 권을 듣고 읽는 RnL 체험',
    lead: '아이 수준에 맞는 이야기책 한 권을 골라, 원어민 낭독을 듣고, 따라 읽고, 퀴즈로 마무리해요. 읽기가 즐거워지는 경험을 먼저 해 보세요.',
    programLabel: 'RnL 프로그램 보기',
    programHref: '/introduce/programs/rnl/reading',
    dayLead: '책 한 권을 읽는 하루의 예시예요. 이야기의 길이에 따라 시간이 조금 달라져요.',
    day: [
      { title: '이야기 고르기', text: '표지와 줄거리를 보고 오늘 읽고 싶은 책을 골라요.', meta: '1분' },
      { title: '낭독 듣기', text: '원어민 선생님이 읽어 주는 이야기를 그림과 함께 들어요.', meta: '5분' },
      {
        title: '따라 읽기',
        text: '한 문장씩 듣고 소리 내어 읽어요. 어려운 낱말은 눌러서 뜻을 봐요.',
        meta: '5분',
      },
      { title: '낱말 게임', text: '이야기 속 낱말을 짝 맞추기 게임으로 익혀요.', meta: '3분' },
      {
        title: '독해 퀴즈',
        text: '이야기를 잘 이해했는지 퀴즈로 확인하고, 읽은 책 기록에 한 권을 더해요.',
        meta: '3분',
      },
    ],
    doing: [
      { title: '이야기를 들어요', text: '그림과 소리로 이야기에 푹 빠져요.', icon: ICONS.sound },
      { title: '소리 내어 읽어요', text: '따라 읽기로 문장을 자연스럽게 읽어요.', icon: ICONS.book },
      { title: '낱말을 모아요', text: '새로 만난 낱말을 게임으로 다시 만나요.', icon: ICONS.star },
      { title: '읽은 책이 쌓여요', text: '다 읽은 책이 책장에 꽂히듯 기록돼요.', icon: ICONS.chart },
    ],
    ready: [...READY_COMMON, '조용한 곳에서 15분쯤 이야기에 집중할 수 있는 시간을 마련해 주세요.'],
  },
};
