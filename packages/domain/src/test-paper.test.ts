import { describe, expect, it } from 'vitest';
import {
  blocksOf,
  chooseChoice,
  createServerClock,
  isAnswerCorrect,
  normaliseOpenAnswer,
  quizMinutes,
  paperCode,
  questionLayout,
  remainingSeconds,
  resultPaperWeek,
  scorePaper,
  timeWarning,
  unansweredCount,
  weeklyTestTitle,
  type Answers,
  type PaperQuestion,
} from './test-paper';

function question(seq: number, overrides: Partial<PaperQuestion> = {}): PaperQuestion {
  return {
    questnSeq: seq,
    questnTp: 'MC',
    questnDpTp: 'A',
    questnText: `Q${seq}`,
    shetss: [1, 2, 3, 4].map((n) => ({ shetsSeq: n, shetsText: `choice ${n}` })),
    questnAnswrCnt: 1,
    ...overrides,
  };
}

describe('the MC rule (spec §4)', () => {
  it.each([
    { name: 'a first choice is taken', current: [], choice: '2', count: 1, expected: ['2'] },
    { name: 'another choice replaces the only one', current: ['2'], choice: '3', count: 1, expected: ['3'] },
    { name: 'a chosen choice again is ignored', current: ['2'], choice: '2', count: 1, expected: ['2'] },
    {
      name: 'two answers: a second choice is added',
      current: ['1'],
      choice: '4',
      count: 2,
      expected: ['1', '4'],
    },
    {
      name: 'two answers: a third drops the oldest',
      current: ['1', '4'],
      choice: '2',
      count: 2,
      expected: ['4', '2'],
    },
    {
      name: 'two answers: repeating the oldest is ignored',
      current: ['1', '4'],
      choice: '1',
      count: 2,
      expected: ['1', '4'],
    },
    { name: 'three answers fill up', current: ['5', '1'], choice: '3', count: 3, expected: ['5', '1', '3'] },
    { name: 'an answer count of 0 still allows one', current: [], choice: '1', count: 0, expected: ['1'] },
  ])('$name', ({ current, choice, count, expected }) => {
    expect(chooseChoice(current, choice, count)).toEqual(expected);
  });

  it('never changes the array it is given', () => {
    const current = ['1', '2'];
    chooseChoice(current, '3', 2);
    expect(current).toEqual(['1', '2']);
  });
});

describe('the unanswered count (spec §5)', () => {
  const paper = [
    question(1),
    question(2, { questnAnswrCnt: 2 }),
    question(3, { questnDpTp: 'N' }),
    question(4, { questnTp: 'OE', shetss: [] }),
    question(5, { questnDpTp: 'G', grpText: 'Read.' }),
  ];
  it.each<{ name: string; answers: Answers; expected: number }>([
    { name: 'nothing answered: every visible question', answers: {}, expected: 4 },
    {
      name: 'one of two answers counts as unanswered',
      answers: { 1: ['1'], 2: ['1'], 4: ['cat'], 5: ['2'] },
      expected: 1,
    },
    { name: 'all answered', answers: { 1: ['1'], 2: ['1', '3'], 4: ['cat'], 5: ['2'] }, expected: 0 },
    {
      name: 'the hidden question never counts',
      answers: { 1: ['1'], 2: ['1', '3'], 3: [], 4: ['cat'], 5: ['2'] },
      expected: 0,
    },
    {
      name: 'blank OE text is unanswered',
      answers: { 1: ['1'], 2: ['1', '3'], 4: ['   '], 5: ['2'] },
      expected: 1,
    },
    {
      name: 'an emptied answer is unanswered',
      answers: { 1: [], 2: ['1', '3'], 4: ['cat'], 5: ['2'] },
      expected: 1,
    },
  ])('$name', ({ answers, expected }) => {
    expect(unansweredCount(paper, answers)).toBe(expected);
  });
});

describe('marking', () => {
  it.each([
    { tp: 'MC', given: ['2'], correct: ['2'], right: true },
    { tp: 'MC', given: ['3'], correct: ['2'], right: false },
    { tp: 'MC', given: [], correct: ['2'], right: false },
    { tp: 'MC', given: ['4', '1'], correct: ['1', '4'], right: true },
    { tp: 'MC', given: ['1'], correct: ['1', '4'], right: false },
    { tp: 'MC', given: ['1', '4', '2'], correct: ['1', '4'], right: false },
    { tp: 'MC', given: ['1', '1'], correct: ['1'], right: true },
    { tp: 'MC', given: [], correct: [], right: false },
    { tp: 'OE', given: ['cat'], correct: ['cat'], right: true },
    { tp: 'OE', given: ['  Cat. '], correct: ['cat'], right: true },
    { tp: 'OE', given: ['It’s  a CAT!'], correct: ["it's a cat"], right: true },
    { tp: 'OE', given: ['dog'], correct: ['cat', 'kitten'], right: false },
    { tp: 'OE', given: ['kitten'], correct: ['cat', 'kitten'], right: true },
    { tp: 'OE', given: ['c a t'], correct: ['cat'], right: false },
    { tp: 'OE', given: [''], correct: ['cat'], right: false },
    { tp: 'OE', given: [], correct: ['cat'], right: false },
  ] as const)('$tp $given against $correct is right: $right', ({ tp, given, correct, right }) => {
    expect(isAnswerCorrect(tp, given, correct)).toBe(right);
  });

  it.each([
    ['Hello', 'hello'],
    ['  two   spaces  ', 'two spaces'],
    ['Stop!?', 'stop'],
    ['a, b.', 'a, b'],
    ['Ｆｕｌｌ width', 'full width'],
  ])('normalises %j to %j', (input, output) => {
    expect(normaliseOpenAnswer(input)).toBe(output);
  });
});

describe('the score rule', () => {
  const r = (correct: boolean, hidden = false) => ({ correct, hidden });
  it.each([
    { name: 'all right', results: [r(true), r(true)], score: 100 },
    { name: 'none right', results: [r(false), r(false)], score: 0 },
    { name: '7 of 10', results: [...Array(7).fill(r(true)), ...Array(3).fill(r(false))], score: 70 },
    { name: '1 of 3 rounds down', results: [r(true), r(false), r(false)], score: 33 },
    { name: '2 of 3 rounds up', results: [r(true), r(true), r(false)], score: 67 },
    { name: '1 of 8 is 12.5, half up', results: [r(true), ...Array(7).fill(r(false))], score: 13 },
    { name: 'hidden questions are not graded', results: [r(true), r(false, true)], score: 100 },
    { name: 'an empty paper', results: [], score: 0 },
  ])('$name: $score', ({ results, score }) => {
    expect(scorePaper(results)).toBe(score);
  });
});

describe('the clock', () => {
  it.each([
    { deadline: 600_000, now: 0, seconds: 600 },
    { deadline: 600_000, now: 599_001, seconds: 1 },
    { deadline: 600_000, now: 600_000, seconds: 0 },
    { deadline: 600_000, now: 700_000, seconds: 0 },
    { deadline: 600_000, now: 480_500, seconds: 120 },
  ])('$seconds s left at $now for a deadline of $deadline', ({ deadline, now, seconds }) => {
    expect(remainingSeconds(deadline, now)).toBe(seconds);
  });

  it('follows the monotonic clock from the server time, whatever the device clock says', () => {
    let mono = 5_000;
    const now = createServerClock(1_000_000, () => mono);
    expect(now()).toBe(1_000_000);
    mono += 61_000;
    expect(now()).toBe(1_061_000);
  });
});

describe('the time warning (spec §9: 2, 3, 5 minutes for W, M, L)', () => {
  it.each([
    { type: 'W', previous: 121, now: 120, warn: 2 },
    { type: 'W', previous: 120, now: 119, warn: null },
    { type: 'W', previous: 122, now: 121, warn: null },
    { type: 'M', previous: 181, now: 180, warn: 3 },
    { type: 'M', previous: 121, now: 120, warn: null },
    { type: 'L', previous: 301, now: 300, warn: 5 },
    { type: 'L', previous: 181, now: 180, warn: null },
    { type: 'W', previous: 170, now: 100, warn: 2 },
    { type: 'W', previous: 130, now: 0, warn: null },
  ] as const)('$type from $previous s to $now s: $warn', ({ type, previous, now, warn }) => {
    expect(timeWarning(type, previous, now)).toBe(warn);
  });
});

describe('the paper layout rules', () => {
  it.each([
    ['A', 'A'],
    ['B', 'B'],
    ['C', 'C'],
    ['D', 'D'],
    ['N', 'N'],
    ['G', 'G'],
    ['X', 'G'],
    ['', 'G'],
  ])('display type %j draws layout %s', (input, layout) => {
    expect(questionLayout(input)).toBe(layout);
  });

  it.each([
    [1, 'Weekly Test'],
    [6, 'Weekly Test'],
    [7, 'Achievement Test'],
  ])('step %d is titled %s', (step, title) => {
    expect(weeklyTestTitle(step)).toBe(title);
  });

  it.each([
    ['W', 2, 2],
    ['M', 0, 4],
    ['L', 1, 4],
  ] as const)('a %s result paper asks for week %d as %d', (type, week, sent) => {
    expect(resultPaperWeek(type, week)).toBe(sent);
  });

  it('groups consecutive members of a group under one passage and skips hidden questions', () => {
    const blocks = blocksOf([
      question(1),
      question(2, { questnDpTp: 'G', grpText: 'Tom has a dog.', grpAudUrl: '/a.mp3' }),
      question(3, { questnDpTp: 'G', grpText: 'Tom has a dog.', grpAudUrl: '/a.mp3' }),
      question(4, { questnDpTp: 'N' }),
      question(5, { questnDpTp: 'G', grpText: 'Amy likes cats.' }),
      question(6, { questnDpTp: 'B' }),
    ]);
    expect(blocks.map((b) => [b.group?.grpText ?? null, b.questions.map((q) => q.questnSeq)])).toEqual([
      [null, [1]],
      ['Tom has a dog.', [2, 3]],
      ['Amy likes cats.', [5]],
      [null, [6]],
    ]);
    expect(blocks[1]?.group?.grpAudUrl).toBe('/a.mp3');
  });
});

describe('paper codes', () => {
  it.each([
    [{ stdTstTp: 'W', stdCourse: 'A', stdStep: 1, stdWeek: 2 } as const, 'W-A-1-2'],
    [{ stdTstTp: 'M', stdCourse: 'G', stdStep: 7 } as const, 'M-G-7'],
    [{ stdTstTp: 'L', lvtGrd: 3 } as const, 'L-3'],
  ])('%j is %s', (location, code) => {
    expect(paperCode(location)).toBe(code);
  });
});

describe('given an incorrect-answer quiz', () => {
  it.each([
    [1, 5],
    [5, 5],
    [6, 6],
    [10, 10],
    [20, 20],
  ])('of %i questions, it has %i minutes', (count, minutes) => {
    expect(quizMinutes(count)).toBe(minutes);
  });
});
