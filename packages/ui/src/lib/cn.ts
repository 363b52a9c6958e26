import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Merge class names; later Tailwind utilities win over earlier ones (tailwind-merge on its default config, which knows
 * every class of Tailwind 4). The one class helper of the kit: a `className` given to a kit component wins over the
 * kit's own class of the same group.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
