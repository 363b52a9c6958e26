/**
 * The test-paper screen of one session (spec §2 Test-paper screen, §4): the intro, the paper while taking (header with
 * timer and print, questions on the left, the answer sheet with each answer's save state and the submit on the
 * right), the result (score, marks, the explanation box), and the loading and failure states. It draws the kit's
 * components from a session snapshot; the page owns the session.
 */
import { useState, type ReactNode } from 'react';
import type { ResultPaper, TestSessionSnapshot } from '@buddy/api';
import {
  isHiddenQuestion,
  MESSAGES,
  TEST_SPECS,
  timeWarningMessage,
  unansweredCount,
  type TestType,
} from '@buddy/domain';
import {
  AnswerSheet,
  AudioControls,
  AudioPlayerProvider,
  Button,
  Link,
  ListenAllButton,
  ResultSummary,
  SubmitArea,
  TestHeader,
  TestIntro,
  TestPaperLayout,
} from '@buddy/ui';
import { PaperQuestions, paperAudio } from './paper-questions';
import { sheetQuestions } from './question-view';
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
}

export interface TestScreenProps {
  snapshot: TestSessionSnapshot;
  info: TestInfo;
  onStart: () => void;
  onRetryResult: () => void;
  onChoose: (questnSeq: number, choice: string) => void;
  onWrite: (questnSeq: number, text: string) => void;
  onSubmit: () => void;
  /** Where "home" goes after a result or a failure. */
  homeHref: string;
  homeLabel: string;
  /** The incorrect-answer quiz of a result, when it has wrong answers (and is not itself a quiz). */
  quizHref?: (result: ResultPaper) => string | null;
}

/** Spec §2: print scrolls to the top, then prints (the kit's print CSS lays out A4). */
export function printPaper(): void {
  window.scrollTo({ top: 0, behavior: 'instant' });
  window.print();
}

/** The theme of the paper: the level test has its own, the others their course's (data-course). */
export function paperTheme(type: TestType, course: string | null | undefined): string {
  return type === 'L' ? 'level' : (course ?? 'a').toLowerCase();
}

function Panel({ title, children, role }: { title?: string; children: ReactNode; role?: 'status' }) {
  return (
    <div
      role={role}
      className="mx-auto flex w-full max-w-2xl flex-col items-center gap-4 rounded-lg border-2 border-border bg-surface p-8 text-center shadow-soft"
    >
      {title ? <h2 className="m-0 text-2xl font-bold text-text">{title}</h2> : null}
      {children}
    </div>
  );
}

export function TestScreen({
  snapshot,
  info,
  onStart,
  onRetryResult,
  onChoose,
  onWrite,
  onSubmit,
  homeHref,
  homeLabel,
  quizHref,
}: TestScreenProps) {
  const { state } = snapshot;
  const [showExplanation, setShowExplanation] = useState(false);
  const source = state.result ?? state.paper;
  const type = source?.stdTstTp ?? info.type;
  const course = source ? source.stdCourse : (info.course ?? null);
  const step = source ? source.stdStep : (info.step ?? null);
  const week = source ? source.stdWeek : (info.week ?? null);
  const grade = source ? source.lvtGrd : (info.grade ?? null);
  const quiz = source?.quiz ?? info.quiz ?? false;
  const title = source?.title ?? (quiz ? TEST_PAGE_WORDS.quizTitle : defaultTitle(type, step ?? undefined));
  const minutes = source?.questnMstm ?? TEST_SPECS[type].minutes;
  const taking = state.phase === 'taking' || state.phase === 'submitting';
  const theme = paperTheme(type, course);
  const paperShown = taking || state.phase === 'result';

  const header = (
    <TestHeader
      title={title}
      course={theme}
      courseLabel={
        type === 'L'
          ? grade
            ? TEST_PAGE_WORDS.grade(grade)
            : undefined
          : course
            ? TEST_PAGE_WORDS.course(course, step, type === 'W' ? week : null)
            : undefined
      }
      studentName={source?.memNm ?? info.studentName}
      minutes={minutes}
      remainingSeconds={taking && state.remaining !== null ? state.remaining : undefined}
      warnAtMinutes={TEST_SPECS[type].warnAtMinutes}
      timerWords={{ warning: timeWarningMessage, ended: MESSAGES.timeUp }}
      hidePrint={!paperShown}
      onPrint={printPaper}
    />
  );

  const home = (
    <Button asChild variant="outline" size="lg">
      <Link variant="plain" href={homeHref}>
        {homeLabel}
      </Link>
    </Button>
  );

  if (!paperShown) {
    let body: ReactNode;
    switch (state.phase) {
      case 'intro':
      case 'loading':
        body = <TestIntro minutes={minutes} onStart={onStart} starting={state.phase === 'loading'} />;
        break;
      case 'loadingResult':
        body = (
          <Panel role="status">
            <p className="m-0 text-lg">{TEST_PAGE_WORDS.loadingResult}</p>
          </Panel>
        );
        break;
      case 'loadFailed':
      case 'resultFailed':
        body = (
          <Panel
            title={
              state.phase === 'loadFailed'
                ? TEST_PAGE_WORDS.loadFailedTitle
                : TEST_PAGE_WORDS.resultFailedTitle
            }
          >
            <p className="m-0 text-lg">{state.error?.message}</p>
            <div className="flex flex-wrap justify-center gap-3">
              {state.error?.status === 403 ? null : (
                <Button
                  size="lg"
                  variant="course"
                  onClick={state.phase === 'loadFailed' ? onStart : onRetryResult}
                >
                  {TEST_PAGE_WORDS.retry}
                </Button>
              )}
              {home}
            </div>
          </Panel>
        );
        break;
    }
    return (
      <TestPaperLayout course={theme} header={header}>
        {body}
      </TestPaperLayout>
    );
  }

  if (state.phase === 'result' && state.result) {
    const result = state.result;
    const gradable = result.questns.filter((question) => !isHiddenQuestion(question));
    const right = gradable.filter((question) => question.tstRst === 'Y').length;
    const quizLink = quizHref?.(result) ?? null;
    return (
      <AudioPlayerProvider>
        <TestPaperLayout
          course={theme}
          header={header}
          toolbar={
            <div className="flex flex-col gap-2">
              <ResultSummary
                score={result.tstScore}
                right={right}
                total={gradable.length}
                showExplanation={showExplanation}
                onShowExplanationChange={setShowExplanation}
                hidePrint
              />
              {result.late ? <p className="m-0 text-base text-muted">{TEST_PAGE_WORDS.lateNote}</p> : null}
            </div>
          }
          footer={
            <>
              {quizLink ? (
                <Button asChild variant="course" size="lg">
                  <Link variant="plain" href={quizLink}>
                    {TEST_PAGE_WORDS.quiz(result.incorrectCount)}
                  </Link>
                </Button>
              ) : null}
              {home}
            </>
          }
        >
          <PaperQuestions questions={result.questns} mode="result" showExplanation={showExplanation} />
        </TestPaperLayout>
      </AudioPlayerProvider>
    );
  }

  const paper = state.paper;
  if (!paper) return null;
  const shown = paper.questns.filter((question) => !isHiddenQuestion(question));
  const answered = shown.length - unansweredCount(shown, snapshot.answers);
  const audio = paperAudio(paper.questns);
  return (
    <AudioPlayerProvider>
      <TestPaperLayout
        course={theme}
        header={header}
        toolbar={
          audio.length > 0 ? (
            <div
              data-print-hide=""
              className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg bg-surface px-4 py-2 shadow-soft"
            >
              <ListenAllButton sources={audio} />
              <AudioControls />
            </div>
          ) : undefined
        }
        answered={answered}
        total={shown.length}
        answerSheet={
          <AnswerSheet
            questions={sheetQuestions(paper.questns)}
            answers={snapshot.answers}
            answered={answered}
            saveStates={snapshot.saveStates}
            submit={
              <SubmitArea
                onSubmit={onSubmit}
                submitting={state.phase === 'submitting'}
                error={state.submitError ?? undefined}
              />
            }
          />
        }
      >
        <PaperQuestions
          questions={paper.questns}
          mode="taking"
          answers={snapshot.answers}
          disabled={state.locked || state.phase === 'submitting'}
          onChoose={onChoose}
          onWrite={onWrite}
        />
      </TestPaperLayout>
    </AudioPlayerProvider>
  );
}
