/**
 * The spaced review's calls (오늘의 복습, issue 30): today's cards and the answer of one. The deck is the demo
 * member's, as the server enrols it: the words of the word units they finished (`DEMO_HISTORY`'s days done, the
 * content bank's manuals: A-1-1, A-1-2 and B-3-1) and the questions they missed in the weekly test
 * (fixtures/test-paper.ts: the "choose two" and the group's question), in an order of due dates that mixes them.
 * Each word card offers its meaning and three others of the deck, in an order fixed by the card. The answer key is
 * kept here and shown only in an answer. Answers are remembered for the handler's life: a card answered is not due
 * again today (409), and today's review leaves it out.
 *
 * `state`: 'due' (default: `due` cards due now, at most the day's ten less `answeredToday` listed), 'done' (today's cards all answered,
 * the next ones in two days), 'limit' (the day's ten answered, more due: tomorrow), 'empty' (nothing scheduled yet:
 * no unit finished, no test missed). `elsewhere` and `gone` name a card (its place, from 1) answered in another tab
 * (409) or gone (404); `failAnswers` makes the first answers fail (500) and the next one land; `fail` makes a call
 * answer 500; `hold` never answers; `refused` answers 403 as for a member who may not study.
 */
import type { PaperQuestion, ReviewItem, ReviewToday, ReviewWords } from '@buddy/contract';
import { pick, seededRandom, seoulDate, SEOUL_OFFSET_MS, type StudyWord } from '@buddy/domain';
import { DEMO_HISTORY } from '@buddy/domain/demo';
import { studyManual, studyMedia } from '../fixtures/study-manuals';
import { QUESTIONS, resultPaper } from '../fixtures/test-paper';
import { errorBody, http, SERVER_ERROR, switches } from '../http';

export type ReviewCall = 'today' | 'answer';

export interface ReviewOptions {
  state?: 'due' | 'done' | 'limit' | 'empty';
  /** How many cards are due now in the 'due' state (default 6); today's review lists at most the day's limit. */
  due?: number;
  /** How many cards were answered earlier today in the 'due' state (default 0): the review goes on. */
  answeredToday?: number;
  /** Start with the missed questions (the deck's questions first, then its words). */
  questionsFirst?: boolean;
  /** The card at this place of today's review (from 1) was answered in another tab: its answer is 409. */
  elsewhere?: number;
  /** The card at this place (from 1) is gone (its content withdrawn): its answer is 404. */
  gone?: number;
  /** The first this many answers fail (500); the next one lands (a retry). */
  failAnswers?: number;
  fail?: ReviewCall;
  hold?: ReviewCall | readonly ReviewCall[];
  /** The member may not study: both calls answer 403 with the member-type alert. */
  refused?: boolean;
}

/** The day's limit, as the server's scheduler has it. */
export const REVIEW_DAY_LIMIT = 10;
const DAY_MS = 86_400_000;
const REFUSED = errorBody({ message: '지도휴회(취소) 회원입니다.', code: 'FORBIDDEN' });
const MESSAGES = {
  notDue: '이 카드는 오늘 이미 복습했어요. 다음에 다시 만나요.',
  notFound: '복습 카드를 찾을 수 없어요.',
  request: '복습 답을 확인해주세요.',
};

/** A card of the deck with its key: what the server keeps and never sends with the card. */
interface DeckCard {
  item: ReviewItem;
  key: readonly string[];
  explanation: string | null;
  translation: string | null;
}

/** The words of the word units the demo member finished, once each, in the order they were studied. */
async function studiedWords(): Promise<StudyWord[]> {
  const words = new Map<string, StudyWord>();
  for (const day of DEMO_HISTORY.filter((each) => each.done === 1)) {
    const manual = await studyManual(day.course, day.step, day.week);
    const units = manual?.days.find((each) => each.stdDay === day.day)?.units ?? [];
    for (const unit of units)
      for (const word of unit.words ?? []) if (!words.has(word.en)) words.set(word.en, word);
  }
  return [...words.values()];
}

function wordCard(cardId: string, word: StudyWord, pool: readonly StudyWord[], seed: number): DeckCard {
  const random = seededRandom(seed * 7919);
  const others = pick(
    pool.filter((other) => other.ko !== word.ko),
    3,
    random,
  );
  const choices = pick([word, ...others], others.length + 1, random);
  return {
    item: {
      cardId,
      kind: 'word',
      word: {
        en: word.en,
        audioUrl: studyMedia(word.audio),
        choices: choices.map((choice, index) => ({
          choice: String(index + 1),
          ko: choice.ko,
          imageUrl: choice.image ? studyMedia(choice.image) : null,
        })),
      },
      question: null,
    },
    key: [String(choices.indexOf(word) + 1)],
    explanation: word.example,
    translation: word.exampleKo,
  };
}

/** The weekly test's questions the member missed (the default result: the "choose two" half right, the last unanswered). */
function missedQuestions(firstId: number): DeckCard[] {
  const marked = resultPaper().questns.filter(
    (question) => question.tstRst === 'N' && question.questnDpTp !== 'N',
  );
  return marked.flatMap((result, index) => {
    const shown = QUESTIONS.find((each) => each.questnSeq === result.questnSeq);
    if (!shown) return [];
    // The paper's fields and no others, as the server's toPaperQuestion sends them (the bank's carry more).
    const question: PaperQuestion = {
      questnSeq: shown.questnSeq,
      questnTp: shown.questnTp,
      questnDpTp: shown.questnDpTp,
      questnText: shown.questnText,
      grpText: shown.grpText,
      questnAudUrl: shown.questnAudUrl,
      grpAudUrl: shown.grpAudUrl,
      exmpls: shown.exmpls,
      shetss: shown.shetss,
      questnAnswrCnt: shown.questnAnswrCnt,
    };
    return [
      {
        item: {
          cardId: String(firstId + index),
          kind: 'question',
          word: null,
          question: { stdTstTp: 'W', stdCourse: 'A', stdStep: 1, stdWeek: 1, lvtGrd: null, question },
        },
        key: result.corrAnswrs,
        explanation: result.questnCmmtry,
        translation: result.questnTrans,
      } satisfies DeckCard,
    ];
  });
}

/** The whole deck in order of due date: a word, a question, two words, a question, then the other words. */
async function demoDeck(questionsFirst: boolean): Promise<DeckCard[]> {
  const words = await studiedWords();
  const order = ['dad', 'cat', 'sister', 'duck'];
  const sorted = [
    ...order.flatMap((en) => words.filter((word) => word.en === en)),
    ...words.filter((word) => !order.includes(word.en)),
  ];
  const wordCards = sorted.map((word, index) => wordCard(String(101 + index), word, words, index + 1));
  const questions = missedQuestions(201);
  if (questionsFirst) return [...questions, ...wordCards];
  const [first, ...rest] = wordCards;
  const [q1, q2] = questions;
  return [first, q1, rest[0], rest[1], q2, ...rest.slice(2)].filter(
    (card): card is DeckCard => card !== undefined,
  );
}

/** The words on the schedule and those remembered: every word the member finished but those due now. */
function wordsOf(deck: readonly DeckCard[], due: readonly DeckCard[]): ReviewWords {
  const words = deck.filter((card) => card.item.kind === 'word');
  return {
    total: words.length,
    remembered: words.length - due.filter((card) => card.item.kind === 'word').length,
  };
}

/** The demo member's words for the month's report (my page): 11 of 15 remembered, with six cards due. */
export async function demoReviewWords(): Promise<ReviewWords> {
  const deck = await demoDeck(false);
  return wordsOf(deck, deck.slice(0, 6));
}

/** The next Seoul midnight after `at`: a card answered wrong comes back then (the server's `nextSeoulDay`). */
function nextSeoulDay(at: number): number {
  return Math.floor((at + SEOUL_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - SEOUL_OFFSET_MS;
}

const sameAnswers = (given: readonly string[], key: readonly string[]) =>
  given.length === key.length && given.every((answer) => key.includes(answer));

export function reviewHandlers(options: ReviewOptions = {}) {
  const {
    state = 'due',
    due = 6,
    answeredToday = 0,
    questionsFirst = false,
    elsewhere,
    gone,
    failAnswers = 0,
    fail,
    hold,
    refused = false,
  } = options;
  const fails = switches(hold, fail);
  /** The cards answered (here or, for `elsewhere`, in another tab), with their next date; the cards gone. */
  const answered = new Map<string, number>();
  const withdrawn = new Set<string>();
  let failuresLeft = failAnswers;
  const deckOnce = demoDeck(questionsFirst);

  /** The cards listed today (before any answer) and how many were due, by the state. */
  async function day() {
    const deck = state === 'empty' ? [] : await deckOnce;
    const dueNow =
      state === 'due' ? deck.slice(0, Math.max(0, due)) : state === 'limit' ? deck.slice(0, 4) : [];
    const doneBefore =
      state === 'done'
        ? 6
        : state === 'limit'
          ? REVIEW_DAY_LIMIT
          : state === 'due'
            ? Math.max(0, answeredToday)
            : 0;
    return { deck, dueNow, listed: dueNow.slice(0, Math.max(0, REVIEW_DAY_LIMIT - doneBefore)), doneBefore };
  }

  return [
    http.get('/study-course/review', async ({ response }) => {
      if (await fails('today')) return response(500).json(SERVER_ERROR);
      if (refused) return response(403).json(REFUSED);
      const now = Date.now();
      const { deck, dueNow, listed, doneBefore } = await day();
      const settled = (card: DeckCard) => answered.has(card.item.cardId) || withdrawn.has(card.item.cardId);
      const open = listed.filter((card) => !settled(card));
      const later = [...answered.values()];
      const scheduled = deck.length > 0 ? [now + (state === 'due' ? 1 : 2) * DAY_MS, ...later] : later;
      const today: ReviewToday = {
        day: seoulDate(new Date(now)),
        limit: REVIEW_DAY_LIMIT,
        doneToday: doneBefore + answered.size,
        dueCount: dueNow.filter((card) => !settled(card)).length,
        items: open.map((card) => card.item),
        nextDueAt: scheduled.length > 0 ? Math.min(...scheduled) : null,
        words: wordsOf(deck, dueNow),
      };
      return response(200).json({ result: today });
    }),
    http.post('/study-course/review/answer', async ({ request, response }) => {
      if (await fails('answer')) return response(500).json(SERVER_ERROR);
      if (refused) return response(403).json(REFUSED);
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return response(500).json(SERVER_ERROR);
      }
      const { cardId, answrs } = await request.json();
      const { listed } = await day();
      const place = listed.findIndex((card) => card.item.cardId === cardId) + 1;
      const card = listed[place - 1];
      if (!card || place === gone || withdrawn.has(cardId)) {
        if (card) withdrawn.add(cardId);
        return response(404).json(errorBody({ message: MESSAGES.notFound, code: 'REVIEW_NOT_FOUND' }));
      }
      if (answered.has(cardId) || place === elsewhere) {
        if (!answered.has(cardId)) answered.set(cardId, Date.now() + 3 * DAY_MS);
        return response(409).json(errorBody({ message: MESSAGES.notDue, code: 'REVIEW_NOT_DUE' }));
      }
      const word = card.item.kind === 'word';
      if (answrs.length === 0 || (word && (answrs.length !== 1 || !/^[1-4]$/.test(answrs[0] ?? '')))) {
        return response(400).json(errorBody({ message: MESSAGES.request, code: 'REVIEW_REQUEST' }));
      }
      const now = Date.now();
      const correct = sameAnswers(answrs, card.key);
      // Right: in three days (FSRS's first Good); wrong: the next Seoul day (Again, no same-day steps).
      const nextDueAt = correct ? now + 3 * DAY_MS : nextSeoulDay(now);
      answered.set(cardId, nextDueAt);
      return response(200).json({
        result: {
          cardId,
          correct,
          corrAnswrs: [...card.key],
          explanation: card.explanation,
          translation: card.translation,
          nextDueAt,
          remaining: listed.filter(
            (each) => !answered.has(each.item.cardId) && !withdrawn.has(each.item.cardId),
          ).length,
        },
      });
    }),
  ];
}
