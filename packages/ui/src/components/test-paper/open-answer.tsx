import { Check, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { TextField } from '../text-field';
import type { TestPaperMode } from './choice-list';
import { testPaperWords } from './words';

export interface OpenAnswerProps {
  /** The number shown for the question (its label reads '<n>번 답 쓰기'). */
  number: number;
  /** The typed text (the OE answer's one entry). */
  value: string;
  onValueChange?: (text: string) => void;
  mode?: TestPaperMode;
  /** The accepted answers, shown in result mode. */
  accepted?: readonly string[];
  /** Whether the answer was marked right (result mode): the mark next to the student's text. */
  correct?: boolean;
  disabled?: boolean;
  words?: Partial<typeof testPaperWords.openAnswer>;
  className?: string;
}

/** The text answer of an OE question: a labelled input while taking; the student's text and the accepted answers in result mode. */
export function OpenAnswer({
  number,
  value,
  onValueChange,
  mode = 'taking',
  accepted = [],
  correct,
  disabled = false,
  words: wordsProp,
  className,
}: OpenAnswerProps) {
  const words = { ...testPaperWords.openAnswer, ...wordsProp };
  if (mode === 'result') {
    return (
      <dl data-slot="open-answer" data-mode={mode} className={cn('flex flex-col gap-2 text-lg', className)}>
        <div
          data-chosen=""
          data-correct={correct ? '' : undefined}
          data-state={correct ? 'correct' : 'wrong'}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border-2 px-3 py-2 data-[state=correct]:border-success data-[state=correct]:bg-success-soft data-[state=wrong]:border-danger data-[state=wrong]:bg-danger-soft"
        >
          <dt className="text-sm font-semibold text-muted">{words.yourAnswer}</dt>
          <dd className="m-0 flex items-center gap-2 font-kid">
            {correct ? (
              <Check aria-hidden="true" className="size-5 text-success" />
            ) : (
              <X aria-hidden="true" className="size-5 text-danger" />
            )}
            {value.trim() === '' ? <span className="font-sans text-muted">{words.noAnswer}</span> : value}
          </dd>
        </div>
        {accepted.length > 0 ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3">
            <dt className="text-sm font-semibold text-success">{words.accepted}</dt>
            <dd className="m-0 font-kid">{accepted.join(' / ')}</dd>
          </div>
        ) : null}
      </dl>
    );
  }
  return (
    <TextField
      data-slot="open-answer"
      className={className}
      inputClassName="font-kid"
      size="lg"
      label={words.label(number)}
      value={value}
      onChange={(event) => onValueChange?.(event.target.value)}
      readOnly={mode === 'preview'}
      disabled={disabled}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
    />
  );
}
