/** The visual baselines' housekeeping (baselines.mjs). */
export const root: string;
export const BUDGET_BYTES: number;
export function screenshotFiles(): string[];
export function isMarked(png: Buffer): boolean;
export function mark(png: Buffer): Buffer;
export function optimisePng(png: Buffer): Promise<Buffer>;
export function problems(options?: { seen?: string }): { found: string[]; total: number; count: number };
