/** What the brand information pages share: the page column, a titled section and the level-test call to action. */
import type { ReactNode } from 'react';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';

export const LEVEL_TEST = { label: '레벨 테스트 해보기', href: '/tests' } as const;

/** The column of an information page: sections spaced out, room above and below. */
export function BrandPage({ children, course }: { children: ReactNode; course?: string }) {
  return (
    <div data-course={course} className="flex flex-col gap-12 py-8 desktop:gap-16 desktop:py-12">
      {children}
    </div>
  );
}

/** A section with its h2 (whose id names it) and an optional lead. */
export function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex scroll-mt-24 flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 id={id} className="text-2xl font-bold text-text desktop:text-3xl">
          {title}
        </h2>
        {lead ? <p className="max-w-2xl text-base text-muted">{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** A closing band: a title, a sentence, the level test and an optional second link. */
export function CallToAction({
  id,
  title,
  text,
  primary = LEVEL_TEST,
  secondary,
}: {
  id: string;
  title: string;
  text: string;
  primary?: { label: string; href: string };
  secondary?: { label: string; href: string };
}) {
  return (
    <section
      aria-labelledby={id}
      className="grid gap-6 rounded-lg bg-primary p-6 text-primary-foreground desktop:grid-cols-[1fr_auto] desktop:items-center desktop:p-10"
    >
      <div className="flex flex-col gap-2">
        <h2 id={id} className="text-2xl font-bold desktop:text-3xl">
          {title}
        </h2>
        <p className="text-base">{text}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg" variant="secondary">
          <Link variant="plain" href={primary.href}>
            {primary.label}
          </Link>
        </Button>
        {secondary ? (
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground bg-transparent text-primary-foreground hover:border-primary-foreground hover:bg-primary-foreground hover:text-primary"
          >
            <Link variant="plain" href={secondary.href}>
              {secondary.label}
            </Link>
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** A definition list of short facts (who it is for, how long a day takes...), two columns on desktop. */
export function Facts({ facts }: { facts: readonly { label: string; value: string }[] }) {
  return (
    <dl className="m-0 grid gap-3 rounded-lg border border-border bg-surface p-5 min-[600px]:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-col gap-1 rounded-md bg-course-soft px-4 py-3">
          <dt className="text-sm font-bold text-course-strong">{fact.label}</dt>
          <dd className="m-0 text-base text-text">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
