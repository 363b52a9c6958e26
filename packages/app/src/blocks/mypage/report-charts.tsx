import { useId } from 'react';
import type * as React from 'react';
import { MessageCircleHeart } from 'lucide-react';
import { cn } from '@buddy/ui/utils';
import { EmptyNote, PanelState, type PanelStatus } from './parts';
import { mypageWords } from './words';

/** A month's report for a parent. */
export interface ReportData {
  /** The latest test's score. */
  examScore: number;
  /** The month's average score. */
  avgScore: number;
  /** Percent of the month's study done, 0–100. */
  progress: number;
  /** The overall comment. */
  comment: string;
  /** The month's tests: a label, weekly or monthly, and the score. */
  exams: readonly { label: string; kind: 'weekly' | 'monthly'; score: number }[];
  /** Percent done per learning area. */
  areas: readonly { area: string; rate: number }[];
  /**
   * The words on the spaced review's schedule (the units studied, whatever the month) and how many are remembered
   * now (issue 30).
   */
  words: { remembered: number; total: number };
}

export interface ReportChartsProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  report?: ReportData | null;
  status?: PanelStatus;
  onRetry?: () => void;
  /** The heading level of the report's sections (default 2). */
  headingLevel?: 2 | 3;
  words?: {
    report?: Partial<typeof mypageWords.report>;
    state?: Partial<typeof mypageWords.state>;
  };
}

const clamp = (value: number) => Math.max(0, Math.min(100, value));

/**
 * The report for a parent (spec §3 Report): the comment, the latest score against the month's mean, the progress as
 * a ring, the month's tests as a bar chart, the language areas as bars, and the words remembered of those studied
 * (issue 30, spaced review). Every figure is also written as text (the charts are pictures of the text, hidden from
 * assistive technology; the test chart has a table).
 */
export function ReportCharts({
  report,
  status = 'ready',
  onRetry,
  headingLevel = 2,
  words: wordsProp,
  className,
  ...props
}: ReportChartsProps) {
  const words = { ...mypageWords.report, ...wordsProp?.report };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (status !== 'ready' || !report) {
    return (
      <div data-slot="report-charts" className={className} {...props}>
        <PanelState
          status={status === 'ready' ? 'loading' : status}
          onRetry={onRetry}
          words={wordsProp?.state}
        />
      </div>
    );
  }
  return (
    <div data-slot="report-charts" className={cn('grid gap-4 desktop:grid-cols-2', className)} {...props}>
      <Card heading={words.comment} Heading={Heading} className="desktop:col-span-2">
        <p className="m-0 flex items-start gap-3 text-lg leading-relaxed text-text">
          <MessageCircleHeart aria-hidden="true" className="mt-1 size-6 shrink-0 text-course-strong" />
          <span>{report.comment}</span>
        </p>
      </Card>
      <Card heading={words.scores} Heading={Heading}>
        {report.exams.length === 0 ? (
          <EmptyNote>{words.noScores}</EmptyNote>
        ) : (
          <ScoreCompare report={report} words={words} />
        )}
      </Card>
      <Card heading={words.progress} Heading={Heading}>
        <ProgressRing rate={report.progress} label={words.progress} words={words} />
      </Card>
      <Card heading={words.examStats} Heading={Heading}>
        {report.exams.length === 0 ? (
          <EmptyNote>{words.noExams}</EmptyNote>
        ) : (
          <ExamChart stats={report.exams} words={words} />
        )}
      </Card>
      <Card heading={words.langStats} Heading={Heading}>
        <ul className="m-0 flex list-none flex-col gap-3 p-0">
          {report.areas.map((stat) => (
            <li key={stat.area} className="grid grid-cols-[4rem_1fr_3.5rem] items-center gap-3">
              <span className="font-semibold text-text">{stat.area}</span>
              <span aria-hidden="true" className="h-4 overflow-hidden rounded-full bg-surface-muted">
                <span
                  className="block h-full rounded-full bg-course-shape"
                  style={{ width: `${clamp(stat.rate)}%` }}
                />
              </span>
              <span className="text-right font-bold tabular-nums text-text">{words.rate(stat.rate)}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card heading={words.reviewWords} Heading={Heading} className="desktop:col-span-2">
        {report.words.total === 0 ? (
          <EmptyNote>{words.noReviewWords}</EmptyNote>
        ) : (
          <RememberedWords {...report.words} words={words} />
        )}
      </Card>
    </div>
  );
}

/** The words remembered of those studied: the sentence, and a bar as its picture (a meter for assistive technology). */
function RememberedWords({ remembered, total, words }: ReportData['words'] & { words: Words }) {
  const shown = Math.min(Math.max(0, remembered), total);
  return (
    <div className="flex flex-col gap-3">
      <p className="m-0 text-lg break-keep text-text">{words.remembered(shown, total)}</p>
      <div
        role="meter"
        aria-label={words.reviewWords}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={shown}
        aria-valuetext={words.rememberedValue(shown, total)}
        className="h-4 overflow-hidden rounded-full bg-surface-muted"
      >
        <span
          className="block h-full rounded-full bg-course-shape"
          style={{ width: `${clamp((shown / total) * 100)}%` }}
        />
      </div>
    </div>
  );
}

function Card({
  heading,
  Heading,
  className,
  children,
}: {
  heading: string;
  Heading: 'h2' | 'h3';
  className?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-soft',
        className,
      )}
    >
      <Heading id={id} className="m-0 text-lg font-bold text-text">
        {heading}
      </Heading>
      {children}
    </section>
  );
}

type Words = typeof mypageWords.report;

function ScoreCompare({ report, words }: { report: ReportData; words: Words }) {
  const rows = [
    { key: 'exam', label: words.examScore, score: report.examScore, look: 'bg-course-strong' },
    { key: 'avg', label: words.avgScore, score: report.avgScore, look: 'bg-course' },
  ];
  return (
    <dl className="m-0 flex flex-col gap-3">
      {rows.map((row) => (
        <div key={row.key} className="flex flex-col gap-1">
          <dt className="text-sm text-muted">{row.label}</dt>
          <dd className="m-0 flex items-center gap-3">
            <span className="w-16 text-2xl font-bold tabular-nums text-text">{words.score(row.score)}</span>
            <span aria-hidden="true" className="h-3 flex-1 overflow-hidden rounded-full bg-surface-muted">
              <span
                data-score={row.key}
                className={cn('block h-full rounded-full', row.look)}
                style={{ width: `${clamp(row.score)}%` }}
              />
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

const RING = 52;
const CIRCUMFERENCE = 2 * Math.PI * RING;

function ProgressRing({ rate, label, words }: { rate: number; label: string; words: Words }) {
  const value = clamp(rate);
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={words.rate(value)}
      className="relative mx-auto size-36"
    >
      <svg aria-hidden="true" viewBox="0 0 120 120" className="size-full -rotate-90">
        <circle cx={60} cy={60} r={RING} fill="none" strokeWidth={12} className="stroke-surface-muted" />
        <circle
          cx={60}
          cy={60}
          r={RING}
          fill="none"
          strokeWidth={12}
          strokeLinecap="round"
          className="stroke-course-strong"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
        />
      </svg>
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center text-3xl font-bold tabular-nums text-text"
      >
        {words.rate(value)}
      </span>
    </div>
  );
}

const CHART_HEIGHT = 160;
const CHART_TOP = 22;
const CHART_BOTTOM = 26;

function ExamChart({ stats, words }: { stats: ReportData['exams']; words: Words }) {
  const width = Math.max(280, stats.length * 64);
  const slot = width / stats.length;
  const barWidth = Math.min(36, slot * 0.55);
  const plot = CHART_HEIGHT - CHART_TOP - CHART_BOTTOM;
  return (
    <>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
        className="w-full overflow-visible"
        data-slot="exam-chart"
      >
        <line
          x1={0}
          x2={width}
          y1={CHART_HEIGHT - CHART_BOTTOM}
          y2={CHART_HEIGHT - CHART_BOTTOM}
          className="stroke-border"
          strokeWidth={2}
        />
        {stats.map((stat, index) => {
          const x = slot * index + (slot - barWidth) / 2;
          const height = Math.max(2, (plot * clamp(stat.score)) / 100);
          const y = CHART_HEIGHT - CHART_BOTTOM - height;
          return (
            <g key={`${stat.label}-${index}`}>
              <rect
                x={x}
                y={y}
                width={barWidth}
                height={height}
                rx={5}
                data-kind={stat.kind}
                className="fill-course data-[kind=monthly]:fill-course-shape"
              />
              <text
                x={x + barWidth / 2}
                y={y - 6}
                textAnchor="middle"
                className="fill-text text-[12px] font-semibold tabular-nums"
              >
                {stat.score}
              </text>
              <text
                x={x + barWidth / 2}
                y={CHART_HEIGHT - 8}
                textAnchor="middle"
                className="fill-muted text-[11px]"
              >
                {stat.label}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{words.examStatsTable}</caption>
        <thead>
          <tr>
            <th scope="col">{words.examHeader}</th>
            <th scope="col">{words.typeHeader}</th>
            <th scope="col">{words.scoreHeader}</th>
          </tr>
        </thead>
        <tbody>
          {stats.map((stat, index) => (
            <tr key={`${stat.label}-${index}`}>
              <th scope="row">{stat.label}</th>
              <td>{words.testType[stat.kind]}</td>
              <td>{words.score(stat.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
