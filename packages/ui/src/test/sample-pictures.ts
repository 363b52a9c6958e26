/**
 * Small flat pictures as inline SVG data URIs, for samples that show a picture without a file (the daily study's
 * samples, ADR 055: still typed on their own, unlike the test paper's, which are the content bank's drawings).
 */
function picture(shapes: string, background: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="14" fill="${background}"/>${shapes}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const PICTURES = {
  ball: picture(
    '<circle cx="50" cy="52" r="30" fill="#ea5364"/><path d="M22 52h56M50 22v60" stroke="#fff" stroke-width="5"/>',
    '#fff4e0',
  ),
  star: picture(
    '<path d="M50 16l10 22 24 3-18 16 5 24-21-12-21 12 5-24-18-16 24-3z" fill="#f5b700"/>',
    '#fffbe6',
  ),
  cat: picture(
    '<circle cx="50" cy="56" r="26" fill="#888"/><path d="M28 40l4-22 14 14M72 40l-4-22-14 14" fill="#888"/><circle cx="41" cy="52" r="4" fill="#fff"/><circle cx="59" cy="52" r="4" fill="#fff"/>',
    '#f0f0f0',
  ),
} as const;
