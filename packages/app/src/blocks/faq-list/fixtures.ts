/** Sample FAQ for the stories and tests: the domain's five types and realistic (made-up) questions. */
import { FAQ_TYPES } from '@buddy/domain';
import type { FaqItem } from './faq-list';

export const faqTypes = FAQ_TYPES;

/** Questions by type code; type 01 has 13 (two pages of 10), type 05 none. */
export const sampleFaq: Readonly<Record<string, readonly FaqItem[]>> = {
  '01': [
    {
      id: 101,
      question: '하루에 얼마나 공부하면 좋을까요?',
      answer:
        '하루 20분이면 충분해요. 매일 조금씩 꾸준히 하는 것이 가장 좋아요.\n\n학습 홈의 오늘의 학습을 차례대로 마치면 그날 공부가 끝나요.\n단어, 듣기, 말하기가 골고루 들어 있어요.',
    },
    {
      id: 102,
      question: '주간 평가는 언제 볼 수 있나요?',
      answer:
        '한 주의 학습을 모두 마치면 금요일부터 주간 평가를 볼 수 있어요.\n\n평가는 한 번만 볼 수 있으니 조용한 곳에서 천천히 풀어 주세요.',
    },
    {
      id: 103,
      question: '녹음한 내 목소리는 어디에서 다시 들을 수 있나요?',
      answer: '마이페이지의 녹음 목록에서 날짜별로 다시 들을 수 있어요.',
    },
    {
      id: 104,
      question: '답변에 <b>굵은 글씨</b>가 그대로 보여요',
      answer: '답변은 글자 그대로 보여 드려요. <b>이렇게</b> 써도 굵게 바뀌지 않아요.',
    },
    {
      id: 105,
      question: '코스는 어떻게 바꾸나요?',
      answer:
        '코스는 레벨 테스트 결과에 따라 정해져요.\n\n다른 코스로 바꾸고 싶으면 담당 지점으로 연락해 주세요.',
    },
    {
      id: 106,
      question: '지난 주 학습을 다시 할 수 있나요?',
      answer: '학습 홈에서 지난 주를 고르면 복습할 수 있어요. 복습은 코인에 들어가지 않아요.',
    },
    {
      id: 107,
      question: '코인은 어떻게 모으나요?',
      answer: '오늘의 학습을 마치고, 주간 평가를 보고, 출석하면 코인을 받아요.',
    },
    {
      id: 108,
      question: '단어 카드의 소리가 나오지 않아요',
      answer:
        '기기의 소리가 꺼져 있지 않은지 먼저 확인해 주세요.\n\n그래도 나오지 않으면 화면을 새로 고친 뒤 다시 눌러 보세요.',
    },
    {
      id: 109,
      question: '형제가 함께 쓸 수 있나요?',
      answer: '아이마다 학습 기록이 따로 쌓이도록 한 아이에 하나의 아이디를 써 주세요.',
    },
    {
      id: 110,
      question: '레벨 테스트는 몇 번 볼 수 있나요?',
      answer: '처음 가입할 때 한 번, 그리고 석 달마다 한 번씩 볼 수 있어요.',
    },
    {
      id: 111,
      question: '학습 리포트는 언제 나오나요?',
      answer: '매달 첫째 주 월요일에 지난달 리포트가 나와요.',
    },
    {
      id: 112,
      question: '방학 동안 학습을 쉬어도 되나요?',
      answer: '학습 일시 정지는 담당 지점에 요청하면 최대 한 달까지 할 수 있어요.',
    },
    {
      id: 113,
      question: '받아쓰기 답이 맞는데 틀렸다고 나와요',
      answer: '띄어쓰기와 마침표까지 맞아야 정답이에요.\n\n그래도 이상하면 1:1 문의로 알려 주세요.',
    },
  ],
  '02': [
    {
      id: 201,
      question: '비밀번호를 잊어버렸어요',
      answer: '로그인 화면의 비밀번호 찾기에서 보호자 휴대폰으로 새 비밀번호를 받을 수 있어요.',
    },
    {
      id: 202,
      question: '보호자 연락처를 바꾸고 싶어요',
      answer: '마이페이지의 회원 정보에서 바꿀 수 있어요.',
    },
  ],
  '03': [
    {
      id: 301,
      question: '수강료는 언제 결제되나요?',
      answer: '매달 등록한 날짜에 자동으로 결제돼요.\n\n결제 날짜는 담당 지점에서 바꿀 수 있어요.',
    },
  ],
  '04': [
    {
      id: 401,
      question: '교재는 언제 도착하나요?',
      answer: '매달 25일 전후로 집으로 보내 드려요.',
    },
  ],
  '05': [],
};
