import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/*
 * The kit's table parts (shadcn/ui's shape): a real <table> with its caption, header and body, each part a plain
 * function of the element it renders, marked with `data-slot`, classes merged with `cn`. The kit's one table look is
 * in `TableRow`'s `look`: a header row ruled above and below in muted small text, body rows parted by a line. Widths,
 * padding and alignment are the caller's (`className`): a table's columns are its own. A table that turns into cards
 * on a phone keeps both in its own markup (the coin table, the boards): the table from the desktop width.
 */

export function Table({ className, ...props }: ComponentProps<'table'>) {
  return <table data-slot="table" className={cn('w-full border-collapse', className)} {...props} />;
}

const captionVariants = cva('', {
  variants: {
    /** hidden: read by screen readers only (the page's heading already says it); title: shown above the table. */
    look: { hidden: 'sr-only', title: 'pb-3 text-left text-xl font-bold text-text' },
  },
  defaultVariants: { look: 'hidden' },
});

export function TableCaption({
  look,
  className,
  ...props
}: ComponentProps<'caption'> & VariantProps<typeof captionVariants>) {
  return (
    <caption
      data-slot="table-caption"
      data-look={look ?? 'hidden'}
      className={cn(captionVariants({ look }), className)}
      {...props}
    />
  );
}

export function TableHeader(props: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" {...props} />;
}

export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" {...props} />;
}

const rowVariants = cva('', {
  variants: {
    look: {
      /** The header row: ruled above and below, its text small and muted. */
      head: 'border-y-2 border-text/70 text-sm text-muted',
      /** A body row: a line under it. */
      body: 'border-b border-border',
      /** No rule: the caller draws its own. */
      plain: '',
    },
  },
  defaultVariants: { look: 'body' },
});

export function TableRow({
  look,
  className,
  ...props
}: ComponentProps<'tr'> & VariantProps<typeof rowVariants>) {
  return (
    <tr
      data-slot="table-row"
      data-look={look ?? 'body'}
      className={cn(rowVariants({ look }), className)}
      {...props}
    />
  );
}

/** A header cell: a column's (`scope="col"`, the default) or a row's (`scope="row"`). */
export function TableHead({ scope = 'col', ...props }: ComponentProps<'th'>) {
  return <th data-slot="table-head" scope={scope} {...props} />;
}

export function TableCell(props: ComponentProps<'td'>) {
  return <td data-slot="table-cell" {...props} />;
}
