/**
 * The textbooks' QR pages (spec §2 /qrcode, /qrcode/main, /qrcode/answerView; §3 QR-code files; ADR 033). A parent
 * scans a code printed in the book and lands on that week's answer sheet; from there, any week of any course and
 * either book. Open to every visitor; phone-first. The address holds everything, so a code is just a link:
 * /qrcode?course=A&step=1&week=2&book=SB.
 */
import { Navigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { qrQueries, type QrBook } from '@buddy/api';
import { COURSES, MAX_STEP, MAX_WEEK, type Course } from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { Status } from '@buddy/ui/status';
import { useApp } from '../../app/context';
import { useDocumentTitle } from '../../layouts/area-frame';
import { QR_WORDS as WORDS } from './qr-words';

export interface QrPlace {
  course: Course | null;
  step: number | null;
  week: number | null;
  book: QrBook;
}

const inRange = (value: string | null, max: number): number | null => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 && n <= max ? n : null;
};

/** The place a code or a link names (the spec's stdCourse/stdStep/stdWeek/stdType are read too). */
export function qrPlaceOf(params: URLSearchParams): QrPlace {
  const course = (params.get('course') ?? params.get('stdCourse'))?.toUpperCase() ?? null;
  const book = (params.get('book') ?? params.get('stdType'))?.toUpperCase();
  return {
    course: COURSES.find((known) => known === course) ?? null,
    step: inRange(params.get('step') ?? params.get('stdStep'), MAX_STEP),
    week: inRange(params.get('week') ?? params.get('stdWeek'), MAX_WEEK),
    book: book === 'WB' ? 'WB' : 'SB',
  };
}

export const qrMainHref = (course: Course, book: QrBook) => `/qrcode/main?course=${course}&book=${book}`;
export const qrSheetHref = (course: Course, book: QrBook, step: number, week: number) =>
  `/qrcode/answerView?course=${course}&book=${book}&step=${step}&week=${week}`;

/** /qrcode: where a scanned code lands; on to its sheet, or to the choice of weeks when the code names less. */
export function QrEntryPage() {
  const [params] = useSearchParams();
  const place = qrPlaceOf(params);
  if (place.course && place.step && place.week) {
    return <Navigate replace to={qrSheetHref(place.course, place.book, place.step, place.week)} />;
  }
  return <Navigate replace to={qrMainHref(place.course ?? 'A', place.book)} />;
}

function QrFrame({ title, lead, children }: { title: string; lead?: string; children: React.ReactNode }) {
  useDocumentTitle(title);
  return (
    <section
      aria-labelledby="qr-title"
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 py-8 desktop:py-12"
    >
      <header className="flex flex-col gap-2 rounded-lg bg-primary-soft p-5 desktop:p-6">
        <p className="m-0 text-sm font-semibold text-primary">{WORDS.area}</p>
        <h1 id="qr-title" className="m-0 text-2xl font-bold break-keep text-text desktop:text-3xl">
          {title}
        </h1>
        {lead ? <p className="m-0 text-base break-keep text-text">{lead}</p> : null}
      </header>
      {children}
    </section>
  );
}

/** A row of choices as links, the current one marked (aria-current and a fill, not colour alone: a check mark). */
function Choices({
  label,
  items,
}: {
  label: string;
  items: { label: string; href: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
        {items.map((item) => (
          <li key={item.href}>
            <Button asChild variant={item.current ? 'primary' : 'outline'} size="lg">
              <Link variant="plain" href={item.href} aria-current={item.current ? 'page' : undefined}>
                {item.current ? <span aria-hidden="true">✓ </span> : null}
                {item.label}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /qrcode/main: a course and a book, then every week's sheet of it. */
export function QrMainPage() {
  const { api } = useApp();
  const [params] = useSearchParams();
  const place = qrPlaceOf(params);
  const course = place.course ?? 'A';
  const files = useQuery(qrQueries.files(api, course, place.book));
  return (
    <QrFrame title={WORDS.mainTitle} lead={WORDS.mainLead}>
      <Choices
        label={WORDS.courseNav}
        items={COURSES.map((each) => ({
          label: WORDS.course(each),
          href: qrMainHref(each, place.book),
          current: each === course,
        }))}
      />
      <Choices
        label={WORDS.bookNav}
        items={(['SB', 'WB'] as const).map((book) => ({
          label: WORDS.book[book],
          href: qrMainHref(course, book),
          current: book === place.book,
        }))}
      />
      {files.isPending ? (
        <Status state="loading" message={WORDS.loading} />
      ) : files.isError ? (
        <Status
          state="error"
          message={WORDS.failed}
          retryLabel={WORDS.retry}
          onRetry={() => void files.refetch()}
        />
      ) : files.data.length === 0 ? (
        <Status state="empty" message={WORDS.empty} />
      ) : (
        <ol className="m-0 flex list-none flex-col gap-3 p-0" aria-label={WORDS.weeks(course, place.book)}>
          {Array.from({ length: MAX_STEP }, (_, at) => at + 1).map((step) => {
            const weeks = files.data.filter((file) => file.stdStep === step);
            if (weeks.length === 0) return null;
            return (
              <li key={step} className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
                <h2 className="m-0 text-lg font-bold text-text">{WORDS.step(step)}</h2>
                <ul className="m-0 grid list-none grid-cols-2 gap-2 p-0 min-[480px]:grid-cols-4">
                  {weeks.map((file) => (
                    <li key={file.stdWeek}>
                      <Button asChild variant="secondary" size="lg" className="w-full">
                        <Link variant="plain" href={qrSheetHref(course, place.book, step, file.stdWeek)}>
                          {WORDS.week(file.stdWeek)}
                          <span className="sr-only">
                            {' '}
                            {WORDS.sheetOf(course, step, file.stdWeek, place.book)}
                          </span>
                        </Link>
                      </Button>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      )}
    </QrFrame>
  );
}

/** /qrcode/answerView: one week's answer sheet, with the weeks before and after it and the other book. */
export function QrAnswerViewPage() {
  const { api } = useApp();
  const [params] = useSearchParams();
  const place = qrPlaceOf(params);
  const course = place.course ?? 'A';
  const files = useQuery(qrQueries.files(api, course, place.book));
  if (!place.course || !place.step || !place.week)
    return <Navigate replace to={qrMainHref(course, place.book)} />;
  const { step, week, book } = place;
  const title = WORDS.sheetOf(course, step, week, book);
  const at = files.data?.findIndex((file) => file.stdStep === step && file.stdWeek === week) ?? -1;
  const sheet = files.data?.[at];
  const prev = at > 0 ? files.data?.[at - 1] : undefined;
  const next = at >= 0 ? files.data?.[at + 1] : undefined;
  const otherBook: QrBook = book === 'SB' ? 'WB' : 'SB';
  return (
    <QrFrame title={title} lead={WORDS.viewLead}>
      {files.isPending ? (
        <Status state="loading" message={WORDS.loading} />
      ) : files.isError ? (
        <Status
          state="error"
          message={WORDS.failed}
          retryLabel={WORDS.retry}
          onRetry={() => void files.refetch()}
        />
      ) : !sheet ? (
        <Status
          state="empty"
          message={WORDS.missing}
          action={
            <Button asChild variant="outline">
              <Link variant="plain" href={qrMainHref(course, book)}>
                {WORDS.choose}
              </Link>
            </Button>
          }
        />
      ) : (
        <>
          <figure className="m-0 overflow-hidden rounded-lg border border-border bg-white shadow-soft">
            <img src={sheet.fileImagePath} alt={WORDS.sheetAlt(title)} className="block h-auto w-full" />
          </figure>
          <nav aria-label={WORDS.around} className="grid grid-cols-2 gap-3">
            {prev ? (
              <Button asChild variant="outline" size="lg">
                <Link variant="plain" href={qrSheetHref(course, book, prev.stdStep, prev.stdWeek)}>
                  ← {WORDS.place(prev.stdStep, prev.stdWeek)}
                </Link>
              </Button>
            ) : (
              <span />
            )}
            {next ? (
              <Button asChild variant="outline" size="lg">
                <Link variant="plain" href={qrSheetHref(course, book, next.stdStep, next.stdWeek)}>
                  {WORDS.place(next.stdStep, next.stdWeek)} →
                </Link>
              </Button>
            ) : (
              <span />
            )}
          </nav>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link variant="plain" href={qrSheetHref(course, otherBook, step, week)}>
                {WORDS.otherBook(otherBook)}
              </Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link variant="plain" href={qrMainHref(course, book)}>
                {WORDS.choose}
              </Link>
            </Button>
          </div>
        </>
      )}
    </QrFrame>
  );
}
