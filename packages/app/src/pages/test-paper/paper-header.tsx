/**
 * The header of a session's paper: what the test is (from the paper or result once loaded, else from the address and
 * the signed-in person), the timer while taking, and print once the paper is shown.
 */
import type { TestSessionSnapshot } from '@buddy/api';
import { MESSAGES, TEST_SPECS, timeWarningMessage, type TestType } from '@buddy/domain';
import { TestHeader } from '@buddy/ui/test-paper';
import { paperTheme, printPaper } from './paper-theme';
import { defaultTitle, TEST_PAGE_WORDS } from './words';

/** What the screen knows of the test before the paper arrives (from the address and the signed-in person). */
export interface TestInfo {
  type: TestType;
  course?: string | null;
  step?: number | null;
  week?: number | null;
  grade?: number | null;
  quiz?: boolean;
  studentName?: string;
  /**
   * The time of a new attempt, when the page knows it better than the test type does (the quiz's, by its questions);
   * null while it is not known yet (the quiz still counting its questions, an attempt reopened whose time this tab
   * cannot tell): nothing says a time until the paper does.
   */
  minutes?: number | null;
  /** An attempt in progress that the page reopens: the seconds it had left when the page opened, when known. */
  remainingSeconds?: number | null;
}

/** The test as the header shows it. */
export interface PaperMeta {
  type: TestType;
  course: string | null;
  step: number | null;
  week: number | null;
  grade: number | null;
  title: string;
  /** Null until known. */
  minutes: number | null;
  studentName: string | undefined;
  /** The paper's theme (data-course). */
  theme: string;
}

/** The loaded paper (or result) speaks for the test; before it loads, the address and the person do. */
export function paperMeta(state: TestSessionSnapshot['state'], info: TestInfo): PaperMeta {
  const source = state.result ?? state.paper;
  const type = source?.stdTstTp ?? info.type;
  const course = source ? source.stdCourse : (info.course ?? null);
  const step = source ? source.stdStep : (info.step ?? null);
  const quiz = source?.quiz ?? info.quiz ?? false;
  return {
    type,
    course,
    step,
    week: source ? source.stdWeek : (info.week ?? null),
    grade: source ? source.lvtGrd : (info.grade ?? null),
    // The quiz has its Korean name whatever the paper calls it.
    title: quiz ? TEST_PAGE_WORDS.quizTitle : (source?.title ?? defaultTitle(type, step ?? undefined)),
    minutes: source
      ? source.questnMstm
      : info.minutes === undefined
        ? TEST_SPECS[type].minutes
        : info.minutes,
    studentName: source?.memNm ?? info.studentName,
    theme: paperTheme(type, course),
  };
}

function courseLabel({ type, course, step, week, grade }: PaperMeta): string | undefined {
  if (type === 'L') return grade ? TEST_PAGE_WORDS.grade(grade) : undefined;
  return course ? TEST_PAGE_WORDS.course(course, step, type === 'W' ? week : null) : undefined;
}

export function PaperHeader({
  meta,
  remainingSeconds,
  printable,
}: {
  meta: PaperMeta;
  /** Seconds left while taking; undefined hides the timer. */
  remainingSeconds?: number;
  /** The paper is on screen (taking or the result): the print button shows. */
  printable: boolean;
}) {
  return (
    <TestHeader
      title={meta.title}
      course={meta.theme}
      courseLabel={courseLabel(meta)}
      studentName={meta.studentName}
      minutes={meta.minutes ?? undefined}
      remainingSeconds={remainingSeconds}
      warnAtMinutes={TEST_SPECS[meta.type].warnAtMinutes}
      timerWords={{ warning: timeWarningMessage, ended: MESSAGES.timeUp }}
      words={{ course: meta.type === 'L' ? TEST_PAGE_WORDS.gradeTerm : TEST_PAGE_WORDS.courseTerm }}
      hidePrint={!printable}
      onPrint={printPaper}
    />
  );
}
