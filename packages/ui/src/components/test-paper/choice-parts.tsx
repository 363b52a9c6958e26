import { cva } from 'class-variance-authority';
import type { ChoiceView } from './question-view';
import { circledNumber } from './paper-format';

/* The parts every mode of the choice list draws (choice-list.tsx, and taking-choices.tsx in a chunk of its own). */

/** Text choices stack; picture choices make a grid of image cards. */
export const choiceListVariants = cva('', {
  variants: {
    layout: { list: 'flex flex-col gap-2', grid: 'grid grid-cols-2 gap-3 sm:grid-cols-3' },
  },
  defaultVariants: { layout: 'list' },
});

export const choiceVariants = cva(
  [
    'relative flex min-h-11 w-full items-center gap-3 rounded-md border-2 border-border bg-surface px-3 py-2 text-left text-lg',
    'font-kid text-text',
  ],
  {
    variants: {
      layout: { list: '', grid: 'flex-col items-start' },
    },
    defaultVariants: { layout: 'list' },
  },
);

/** The circled number ①–⑤: shown, with its spoken form for screen readers. */
export function ChoiceNumber({ n, label, filled }: { n: number; label: string; filled?: boolean }) {
  return (
    <>
      <span
        aria-hidden="true"
        data-slot="choice-number"
        data-state={filled ? 'filled' : undefined}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full font-sans text-2xl leading-none text-course-strong data-[state=filled]:bg-course-strong data-[state=filled]:text-course-foreground"
      >
        {circledNumber(n)}
      </span>
      <span className="sr-only">{label} </span>
    </>
  );
}

export function ChoiceContent({ choice, picture }: { choice: ChoiceView; picture: boolean }) {
  if (picture && choice.image) {
    return (
      <span className="flex w-full justify-center">
        <img
          src={choice.image}
          alt={choice.text ?? ''}
          className="aspect-square w-full max-w-32 object-contain"
        />
      </span>
    );
  }
  return <span className="flex-1">{choice.text}</span>;
}

/** The classes of a choice while taking, on the group's item or on its stand-in. */
export const takingChoiceClasses = [
  'transition-colors duration-(--duration-menu)',
  'hover:border-course-strong focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'disabled:opacity-60',
  'aria-checked:border-course-strong aria-checked:bg-course-soft',
];
