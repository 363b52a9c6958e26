/** Chromium for the story tests, the journeys and the pages bench (chromium.mjs). */
export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];
/** The Chromium binary, installed with apt-get where it is missing and allowed; exits with a message otherwise. */
export function ensureChromium(): string;
