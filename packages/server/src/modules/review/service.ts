/**
 * The spaced review (오늘의 복습; issue 30, ADR 073): the member's cards due today, at most ten a Seoul day, built from
 * the content (a word's meanings, a missed question as the paper showed it: never its answer), and each answer marked
 * against the server's own key and moved by FSRS.
 */
import {
  isAnswerCorrect,
  pick,
  seededRandom,
  seoulDate,
  storedAnswers,
  type ContentQuestion,
  type StudyWord,
} from '@buddy/domain';
import type { components } from '@buddy/contract';
import { HttpError } from '../../plugins/errors';
import type { Clock } from '../../plugins/tokens';
import { contentUrl } from '../dictionary/service';
import type { StudiesService } from '../studies/service';
import { answerFits, SUBMIT_GRACE_MS, toPaperQuestion } from '../test-paper/service';
import type { TestsRepository } from '../test-paper/repository';
import { parseQuestionKey, type CardRow, type ReviewRepository } from './repository';
import { isRemembered, review, REVIEW_DAILY_LIMIT } from './scheduler';

type ReviewToday = components['schemas']['ReviewToday'];
type ReviewItem = components['schemas']['ReviewItem'];
type ReviewWords = components['schemas']['ReviewWords'];
type ReviewAnswer = components['schemas']['ReviewAnswer'];
type ReviewAnswerRequest = components['schemas']['ReviewAnswerRequest'];

export const REVIEW_MESSAGES = {
  request: '복습 답을 확인해주세요.',
  notFound: '복습 카드를 찾을 수 없어요.',
  notDue: '이 카드는 오늘 이미 복습했어요. 다음에 다시 만나요.',
  limit: `오늘 복습은 ${REVIEW_DAILY_LIMIT}개까지예요. 내일 또 만나요.`,
  inTest: '이 문제가 나온 시험을 보고 있어요. 시험을 마친 뒤에 복습해요.',
} as const;

const NO_ANSWER = new HttpError(400, 'REVIEW_REQUEST', REVIEW_MESSAGES.request);

/** The member's own cards only: the card number is the member's, never a guess at another's (404 alike). */
function cardNumber(cardId: string): number {
  const n = Number(cardId);
  if (!Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647) throw NO_ANSWER;
  return n;
}

export class ReviewService {
  private readonly words = new Map<string, StudyWord>();
  private readonly meanings: StudyWord[];

  constructor(
    private readonly repository: ReviewRepository,
    private readonly tests: TestsRepository,
    private readonly studies: Pick<StudiesService, 'requireStudent'>,
    bank: readonly StudyWord[],
    private readonly clock: Clock,
  ) {
    for (const word of bank) {
      const key = word.en.trim().toLowerCase();
      if (!this.words.has(key)) this.words.set(key, word);
    }
    // One word per meaning: four choices never show the same Korean twice.
    const seen = new Set<string>();
    this.meanings = [...this.words.values()].filter((word) => !seen.has(word.ko) && seen.add(word.ko));
  }

  /**
   * A word card's four meanings, in an order fixed by the card and how often it was answered (the same on the
   * card's GET and its answer, another order next time): the word's own and three others with other meanings.
   */
  private choicesOf(
    row: CardRow,
    word: StudyWord,
    reps: number = row.reps,
  ): { choices: StudyWord[]; right: string } {
    const random = seededRandom(row.cardNo * 7919 + reps * 104_729);
    const others = pick(
      this.meanings.filter((other) => other.ko !== word.ko),
      3,
      random,
    );
    const choices = pick([word, ...others], others.length + 1, random);
    return { choices, right: String(choices.indexOf(word) + 1) };
  }

  private wordOf(row: CardRow): StudyWord | undefined {
    return row.cardKey.startsWith('word:') ? this.words.get(row.cardKey.slice(5)) : undefined;
  }

  private async questionOf(
    row: CardRow,
  ): Promise<{ question: ContentQuestion; questnCd: string } | undefined> {
    const key = parseQuestionKey(row.cardKey);
    if (!key) return undefined;
    const question = (await this.tests.questions(key.questnCd)).find((q) => q.questnSeq === key.questnSeq);
    return question ? { question, questnCd: key.questnCd } : undefined;
  }

  private async item(row: CardRow): Promise<ReviewItem | null> {
    if (row.kind === 'word') {
      const word = this.wordOf(row);
      if (!word) return null;
      const { choices } = this.choicesOf(row, word);
      return {
        cardId: String(row.cardNo),
        kind: 'word',
        word: {
          en: word.en,
          audioUrl: contentUrl(word.audio),
          choices: choices.map((choice, index) => ({
            choice: String(index + 1),
            ko: choice.ko,
            imageUrl: choice.image ? contentUrl(choice.image) : null,
          })),
        },
        question: null,
      };
    }
    const found = await this.questionOf(row);
    const paper = found ? await this.tests.paper(found.questnCd) : null;
    if (!found || !paper) return null;
    return {
      cardId: String(row.cardNo),
      kind: 'question',
      word: null,
      question: {
        stdTstTp: paper.tstTp as 'W' | 'M' | 'L',
        stdCourse: paper.course,
        stdStep: paper.step,
        stdWeek: paper.week,
        lvtGrd: paper.lvtGrd,
        question: toPaperQuestion(found.question),
      },
    };
  }

  /** The words on the schedule and how many are remembered now. */
  async wordsOf(memNo: string): Promise<ReviewWords> {
    const now = this.clock();
    const words = await this.repository.words(memNo);
    return { total: words.length, remembered: words.filter((row) => isRemembered(row, now)).length };
  }

  /** GET study-course/review: today's cards (questions of a paper being taken wait), the next date, the words. */
  async today(memNo: string): Promise<ReviewToday> {
    await this.studies.requireStudent(memNo);
    const now = this.clock();
    const day = seoulDate(now);
    const [doneToday, dueCount, nextDue, words, inTest] = await Promise.all([
      this.repository.doneOn(memNo, day),
      this.repository.countDue(memNo, now),
      this.repository.nextDue(memNo, now),
      this.wordsOf(memNo),
      this.repository.papersInTest(memNo, now, SUBMIT_GRACE_MS),
    ]);
    const room = Math.max(0, REVIEW_DAILY_LIMIT - doneToday);
    // A few more rows than room: a card whose content is gone, or whose paper is being taken, is skipped.
    const rows = await this.repository.due(memNo, now, room === 0 ? 0 : room + 10);
    const items: ReviewItem[] = [];
    for (const row of rows) {
      if (items.length >= room) break;
      const key = parseQuestionKey(row.cardKey);
      if (key && inTest.has(key.questnCd)) continue;
      const item = await this.item(row);
      if (item) items.push(item);
    }
    return {
      day,
      limit: REVIEW_DAILY_LIMIT,
      doneToday,
      dueCount,
      items,
      nextDueAt: nextDue ? nextDue.getTime() : null,
      words,
    };
  }

  /** POST study-course/review/answer: marked against the server's key, the card moved by FSRS, the answer shown. */
  async answer(memNo: string, body: ReviewAnswerRequest): Promise<ReviewAnswer> {
    await this.studies.requireStudent(memNo);
    const cardNo = cardNumber(body.cardId);
    const answrs = storedAnswers(body.answrs);
    const now = this.clock();
    const day = seoulDate(now);
    const inTest = await this.repository.papersInTest(memNo, now, SUBMIT_GRACE_MS);
    // A question card's content is read before the transaction (nothing else may be asked while it is open).
    const content = await this.contentFor(memNo, cardNo);
    const outcome = await this.repository.answer(memNo, cardNo, now, day, REVIEW_DAILY_LIMIT, (row) => {
      if (row.kind === 'word') {
        const word = this.wordOf(row);
        if (!word || answrs.length !== 1 || !/^[1-4]$/.test(answrs[0] ?? '')) return 'bad-answer';
        const correct = answrs[0] === this.choicesOf(row, word).right;
        return { correct, ...review(row, correct, now) };
      }
      const key = parseQuestionKey(row.cardKey);
      if (key && inTest.has(key.questnCd)) return 'in-test';
      const question = content?.question;
      if (!question || answrs.length === 0 || !answerFits(question, answrs)) return 'bad-answer';
      const correct = isAnswerCorrect(question.questnTp, answrs, question.corrAnswrs);
      return { correct, ...review(row, correct, now) };
    });
    if (outcome.refused !== undefined) {
      if (outcome.refused === 'not-found')
        throw new HttpError(404, 'REVIEW_NOT_FOUND', REVIEW_MESSAGES.notFound);
      if (outcome.refused === 'bad-answer') throw NO_ANSWER;
      const message = {
        'not-due': REVIEW_MESSAGES.notDue,
        limit: REVIEW_MESSAGES.limit,
        'in-test': REVIEW_MESSAGES.inTest,
      };
      throw new HttpError(409, 'REVIEW_NOT_DUE', message[outcome.refused]);
    }
    // The answer shown only now: a word's right choice as the card was shown, a question's key and commentary.
    const word = outcome.row.kind === 'word' ? this.wordOf(outcome.row) : undefined;
    const question = content?.question;
    const shown = word
      ? {
          corrAnswrs: [this.choicesOf(outcome.row, word, outcome.shownReps).right],
          explanation: word.example,
          translation: word.exampleKo,
        }
      : question
        ? {
            corrAnswrs: question.corrAnswrs,
            explanation: question.questnCmmtry ?? null,
            translation: question.questnTrans ?? null,
          }
        : null;
    if (!shown) throw NO_ANSWER;
    return {
      cardId: body.cardId,
      correct: outcome.correct,
      ...shown,
      nextDueAt: outcome.next.due.getTime(),
      remaining: outcome.remaining,
    };
  }

  /** A question card's question (read before the answer's transaction); undefined for a word or another's card. */
  private async contentFor(memNo: string, cardNo: number) {
    const row = await this.repository.card(memNo, cardNo);
    return row && row.kind === 'question' ? this.questionOf(row) : undefined;
  }
}
