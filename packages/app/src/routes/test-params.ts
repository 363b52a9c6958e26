/**
 * The address of the test-paper screen (spec §2 /tests, /incorrectQuizTests; §3 Test location; §4 Test paper):
 * `type` W|M|L, `course` A–G, `step` 1–7, `week` 1–4, `grade` 1–6 (the level test's school grade), `display` T|R,
 * `tstCd` (the attempt, kept in the address once loaded so a reload resumes it), and for preview `questnCd` with
 * `token`, or `sample=W` for the sample weekly test a visitor tries (ADR 047). Anything missing or out of range is
 * left out; a member's test without a usable location is 'invalid'.
 */
import type { TestLocation } from '@buddy/api';
import { COURSES, MAX_STEP, MAX_WEEK, type TestDisplay } from '@buddy/domain';

export type { TestLocation };

export type TestAddress =
  | { kind: 'preview'; questnCd: string; token: string }
  | { kind: 'test'; location: TestLocation; display: TestDisplay; tstCd?: string }
  | { kind: 'sample'; display: TestDisplay; tstCd?: string }
  | { kind: 'invalid' };

export type QuizAddress =
  { kind: 'quiz'; sourceTstCd: string; display: TestDisplay; quizTstCd?: string } | { kind: 'invalid' };

function int(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,2}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

function code(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= 40 ? trimmed : undefined;
}

function display(params: URLSearchParams): TestDisplay {
  return params.get('display')?.toUpperCase() === 'R' ? 'R' : 'T';
}

/** The test at /tests. Without `type` it is the level test (the brand site's "레벨 테스트" link has no query). */
export function parseTestAddress(params: URLSearchParams): TestAddress {
  const questnCd = code(params.get('questnCd'));
  const token = params.get('token')?.trim();
  if (questnCd && token) return { kind: 'preview', questnCd, token };
  const sample = params.get('sample');
  if (sample !== null) {
    if (sample.toUpperCase() !== 'W') return { kind: 'invalid' };
    const tstCd = code(params.get('tstCd'));
    return { kind: 'sample', display: display(params), ...(tstCd ? { tstCd } : {}) };
  }

  const rawType = (params.get('type') ?? 'L').toUpperCase();
  if (rawType !== 'W' && rawType !== 'M' && rawType !== 'L') return { kind: 'invalid' };
  const rawCourse = params.get('course')?.toUpperCase();
  const course = COURSES.find((c) => c === rawCourse);
  const step = int(params.get('step'), 1, MAX_STEP);
  const week = int(params.get('week'), 1, MAX_WEEK);
  const grade = int(params.get('grade'), 1, 6);
  const location: TestLocation =
    rawType === 'L'
      ? { type: 'L', ...(grade ? { grade } : {}) }
      : rawType === 'M'
        ? { type: 'M', course, step }
        : { type: 'W', course, step, week };
  if (rawType !== 'L' && (!course || !step || (rawType === 'W' && !week))) return { kind: 'invalid' };
  const tstCd = code(params.get('tstCd'));
  return { kind: 'test', location, display: display(params), ...(tstCd ? { tstCd } : {}) };
}

/** The incorrect-answer quiz at /incorrectQuizTests: `tstCd` is the submitted test it retries; `quizCd` its own attempt. */
export function parseQuizAddress(params: URLSearchParams): QuizAddress {
  const sourceTstCd = code(params.get('tstCd'));
  if (!sourceTstCd) return { kind: 'invalid' };
  const quizTstCd = code(params.get('quizCd'));
  return { kind: 'quiz', sourceTstCd, display: display(params), ...(quizTstCd ? { quizTstCd } : {}) };
}

/** The address of a test (for links and for keeping the attempt in the address). */
export function testHref(
  location: TestLocation,
  extra: { display?: TestDisplay; tstCd?: string } = {},
): string {
  const params = new URLSearchParams({ type: location.type });
  if (location.course) params.set('course', location.course);
  if (location.step) params.set('step', String(location.step));
  if (location.week && location.type === 'W') params.set('week', String(location.week));
  if (location.grade) params.set('grade', String(location.grade));
  if (extra.display === 'R') params.set('display', 'R');
  if (extra.tstCd) params.set('tstCd', extra.tstCd);
  return `/tests?${params.toString()}`;
}

export function quizHref(
  sourceTstCd: string,
  extra: { display?: TestDisplay; quizTstCd?: string } = {},
): string {
  const params = new URLSearchParams({ tstCd: sourceTstCd });
  if (extra.display === 'R') params.set('display', 'R');
  if (extra.quizTstCd) params.set('quizCd', extra.quizTstCd);
  return `/incorrectQuizTests?${params.toString()}`;
}
