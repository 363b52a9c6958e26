import { useId, useLayoutEffect, useRef, useState } from 'react';
import type * as React from 'react';
import { Check, Minus } from 'lucide-react';
import { cn } from '../../lib/cn';

export type CheckedState = boolean | 'indeterminate';

export type CheckboxProps = Omit<
  React.ComponentProps<'input'>,
  'type' | 'checked' | 'defaultChecked' | 'onChange' | 'children' | 'size'
> & {
  /** Controlled state; 'indeterminate' shows a dash (e.g. "select all" with some selected). */
  checked?: CheckedState;
  /** Uncontrolled initial state. */
  defaultChecked?: CheckedState;
  /** Called with the new state when the child toggles the box (by pointer, label or space key). */
  onCheckedChange?: (checked: CheckedState) => void;
  /** A visible label next to the box (clicking it toggles). Without it, label the box yourself (htmlFor / aria-label). */
  label?: React.ReactNode;
  /** Help text under the label, linked with aria-describedby. */
  description?: React.ReactNode;
  /** Class of the wrapper when `label` is given. */
  wrapperClassName?: string;
  /**
   * The box's size: `md` 24 px (forms), `lg` 32 px (a list a child ticks, such as a to-do list). The pointer target is
   * 44 px either way.
   */
  size?: 'md' | 'lg';
};

const SIZES = {
  // A 44 × 44 pointer target around the box (the inset counts from inside the 2 px border: 20 + 2 × 12, 28 + 2 × 8).
  md: {
    box: 'size-6',
    input: 'size-6 before:-inset-3',
    mark: '[&_svg]:size-4',
    row: 'min-h-6',
    label: 'leading-6',
  },
  lg: {
    box: 'size-8',
    input: 'size-8 before:-inset-2',
    mark: '[&_svg]:size-6',
    row: 'min-h-8',
    label: 'leading-8',
  },
} as const;

const stateOf = (checked: CheckedState): 'checked' | 'unchecked' | 'indeterminate' =>
  checked === 'indeterminate' ? 'indeterminate' : checked ? 'checked' : 'unchecked';

/**
 * A native checkbox drawn by the kit (no script library: it is on the first screen of every page with a login box).
 * checked / defaultChecked / onCheckedChange, 'indeterminate' supported (the input's own indeterminate state, which
 * assistive technology reads as "mixed"). The box is 24 px (32 px with `size="lg"`), its pointer target 44 px. State in the DOM:
 * data-state="checked|unchecked|indeterminate" on the input, so that classes such as data-[state=checked]: style it.
 */
export function Checkbox({
  className,
  label,
  description,
  wrapperClassName,
  id,
  checked,
  defaultChecked = false,
  onCheckedChange,
  size = 'md',
  ref,
  ...props
}: CheckboxProps) {
  const sized = SIZES[size];
  const generatedId = useId();
  const boxId = id ?? `${generatedId}-checkbox`;
  const descriptionId = `${boxId}-description`;
  const [uncontrolled, setUncontrolled] = useState<CheckedState>(defaultChecked);
  const state = checked ?? uncontrolled;
  const input = useRef<HTMLInputElement | null>(null);
  // `indeterminate` is a property only (no attribute): set it before the browser paints. The checked property and
  // data-state are written too: hydrating markup rendered for another state (a prerendered page, a remembered choice)
  // leaves the server's attributes and property in place, and nothing else would correct them.
  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    element.indeterminate = state === 'indeterminate';
    element.checked = state === true;
    element.dataset.state = stateOf(state);
  }, [state]);
  const setRefs = (element: HTMLInputElement | null) => {
    input.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  const box = (
    <span data-slot="checkbox-box" className={cn('relative inline-flex shrink-0', sized.box)}>
      <input
        data-slot="checkbox"
        type="checkbox"
        ref={setRefs}
        id={boxId}
        checked={state === true}
        data-state={stateOf(state)}
        aria-describedby={description != null ? descriptionId : undefined}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          if (checked === undefined) setUncontrolled(next);
          onCheckedChange?.(next);
        }}
        className={cn(
          'peer relative m-0 shrink-0 cursor-pointer appearance-none rounded-sm border-2 border-muted bg-surface',
          'before:absolute before:content-[""]',
          sized.input,
          'transition-colors duration-(--duration-menu)',
          'hover:border-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
          'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
          'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
          'aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-55',
          className,
        )}
        {...props}
      />
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute inset-0 hidden items-center justify-center text-primary-foreground peer-data-[state=checked]:flex peer-data-[state=indeterminate]:flex peer-disabled:opacity-55 [&_svg]:stroke-3',
          sized.mark,
        )}
      >
        {state === 'indeterminate' ? <Minus /> : <Check />}
      </span>
    </span>
  );
  if (label == null) return box;
  return (
    <div
      data-slot="checkbox-field"
      data-disabled={props.disabled ? '' : undefined}
      className={cn('flex items-start gap-3', wrapperClassName)}
    >
      <div className={cn('flex items-center', sized.row)}>{box}</div>
      <div className="flex flex-col gap-0.5">
        <label
          htmlFor={boxId}
          className={cn(
            'cursor-pointer text-text',
            sized.label,
            props.disabled && 'cursor-not-allowed opacity-55',
          )}
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
