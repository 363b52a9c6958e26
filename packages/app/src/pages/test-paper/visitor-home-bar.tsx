/**
 * The logo over a visitor's level test (registration, paper, result): the test pages have no site header (the clear
 * layout), and a visitor has no study home, so the logo is their way back to the brand site.
 */
import { Link } from '@buddy/ui/link';
import { Logo } from '@buddy/ui/logo';
import { TEST_PAGE_WORDS } from './words';

export function VisitorHomeBar() {
  return (
    // In step with the test paper's page: 1120 px, 50 px sides on desktop, 16 px below 900 px.
    <div
      data-print-hide=""
      className="mx-auto box-border flex w-full max-w-[1120px] px-4 pt-4 desktop:px-[50px]"
    >
      <Link
        variant="plain"
        href="/"
        data-slot="logo-link"
        className="inline-flex min-h-11 items-center rounded-sm"
      >
        <Logo title={TEST_PAGE_WORDS.logo} />
      </Link>
    </div>
  );
}
