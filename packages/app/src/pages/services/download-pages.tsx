/**
 * The download room (spec §2 Brand site /services/download): the brochure (a PDF made in the repo by
 * packages/content-generator/src/brochure) and the installer, which installs the site as an app (no desktop installer:
 * docs/decisions/032-installable-web-app.md).
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Download, MonitorSmartphone } from 'lucide-react';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { Mascot } from '@buddy/ui/mascot';
import { StepList } from '@buddy/ui/step-list';
import { SubNav } from '@buddy/ui/sub-nav';
import { startInstallSupport, useInstallPrompt } from '../../app/install';
import { SERVICES_MENU, ServicesFrame } from './services-frame';
import { BROCHURE, DOWNLOAD_WORDS } from './download-words';

const B = DOWNLOAD_WORDS.brochure;
const I = DOWNLOAD_WORDS.installer;

/** The download room's own pages (브로슈어, 설치 프로그램), from the customer centre's menu. */
const DOWNLOAD_MENU =
  SERVICES_MENU.find((item) => item.path.startsWith('/services/download'))?.children ?? [];

function DownloadNav() {
  const { pathname } = useLocation();
  return (
    <SubNav
      label={DOWNLOAD_WORDS.nav}
      items={DOWNLOAD_MENU.map((item) => ({ label: item.label, href: item.path }))}
      currentPath={pathname}
    />
  );
}

/** A titled block of a download page. */
function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="m-0 text-xl font-bold text-text desktop:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function BrochurePage() {
  return (
    <ServicesFrame title={B.title} lead={B.lead}>
      <DownloadNav />
      <article
        aria-labelledby="brochure-title"
        className="grid gap-6 rounded-lg border border-border bg-surface p-5 desktop:grid-cols-[280px_1fr] desktop:gap-10 desktop:p-8"
      >
        <img
          src={BROCHURE.cover}
          alt={B.coverAlt}
          width={400}
          height={566}
          className="mx-auto h-auto w-full max-w-[280px] rounded-md border border-border shadow-soft"
        />
        <div className="flex min-w-0 flex-col gap-5">
          <h2 id="brochure-title" className="m-0 text-2xl font-bold text-text">
            {B.heading}
          </h2>
          <dl className="m-0 flex flex-wrap gap-3">
            {B.facts.map((fact) => (
              <div key={fact.label} className="flex gap-2 rounded-full bg-primary-soft px-4 py-1.5">
                <dt className="font-semibold text-primary">{fact.label}</dt>
                <dd className="m-0 text-text tabular-nums">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-col gap-2">
            <h3 className="m-0 text-lg font-bold text-text">{B.contentsTitle}</h3>
            <ul className="m-0 flex list-disc flex-col gap-1 pl-5 text-base break-keep text-text">
              {B.contents.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <Button asChild size="xl" className="self-stretch text-center whitespace-normal desktop:self-start">
            <a href={BROCHURE.href} download={BROCHURE.fileName} type="application/pdf">
              <Download aria-hidden="true" />
              <span>
                {B.download[0]} <span className="whitespace-nowrap">{B.download[1]}</span>
              </span>
            </a>
          </Button>
        </div>
      </article>
      <aside
        aria-labelledby="brochure-note"
        className="flex flex-col gap-3 rounded-lg bg-primary-soft p-5 desktop:flex-row desktop:items-center desktop:gap-5"
      >
        <Mascot pose="happy" size="md" />
        <div className="flex flex-col gap-2">
          <h2 id="brochure-note" className="m-0 text-lg font-bold text-text">
            {B.noteTitle}
          </h2>
          <p className="m-0 text-base break-keep text-text">{B.note}</p>
          <p className="m-0 flex flex-wrap gap-x-5 gap-y-1">
            <Link href="/tests">{B.levelTest}</Link>
            <Link href="/services/faq">{B.faq}</Link>
          </p>
        </div>
      </aside>
    </ServicesFrame>
  );
}

/** What this browser can do now: install from our button, say it is installed, or point to the steps below. */
function InstallStatus() {
  const { canInstall, installed, install } = useInstallPrompt();
  const [dismissed, setDismissed] = useState(false);
  // The service worker and the prompt's listener (once per page load; main.tsx may have started them already).
  useEffect(() => startInstallSupport(), []);

  return (
    <div className="flex flex-col gap-4 rounded-lg border-2 border-primary-soft bg-surface p-5 desktop:flex-row desktop:items-center desktop:gap-6 desktop:p-8">
      <Mascot pose={installed ? 'happy' : 'curious'} size="lg" />
      <div aria-live="polite" className="flex min-w-0 flex-col items-start gap-3">
        {installed ? (
          <>
            <p className="m-0 text-xl font-bold text-success">{I.installed}</p>
            <p className="m-0 text-base text-muted">{I.installedHint}</p>
          </>
        ) : canInstall ? (
          <>
            <Button
              size="xl"
              onClick={() => {
                void install().then((accepted) => setDismissed(!accepted));
              }}
            >
              <MonitorSmartphone aria-hidden="true" />
              {I.install}
            </Button>
            <p className="m-0 text-base text-muted">{I.installHint}</p>
          </>
        ) : (
          <p className="m-0 text-base break-keep text-text">{dismissed ? I.dismissed : I.manual}</p>
        )}
      </div>
    </div>
  );
}

export function InstallerPage() {
  return (
    <ServicesFrame title={I.title} lead={I.lead}>
      <DownloadNav />
      <Block title={I.deviceTitle}>
        <InstallStatus />
      </Block>
      <Block title={I.benefitsTitle}>
        <ul className="m-0 grid list-none gap-4 p-0 desktop:grid-cols-3">
          {I.benefits.map((benefit) => (
            <li
              key={benefit.title}
              className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-5"
            >
              <h3 className="m-0 text-lg font-bold text-text">{benefit.title}</h3>
              <p className="m-0 text-base break-keep text-muted">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </Block>
      <Block title={I.guidesTitle}>
        <div className="grid gap-5 desktop:grid-cols-3">
          {I.guides.map((guide) => (
            <section
              key={guide.id}
              aria-labelledby={`guide-${guide.id}`}
              className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5"
            >
              <h3 id={`guide-${guide.id}`} className="m-0 text-lg font-bold text-primary">
                {guide.title}
              </h3>
              <StepList steps={guide.steps} headingLevel={4} />
            </section>
          ))}
        </div>
        <p className="m-0 text-base break-keep text-muted">{I.remove}</p>
      </Block>
    </ServicesFrame>
  );
}
