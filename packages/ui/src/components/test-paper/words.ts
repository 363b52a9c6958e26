/**
 * Every word the test-paper components show, in Korean by default (spec §2 Test-paper screen, §4, §9). Each component
 * takes a `words` prop with any of its entries replaced, so another language can reuse the components.
 */

const KOREAN_COUNTS: Readonly<Record<number, string>> = { 2: '두', 3: '세', 4: '네', 5: '다섯' };

export const testPaperWords = {
  choiceList: {
    /** Screen-reader name of a choice's number (the circled digit is shown). */
    choiceNumber: (n: number) => `${n}번`,
    /** The hint of a question with more than one answer. */
    chooseHint: (count: number) => `${KOREAN_COUNTS[count] ?? count} 개를 고르세요`,
    correct: '정답',
    chosen: '내가 고른 답',
  },
  openAnswer: {
    label: (n: number) => `${n}번 답 쓰기`,
    yourAnswer: '내가 쓴 답',
    noAnswer: '쓰지 않았어요',
    accepted: '정답',
  },
  questionCard: {
    questionNumber: (n: number) => `${n}번`,
    exampleImage: '문제 그림',
    right: '맞았어요',
    wrong: '틀렸어요',
    translation: '해석',
    commentary: '해설',
    textbook: '교재 위치',
    explanation: (n: number) => `${n}번 문제 해설`,
    passage: '함께 읽는 글',
    /** The passage's name with its question numbers: unique when a paper has several groups. */
    passageFor: (first: number, last: number) =>
      first === last ? `${first}번 함께 읽는 글` : `${first}~${last}번 함께 읽는 글`,
  },
  answerSheet: {
    title: '답안지',
    counter: (answered: number, total: number) => `${total}문제 중 ${answered}문제 답함`,
    goTo: (n: number) => `${n}번 문제로 가기`,
    chosen: (choices: string) => `고른 답 ${choices}`,
    notChosen: '답하지 않음',
    written: '작성함',
    notWritten: '미작성',
    saved: '저장됨',
    saving: '저장 중',
    offline: '연결되면 저장',
  },
  timer: {
    label: '남은 시간',
    /** Announced (politely) once, at the warning moment (the product passes its own message). */
    warning: (minutes: number) => `${minutes}분 남았어요.`,
    /** Announced once, when the time is up (the product passes its own message). */
    ended: '시험 시간이 끝났어요.',
  },
  audio: {
    listen: '듣기',
    listenAll: '전체 듣기',
    pause: '일시정지',
    resume: '계속 듣기',
    stop: '그만 듣기',
    blocked: '다른 소리가 나오고 있어요. 끝나거나 멈추면 들을 수 있어요.',
    rate: '빠르기',
    rateValue: (rate: number) => `${rate.toFixed(1)}배`,
    volume: '소리 크기',
    muted: '소리 끔',
  },
  submitArea: {
    submit: '제출하기',
    submitting: '제출하는 중…',
  },
  layout: {
    questions: '문제',
    /** The mobile bar's button opening the answer sheet. */
    openSheet: (answered: number, total: number) => `답안지 보기 (${answered}/${total})`,
    closeSheet: '답안지 닫기',
  },
  testHeader: {
    course: '코스',
    name: '이름',
    time: '시험 시간',
    minutes: (m: number) => `${m}분`,
    print: '인쇄하기',
  },
  testIntro: {
    heading: '시험 전 확인하세요',
    /** The rules; `left` is the time an attempt in progress has left ('6분 43초'), said instead of the test's time. */
    rules: (minutes: number, left?: string) => [
      left
        ? `남은 시간은 ${left}입니다. 시간이 끝나면 그때까지 고른 답이 자동으로 제출됩니다.`
        : `시험 시간은 ${minutes}분입니다. 시간이 끝나면 그때까지 고른 답이 자동으로 제출됩니다.`,
      '답은 고를 때마다 자동으로 저장됩니다. 인터넷이 끊겨도 다시 연결되면 저장됩니다.',
      '듣기 문제는 듣기 버튼을 눌러 들으세요. 한 번에 하나의 소리만 나옵니다.',
      '다 풀었으면 제출하기 버튼을 누르세요. 컴퓨터에서는 답안지 아래에, 휴대폰에서는 마지막 문제 아래에 있어요.',
    ],
    /** Said (to screen readers) in place of the time while it is not known yet; a placeholder shows instead. */
    timePending: '시험 시간을 확인하고 있어요.',
    /** The first rule's sentence after the time, shown after the placeholder while the time is not known. */
    autoSubmit: '시간이 끝나면 그때까지 고른 답이 자동으로 제출됩니다.',
    start: 'START',
    /** The first rule of an attempt whose time is over but not marked yet (remainingSeconds 0). */
    timeOver: '시험 시간이 끝났습니다. 시간 안에 저장된 답으로 채점합니다.',
    /** The button of an attempt whose time is over: it opens the result, not a paper. */
    seeResult: '결과 보기',
    /** Seconds as the rules say them: '6분 43초', '7분', '40초'. */
    timeLeft: (seconds: number) => {
      const minutes = Math.floor(seconds / 60);
      const rest = seconds % 60;
      if (minutes === 0) return `${rest}초`;
      return rest === 0 ? `${minutes}분` : `${minutes}분 ${rest}초`;
    },
  },
  resultSummary: {
    heading: '시험 결과',
    score: '점수',
    scoreUnit: '점',
    rightOf: (right: number, total: number) => `${total}문제 중 ${right}문제 맞았어요`,
    showExplanation: '해설 보기',
    print: '인쇄하기',
  },
};

export type TestPaperWords = typeof testPaperWords;
