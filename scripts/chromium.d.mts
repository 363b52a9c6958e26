/** Chromium for the story tests, the journeys and the pages bench (chromium.mjs). */
export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];
/** The Chromium binary, installed with apt-get where it is missing and allowed; exits with a message otherwise. */
export function ensureChromium(): string;
/** The npm package whose Chromium draws the visual baselines. */
export const PINNED_RENDERER_PACKAGE: string;
/** The pinned package's installed version (the lockfile's). */
export function pinnedRendererVersion(): string;
/** The four-part version a Chromium binary prints with --version ('unknown' if it prints none). */
export function chromiumVersion(binary: string, env?: NodeJS.ProcessEnv): string;
export interface Renderer {
  executablePath: string;
  /** Variables the binary must run with (its own fontconfig). */
  env: Record<string, string>;
  /** e.g. '153.0.8010.0' */
  version: string;
}
/** The pinned Chromium, unpacked once into node_modules/.cache/pinned-chromium/<version>/. */
export function pinnedRenderer(): Promise<Renderer>;
/** The browser of the vitest browser projects: the pinned one, or the machine's with BUDDY_RENDERER=system. */
export function visualRenderer(): Promise<Renderer & { pinned: boolean }>;
