import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ClassProp } from 'class-variance-authority/types';
import { cn } from '../../lib/cn';
import { Slot } from '../../lib/slot';

/** The button's looks (named, so the kit's declarations and its API report print them alike in every build: an inferred union's order is
 * the type checker's, which varies). */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'course';
/** The button's sizes. */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'xl' | 'icon';

export const buttonVariants: (
  props?: { variant?: ButtonVariant | null; size?: ButtonSize | null } & ClassProp,
) => string = cva(
  [
    'relative inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap select-none',
    'transition-[background-color,color,box-shadow,transform] duration-(--duration-menu) ease-out',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'active:translate-y-px aria-pressed:shadow-inner',
    'disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:cursor-not-allowed aria-disabled:opacity-55',
    'aria-busy:cursor-progress',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary:
          'bg-primary text-primary-foreground shadow-soft not-disabled:hover:brightness-110 aria-pressed:brightness-90',
        secondary: 'bg-primary-soft text-primary not-disabled:hover:brightness-95 aria-pressed:brightness-90',
        outline:
          'border-2 border-border bg-surface text-text not-disabled:hover:border-primary not-disabled:hover:text-primary aria-pressed:border-primary aria-pressed:bg-primary-soft aria-pressed:text-primary',
        ghost: 'bg-transparent text-text not-disabled:hover:bg-surface-muted aria-pressed:bg-surface-muted',
        danger:
          'bg-danger text-primary-foreground shadow-soft not-disabled:hover:brightness-110 aria-pressed:brightness-90',
        course:
          'bg-course-strong text-course-foreground shadow-soft not-disabled:hover:brightness-110 aria-pressed:brightness-90',
      },
      size: {
        sm: 'min-h-9 px-3 text-sm [&_svg]:size-4',
        md: 'min-h-11 min-w-11 px-4 text-base [&_svg]:size-5',
        lg: 'min-h-13 min-w-13 px-6 text-lg [&_svg]:size-5',
        xl: 'min-h-15 min-w-15 px-8 text-xl rounded-lg [&_svg]:size-6',
        icon: 'size-11 p-0 [&_svg]:size-5',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child element (for example a link) with the button's look. */
    asChild?: boolean;
    /** Shows a spinner, sets aria-busy and blocks clicks while keeping the button focusable. */
    loading?: boolean;
  };

/** A spinner sized by the button's svg rules; hidden from assistive technology (aria-busy says it). */
export function Spinner({ className, ...props }: React.ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      data-slot="spinner"
      className={cn('animate-spin motion-reduce:animate-none', className)}
      {...props}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  type,
  disabled,
  onClick,
  children,
  ...props
}: ButtonProps) {
  const v = variant ?? 'primary';
  const s = size ?? 'md';
  const spinner = loading ? <Spinner /> : null;
  const own = {
    'data-slot': 'button',
    'data-variant': v,
    'data-size': s,
    'data-loading': loading ? '' : undefined,
    className: cn(buttonVariants({ variant: v, size: s }), className),
    // A loading button stays focusable (focus is not lost mid-submit) but is announced busy and ignores clicks.
    'aria-busy': loading || undefined,
    'aria-disabled': loading || undefined,
    disabled,
    onClick: (event: React.MouseEvent<HTMLButtonElement>) => {
      if (loading) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    },
    ...props,
  };
  if (asChild) {
    return (
      <Slot {...own} type={type} before={spinner}>
        {children}
      </Slot>
    );
  }
  return (
    <button {...own} type={type ?? 'button'}>
      {spinner}
      {children}
    </button>
  );
}
