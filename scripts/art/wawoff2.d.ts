/** wawoff2 (WOFF2 to TrueType and back, in WebAssembly) ships no typings: the one call scripts/art uses. */
declare module 'wawoff2' {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
