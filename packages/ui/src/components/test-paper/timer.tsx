import { useEffect, useRef, useState } from 'react';
import type * as React from 'react';
import { AlarmClock, Printer } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { testPaperWords } from './words';
import './test-paper.css';
import { formatClock } from './paper-format';

export interface TimerProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** Seconds left (the app counts them from the server's deadline). */
  seconds: number;
  /**
   * The minute of the time warning (the product's rule: Buddy's 2, 3 or 5 for its weekly, monthly and level tests).
   * From then on the timer looks urgent, and passing it is announced once. 0 (default): no warning.
   */
  warnAtMinutes?: number;
  words?: Partial<typeof testPaperWords.timer>;
}

/**
 * The remaining time as mm:ss (role timer, named '남은 시간'), urgent from the warning minute on. A polite status
 * region speaks only at the warning moment and when the time is up, never every
 * second. Hidden in print.
 */
export function Timer({ seconds, warnAtMinutes = 0, words: wordsProp, className, ...props }: TimerProps) {
  const words = { ...testPaperWords.timer, ...wordsProp };
  const warnAt = warnAtMinutes * 60;
  const state = seconds <= 0 ? 'ended' : seconds <= warnAt ? 'warning' : 'running';
  const previous = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const endedText = words.ended;
  const warningText = words.warning(warnAtMinutes);

  useEffect(() => {
    const before = previous.current;
    previous.current = seconds;
    if (before === null || seconds >= before) return;
    if (before > 0 && seconds <= 0) setAnnouncement(endedText);
    else if (before > warnAt && seconds <= warnAt) setAnnouncement(warningText);
  }, [seconds, warnAt, endedText, warningText]);

  return (
    <>
      <div
        role="timer"
        aria-label={words.label}
        data-slot="timer"
        data-state={state}
        data-print-hide=""
        className={cn(
          'inline-flex min-h-11 items-center gap-2 rounded-full bg-surface px-4 text-xl font-bold text-text tabular-nums shadow-soft',
          'data-[state=warning]:bg-danger data-[state=warning]:text-primary-foreground',
          'data-[state=ended]:bg-danger data-[state=ended]:text-primary-foreground',
          className,
        )}
        {...props}
      >
        <AlarmClock aria-hidden="true" className="size-5" />
        <span>{formatClock(seconds)}</span>
      </div>
      <span role="status" data-slot="timer-announcement" data-print-hide="" className="sr-only">
        {announcement}
      </span>
    </>
  );
}

export interface TestHeaderProps extends Omit<React.ComponentProps<'header'>, 'children' | 'title'> {
  title: React.ReactNode;
  /** The course's name as shown (e.g. 'A'). */
  courseLabel?: React.ReactNode;
  studentName?: React.ReactNode;
  /** The test's time in minutes. */
  minutes?: number;
  /** Seconds left: shows the Timer (leave out in result and preview). */
  remainingSeconds?: number;
  /** The timer's warning minute (see `Timer`); the timer shows with `remainingSeconds`. */
  warnAtMinutes?: number;
  /** The theme: course 'a'..'g' or 'level' (data-course). */
  course?: string;
  onPrint?: () => void;
  /** Hides the print button (preview). */
  hidePrint?: boolean;
  words?: Partial<typeof testPaperWords.testHeader>;
  timerWords?: Partial<typeof testPaperWords.timer>;
}

/** The test header: title, course, name and time, the timer and the print button, in the course's colour. */
export function TestHeader({
  title,
  courseLabel,
  studentName,
  minutes,
  remainingSeconds,
  warnAtMinutes,
  course,
  onPrint,
  hidePrint = false,
  words: wordsProp,
  timerWords,
  className,
  ...props
}: TestHeaderProps) {
  const words = { ...testPaperWords.testHeader, ...wordsProp };
  const facts: [string, React.ReactNode][] = [];
  if (courseLabel != null) facts.push([words.course, courseLabel]);
  if (studentName != null) facts.push([words.name, studentName]);
  if (minutes != null) facts.push([words.time, words.minutes(minutes)]);
  return (
    <header
      data-slot="test-header"
      data-course={course}
      className={cn(
        'test-paper-header flex flex-wrap items-center gap-x-6 gap-y-3 rounded-lg bg-course-strong px-4 py-3 text-course-foreground sm:px-6',
        className,
      )}
      {...props}
    >
      <h1 className="m-0 text-2xl font-bold">{title}</h1>
      {facts.length > 0 ? (
        <dl className="m-0 flex flex-wrap gap-x-4 gap-y-1 text-base">
          {facts.map(([term, detail]) => (
            <div key={term} className="flex gap-1.5">
              <dt className="opacity-90">{term}</dt>
              <dd className="m-0 font-semibold">{detail}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {/* Left out when empty: an empty item would still wrap to a row of its own, and its gap would move the page below
          it as the header's text takes its font (issue 27: layout shift). */}
      {remainingSeconds != null || !hidePrint ? (
        <div data-slot="test-header-actions" className="ml-auto flex items-center gap-3">
          {remainingSeconds != null ? (
            <Timer seconds={remainingSeconds} warnAtMinutes={warnAtMinutes} words={timerWords} />
          ) : null}
          {hidePrint ? null : (
            <Button variant="outline" data-print-hide="" onClick={onPrint} className="border-surface">
              <Printer aria-hidden="true" />
              {words.print}
            </Button>
          )}
        </div>
      ) : null}
    </header>
  );
}
