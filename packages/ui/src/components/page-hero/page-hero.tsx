import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

export const pageHeroVariants = cva(
  'grid items-center gap-6 overflow-hidden rounded-lg px-5 py-8 desktop:gap-10 desktop:px-10 desktop:py-12',
  {
    variants: {
      tone: {
        brand: 'bg-primary-soft [--hero-accent:var(--primary)] [--hero-pill:var(--surface)]',
        course: 'bg-course-soft [--hero-accent:var(--course-strong)] [--hero-pill:var(--surface)]',
        plain:
          'border border-border bg-surface [--hero-accent:var(--primary)] [--hero-pill:var(--primary-soft)]',
      },
    },
    defaultVariants: { tone: 'brand' },
  },
);

export type PageHeroProps = Omit<React.ComponentProps<'section'>, 'title'> &
  VariantProps<typeof pageHeroVariants> & {
    /** The page's title; rendered as its one h1 unless `titleAs` says otherwise. */
    title: React.ReactNode;
    /** A short line above the title (the area or the program's name). */
    eyebrow?: React.ReactNode;
    /** One or two sentences under the title. */
    lead?: React.ReactNode;
    /** A picture beside the text (below it on a narrow screen); decorative pictures carry aria-hidden themselves. */
    illustration?: React.ReactNode;
    /** Buttons or links under the lead (calls to action). */
    actions?: React.ReactNode;
    titleAs?: 'h1' | 'h2';
    /** Id of the title, which names the section (default: derived with useId by the caller, or none). */
    titleId?: string;
  };

/**
 * The opening band of an information page: an eyebrow, the title, a lead, calls to action and an illustration slot.
 * Tinted by tone: the site's primary tint, the course theme's tint (inside data-course) or plain surface.
 */
export function PageHero({
  title,
  eyebrow,
  lead,
  illustration,
  actions,
  titleAs: Title = 'h1',
  titleId,
  tone,
  className,
  ...props
}: PageHeroProps) {
  const t = tone ?? 'brand';
  return (
    <section
      data-slot="page-hero"
      data-tone={t}
      data-illustrated={illustration ? '' : undefined}
      aria-labelledby={titleId}
      className={cn(
        pageHeroVariants({ tone: t }),
        'desktop:data-illustrated:grid-cols-[minmax(0,1fr)_minmax(0,360px)]',
        className,
      )}
      {...props}
    >
      <div className="flex min-w-0 flex-col items-start gap-4">
        {eyebrow ? (
          <p className="rounded-full bg-(--hero-pill) px-4 py-1 text-base font-bold text-(--hero-accent)">
            {eyebrow}
          </p>
        ) : null}
        <Title id={titleId} className="text-3xl leading-tight font-extrabold text-text desktop:text-4xl">
          {title}
        </Title>
        {lead ? <div className="max-w-2xl text-lg text-muted">{lead}</div> : null}
        {actions ? <div className="flex flex-wrap gap-3 pt-1">{actions}</div> : null}
      </div>
      {illustration ? (
        <div
          data-slot="page-hero-illustration"
          className="mx-auto w-full max-w-[280px] min-w-0 desktop:max-w-[360px]"
        >
          {illustration}
        </div>
      ) : null}
    </section>
  );
}
