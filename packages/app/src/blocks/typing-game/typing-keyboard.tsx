import type * as React from 'react';
import { cn } from '@buddy/ui/utils';

/** The three letter rows of a QWERTY keyboard, as the keys' own characters. */
export const TYPING_KEY_ROWS = ['qwertyuiop', 'asdfghjkl;', 'zxcvbnm,./'] as const;

/** The key that types a character: its lower case, 'space' for a space; null when the board has no such key. */
export function typingKeyOf(char: string | undefined): string | null {
  if (char === undefined) return null;
  if (char === ' ') return 'space';
  const key = char.toLowerCase();
  return TYPING_KEY_ROWS.some((row) => row.includes(key)) ? key : null;
}

/** Where each row starts on the board's 42 columns (a key is 4 wide): the rows stagger as a real keyboard's do. */
const rowStart = ['col-start-1', 'col-start-2', 'col-start-3'] as const;

/** The home keys (f and j): a small bump under the letter, as the real keys have. */
const HOME_KEYS = new Set(['f', 'j']);

const keyClass = cn(
  'relative flex h-10 items-center justify-center rounded-md border-2 border-border bg-surface font-mono text-lg text-text desktop:h-12 desktop:text-xl',
  'shadow-[0_2px_0_var(--border)]',
  'data-[state=next]:border-primary data-[state=next]:bg-primary data-[state=next]:font-bold data-[state=next]:text-primary-foreground',
  'data-[state=next]:shadow-[0_0_0_3px_var(--primary-soft)]',
);

export interface TypingKeyboardProps {
  /** The key to press next (typingKeyOf), highlighted. */
  next: string | null;
  /** The space bar's label. */
  space: string;
  ref?: React.Ref<HTMLDivElement>;
  className?: string;
}

/**
 * The on-screen QWERTY keyboard of the 자리 연습 (place) mode: three letter rows and the space bar, drawn with CSS,
 * the next key filled. Decoration only (aria-hidden): the prompt already says what to type. Each key carries
 * `data-key` (its character, or 'space') so the game can make the pressed one bounce.
 */
export function TypingKeyboard({ next, space, ref, className }: TypingKeyboardProps) {
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-slot="typing-keyboard"
      className={cn(
        'mx-auto flex w-full max-w-2xl min-w-0 flex-col gap-1 rounded-xl bg-surface-muted p-2 select-none desktop:gap-1.5 desktop:p-3',
        className,
      )}
    >
      {TYPING_KEY_ROWS.map((row, rowIndex) => (
        <div key={row} className="grid grid-cols-[repeat(42,minmax(0,1fr))]">
          {[...row].map((key, keyIndex) => (
            <span
              key={key}
              className={cn('col-span-4 px-0.5 desktop:px-1', keyIndex === 0 && rowStart[rowIndex])}
            >
              <span data-key={key} data-state={next === key ? 'next' : 'idle'} className={keyClass}>
                {key}
                {HOME_KEYS.has(key) ? (
                  <span className="absolute bottom-1 h-0.5 w-2 rounded-full bg-current desktop:bottom-1.5" />
                ) : null}
              </span>
            </span>
          ))}
        </div>
      ))}
      <div className="grid grid-cols-[repeat(42,minmax(0,1fr))]">
        <span className="col-span-20 col-start-12 px-0.5 desktop:px-1">
          <span
            data-key="space"
            data-state={next === 'space' ? 'next' : 'idle'}
            className={cn(keyClass, 'text-base desktop:text-base')}
          >
            {space}
          </span>
        </span>
      </div>
    </div>
  );
}
