import { useId, useRef, useState } from 'react';
import type * as React from 'react';
import { Check, Copy, Link2 } from 'lucide-react';
import { Button } from '@buddy/ui/button';
import { cn } from '@buddy/ui/utils';
import { levelReportWords } from './words';

/** Puts text on the clipboard; rejects when the browser refuses (no permission, not a secure page, no clipboard). */
export type CopyText = (text: string) => Promise<void>;

const clipboardCopy: CopyText = async (text) => {
  if (typeof navigator === 'undefined' || !navigator.clipboard) throw new Error('no clipboard');
  await navigator.clipboard.writeText(text);
};

export interface ResultLinkProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  /** The whole address to keep (what is shown and copied). */
  address: string;
  /** Copying waits until the page can act (a page drawn on the server, before it is hydrated). */
  disabled?: boolean;
  /** How the address is copied (default: the browser's clipboard). */
  copy?: CopyText;
  /** The heading level (default 3: a part of the report). */
  headingLevel?: 2 | 3;
  words?: Partial<typeof levelReportWords.link>;
}

/**
 * The report's link to keep (issue 30, ADR 074): the address in a read-only field and a copy button. A copy says
 * "copied" politely; a browser that refuses the clipboard gets the address selected in its field and the words to
 * copy it by hand. A note says what the link holds (no name) and that whoever has it can open it.
 */
export function ResultLink({
  address,
  disabled = false,
  copy = clipboardCopy,
  headingLevel = 3,
  words: wordsProp,
  className,
  ...props
}: ResultLinkProps) {
  const words = { ...levelReportWords.link, ...wordsProp };
  const headingId = useId();
  const fieldId = useId();
  const noteId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'refused'>('idle');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const onCopy = async () => {
    try {
      await copy(address);
      setState('copied');
    } catch {
      setState('refused');
      field.current?.focus();
      field.current?.select();
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      data-slot="result-link"
      data-state={state}
      className={cn('@container flex flex-col gap-3 rounded-lg bg-surface-muted p-4', className)}
      {...props}
    >
      <Heading id={headingId} className="m-0 flex items-center gap-2 text-lg font-bold text-text">
        <Link2 aria-hidden="true" className="size-5 text-primary" />
        {words.heading}
      </Heading>
      <p className="m-0 text-base text-text">{words.lead}</p>
      <div className="flex flex-col gap-2 @md:flex-row @md:items-center">
        <label htmlFor={fieldId} className="sr-only">
          {words.field}
        </label>
        <input
          ref={field}
          id={fieldId}
          type="text"
          readOnly
          value={address}
          aria-describedby={noteId}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 w-full min-w-0 flex-1 rounded-md border border-border bg-surface px-3 font-mono text-sm text-text focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        />
        <Button variant="outline" className="shrink-0" disabled={disabled} onClick={() => void onCopy()}>
          {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {words.copy}
        </Button>
      </div>
      <p role="status" data-slot="result-link-status" className="m-0 text-sm font-semibold empty:hidden">
        {state === 'copied' ? (
          <span className="text-success">{words.copied}</span>
        ) : state === 'refused' ? (
          <span className="text-danger">{words.refused}</span>
        ) : null}
      </p>
      <p id={noteId} className="m-0 text-sm text-muted">
        {words.note}
      </p>
    </section>
  );
}
