/**
 * The logo over a visitor's level test or sample test (start, paper, result): the test pages have no site header
 * (the clear layout), and a visitor has no study home, so the logo is their way back to the brand site. The sample
 * test also offers the trial request on the right.
 */
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { Logo } from '@buddy/ui/logo';
import { TEST_PAGE_WORDS } from './words';

export function VisitorHomeBar({ action }: { action?: { label: string; href: string } }) {
  return (
    // In step with the test paper's page: 1120 px, 50 px sides on desktop, 16 px below 900 px.
    <div
      data-print-hide=""
      className="mx-auto box-border flex w-full max-w-[1120px] items-center justify-between gap-3 px-4 pt-4 desktop:px-[50px]"
    >
      <Link
        variant="plain"
        href="/"
        data-slot="logo-link"
        className="inline-flex min-h-11 items-center rounded-sm"
      >
        <Logo title={TEST_PAGE_WORDS.logo} />
      </Link>
      {action ? (
        <Button asChild variant="outline">
          <Link variant="plain" href={action.href}>
            {action.label}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
