/**
 * Spec §6: the study site is for Chrome only; other browsers go to /auth/browser/warning.
 *
 * Decision: we accept every Chromium-based browser (Chrome, Edge, Whale, Samsung Internet, Opera...), because they
 * render the study content exactly as Chrome does; what the rule guards against is another engine.
 * - Where the browser has User-Agent Client Hints (`navigator.userAgentData`, only Chromium ships it), its brand list
 *   decides: a 'Chromium' or 'Google Chrome' brand.
 * - Otherwise the user-agent string decides: 'Chrome/', 'Chromium/' (including 'HeadlessChrome/') or 'CriOS/'
 *   (Chrome on iOS: WebKit inside, but it is Chrome to the family using it), and not the pre-Chromium 'Edge/'.
 *   Firefox, Safari and old Edge are refused.
 */
interface UserAgentBrand {
  brand: string;
  version: string;
}
export interface NavigatorLike {
  userAgent: string;
  userAgentData?: { brands?: readonly UserAgentBrand[] };
  /** iOS: true in an app added to the home screen (ADR 032), WebKit like Chrome on iOS. */
  standalone?: boolean;
}

export function isChromiumBrowser(nav: NavigatorLike | undefined = globalThis.navigator): boolean {
  if (!nav) return true; // not a browser (tests, server): nothing to guard
  const brands = nav.userAgentData?.brands;
  if (brands && brands.length > 0) {
    return brands.some(({ brand }) => brand === 'Chromium' || brand === 'Google Chrome');
  }
  const ua = nav.userAgent;
  if (/\bEdge\/\d/.test(ua)) return false;
  // The installed app on an iPhone or iPad runs on the same engine as Chrome there (CriOS), which is accepted.
  if (nav.standalone === true && /\b(?:iPhone|iPad)\b/.test(ua)) return true;
  return /(?:Chrome|Chromium|CriOS)\/\d/.test(ua);
}
