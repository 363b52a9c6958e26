import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type * as React from 'react';
import { ChevronDown, ChevronUp, CircleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { SheetDrawerContext } from './sheet-drawer';
import { testPaperWords } from './words';
import './test-paper.css';

export interface SubmitAreaProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  onSubmit?: () => void;
  /** The submit is on its way: the button is busy (focusable, ignores presses) and says so. */
  submitting?: boolean;
  /** The submit failed: the message shown (and announced) under the button; null or empty for none. */
  error?: React.ReactNode;
  /** Locks the button (no answers can be sent, e.g. in a finished paper). */
  disabled?: boolean;
  words?: Partial<typeof testPaperWords.submitArea>;
}

/** The submit button at the bottom of the answer sheet with its busy state and the failure text. Hidden in print. */
export function SubmitArea({
  onSubmit,
  submitting = false,
  error,
  disabled = false,
  words: wordsProp,
  className,
  ...props
}: SubmitAreaProps) {
  const words = { ...testPaperWords.submitArea, ...wordsProp };
  const errorId = useId();
  const hasError = error != null && error !== '' && error !== false;
  return (
    <div
      data-slot="submit-area"
      data-state={submitting ? 'submitting' : hasError ? 'failed' : 'idle'}
      data-print-hide=""
      className={cn('flex flex-col', className)}
      {...props}
    >
      <Button
        variant="course"
        size="lg"
        className="w-full font-kid"
        loading={submitting}
        disabled={disabled}
        aria-describedby={hasError ? errorId : undefined}
        onClick={onSubmit}
      >
        {submitting ? words.submitting : words.submit}
      </Button>
      {/* Always present so a new failure is announced. */}
      <div id={errorId} role="alert">
        {hasError ? (
          <p className="m-0 mt-2 flex items-start gap-1.5 rounded-md bg-danger-soft p-2 text-sm font-semibold text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}

export interface TestPaperLayoutProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** The theme: course 'a'..'g' or 'level' (sets data-course). */
  course?: string;
  /** The TestHeader. */
  header: React.ReactNode;
  /** Between the header and the questions: the result summary, listen-all and the audio controls. */
  toolbar?: React.ReactNode;
  /** The questions and groups (700 px on desktop). */
  children: React.ReactNode;
  /** The AnswerSheet (210 px on the right on desktop; a bottom bar with a drawer on mobile). Leave out in result and preview. */
  answerSheet?: React.ReactNode;
  /**
   * The submit again after the last question, below 900 px only: there the answer sheet's submit waits in the closed
   * drawer. Pass the same SubmitArea (same handler) as the sheet's. It is hidden on desktop and while the drawer is
   * open, so one submit shows at a time.
   */
  endSubmit?: React.ReactNode;
  /**
   * The right column when there is no answer sheet (the result's cheer): 210 px beside the questions on desktop, above
   * them below 900 px. With neither, the single column (the intro, a preview) is centred.
   */
  aside?: React.ReactNode;
  /** The counter of the mobile bar's button. */
  answered?: number;
  total?: number;
  /** Buttons under the paper (hidden in print). */
  footer?: React.ReactNode;
  /** Shows the page as printed (the print rules applied on screen). */
  printPreview?: boolean;
  words?: Partial<typeof testPaperWords.layout>;
}

/**
 * Keeps a header's actions (the timer and the print button, `[data-slot="test-header-actions"]`) in view while the
 * page scrolls: the header is sticky, and where the actions wrap below its title and facts (a phone) only their row
 * stays, the rows above scrolling away (a negative `top`). Measured again whenever the header's size changes.
 */
function useStuckActions(ref: React.RefObject<HTMLDivElement | null>): void {
  useLayoutEffect(() => {
    const wrapper = ref.current;
    if (!wrapper) return;
    const place = () => {
      const actions = wrapper.querySelector<HTMLElement>('[data-slot="test-header-actions"]');
      const header = wrapper.firstElementChild;
      let hide = 0;
      if (actions && header) {
        const above = actions.getBoundingClientRect().top - header.getBoundingClientRect().top;
        // On one row with the title (wide screens) the whole header stays; wrapped, the rows above it go.
        if (above > STUCK_ROW_GAP * 2)
          hide = Math.round(
            actions.getBoundingClientRect().top - wrapper.getBoundingClientRect().top - STUCK_ROW_GAP,
          );
      }
      wrapper.style.top = hide > 0 ? `${-hide}px` : '';
    };
    place();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(place);
    observer.observe(wrapper);
    return () => observer.disconnect();
  }, [ref]);
}

/** What of the header stays above its actions' row when they stick on their own (px). */
const STUCK_ROW_GAP = 12;

/**
 * The test-paper page (spec §2, §9): a 1020 px page in a 1120 px container, the questions (700 px) on the left and the
 * answer sheet (210 px, sticky) on the right; the header (timer, print) stays at the top while the page scrolls. Below
 * 900 px one column, with the answer sheet behind a bottom bar that opens it as a drawer, closed again by a jump to a
 * question from it. Print: A4, 10 mm margins, without the answer sheet, footer, timer or buttons.
 */
export function TestPaperLayout({
  course,
  header,
  toolbar,
  children,
  answerSheet,
  endSubmit,
  aside,
  answered,
  total,
  footer,
  printPreview = false,
  words: wordsProp,
  className,
  ...props
}: TestPaperLayoutProps) {
  const words = { ...testPaperWords.layout, ...wordsProp };
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const drawer = useMemo(() => ({ close: () => setOpen(false) }), []);
  const headerRef = useRef<HTMLDivElement>(null);
  useStuckActions(headerRef);

  // Escape inside the open drawer (mobile) closes it and returns to its button.
  useEffect(() => {
    const drawer = drawerRef.current;
    if (!drawer || !open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    };
    drawer.addEventListener('keydown', onKeyDown);
    return () => drawer.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const page = (
    <div
      data-slot="test-paper-layout"
      data-course={course}
      data-side={answerSheet ? 'answer-sheet' : aside ? 'aside' : 'none'}
      className={cn('test-paper-page group/paper flex flex-col gap-4 py-4 text-text', className)}
      {...props}
    >
      {/* The header (the timer and the print button) stays in view while the questions scroll, at every width. */}
      <div
        ref={headerRef}
        data-slot="paper-header"
        className="sticky top-0 z-30 -mt-4 bg-background pt-4 print:static print:mt-0 print:pt-0"
      >
        {header}
      </div>
      {toolbar}
      <div className="flex flex-col gap-4 desktop:flex-row desktop:justify-between desktop:group-data-[side=none]/paper:justify-center">
        <section
          id={listId}
          aria-label={words.questions}
          data-slot="question-list"
          className={cn(
            'flex w-full min-w-0 flex-col gap-4 desktop:w-(--width-question-list)',
            answerSheet ? 'max-desktop:pb-20' : undefined,
          )}
        >
          {children}
          {endSubmit ? (
            <div
              data-slot="end-submit"
              data-state={open ? 'hidden' : 'shown'}
              className="pt-2 desktop:hidden data-[state=hidden]:hidden"
            >
              {endSubmit}
            </div>
          ) : null}
        </section>
        {!answerSheet && aside ? (
          <div
            data-slot="paper-aside"
            className="flex flex-col gap-4 max-desktop:order-first desktop:w-(--width-answer-panel) desktop:shrink-0"
          >
            <div className="flex flex-col gap-4 desktop:sticky desktop:top-4">{aside}</div>
          </div>
        ) : null}
        {answerSheet ? (
          <div
            data-slot="answer-panel"
            data-state={open ? 'open' : 'closed'}
            data-print-hide=""
            className={cn(
              'desktop:w-(--width-answer-panel) desktop:shrink-0',
              'max-desktop:fixed max-desktop:inset-x-0 max-desktop:bottom-0 max-desktop:z-40 max-desktop:flex max-desktop:flex-col-reverse',
              'max-desktop:border-t-2 max-desktop:border-border max-desktop:bg-surface max-desktop:shadow-soft',
            )}
          >
            <button
              ref={toggleRef}
              type="button"
              aria-expanded={open}
              aria-controls={drawerId}
              onClick={() => setOpen((value) => !value)}
              className="flex min-h-13 w-full cursor-pointer items-center justify-center gap-2 bg-course-strong px-4 text-lg font-bold text-course-foreground focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-focus desktop:hidden"
            >
              {open ? <ChevronDown aria-hidden="true" /> : <ChevronUp aria-hidden="true" />}
              {open ? words.closeSheet : words.openSheet(answered ?? 0, total ?? 0)}
            </button>
            <div
              id={drawerId}
              ref={drawerRef}
              className={cn(
                'desktop:sticky desktop:top-[165px]',
                'max-desktop:max-h-[70vh] max-desktop:overflow-y-auto max-desktop:p-3',
                open ? undefined : 'max-desktop:hidden',
              )}
            >
              <SheetDrawerContext.Provider value={drawer}>{answerSheet}</SheetDrawerContext.Provider>
            </div>
          </div>
        ) : null}
      </div>
      {footer ? (
        // Centred under the questions' column, not under the whole page.
        <div
          data-slot="test-paper-footer"
          data-print-hide=""
          className="flex flex-wrap justify-center gap-3 desktop:w-(--width-question-list) desktop:group-data-[side=none]/paper:self-center"
        >
          {footer}
        </div>
      ) : null}
    </div>
  );

  return printPreview ? <div className="test-paper-print-preview bg-surface">{page}</div> : page;
}
