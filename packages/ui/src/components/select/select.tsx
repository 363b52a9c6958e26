/*
 * The kit's Select: Radix Select in shadcn-style parts. The trigger has two looks: `bare` (borderless, for the
 * breadcrumb) and `field` (a bordered form control, the default). Items and the trigger are at least 44 px high; a long
 * list scrolls with scroll buttons; `aria-invalid` on the trigger shows the error look.
 */
import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;
export const SelectGroup = SelectPrimitive.Group;

export type SelectTriggerProps = ComponentProps<typeof SelectPrimitive.Trigger> & {
  /** `field`: a bordered form control (default). `bare`: no border, for compact bars such as the breadcrumb. */
  look?: 'field' | 'bare';
};

const selectTriggerVariants = cva(
  [
    'inline-flex min-h-11 cursor-pointer items-center justify-between gap-2 text-base text-text',
    'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus',
    'data-placeholder:text-muted [&>span]:truncate',
    'disabled:cursor-not-allowed disabled:opacity-55',
  ],
  {
    variants: {
      look: {
        field:
          'w-full rounded-md border-2 border-border bg-surface px-3 hover:border-primary aria-invalid:border-danger focus-visible:outline-offset-2',
        bare: '',
      },
    },
    defaultVariants: { look: 'field' },
  },
);

export function SelectTrigger({ className, children, look = 'field', ...props }: SelectTriggerProps) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      data-look={look}
      className={cn(selectTriggerVariants({ look }), className)}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-muted" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position="popper"
        sideOffset={4}
        className={cn(
          'z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-md border border-border bg-surface text-text shadow-pop',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton className="flex h-8 cursor-default items-center justify-center text-muted">
          <ChevronUp aria-hidden="true" className="size-5" />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className="flex h-8 cursor-default items-center justify-center text-muted">
          <ChevronDown aria-hidden="true" className="size-5" />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex min-h-11 cursor-pointer items-center rounded-sm py-2 pr-3 pl-8 text-base outline-none select-none',
        'data-highlighted:bg-primary-soft data-highlighted:text-primary data-[state=checked]:font-bold',
        'data-disabled:cursor-not-allowed data-disabled:opacity-55',
        className,
      )}
      {...props}
    >
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

export function SelectLabel({ className, ...props }: ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn('px-3 pt-2 pb-1 text-sm font-bold text-muted', className)}
      {...props}
    />
  );
}

export function SelectSeparator({ className, ...props }: ComponentProps<typeof SelectPrimitive.Separator>) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}
