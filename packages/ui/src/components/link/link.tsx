import { createContext, createElement, use, type ComponentType } from 'react';
import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ClassProp } from 'class-variance-authority/types';
import { cn } from '../../lib/cn';

/** What the provided link component receives: an anchor's props with a required href (an in-site path or URL). */
export type LinkComponentProps = Omit<React.ComponentProps<'a'>, 'href'> & { href: string };

const LinkComponentContext = createContext<ComponentType<LinkComponentProps> | null>(null);

/**
 * Lets the kit render the app's router link without depending on a router. The app passes an adapter, for
 * example `({ href, ...props }) => <RouterLink to={href} {...props} />`. Without a provider, links are plain <a>.
 */
export function LinkProvider({
  component,
  children,
}: {
  component: ComponentType<LinkComponentProps>;
  children?: React.ReactNode;
}) {
  return <LinkComponentContext value={component}>{children}</LinkComponentContext>;
}

/** The link's looks (named, so the kit's declarations and its API report print them alike in every build: an inferred union's order is
 * the type checker's, which varies). */
export type LinkVariant = 'inline' | 'muted' | 'plain';

export const linkVariants: (props?: { variant?: LinkVariant | null } & ClassProp) => string = cva(
  'rounded-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
  {
    variants: {
      variant: {
        inline: 'text-primary underline underline-offset-4 hover:decoration-2',
        muted: 'text-muted underline-offset-4 hover:text-text hover:underline',
        plain: '',
      },
    },
    defaultVariants: { variant: 'inline' },
  },
);

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export type LinkProps = LinkComponentProps &
  VariantProps<typeof linkVariants> & {
    /** Force a plain <a> (full page load). Absolute URLs (https:, mailto:, //host) are always plain. */
    external?: boolean;
  };

/** A link: the provided router link for in-site paths, a plain <a> otherwise. */
export function Link({ className, variant, external = false, href, ...props }: LinkProps) {
  const Provided = use(LinkComponentContext);
  const v = variant ?? 'inline';
  const linkProps: LinkComponentProps & { 'data-slot': string; 'data-variant': string } = {
    'data-slot': 'link',
    'data-variant': v,
    href,
    className: cn(linkVariants({ variant: v }), className),
    ...props,
  };
  // createElement: the component comes from context, chosen per link (router link or plain anchor).
  return Provided && !external && !ABSOLUTE_URL.test(href)
    ? createElement(Provided, linkProps)
    : createElement('a', linkProps);
}
