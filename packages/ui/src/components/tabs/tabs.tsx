import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva } from 'class-variance-authority';
import { createContext, use, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * Radix Tabs with two looks: `pill` (rounded, filled when selected) and `underline` (a thick bar under the selected
 * tab). The selected tab is marked by weight and a shape, not by colour alone. Arrow keys move between tabs and
 * activate them; on narrow screens the list scrolls sideways.
 */
type TabsLook = 'pill' | 'underline';
const LookContext = createContext<TabsLook>('pill');

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root> & { look?: TabsLook };

const tabsListVariants = cva('flex max-w-full items-stretch gap-2 overflow-x-auto', {
  variants: {
    look: {
      pill: 'rounded-full bg-surface-muted p-1',
      underline: 'border-b-2 border-border',
    },
  },
  defaultVariants: { look: 'pill' },
});

const tabsTriggerVariants = cva(
  [
    'inline-flex min-h-11 min-w-11 shrink-0 cursor-pointer items-center justify-center gap-2 px-4 text-base whitespace-nowrap text-muted',
    'transition-colors duration-(--duration-menu) hover:text-text',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-55',
    'data-[state=active]:font-bold data-[state=active]:text-text',
  ],
  {
    variants: {
      look: {
        pill: 'rounded-full data-[state=active]:bg-primary data-[state=active]:text-primary-foreground data-[state=active]:shadow-sm',
        underline: '-mb-0.5 border-b-4 border-transparent data-[state=active]:border-primary',
      },
    },
    defaultVariants: { look: 'pill' },
  },
);

export function Tabs({ look = 'pill', className, ...props }: TabsProps) {
  return (
    <LookContext value={look}>
      <TabsPrimitive.Root
        data-slot="tabs"
        data-look={look}
        className={cn('flex flex-col gap-4', className)}
        {...props}
      />
    </LookContext>
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const look = use(LookContext);
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      data-look={look}
      className={cn(tabsListVariants({ look }), className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const look = use(LookContext);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      data-look={look}
      className={cn(tabsTriggerVariants({ look }), className)}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
      {...props}
    />
  );
}
