import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { twMergeConfig } from './tw-merge-config';

/**
 * tailwind-merge's algorithm on its default config trimmed to the class groups the kit and the app write, and those
 * that conflict with them (scripts/tw-merge-config.mjs; docs/decisions/026-route-javascript-budgets.md): a className given
 * to a kit component still wins over the kit's own class of the same group, at a third of the bytes.
 */
const twMerge = createTailwindMerge(twMergeConfig);

/** Merge class names; later Tailwind utilities win over earlier ones. The one class helper of the kit. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
