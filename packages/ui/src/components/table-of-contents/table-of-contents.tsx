import type * as React from 'react';
import { useId } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

export interface TableOfContentsItem {
  /** The id of the section the entry jumps to (an element on the same page). */
  id: string;
  label: string;
}

export const tableOfContentsVariants = cva('rounded-lg p-5', {
  variants: {
    tone: {
      surface: 'border border-border bg-surface',
      muted: 'bg-surface-muted',
    },
    columns: {
      1: '',
      2: '[&_ol]:desktop:grid-cols-2',
    },
  },
  defaultVariants: { tone: 'surface', columns: 2 },
});

export type TableOfContentsProps = Omit<React.ComponentProps<'nav'>, 'children'> &
  VariantProps<typeof tableOfContentsVariants> & {
    /** The visible title, which also names the navigation, e.g. 'Contents'. */
    label: string;
    items: readonly TableOfContentsItem[];
    /** Draw 1., 2., … before the entries (off when the labels carry their own numbers, e.g. 'Article 1'). */
    numbered?: boolean;
  };

/**
 * A long document's contents: a numbered list of in-page links (`#id`) to its sections, each a target at least 44 px
 * high. Named by its visible label (not a heading, so the page's outline is left as it is).
 */
export function TableOfContents({
  label,
  items,
  numbered = true,
  tone,
  columns,
  className,
  ...props
}: TableOfContentsProps) {
  const labelId = useId();
  const t = tone ?? 'surface';
  const c = columns ?? 2;
  return (
    <nav
      data-slot="table-of-contents"
      data-tone={t}
      data-numbered={numbered}
      aria-labelledby={labelId}
      className={cn(tableOfContentsVariants({ tone: t, columns: c }), className)}
      {...props}
    >
      <p id={labelId} className="mb-2 text-lg font-bold text-text">
        {label}
      </p>
      <ol className="m-0 grid list-none gap-x-6 p-0">
        {items.map((item, index) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="flex min-h-11 items-center gap-2 rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {numbered ? (
                <span
                  aria-hidden="true"
                  className="w-7 shrink-0 text-sm font-semibold text-muted tabular-nums"
                >
                  {index + 1}.
                </span>
              ) : null}
              <span>{item.label}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
