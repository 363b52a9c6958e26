/** The trimmed tailwind-merge config's generator (tw-merge-config.mjs). */
export const configFile: string;
/** The class names the kit's and the app's sources write. */
export function classCandidates(): string[];
/** The ids of tailwind-merge's class groups that recognise one of the candidates. */
export function usedGroups(candidates: string[]): string[];
/** The groups kept: used ones and those conflicting with them either way, in the default config's order. */
export function keptGroups(used: string[]): string[];
/** The TypeScript source of packages/ui/src/lib/tw-merge-config.ts for these candidates. */
export function configSource(candidates?: string[]): string;
