import { describe, expect, it } from 'vitest';
import { exampleLine, type PaperQuestion, type ResultQuestion } from '@buddy/domain';
import { paperBlocks, questionView, resultView, sheetQuestions } from './question-view';

const question = (seq: number, extra: Partial<PaperQuestion> = {}): PaperQuestion => ({
  questnSeq: seq,
  questnTp: 'MC',
  questnDpTp: 'A',
  questnText: `question ${seq}`,
  shetss: [
    { shetsSeq: 1, shetsText: 'one' },
    { shetsSeq: 2, shetsText: null, shetsImageUrl: '/two.png' },
  ],
  questnAnswrCnt: 1,
  ...extra,
});

const choices = (count: number): PaperQuestion['shetss'] =>
  Array.from({ length: count }, (_, i) => ({ shetsSeq: i + 1, shetsText: `choice ${i + 1}` }));

describe('given example lines of the paper', () => {
  it.each([
    [
      { seq: 1, tp: 'NB', txt: 'Mia: Thank you.' },
      { kind: 'speaker-first', speaker: 'Mia', text: 'Thank you.' },
    ],
    [
      { seq: 1, tp: 'NB', txt: 'I see a ___ sun.' },
      { kind: 'speaker-first', speaker: null, text: 'I see a ___ sun.' },
    ],
    [
      { seq: 1, tp: 'BN', txt: "You're ___. :Sam" },
      { kind: 'speaker-last', speaker: 'Sam', text: "You're ___." },
    ],
    [
      { seq: 1, tp: 'BN', txt: 'Hello.' },
      { kind: 'speaker-last', speaker: null, text: 'Hello.' },
    ],
    [
      { seq: 1, tp: 'WB', txt: 'run / sit: red' },
      { kind: 'word-box', text: 'run / sit: red' },
    ],
  ] as const)('maps %o to %o', (example, view) => {
    expect(exampleLine(example)).toEqual(view);
  });
});

describe('given a question of the paper', () => {
  it('speaks the kit’s words: kind, layout, choices with text or picture, examples in their order', () => {
    const view = questionView(
      question(7, {
        questnTp: 'OE',
        questnDpTp: 'D',
        questnAnswrCnt: 1,
        exmpls: {
          exmplImgUrl: '/cat.png',
          exmplTexts: [
            { seq: 2, tp: 'BN', txt: 'Fine. :Sam' },
            { seq: 1, tp: 'NB', txt: 'Mia: Hi.' },
          ],
        },
      }),
      3,
    );
    expect(view).toEqual({
      id: 7,
      number: 3,
      kind: 'text',
      layout: 'D',
      text: 'question 7',
      answerCount: 1,
      choices: [
        { number: 1, text: 'one', image: null },
        { number: 2, text: null, image: '/two.png' },
      ],
      examples: {
        image: '/cat.png',
        lines: [
          { kind: 'speaker-first', speaker: 'Mia', text: 'Hi.' },
          { kind: 'speaker-last', speaker: 'Sam', text: 'Fine.' },
        ],
      },
    });
  });

  it('draws a layout the paper does not name as a group member', () => {
    expect(questionView(question(1, { questnDpTp: 'X' }), 1).layout).toBe('G');
    expect(questionView(question(1, { questnTp: 'MC', questnAnswrCnt: 2 }), 1)).toMatchObject({
      kind: 'choice',
      answerCount: 2,
    });
  });
});

describe('given a paper with a hidden question and a group', () => {
  const paper: PaperQuestion[] = [
    question(10),
    question(11, { questnDpTp: 'N' }),
    question(12, { questnDpTp: 'G', grpText: 'My Pet', grpAudUrl: '/pet.mp3', shetss: choices(3) }),
    question(13, { questnDpTp: 'G', grpText: 'My Pet', grpAudUrl: '/pet.mp3', shetss: choices(4) }),
    question(14, { questnTp: 'OE', shetss: [] }),
  ];

  it('numbers the shown questions in reading order and keeps each group under its passage', () => {
    const blocks = paperBlocks(paper);
    expect(blocks.map((block) => block.group)).toEqual([
      null,
      { passage: 'My Pet', audio: '/pet.mp3' },
      null,
    ]);
    expect(blocks.flatMap((block) => block.questions.map(({ view }) => [view.id, view.number]))).toEqual([
      [10, 1],
      [12, 2],
      [13, 3],
      [14, 4],
    ]);
  });

  it('gives the answer sheet one row per shown question, with as many choices as the question has', () => {
    expect(sheetQuestions(paper)).toEqual([
      { id: 10, number: 1, kind: 'choice', answerCount: 1, choiceCount: 2 },
      { id: 12, number: 2, kind: 'choice', answerCount: 1, choiceCount: 3 },
      { id: 13, number: 3, kind: 'choice', answerCount: 1, choiceCount: 4 },
      { id: 14, number: 4, kind: 'text', answerCount: 1, choiceCount: 0 },
    ]);
  });
});

describe('given a marked question', () => {
  it('says whether it was right, with the answers and the explanation', () => {
    const marked: ResultQuestion = {
      ...question(1),
      tstRst: 'N',
      corrAnswrs: ['2'],
      stdntAnswrs: ['1'],
      questnTrans: '해석',
      questnCmmtry: null,
    };
    expect(resultView(marked)).toEqual({
      correct: false,
      correctAnswers: ['2'],
      answers: ['1'],
      translation: '해석',
      commentary: null,
      textbook: null,
    });
    expect(resultView({ ...marked, tstRst: 'Y' }).correct).toBe(true);
  });
});
