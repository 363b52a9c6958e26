import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { ExternalLink } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Link } from '../link';

export type FooterCompany = {
  name: string;
  ceo: string;
  address: string;
  /** Business registration number, e.g. '123-45-67890'. */
  registration: string;
  /** Mail-order business report number (통신판매업 신고번호). */
  mailOrder?: string;
  copyright: string;
};

export type FooterSupport = { phone: string; hours: string; email?: string };
export type FooterLink = {
  label: string;
  href: string;
  /** Shown bold (the privacy policy, as Korean law expects). */ strong?: boolean;
};
export type RelatedSite = { label: string; href: string };

export type FooterWords = {
  /** Name of the company-info block, e.g. '회사 정보'. */
  companyInfo: string;
  ceo: string;
  address: string;
  registration: string;
  mailOrder: string;
  /** Heading of the support block, e.g. '고객센터'. */
  support: string;
  phone: string;
  hours: string;
  email: string;
  /** Name of the policy links list, e.g. '이용 약관 및 정책'. */
  policies: string;
  /** Label of the related-sites select, e.g. '관련 사이트'. */
  relatedSites: string;
  /** The empty choice of the select, e.g. '관련 사이트 선택'. */
  relatedSitesPlaceholder: string;
  /** Text of the go button, e.g. '이동'. */
  go: string;
  /** Added to the go button's name and the links that open a new window, e.g. '새 창 열림'. */
  newWindow: string;
};

export type FooterProps = Omit<ComponentProps<'footer'>, 'children'> & {
  company: FooterCompany;
  support: FooterSupport;
  /** Terms of use and privacy policy. */
  links: readonly FooterLink[];
  relatedSites: readonly RelatedSite[];
  words: FooterWords;
  /** Opens a related site; by default in a new window (noopener). */
  onOpenSite?: (site: RelatedSite) => void;
};

function openInNewWindow(site: RelatedSite) {
  window.open(site.href, '_blank', 'noopener,noreferrer');
}

/**
 * The site footer (spec §1): company info, customer support, terms and privacy, and the related-sites select.
 * Choosing a related site does nothing by itself (WCAG 3.2.2); the go button opens it in a new window.
 */
export function Footer({
  company,
  support,
  links,
  relatedSites,
  words,
  onOpenSite = openInNewWindow,
  className,
  ...props
}: FooterProps) {
  const supportId = useId();
  return (
    <footer
      data-slot="footer"
      className={cn('border-t border-border bg-surface-muted text-sm text-muted', className)}
      {...props}
    >
      <div className="mx-auto flex max-w-(--width-site) flex-col gap-6 px-5 py-8 desktop:flex-row desktop:justify-between">
        <div className="flex flex-col gap-4">
          <ul aria-label={words.policies} className="flex flex-wrap gap-x-5 gap-y-1">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  variant="plain"
                  href={link.href}
                  data-strong={link.strong || undefined}
                  className="inline-flex min-h-6 items-center text-text underline-offset-4 hover:underline data-strong:font-bold"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <section aria-label={words.companyInfo} className="flex flex-col gap-1">
            <p className="font-bold text-text">{company.name}</p>
            <dl className="flex flex-wrap gap-x-4 gap-y-1">
              <Fact term={words.ceo} value={company.ceo} />
              <Fact term={words.registration} value={company.registration} />
              {company.mailOrder ? <Fact term={words.mailOrder} value={company.mailOrder} /> : null}
              <Fact term={words.address} value={company.address} />
            </dl>
            <p className="mt-2">{company.copyright}</p>
          </section>
        </div>
        <div className="flex flex-col gap-4 desktop:items-end">
          <section aria-labelledby={supportId} className="flex flex-col gap-1 desktop:items-end">
            <SupportBlock headingId={supportId} support={support} words={words} />
          </section>
          <RelatedSitesForm sites={relatedSites} words={words} onOpenSite={onOpenSite} />
        </div>
      </div>
    </footer>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt className="shrink-0">{term}</dt>
      <dd className="text-text">{value}</dd>
    </div>
  );
}

function SupportBlock({
  headingId,
  support,
  words,
}: {
  headingId: string;
  support: FooterSupport;
  words: FooterWords;
}) {
  return (
    <>
      <h2 id={headingId} className="text-base font-bold text-text">
        {words.support}
      </h2>
      <dl className="flex flex-col gap-0.5 desktop:items-end">
        <div className="flex items-baseline gap-2">
          <dt className="shrink-0">{words.phone}</dt>
          <dd>
            <a
              href={`tel:${support.phone.replace(/[^\d+]/g, '')}`}
              className="inline-flex min-h-6 items-center text-xl font-bold text-text tabular-nums"
            >
              {support.phone}
            </a>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="shrink-0">{words.hours}</dt>
          <dd className="text-text">{support.hours}</dd>
        </div>
        {support.email ? (
          <div className="flex gap-2">
            <dt className="shrink-0">{words.email}</dt>
            <dd>
              <a href={`mailto:${support.email}`} className="text-text underline-offset-4 hover:underline">
                {support.email}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}

function RelatedSitesForm({
  sites,
  words,
  onOpenSite,
}: {
  sites: readonly RelatedSite[];
  words: FooterWords;
  onOpenSite: (site: RelatedSite) => void;
}) {
  const id = useId();
  const [href, setHref] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const site = sites.find((s) => s.href === href);
    if (site) onOpenSite(site);
  };
  return (
    <form className="flex items-center gap-2" onSubmit={submit}>
      <label htmlFor={id} className="sr-only">
        {words.relatedSites}
      </label>
      <select
        id={id}
        value={href}
        onChange={(event) => setHref(event.target.value)}
        className="h-11 min-w-48 rounded-md border-2 border-border bg-surface px-3 text-base text-text"
      >
        <option value="">{words.relatedSitesPlaceholder}</option>
        {sites.map((site) => (
          <option key={site.href} value={site.href}>
            {site.label}
          </option>
        ))}
      </select>
      <Button
        type="submit"
        variant="outline"
        aria-label={`${words.relatedSites} ${words.go} (${words.newWindow})`}
        disabled={!href}
      >
        {words.go}
        <ExternalLink aria-hidden="true" />
      </Button>
    </form>
  );
}
