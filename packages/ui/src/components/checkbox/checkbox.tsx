import { useId } from 'react';
import type * as React from 'react';
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check, Minus } from 'lucide-react';
import { cn } from '../../lib/cn';

export type CheckedState = CheckboxPrimitive.CheckedState;

export type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root> & {
  /** A visible label next to the box (clicking it toggles). Without it, label the box yourself (htmlFor / aria-label). */
  label?: React.ReactNode;
  /** Help text under the label, linked with aria-describedby. */
  description?: React.ReactNode;
  /** Class of the wrapper when `label` is given. */
  wrapperClassName?: string;
};

/**
 * A Radix checkbox (checked / defaultChecked / onCheckedChange, 'indeterminate' supported). The box is 24 px, its
 * pointer target 44 px. State in the DOM: data-state="checked|unchecked|indeterminate", aria-checked.
 */
export function Checkbox({ className, label, description, wrapperClassName, id, ...props }: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? `${generatedId}-checkbox`;
  const descriptionId = `${boxId}-description`;
  const box = (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      id={boxId}
      aria-describedby={description != null ? descriptionId : undefined}
      className={cn(
        'peer relative inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-sm border-2 border-muted bg-surface text-primary-foreground',
        // A 44 × 44 pointer target around the 24 px box (the inset counts from inside the 2 px border: 20 + 2 × 12).
        'before:absolute before:-inset-3 before:content-[""]',
        'transition-colors duration-(--duration-menu)',
        'hover:border-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
        'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
        'aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-55',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="flex items-center justify-center [&_svg]:size-4 [&_svg]:stroke-3">
        {props.checked === 'indeterminate' ? <Minus aria-hidden="true" /> : <Check aria-hidden="true" />}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (label == null) return box;
  return (
    <div
      data-slot="checkbox-field"
      data-disabled={props.disabled ? '' : undefined}
      className={cn('flex items-start gap-3', wrapperClassName)}
    >
      <div className="flex min-h-6 items-center">{box}</div>
      <div className="flex flex-col gap-0.5">
        <label
          htmlFor={boxId}
          className="cursor-pointer leading-6 text-text peer-disabled:cursor-not-allowed data-disabled:opacity-55"
        >
          {label}
        </label>
        {description != null ? (
          <p id={descriptionId} className="text-sm text-muted">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
