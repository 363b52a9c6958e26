/** Tests and stories only: a small weekly paper and its marked result, in the contract's shapes. */
import type { PaperQuestion, ResultPaper, ResultQuestion, TestPaper } from '@buddy/contract';

const choices = (...texts: string[]) =>
  texts.map((shetsText, index) => ({ shetsSeq: index + 1, shetsText, shetsImageUrl: null }));

const base = {
  grpText: null,
  questnAudUrl: null,
  grpAudUrl: null,
  exmpls: null,
} satisfies Partial<PaperQuestion>;

export const QUESTIONS: PaperQuestion[] = [
  {
    ...base,
    questnSeq: 1,
    questnTp: 'MC',
    questnDpTp: 'A',
    questnText: '사과를 나타내는 낱말을 고르세요.',
    shetss: choices('apple', 'banana', 'grape', 'melon'),
    questnAnswrCnt: 1,
  },
  {
    ...base,
    questnSeq: 2,
    questnTp: 'MC',
    questnDpTp: 'A',
    questnText: '동물을 나타내는 낱말을 두 개 고르세요.',
    shetss: choices('cat', 'desk', 'dog', 'pen'),
    questnAnswrCnt: 2,
  },
  {
    ...base,
    questnSeq: 3,
    questnTp: 'OE',
    questnDpTp: 'A',
    questnText: '빈칸에 알맞은 낱말을 쓰세요. I ___ a cat.',
    shetss: [],
    questnAnswrCnt: 1,
  },
  {
    ...base,
    questnSeq: 4,
    questnTp: 'MC',
    questnDpTp: 'G',
    grpText: 'My Pet\nI have a cat. It is white.',
    questnText: '고양이는 무슨 색인가요?',
    shetss: choices('black', 'white', 'brown'),
    questnAnswrCnt: 1,
  },
  {
    ...base,
    questnSeq: 5,
    questnTp: 'MC',
    questnDpTp: 'N',
    questnText: '(숨은 문제)',
    shetss: choices('a', 'b'),
    questnAnswrCnt: 1,
  },
];

export const SERVER_NOW = Date.UTC(2026, 10, 23, 1, 0, 0);

export function paper(overrides: Partial<TestPaper> = {}): TestPaper {
  return {
    questnCd: 'W-A-1-1',
    tstCd: 'T1',
    stdTstTp: 'W',
    quiz: false,
    title: 'Weekly Test',
    stdCourse: 'A',
    stdStep: 1,
    stdWeek: 1,
    lvtGrd: null,
    questnMstm: 10,
    memNm: '김민준',
    memShl: '버디초등학교',
    memGd: '3',
    questns: QUESTIONS,
    status: 'taking',
    startedAt: SERVER_NOW,
    deadline: SERVER_NOW + 10 * 60_000,
    serverNow: SERVER_NOW,
    savedAnswrs: [],
    ...overrides,
  };
}

const CORRECT: Record<number, string[]> = { 1: ['1'], 2: ['1', '3'], 3: ['have'], 4: ['2'], 5: ['1'] };

export function resultPaper(
  answers: Record<number, string[]> = { 1: ['1'], 2: ['1', '2'], 3: ['have'] },
  overrides: Partial<ResultPaper> = {},
): ResultPaper {
  const questns: ResultQuestion[] = QUESTIONS.map((question) => {
    const given = answers[question.questnSeq] ?? [];
    const correct = CORRECT[question.questnSeq] ?? [];
    const right =
      question.questnDpTp !== 'N' &&
      given.length === correct.length &&
      given.every((answer) => correct.includes(answer));
    return {
      ...question,
      tstRst: right ? 'Y' : 'N',
      corrAnswrs: correct,
      stdntAnswrs: given,
      questnTrans: `${question.questnSeq}번 해석: 문제를 우리말로 옮긴 글이에요.`,
      questnCmmtry: `${question.questnSeq}번 해설: 왜 이 답인지 알려 줘요.`,
      questnRelTxtBook: 'A코스 1단계 1주 2일차',
    };
  });
  const wrong = questns.filter((q) => q.questnDpTp !== 'N' && q.tstRst === 'N').length;
  return {
    questnCd: 'W-A-1-1',
    tstCd: 'T1',
    stdTstTp: 'W',
    quiz: false,
    title: 'Weekly Test',
    stdCourse: 'A',
    stdStep: 1,
    stdWeek: 1,
    lvtGrd: null,
    questnMstm: 10,
    memNm: '김민준',
    memShl: '버디초등학교',
    memGd: '3',
    tstScore: Math.round(((4 - wrong) * 100) / 4),
    submittedAt: SERVER_NOW + 5 * 60_000,
    late: false,
    incorrectCount: wrong,
    questns,
    ...overrides,
  };
}
