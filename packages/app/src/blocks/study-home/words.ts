/**
 * Every word the study-home components show, in Korean by default (spec §2 Study home, §4 Study session, §8, §9).
 * Each component takes a `words` prop with any of its entries replaced, so another language can reuse them.
 */
import { weeklyTestTitle } from '@buddy/domain';

export const studyHomeWords = {
  courseTabs: {
    label: '학습 코스',
    course: (course: string) => `${course} 코스`,
  },
  weekList: {
    label: '주차 목록',
    week: (week: number) => `${week}주`,
    rate: (rate: number) => `${rate}%`,
    rateLabel: (rate: number) => `진도율 ${rate}%`,
  },
  progressBar: {
    label: '이번 주 진도율',
    valueText: (rate: number) => `${rate}% 완료`,
  },
  dailyStatus: {
    heading: '오늘의 학습',
    day: (day: number) => `${day}일차`,
    status: { done: '다 했어요', studying: '공부 중', todo: '시작 전' },
    today: '오늘 공부한 날',
    rate: (rate: number) => `${rate}%`,
  },
  levelGraph: {
    heading: '학습 레벨 그래프',
    description: (course: string) => `${course} 코스 단계별 진도율`,
    step: (step: number) => `${step}단계`,
    rate: (rate: number) => `${rate}%`,
    stepHeader: '단계',
    rateHeader: '진도율',
    current: '지금 단계',
  },
  testList: {
    heading: '이번 단계 시험',
    weeklyTitle: (week: number, step: number) => `${week}주 ${weeklyTestTitle(step)}`,
    monthlyTitle: 'Monthly Test',
    taken: '응시 완료',
    notTaken: '아직 안 봤어요',
    score: (score: number) => `${score}점`,
    grade: (grade: string) => `${grade.toUpperCase()}등급`,
    take: '시험 보기',
    result: '결과 보기',
  },
  mascotCheer: {
    /** Nothing studied this week yet (or the week is not known). */
    welcome: '반가워요! 오늘부터 함께 즐겁게 공부해요.',
    /** The next day to study, none under way. */
    next: (day: number) => `오늘은 ${day}일차를 공부할 차례예요!`,
    /** A day under way, with how far it is done. */
    studying: (day: number, rate: number) => `${day}일차를 ${rate}%까지 했어요. 조금만 더 힘내요!`,
    /** Every day of the week done. */
    done: '이번 주 학습을 모두 마쳤어요. 정말 멋져요!',
  },
  reviewDialog: {
    title: '복습하기',
    description: '공부했던 단계를 다시 공부할 수 있어요.',
    course: (course: string) => `${course} 코스`,
    step: (step: number) => `${step}단계`,
    /** How far back a review may go (the product passes its own rule's wording). */
    limit: '1년이 지난 학습은 복습할 수 없어요.',
    /** The load failure (the product passes its own message). */
    failed: '복습할 단계를 불러오지 못했어요.',
    retry: '다시 불러오기',
    loading: '복습할 단계를 불러오고 있어요…',
    expired: '1년이 지났어요',
    notStudied: '학습 전',
    close: '닫기',
  },
};

export type StudyHomeWords = typeof studyHomeWords;
