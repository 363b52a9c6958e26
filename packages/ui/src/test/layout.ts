/*
 * Which widths a visual baseline is drawn at (docs/decisions/044-test-gate-layout.md): a shot is taken at 390 px,
 * then at 900 and 1280 px only where the layout has changed since the last width shot. "The layout" is what a
 * designer would call it, not the pixels: which elements are drawn at all, and for every flex or grid container how
 * many rows its items form. A breakpoint class (`sm:grid-cols-2`), a wrapping row of chips, the desktop header
 * replacing the phone's, a column that moves beside another all change it; the same page stretched wider does not.
 */

/** The visual rows a container's drawn items form: an item that starts below the row so far begins a new one. */
function rowsOf(container: Element): number {
  const boxes = [...container.children]
    .map((child) => child.getBoundingClientRect())
    .filter((box) => box.width > 0 || box.height > 0)
    .sort((a, b) => a.top - b.top);
  let rows = 0;
  let bottom = Number.NEGATIVE_INFINITY;
  for (const box of boxes) {
    if (box.top >= bottom - 1) {
      rows += 1;
      bottom = box.bottom;
    } else bottom = Math.max(bottom, box.bottom);
  }
  return rows;
}

/**
 * A width-independent description of the layout under `root`: one mark per element in document order, '-' where it
 * is not drawn, the number of rows where it is a flex or grid container, '+' otherwise.
 */
export function layoutSignature(root: Element): string {
  const marks: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.getClientRects().length === 0) {
      marks.push('-');
      continue;
    }
    const { display } = getComputedStyle(element);
    marks.push(/flex|grid/.test(display) ? String(rowsOf(element)) : '+');
  }
  return marks.join(' ');
}

/**
 * The widths of `widths` a shot is drawn at: the first always, each later one when its layout signature differs from
 * that of the last width drawn. `layoutAt(width)` sizes the frame, waits until it has settled and returns the signature.
 */
export async function* widthsThatChangeLayout(
  widths: readonly number[],
  layoutAt: (width: number) => Promise<string>,
): AsyncGenerator<number> {
  let last: string | undefined;
  for (const width of widths) {
    const signature = await layoutAt(width);
    if (signature === last) continue;
    last = signature;
    yield width;
  }
}
