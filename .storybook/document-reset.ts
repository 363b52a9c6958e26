/**
 * What a test leaves on the document outside its own root, taken off before the next one: the files of a browser
 * project share one page (ADR 044), and a part another file portals to <body>, or a shot of the whole page, would
 * otherwise be drawn in the last app screen's theme. The app's root sets the site theme and its ready mark on <html>;
 * the kit's overlay shots set the theme and the course there.
 */
export function resetDocument(): void {
  const root = document.documentElement;
  for (const mark of ['data-theme', 'data-course', 'data-app']) root.removeAttribute(mark);
}
