import { randomBytes } from 'node:crypto';
import {
  clampPage,
  COIN_RULES,
  PAGE_SIZES,
  testCoins,
  testGrowth,
  canStudy,
  currentProduct,
  isAnswerCorrect,
  isHiddenQuestion,
  memberTypeAlert,
  isSampleLocation,
  paperCode,
  quizMinutes,
  recommendLevel,
  SAMPLE_TAKER_NAME,
  SAMPLE_TEST,
  scorePaper,
  storedAnswers,
  type ContentQuestion,
} from '@buddy/domain';
import type { components } from '@buddy/contract';
import { HttpError, unauthorized } from '../../plugins/errors';
import type { Clock, TokenClaims, TokenService } from '../../plugins/tokens';
import type { MembersService } from '../members/service';
import { grow } from '../reward/growth';
import { enrol, questionKey } from '../review/repository';
import { CoinsPaid, type Tx } from '../reward/ledger';
import type { AnswerRow, AttemptRow, FinalAnswer, PaperRow, TestsRepository } from './repository';

type Schemas = components['schemas'];
type TestLoadRequest = Schemas['TestLoadRequest'];
type IncorrectQuizLoadRequest = Schemas['IncorrectQuizLoadRequest'];
type TestPaper = Schemas['TestPaper'];
type TestInProgress = Schemas['TestInProgress'];
type PaperQuestion = Schemas['PaperQuestion'];
type ResultQuestion = Schemas['ResultQuestion'];
type AutosaveRequest = Schemas['AutosaveRequest'];
type AutosaveResult = Schemas['AutosaveResult'];
type SubmitRequest = Schemas['SubmitRequest'];
type SubmitResult = Schemas['SubmitResult'];
type ResultPaperRequest = Schemas['ResultPaperRequest'];
type ResultPaper = Schemas['ResultPaper'];
type PreviewPaper = Schemas['PreviewPaper'];
type LevelCandidateRequest = Schemas['LevelCandidateRequest'];
type LevelCandidate = Schemas['LevelCandidate'];
type TestType = Schemas['TestType'];
type AttemptSummary = Schemas['AttemptSummary'];
type AttemptList = Schemas['AttemptList'];
type LevelReport = Schemas['LevelReport'];
type LevelReportRequest = Schemas['LevelReportRequest'];

/** The Korean messages of the test calls (code in brackets). */
export const TEST_MESSAGES = {
  /** 400 TEST_REQUEST: the test location or the answer does not fit the paper. */
  request: '시험 정보를 확인해주세요.',
  /** 404 TEST_NOT_FOUND: no such paper or attempt (or not the caller's). */
  notFound: '시험지를 찾을 수 없습니다.',
  /** 409 TEST_CLOSED: the attempt is submitted or its time is over. */
  closed: '이미 제출했거나 시험 시간이 끝났습니다.',
  /** 409 TEST_NOT_SUBMITTED */
  notSubmitted: '아직 제출하지 않은 시험입니다.',
  /** 404 NO_INCORRECT */
  noIncorrect: '다시 풀 틀린 문제가 없습니다.',
  /** 404 LEVEL_REPORT_NOT_FOUND: a level-test report link that names none. */
  levelReportNotFound: '레벨 테스트 결과를 찾을 수 없어요. 받은 링크를 다시 확인해 주세요.',
  /** 403 NO_STUDY when the member type gives no alert of its own. */
  noStudy: '사용권한이 없습니다.',
} as const;

/** After the deadline, a submit within this grace still counts its answers (network, the automatic submit at zero). */
export const SUBMIT_GRACE_MS = 30_000;
/** The incorrect-answer quiz's title, as the test paper names it (never the English working name). */
export const QUIZ_TITLE = '오답 퀴즈';
const TITLES: Record<TestType, string> = { W: 'Weekly Test', M: 'Monthly Test', L: 'Level Test' };

const badRequest = () => new HttpError(400, 'TEST_REQUEST', TEST_MESSAGES.request);
const notFound = () => new HttpError(404, 'TEST_NOT_FOUND', TEST_MESSAGES.notFound);

/** Who is taking the test: a member, or a level-test visitor. */
interface Taker {
  owner: string;
  name: string;
  school: string;
  grade: string;
  /** The visitor's grade, or the member's school grade when it is a number 1–6. */
  gradeNumber: number | null;
}

/** The paper question without anything that gives the answer away. */
export function toPaperQuestion(question: ContentQuestion): PaperQuestion {
  return {
    questnSeq: question.questnSeq,
    questnTp: question.questnTp,
    questnDpTp: question.questnDpTp,
    questnText: question.questnText,
    grpText: question.grpText ?? null,
    questnAudUrl: question.questnAudUrl ?? null,
    grpAudUrl: question.grpAudUrl ?? null,
    exmpls: question.exmpls
      ? {
          exmplImgUrl: question.exmpls.exmplImgUrl ?? null,
          exmplTexts: question.exmpls.exmplTexts.map((text) => ({
            seq: text.seq,
            tp: text.tp,
            txt: text.txt,
          })),
        }
      : null,
    shetss: question.shetss.map((choice) => ({
      shetsSeq: choice.shetsSeq,
      shetsText: choice.shetsText ?? null,
      shetsImageUrl: choice.shetsImageUrl ?? null,
    })),
    questnAnswrCnt: question.questnAnswrCnt,
  };
}

/**
 * Marks the final answers of a paper's questions (a question without an answer is wrong; hidden ones never count):
 * each answer with its mark, and the score by the paper's rule (decision 010). Pure: the submit and the demo seed
 * both mark this way.
 */
export function markPaper(
  questions: readonly ContentQuestion[],
  answers: ReadonlyMap<number, string[]>,
): { score: number; answers: FinalAnswer[] } {
  const final: FinalAnswer[] = questions.map((question) => {
    const answrs = answers.get(question.questnSeq) ?? [];
    return {
      questnSeq: question.questnSeq,
      answrs,
      correct: !isHiddenQuestion(question) && isAnswerCorrect(question.questnTp, answrs, question.corrAnswrs),
    };
  });
  const score = scorePaper(
    questions.map((question, index) => ({
      hidden: isHiddenQuestion(question),
      correct: final[index]?.correct ?? false,
    })),
  );
  return { score, answers: final };
}

/** Whether cleaned answers fit a question: shown, known choices once each and not too many; one text answer. */
export function answerFits(question: ContentQuestion, answrs: readonly string[]): boolean {
  if (isHiddenQuestion(question)) return false;
  if (question.questnTp === 'MC') {
    const choices = new Set(question.shetss.map((choice) => String(choice.shetsSeq)));
    if (answrs.some((answer) => !choices.has(answer)) || new Set(answrs).size !== answrs.length) return false;
    return answrs.length <= Math.max(1, question.questnAnswrCnt);
  }
  return answrs.length <= 1;
}

/** What an autosave answers: the row the server holds now, with its answer (the sent one, or another tab's). */
function autosaveResult(saved: AnswerRow): AutosaveResult {
  return {
    questnSeq: saved.questnSeq,
    rev: saved.rev,
    answrs: saved.answrs,
    savedAt: saved.savedAt.getTime(),
  };
}

/** An attempt as the history lists it: its paper, its state, and from the start to the submit (capped at the deadline). */
export function attemptSummary(attempt: AttemptRow, paper: PaperRow): AttemptSummary {
  const submittedAt = attempt.status === 'submitted' ? attempt.submittedAt : null;
  const start = attempt.startedAt.getTime();
  const end = submittedAt
    ? Math.min(submittedAt.getTime(), Math.max(attempt.deadline.getTime(), start))
    : null;
  return {
    tstCd: attempt.tstCd,
    questnCd: attempt.questnCd,
    stdTstTp: paper.tstTp as AttemptSummary['stdTstTp'],
    quiz: attempt.quiz,
    sourceTstCd: attempt.sourceTstCd,
    title: paper.title,
    stdCourse: paper.course,
    stdStep: paper.step,
    stdWeek: paper.week,
    lvtGrd: paper.lvtGrd,
    status: submittedAt ? 'submitted' : 'taking',
    startedAt: start,
    submittedAt: submittedAt ? submittedAt.getTime() : null,
    durationSeconds: end === null ? null : Math.max(0, Math.round((end - start) / 1000)),
    score: submittedAt ? attempt.score : null,
    late: attempt.late,
  };
}

export class TestsService {
  constructor(
    private readonly tests: TestsRepository,
    private readonly members: MembersService,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
  ) {}

  /** The member or visitor behind a token, as the request's usrgbn says; a member must be allowed to study. */
  private async taker(claims: TokenClaims, usrgbn: 'member' | 'user', lvtCdtId?: string): Promise<Taker> {
    if (usrgbn === 'user') {
      if (claims.purpose !== 'lvt' || (lvtCdtId !== undefined && lvtCdtId !== claims.memNo))
        throw unauthorized();
      const candidate = await this.tests.candidate(claims.memNo);
      if (!candidate) throw unauthorized();
      return {
        owner: `lvt:${candidate.id}`,
        name: candidate.name,
        school: candidate.school,
        // The sample test's visitor has no grade (0): it can take no level test.
        grade: candidate.grade > 0 ? String(candidate.grade) : '',
        gradeNumber: candidate.grade > 0 ? candidate.grade : null,
      };
    }
    if (claims.purpose !== 'access') throw unauthorized();
    const { profile, products } = await this.members.profileAndProducts(claims.memNo);
    const product = currentProduct(products);
    const memTp = product?.memTpDtl.memTp ?? profile.memTp;
    if (!canStudy(memTp)) {
      const message = memberTypeAlert(memTp, product?.memTpDtl.memTpLabel) ?? TEST_MESSAGES.noStudy;
      throw new HttpError(403, 'NO_STUDY', message);
    }
    const grade = Number(profile.memGd);
    return {
      owner: profile.memNo,
      name: profile.memNm,
      school: profile.memShl,
      grade: profile.memGd,
      gradeNumber: Number.isInteger(grade) && grade >= 1 && grade <= 6 ? grade : null,
    };
  }

  /**
   * Only who owns the call, for the hot calls of a running attempt (autosave, submit): the bearer check has already
   * found the member and its token version, and whether the member may study was checked when the attempt started.
   * Saves the profile and product reads on every answer (see the end-of-test burst bench).
   */
  private ownerOf(claims: TokenClaims, usrgbn: 'member' | 'user', lvtCdtId?: string): string {
    if (usrgbn === 'user') {
      if (claims.purpose !== 'lvt' || (lvtCdtId !== undefined && lvtCdtId !== claims.memNo))
        throw unauthorized();
      return `lvt:${claims.memNo}`;
    }
    if (claims.purpose !== 'access') throw unauthorized();
    return claims.memNo;
  }

  /**
   * The paper code of a test location. Visitors take the level test, or at the sample location the sample weekly
   * test, whose paper is its own (ADR 047): never a member's weekly or monthly paper.
   */
  private codeOf(body: TestLoadRequest | ResultPaperRequest, taker: Taker): string {
    const { stdTstTp, stdCourse, stdStep, stdWeek } = body;
    if (body.usrgbn === 'user' && stdTstTp === 'W') {
      if (!isSampleLocation({ course: stdCourse, step: stdStep, week: stdWeek })) throw badRequest();
      return SAMPLE_TEST.questnCd;
    }
    if (body.usrgbn === 'user' && stdTstTp !== 'L') throw badRequest();
    if (stdTstTp === 'W') {
      if (!stdCourse || !stdStep || !stdWeek) throw badRequest();
      return paperCode({ stdTstTp, stdCourse, stdStep, stdWeek });
    }
    if (stdTstTp === 'M') {
      if (!stdCourse || !stdStep) throw badRequest();
      return paperCode({ stdTstTp, stdCourse, stdStep });
    }
    const lvtGrd = body.usrgbn === 'user' ? taker.gradeNumber : (body.lvtGrd ?? taker.gradeNumber);
    if (!lvtGrd) throw badRequest();
    return paperCode({ stdTstTp, lvtGrd });
  }

  /**
   * GET mypage/tests/attempts: the member's own attempts, newest first, with their score, dates and duration
   * (issue 30, attempt history). A page beyond the last answers the last (spec §4). Nothing of the answers.
   */
  async history(
    claims: TokenClaims,
    query: { pageNo?: number; pageRow?: number; questnCd?: string },
  ): Promise<AttemptList> {
    const owner = this.ownerOf(claims, 'member');
    const pageRow = query.pageRow ?? PAGE_SIZES.default;
    const questnCd = query.questnCd ? query.questnCd.toUpperCase() : undefined;
    const first = await this.tests.history(owner, questnCd, { offset: 0, limit: 0 });
    const pageNo = clampPage(query.pageNo ?? 1, first.totalCount, pageRow);
    const { totalCount, rows } = await this.tests.history(owner, questnCd, {
      offset: (pageNo - 1) * pageRow,
      limit: pageRow,
    });
    return {
      page: { pageNo, pageRow, totalCount },
      result: rows.map(({ attempt, paper }) => attemptSummary(attempt, paper)),
    };
  }

  /**
   * POST tests/level/report: the caller's own marked level test as a parent acts on it (ADR 074), with its link code,
   * made on the first ask.
   */
  async levelReport(claims: TokenClaims, body: LevelReportRequest): Promise<LevelReport> {
    const owner = this.ownerOf(claims, body.usrgbn, body.lvtCdtId);
    const attempt = await this.ownAttempt(body.tstCd, owner, false);
    const paper = await this.paperOf(attempt.questnCd);
    if (paper.tstTp !== 'L') throw notFound();
    if (attempt.status !== 'submitted')
      throw new HttpError(409, 'TEST_NOT_SUBMITTED', TEST_MESSAGES.notSubmitted);
    return this.reportOf(attempt, paper);
  }

  /** GET level-tests/results/{resultCd}: a report by its link code, for anyone who has the link. */
  async sharedLevelReport(resultCd: string): Promise<LevelReport> {
    const found = await this.tests.byShareCode(resultCd);
    if (!found || found.paper.tstTp !== 'L')
      throw new HttpError(404, 'LEVEL_REPORT_NOT_FOUND', TEST_MESSAGES.levelReportNotFound);
    return this.reportOf(found.attempt, found.paper);
  }

  /** GET mypage/level-tests: the member's marked level tests, newest first, each with its report. */
  async memberLevelReports(claims: TokenClaims): Promise<LevelReport[]> {
    const owner = this.ownerOf(claims, 'member');
    const rows = await this.tests.levelAttempts(owner, 50);
    const reports: LevelReport[] = [];
    for (const { attempt, paper } of rows) reports.push(await this.reportOf(attempt, paper));
    return reports;
  }

  /** A marked level test's report: its recommendation from the bank's levels and sections, and its link code. */
  private async reportOf(attempt: AttemptRow, paper: PaperRow): Promise<LevelReport> {
    const [questions, saved] = await Promise.all([
      this.questionsOf(attempt),
      this.tests.answers(attempt.tstCd),
    ]);
    const right = new Set(saved.filter((row) => row.correct === true).map((row) => row.questnSeq));
    const recommendation = recommendLevel(
      questions.map((question) => ({
        ...(question.tier === undefined ? {} : { tier: question.tier }),
        ...(question.section === undefined ? {} : { section: question.section }),
        hidden: isHiddenQuestion(question),
        correct: right.has(question.questnSeq),
      })),
    );
    const resultCd =
      attempt.shareCd ?? (await this.tests.shareCode(attempt.tstCd, randomBytes(16).toString('base64url')));
    if (!resultCd) throw notFound();
    return {
      resultCd,
      lvtGrd: paper.lvtGrd,
      tstScore: attempt.score ?? 0,
      submittedAt: (attempt.submittedAt ?? attempt.startedAt).getTime(),
      recommendation: recommendation && {
        stdCourse: recommendation.course,
        stdStep: recommendation.step,
        blocks: recommendation.blocks.map((block) => ({
          stdCourse: block.course,
          right: block.right,
          total: block.total,
        })),
        sections: recommendation.sections,
      },
    };
  }

  /** The caller's attempt (someone else's answers 404, as a missing one does). */
  private async ownAttempt(tstCd: string, owner: string, quiz: boolean): Promise<AttemptRow> {
    const attempt = await this.tests.attempt(tstCd);
    if (!attempt || attempt.owner !== owner || attempt.quiz !== quiz) throw notFound();
    return attempt;
  }

  private async paperOf(questnCd: string): Promise<PaperRow> {
    const paper = await this.tests.paper(questnCd);
    if (!paper) throw notFound();
    return paper;
  }

  private async questionsOf(attempt: AttemptRow): Promise<ContentQuestion[]> {
    const wanted = new Set(attempt.questionSeqs);
    return (await this.tests.questions(attempt.questnCd)).filter((question) =>
      wanted.has(question.questnSeq),
    );
  }

  /** An open attempt whose deadline and grace have passed: only the saved answers count now. */
  private expired(attempt: AttemptRow): boolean {
    return this.clock().getTime() > attempt.deadline.getTime() + SUBMIT_GRACE_MS;
  }

  /**
   * Closes the tests left open past their deadline and grace (a tab closed, a child gone): each is marked with the
   * answers saved before its deadline, as the automatic submit at zero would have, and pays and grows by its score
   * once (the submit that marks it wins; a submit racing it counts nothing twice). Answers how many it closed, at
   * most `limit` a call. The server calls it on a timer (ATTEMPT_SWEEP_MS), whether or not anyone comes back.
   */
  async closeExpired(limit = 100): Promise<number> {
    const expired = await this.tests.expired(new Date(this.clock().getTime() - SUBMIT_GRACE_MS), limit);
    for (const attempt of expired) await this.mark(attempt, []);
    return expired.length;
  }

  /** Starts an attempt at a slot, or resumes the open one; a slot already submitted answers its result instead. */
  private async startOrResume(
    taker: Taker,
    paper: PaperRow,
    slot: string,
    quiz: { sourceTstCd: string; seqs: number[] } | null,
  ): Promise<AttemptRow> {
    const existing = await this.tests.attemptAt(taker.owner, slot);
    if (existing) {
      if (existing.status === 'taking' && this.expired(existing)) {
        // Left open past its time (the tab was closed): mark it with what was saved before the deadline.
        return this.mark(existing, []);
      }
      return existing;
    }
    const seqs = quiz
      ? quiz.seqs
      : (await this.tests.questions(paper.questnCd)).map((question) => question.questnSeq);
    const minutes = quiz ? quizMinutes(quiz.seqs.length) : paper.minutes;
    const startedAt = this.clock();
    const created = await this.tests.createAttempt({
      tstCd: `T${randomBytes(15).toString('base64url')}`,
      questnCd: paper.questnCd,
      owner: taker.owner,
      slot,
      quiz: quiz !== null,
      sourceTstCd: quiz?.sourceTstCd ?? null,
      questionSeqs: seqs,
      minutes,
      startedAt,
      deadline: new Date(startedAt.getTime() + minutes * 60_000),
    });
    if (created) return created;
    // A concurrent load created it first.
    const again = await this.tests.attemptAt(taker.owner, slot);
    if (!again) throw notFound();
    return again;
  }

  private async toTestPaper(attempt: AttemptRow, paper: PaperRow, taker: Taker): Promise<TestPaper> {
    const [questions, answers] = await Promise.all([
      this.questionsOf(attempt),
      this.tests.answers(attempt.tstCd),
    ]);
    return {
      questnCd: paper.questnCd,
      tstCd: attempt.tstCd,
      stdTstTp: paper.tstTp as TestType,
      quiz: attempt.quiz,
      title: attempt.quiz ? QUIZ_TITLE : paper.title,
      stdCourse: paper.course,
      stdStep: paper.step,
      stdWeek: paper.week,
      lvtGrd: paper.lvtGrd,
      questnMstm: attempt.minutes,
      memNm: taker.name,
      memShl: taker.school,
      memGd: taker.grade,
      questns: questions.map(toPaperQuestion),
      status: attempt.status === 'submitted' ? 'submitted' : 'taking',
      startedAt: attempt.startedAt.getTime(),
      deadline: attempt.deadline.getTime(),
      serverNow: this.clock().getTime(),
      savedAnswrs:
        attempt.status === 'submitted'
          ? []
          : answers.map((answer) => ({
              questnSeq: answer.questnSeq,
              answrs: answer.answrs,
              rev: answer.rev,
              savedAt: answer.savedAt.getTime(),
            })),
    };
  }

  async load(claims: TokenClaims, body: TestLoadRequest): Promise<TestPaper> {
    const taker = await this.taker(claims, body.usrgbn, body.lvtCdtId);
    const paper = await this.paperOf(this.codeOf(body, taker));
    const attempt = await this.startOrResume(taker, paper, paper.questnCd, null);
    return this.toTestPaper(attempt, paper, taker);
  }

  /**
   * Whether the caller has an attempt at the test that `load` would resume, and its whole seconds left: read-only (it
   * never starts, resumes or marks an attempt, even one left open past its time) and sends nothing of the paper.
   * Attempts are looked up by the caller's own owner key, so someone else's is never seen.
   */
  async inProgress(claims: TokenClaims, query: TestLoadRequest): Promise<TestInProgress> {
    const taker = await this.taker(claims, query.usrgbn, query.lvtCdtId);
    const paper = await this.paperOf(this.codeOf(query, taker));
    const attempt = await this.tests.attemptAt(taker.owner, paper.questnCd);
    if (!attempt || attempt.quiz || attempt.status !== 'taking') return { inProgress: false };
    const left = attempt.deadline.getTime() - this.clock().getTime();
    return { inProgress: true, remainingSeconds: Math.max(0, Math.floor(left / 1000)) };
  }

  async loadQuiz(claims: TokenClaims, body: IncorrectQuizLoadRequest): Promise<TestPaper> {
    const taker = await this.taker(claims, body.usrgbn, body.lvtCdtId);
    const source = await this.tests.attempt(body.tstCd);
    if (!source || source.owner !== taker.owner) throw notFound();
    if (source.status !== 'submitted')
      throw new HttpError(409, 'TEST_NOT_SUBMITTED', TEST_MESSAGES.notSubmitted);
    const paper = await this.paperOf(source.questnCd);
    const slot = `quiz:${source.tstCd}`;
    const open = await this.tests.attemptAt(taker.owner, slot);
    let seqs: number[] = [];
    if (!open) {
      const [questions, answers] = await Promise.all([
        this.questionsOf(source),
        this.tests.answers(source.tstCd),
      ]);
      const right = new Set(
        answers.filter((answer) => answer.correct === true).map((answer) => answer.questnSeq),
      );
      seqs = questions
        .filter((question) => !isHiddenQuestion(question) && !right.has(question.questnSeq))
        .map((question) => question.questnSeq);
      if (seqs.length === 0) throw new HttpError(404, 'NO_INCORRECT', TEST_MESSAGES.noIncorrect);
    }
    const attempt = await this.startOrResume(taker, paper, slot, { sourceTstCd: source.tstCd, seqs });
    return this.toTestPaper(attempt, paper, taker);
  }

  async saveAnswer(claims: TokenClaims, body: AutosaveRequest, quiz: boolean): Promise<AutosaveResult> {
    const owner = this.ownerOf(claims, body.usrgbn, body.lvtCdtId);
    const now = this.clock();
    // The common case in one statement (ADR 022): the answer fits its question, and the attempt is the caller's,
    // open and holds that question. Anything else takes the checked path below, which names what is wrong.
    const answrs = storedAnswers(body.answrs);
    const question = (await this.tests.questions(body.questnCd)).find((q) => q.questnSeq === body.questnSeq);
    if (question && answerFits(question, answrs)) {
      const saved = await this.tests.saveAnswerIfOpen(
        { tstCd: body.tstCd, owner, quiz, questnCd: body.questnCd },
        body.questnSeq,
        answrs,
        body.rev,
        now,
      );
      if (saved) return autosaveResult(saved);
    }
    const attempt = await this.ownAttempt(body.tstCd, owner, quiz);
    if (attempt.questnCd !== body.questnCd) throw notFound();
    if (attempt.status !== 'taking' || now.getTime() > attempt.deadline.getTime()) {
      throw new HttpError(409, 'TEST_CLOSED', TEST_MESSAGES.closed);
    }
    const own = (await this.questionsOf(attempt)).find((q) => q.questnSeq === body.questnSeq);
    if (!own || !answerFits(own, answrs)) throw badRequest();
    const saved = await this.tests.saveAnswer(attempt.tstCd, body.questnSeq, answrs, body.rev, now);
    return autosaveResult(saved);
  }

  /**
   * Marks the attempt. Within the deadline and its grace the given answers count over the saved ones; later only
   * the saved ones, which the autosave took before the deadline.
   */
  private async mark(
    attempt: AttemptRow,
    given: SubmitRequest['questnAnswrs'],
    paid: CoinsPaid = new CoinsPaid(),
  ): Promise<AttemptRow> {
    const now = this.clock();
    const late = now.getTime() > attempt.deadline.getTime() + SUBMIT_GRACE_MS;
    const [questions, saved] = await Promise.all([
      this.questionsOf(attempt),
      this.tests.answers(attempt.tstCd),
    ]);
    const answers = new Map<number, string[]>(saved.map((row) => [row.questnSeq, row.answrs]));
    if (!late) {
      for (const record of given) answers.set(record.questnSeq, storedAnswers(record.answrs));
    }
    const { score, answers: final } = markPaper(questions, answers);
    // A member's submitted test or quiz pays its coins once, in the submitting transaction (ADR 034); a visitor's
    // level test pays nothing.
    // (The paper is read before: nothing outside the transaction may be asked while it is open.)
    const paper = attempt.owner.startsWith('lvt:') ? null : await this.paperOf(attempt.questnCd);
    const pay = async (tx: Tx) => {
      if (!paper) return;
      const place = `${paper.course}코스 ${paper.step}단계 ${paper.week}주`;
      await paid.pay(tx, {
        memNo: attempt.owner,
        at: now,
        source: attempt.quiz ? 'quiz' : 'test',
        key: attempt.tstCd,
        description: `${place} ${attempt.quiz ? '오답 퀴즈' : paper.title || TITLES[paper.tstTp as TestType]} ${score}점`,
        points: attempt.quiz ? COIN_RULES.quiz : testCoins(score, paper.tstTp),
      });
      // Every question missed goes on the member's review schedule (issue 30, ADR 073), once.
      const missed = final.filter((answer, index) => {
        const question = questions[index];
        return !answer.correct && question !== undefined && !isHiddenQuestion(question);
      });
      await enrol(
        tx,
        attempt.owner,
        missed.map((answer) => ({ key: questionKey(attempt.questnCd, answer.questnSeq), kind: 'question' })),
        now,
      );
      // A test below the paying bands pays nothing, and its answer says from which score it would (ADR 057).
      if (!attempt.quiz && testCoins(score, paper.tstTp) === 0) paid.hold('TEST_LOW_SCORE');
      // A weekly or monthly test from 70 points grows the buddy (ADR 060), once per attempt.
      if (!attempt.quiz) {
        await grow(tx, {
          memNo: attempt.owner,
          source: 'test',
          key: attempt.tstCd,
          points: testGrowth(score, paper.tstTp),
          at: now,
        });
      }
    };
    return this.tests.finish(attempt, { score, late, submittedAt: now, answers: final }, pay);
  }

  async submit(claims: TokenClaims, body: SubmitRequest, quiz: boolean): Promise<SubmitResult> {
    const owner = this.ownerOf(claims, body.usrgbn, body.lvtCdtId);
    const attempt = await this.ownAttempt(body.tstCd, owner, quiz);
    if (attempt.questnCd !== body.questnCd) throw notFound();
    const seqs = new Set(attempt.questionSeqs);
    if (body.questnAnswrs.some((record) => !seqs.has(record.questnSeq))) throw badRequest();
    // Only the submit that marked the attempt pays (finish's winner); one sent again, or losing the race, says 0.
    const paid = new CoinsPaid();
    const marked =
      attempt.status === 'submitted' ? attempt : await this.mark(attempt, body.questnAnswrs, paid);
    return {
      tstCd: marked.tstCd,
      tstScore: marked.score ?? 0,
      submittedAt: marked.submittedAt?.getTime() ?? 0,
      late: marked.late,
      coinsEarned: paid.earned(),
    };
  }

  async resultPaper(claims: TokenClaims, body: ResultPaperRequest, quiz: boolean): Promise<ResultPaper> {
    const taker = await this.taker(claims, body.usrgbn, body.lvtCdtId);
    let attempt: AttemptRow | null;
    if (body.tstCd) {
      attempt = await this.ownAttempt(body.tstCd, taker.owner, quiz);
    } else {
      if (quiz) throw badRequest();
      attempt = await this.tests.attemptAt(taker.owner, this.codeOf(body, taker));
      if (!attempt) throw notFound();
    }
    if (attempt.status !== 'submitted') {
      throw new HttpError(409, 'TEST_NOT_SUBMITTED', TEST_MESSAGES.notSubmitted);
    }
    const paper = await this.paperOf(attempt.questnCd);
    const [questions, answers] = await Promise.all([
      this.questionsOf(attempt),
      this.tests.answers(attempt.tstCd),
    ]);
    const byQuestion = new Map<number, AnswerRow>(answers.map((row) => [row.questnSeq, row]));
    const questns: ResultQuestion[] = questions.map((question) => {
      const answer = byQuestion.get(question.questnSeq);
      return {
        ...toPaperQuestion(question),
        tstRst: answer?.correct ? 'Y' : 'N',
        corrAnswrs: question.corrAnswrs,
        stdntAnswrs: answer?.answrs ?? [],
        questnTrans: question.questnTrans ?? null,
        questnCmmtry: question.questnCmmtry ?? null,
        questnRelTxtBook: question.questnRelTxtBook ?? null,
      };
    });
    return {
      questnCd: paper.questnCd,
      tstCd: attempt.tstCd,
      stdTstTp: paper.tstTp as TestType,
      quiz: attempt.quiz,
      title: attempt.quiz ? QUIZ_TITLE : paper.title,
      stdCourse: paper.course,
      stdStep: paper.step,
      stdWeek: paper.week,
      lvtGrd: paper.lvtGrd,
      questnMstm: attempt.minutes,
      memNm: taker.name,
      memShl: taker.school,
      memGd: taker.grade,
      tstScore: attempt.score ?? 0,
      submittedAt: attempt.submittedAt?.getTime() ?? 0,
      late: attempt.late,
      incorrectCount: questions.filter(
        (question, index) => !isHiddenQuestion(question) && questns[index]?.tstRst === 'N',
      ).length,
      questns,
    };
  }

  async preview(questnCd: string): Promise<PreviewPaper> {
    const paper = await this.paperOf(questnCd);
    const questions = await this.tests.questions(paper.questnCd);
    return {
      questnCd: paper.questnCd,
      stdTstTp: paper.tstTp as TestType,
      title: paper.title || TITLES[paper.tstTp as TestType],
      stdCourse: paper.course,
      stdStep: paper.step,
      stdWeek: paper.week,
      lvtGrd: paper.lvtGrd,
      questnMstm: paper.minutes,
      questns: questions.map(toPaperQuestion),
    };
  }

  /** The sample weekly test's anonymous visitor (ADR 047): no grade, so it can take no level test. */
  async createSampleCandidate(): Promise<LevelCandidate> {
    const candidate = await this.tests.createCandidate({
      id: `C${randomBytes(12).toString('base64url')}`,
      name: SAMPLE_TAKER_NAME,
      school: '',
      grade: 0,
    });
    const { token, expiresIn } = await this.tokens.issue({ memNo: candidate.id, ver: 0, purpose: 'lvt' });
    return { lvtCdtId: candidate.id, token, expiresIn };
  }

  async createCandidate(body: LevelCandidateRequest): Promise<LevelCandidate> {
    const usrnm = body.usrnm.trim();
    const school = body.school.trim();
    if (!usrnm || !school) throw badRequest();
    const candidate = await this.tests.createCandidate({
      id: `C${randomBytes(12).toString('base64url')}`,
      name: usrnm,
      school,
      grade: body.grade,
    });
    const { token, expiresIn } = await this.tokens.issue({ memNo: candidate.id, ver: 0, purpose: 'lvt' });
    return { lvtCdtId: candidate.id, token, expiresIn };
  }
}
