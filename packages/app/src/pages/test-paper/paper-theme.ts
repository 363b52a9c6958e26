/** The print and theme pieces every test-paper view shares (the preview, the session's screen). */
import type { TestType } from '@buddy/domain';

/** Spec §2: print scrolls to the top, then prints (the kit's print CSS lays out A4). */
export function printPaper(): void {
  window.scrollTo({ top: 0, behavior: 'instant' });
  window.print();
}

/** The theme of the paper: the level test has its own, the others their course's (data-course). */
export function paperTheme(type: TestType, course: string | null | undefined): string {
  return type === 'L' ? 'level' : (course ?? 'a').toLowerCase();
}
