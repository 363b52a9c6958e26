import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type SiteShellProps = Omit<ComponentProps<'div'>, 'children'> & {
  /**
   * The theme the page wears (data-theme): the kit's 'brand', 'study' or 'buddymon', or a product's own theme set on
   * that attribute in its stylesheet.
   */
  theme: string;
  /** Text of the skip link, e.g. '본문 바로가기'. */
  skipLinkLabel: string;
  header?: ReactNode;
  /** The brand site's breadcrumb (spec §2: shown on the brand site only; the app decides). */
  breadcrumb?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  /** Content width: the site's 1020 px column (default) or the full window. */
  width?: 'site' | 'full';
  /** Id of the main landmark the skip link jumps to (default 'main'). */
  mainId?: string;
};

/**
 * The page frame of the layouts (spec §2 Layouts): a skip link, the header, the breadcrumb, the main content and the
 * footer. It sets the theme (data-theme) so the tokens follow the site.
 */
export function SiteShell({
  theme,
  skipLinkLabel,
  header,
  breadcrumb,
  footer,
  children,
  width = 'site',
  mainId = 'main',
  className,
  ...props
}: SiteShellProps) {
  return (
    <div
      data-slot="site-shell"
      data-theme={theme}
      className={cn('flex min-h-dvh flex-col bg-background text-text', className)}
      {...props}
    >
      <a
        href={`#${mainId}`}
        className="sr-only rounded-md bg-primary px-4 py-3 font-bold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        {skipLinkLabel}
      </a>
      {header}
      {breadcrumb}
      <main
        id={mainId}
        tabIndex={-1}
        data-width={width}
        className="flex-1 outline-none data-[width=site]:mx-auto data-[width=site]:w-full data-[width=site]:max-w-(--width-site) data-[width=site]:px-5"
      >
        {children}
      </main>
      {footer}
    </div>
  );
}
