import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn: a className given to a kit component wins over the kit class of its group', () => {
  it.each([
    // [the kit's classes, the consumer's, merged]
    ['px-4 py-2', 'p-7', 'p-7'],
    ['text-sm text-muted', 'text-lg text-primary', 'text-lg text-primary'],
    ['min-h-11 rounded-md', 'rounded-full', 'min-h-11 rounded-full'],
    ['bg-surface hover:bg-primary-soft', 'bg-danger-soft', 'hover:bg-primary-soft bg-danger-soft'],
    ['flex flex-col gap-2', 'grid gap-3', 'flex-col grid gap-3'],
    ['outline-3 outline-focus', 'outline-2', 'outline-focus outline-2'],
    ['data-[state=open]:bg-primary', 'data-[state=open]:bg-course-soft', 'data-[state=open]:bg-course-soft'],
    ['duration-(--duration-menu)', 'duration-0', 'duration-0'],
    ['w-[390px]', 'w-full', 'w-full'],
  ])('%s + %s → %s', (kit, consumer, merged) => {
    expect(cn(kit, consumer)).toBe(merged);
  });

  it('keeps classes of different groups, drops falsy inputs and joins the rest once', () => {
    expect(cn('font-bold', false, undefined, null, ['text-text', { underline: true, italic: false }])).toBe(
      'font-bold text-text underline',
    );
  });

  it('merges classes of groups the kit never writes, in the consumer’s own className too', () => {
    expect(cn('columns-2 columns-3')).toBe('columns-3');
    expect(cn('snap-x snap-y')).toBe('snap-y');
  });
});
