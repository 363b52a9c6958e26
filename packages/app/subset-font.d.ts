/** Types of subset-font 2 (harfbuzz's subsetter; the package ships none), as far as the build uses it. */
declare module 'subset-font' {
  export interface SubsetFontOptions {
    /** The format of the answer; the input's format by default. */
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** Pins or narrows variation axes; a variable font keeps every axis by default. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  /** The font cut to the characters of `text`. */
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
