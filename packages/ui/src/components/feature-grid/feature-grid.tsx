import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

export interface FeatureItem {
  title: string;
  text: React.ReactNode;
  /** A small decorative picture (an icon or an inline SVG); it is hidden from assistive technology. */
  icon?: React.ReactNode;
}

export const featureGridVariants = cva('m-0 grid list-none gap-4 p-0', {
  variants: {
    columns: {
      2: 'min-[600px]:grid-cols-2',
      3: 'min-[600px]:grid-cols-2 desktop:grid-cols-3',
      4: 'min-[600px]:grid-cols-2 desktop:grid-cols-4',
    },
    tone: {
      surface:
        '[&_[data-slot=feature-card]]:border [&_[data-slot=feature-card]]:border-border [&_[data-slot=feature-card]]:bg-surface',
      muted: '[&_[data-slot=feature-card]]:bg-surface-muted',
    },
  },
  defaultVariants: { columns: 3, tone: 'surface' },
});

export type FeatureGridProps = Omit<React.ComponentProps<'ul'>, 'children'> &
  VariantProps<typeof featureGridVariants> & {
    items: readonly FeatureItem[];
    /** The heading level of each card's title, to follow the page's outline (default 3). */
    headingLevel?: 2 | 3 | 4;
  };

/**
 * A grid of short cards, each an optional icon, a title and a sentence or two: what a program offers, why it works.
 * One column on a phone, two from 600 px, `columns` on desktop. The icon badge takes the course colours.
 */
export function FeatureGrid({
  items,
  columns,
  tone,
  headingLevel = 3,
  className,
  ...props
}: FeatureGridProps) {
  const Heading = `h${headingLevel}` as const;
  const c = columns ?? 3;
  const t = tone ?? 'surface';
  return (
    <ul
      data-slot="feature-grid"
      data-columns={c}
      data-tone={t}
      className={cn(featureGridVariants({ columns: c, tone: t }), className)}
      {...props}
    >
      {items.map((item) => (
        <li key={item.title} data-slot="feature-card" className="flex flex-col gap-3 rounded-lg p-5">
          {item.icon ? (
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-md bg-course-soft text-course-strong [&_svg]:size-7"
            >
              {item.icon}
            </span>
          ) : null}
          <Heading className="text-lg font-bold text-text">{item.title}</Heading>
          <div className="text-base text-muted">{item.text}</div>
        </li>
      ))}
    </ul>
  );
}
