import { useId } from 'react';
import { ExternalLink, List, MapPinned, Phone } from 'lucide-react';
import { cn } from '@buddy/ui/utils';
import { paragraphsOf } from '../board/notice-detail';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { OfficeBadge, type BranchSummary } from './branch-finder';
import { branchWords, telHref } from './words';

/** One branch as its page shows it (the app maps the API's BranchDetail). */
export interface BranchDetailInfo extends BranchSummary {
  addressDetail: string;
  /** Opening hours as plain text, line breaks kept. */
  hours: string;
  /** The branch's own words, plain text; paragraphs separated by a blank line. */
  intro: string;
  /** The branch on a maps service, opened in a new window. */
  mapUrl: string;
}

export type BranchDetailProps = {
  branch: BranchDetailInfo;
  listHref: string;
  /** The heading level of the branch's name (default 2). */
  headingLevel?: 2 | 3;
  words?: Partial<typeof branchWords.detail>;
  className?: string;
};

/**
 * One branch (spec §3 Branch): its name, office, address, phone (a tel: link), opening hours and intro as text (never
 * HTML), a link to the map in a new window, and back to the list.
 */
export function BranchDetail({
  branch,
  listHref,
  headingLevel = 2,
  words: wordsProp,
  className,
}: BranchDetailProps) {
  const words = { ...branchWords.detail, ...wordsProp };
  const id = useId();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';

  return (
    <article
      data-slot="branch-detail"
      aria-labelledby={`${id}-name`}
      className={cn('flex flex-col gap-6 break-keep', className)}
    >
      <header className="flex flex-col items-start gap-2 border-b-2 border-text/70 pb-4">
        <OfficeBadge label={words.office} size="md">
          {branch.office}
        </OfficeBadge>
        <Title id={`${id}-name`} className="m-0 text-2xl font-bold">
          {branch.name}
        </Title>
      </header>
      <dl className="m-0 grid grid-cols-1 gap-x-6 gap-y-1 desktop:grid-cols-[7rem_1fr] desktop:gap-y-4">
        <dt className="text-sm font-semibold text-muted desktop:pt-0.5 desktop:text-base">{words.address}</dt>
        <dd className="m-0 mb-3 text-base text-text desktop:mb-0">
          <span className="block">{branch.address}</span>
          {branch.addressDetail ? <span className="block">{branch.addressDetail}</span> : null}
        </dd>
        <dt className="text-sm font-semibold text-muted desktop:pt-2.5 desktop:text-base">{words.phone}</dt>
        <dd className="m-0 mb-3 desktop:mb-0">
          <Button asChild variant="outline" className="tabular-nums">
            <a href={telHref(branch.phone)} data-slot="branch-phone">
              <Phone aria-hidden="true" />
              <span className="sr-only">{words.call(branch.name)} </span>
              {branch.phone}
            </a>
          </Button>
        </dd>
        <dt className="text-sm font-semibold text-muted desktop:pt-0.5 desktop:text-base">{words.hours}</dt>
        <dd className="m-0 text-base whitespace-pre-line text-text tabular-nums">{branch.hours}</dd>
      </dl>
      {branch.intro.trim() ? (
        <section
          aria-labelledby={`${id}-intro`}
          className="flex flex-col gap-3 rounded-lg bg-surface-muted p-5"
        >
          <Sub id={`${id}-intro`} className="m-0 text-lg font-bold">
            {words.intro}
          </Sub>
          {paragraphsOf(branch.intro).map((paragraph, index) => (
            <p key={index} className="m-0 text-base leading-relaxed whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </section>
      ) : null}
      <div className="flex flex-wrap justify-between gap-2 border-t border-border pt-4">
        <Button asChild variant="outline">
          <Link href={listHref} variant="plain">
            <List aria-hidden="true" />
            {words.list}
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link href={branch.mapUrl} external variant="plain" target="_blank" rel="noopener noreferrer">
            <MapPinned aria-hidden="true" />
            {words.map}
            <span className="sr-only"> ({words.newWindow})</span>
            <ExternalLink aria-hidden="true" className="size-4!" />
          </Link>
        </Button>
      </div>
    </article>
  );
}
