import { useId, useState } from 'react';
import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ClassProp } from 'class-variance-authority/types';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from '../../lib/cn';

/** The field's sizes (named, so the kit's declarations and its API report print them alike in every build: an inferred union's order is
 * the type checker's, which varies). */
export type InputSize = 'md' | 'lg';

export const inputVariants: (props?: { size?: InputSize | null } & ClassProp) => string = cva(
  [
    'w-full min-w-0 rounded-md border-2 border-border bg-surface text-text placeholder:text-muted',
    'transition-[border-color,box-shadow] duration-(--duration-menu)',
    'hover:border-muted focus-visible:border-primary focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-70',
    'aria-invalid:border-danger',
  ],
  {
    variants: {
      size: {
        md: 'min-h-11 px-3 text-base',
        lg: 'min-h-13 px-4 text-lg',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type TextFieldProps = Omit<React.ComponentProps<'input'>, 'size'> &
  VariantProps<typeof inputVariants> & {
    /** The visible label (always rendered; `labelHidden` keeps it for screen readers only). */
    label: React.ReactNode;
    labelHidden?: boolean;
    /** Help text under the field, linked with aria-describedby. */
    hint?: React.ReactNode;
    /** Error message under the field: sets aria-invalid and is linked with aria-describedby (no live region). */
    error?: React.ReactNode;
    /**
     * Marks the field required: a visible "*" and aria-required. The browser's own validation bubble is not used
     * (the product shows its own messages), so the native `required` attribute is not set.
     */
    required?: boolean;
    /** With type="password": the accessible name of the show/hide toggle (e.g. '비밀번호 보기'). No toggle without it. */
    revealLabel?: string;
    /** Class of the <input> itself; `className` goes to the field's wrapper. */
    inputClassName?: string;
  };

/** A labelled text input with hint, error and an optional password reveal toggle. `ref` reaches the <input>. */
export function TextField({
  label,
  labelHidden = false,
  hint,
  error,
  required = false,
  revealLabel,
  className,
  inputClassName,
  size,
  id,
  type = 'text',
  disabled,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [revealed, setRevealed] = useState(false);
  const invalid = error != null && error !== false && error !== '';
  const hasToggle = type === 'password' && revealLabel != null;
  const s = size ?? 'md';
  const describedByIds =
    [describedBy, hint != null ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div
      data-slot="text-field"
      data-size={s}
      data-invalid={invalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      className={cn('flex flex-col gap-1.5', className)}
    >
      <label
        htmlFor={inputId}
        data-visually-hidden={labelHidden || undefined}
        className="text-sm font-semibold text-text data-visually-hidden:sr-only"
      >
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        ) : null}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={hasToggle && revealed ? 'text' : type}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-describedby={describedByIds}
          data-size={s}
          data-revealable={hasToggle || undefined}
          className={cn(inputVariants({ size: s }), 'data-revealable:pe-12', inputClassName)}
          {...props}
        />
        {hasToggle ? (
          <button
            type="button"
            aria-label={revealLabel}
            aria-pressed={revealed}
            aria-controls={inputId}
            disabled={disabled}
            onClick={() => setRevealed((value) => !value)}
            className={cn(
              'absolute inset-y-0 end-0 inline-flex w-11 cursor-pointer items-center justify-center rounded-e-md text-muted',
              'hover:text-text focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus',
              'disabled:cursor-not-allowed [&_svg]:size-5',
            )}
          >
            {revealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </button>
        ) : null}
      </div>
      {hint != null ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
