import { crc32 } from 'node:zlib';

/*
 * An uploaded album picture is a PNG or a JPEG by its whole structure (ADR 035), never by its name or declared type:
 * a first-bytes check would let a PNG signature followed by HTML or SVG through.
 */

export type PictureType = { ok: true; mime: 'image/png' | 'image/jpeg' } | { ok: false };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The signature, IHDR first (13 bytes), every chunk's length and CRC holding, at least one IDAT, IEND last. */
function isPng(bytes: Buffer): boolean {
  if (bytes.length < 8 + 25 + 12 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let at = 8;
  let first = true;
  let idat = false;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type) || length > bytes.length - at - 12) return false;
    const end = at + 8 + length;
    if (crc32(bytes.subarray(at + 4, end)) !== bytes.readUInt32BE(end)) return false;
    if (first && (type !== 'IHDR' || length !== 13)) return false;
    first = false;
    if (type === 'IDAT') idat = true;
    at = end + 4;
    if (type === 'IEND') return length === 0 && idat && at === bytes.length;
  }
  return false;
}

/**
 * SOI, then marker segments whose lengths hold up to the first scan (SOS), then the entropy-coded data, and EOI as
 * the last two bytes (nothing after it).
 */
function isJpeg(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return false;
  if (bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return false;
  let at = 2;
  let frame = false;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Markers without a length: TEM and RSTn.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9) return false;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length - 2) return false;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      frame = true;
    if (marker === 0xda) return frame;
    at += 2 + length;
  }
  return false;
}

/** The picture's type by its content. */
export function checkPicture(bytes: Buffer): PictureType {
  if (isPng(bytes)) return { ok: true, mime: 'image/png' };
  if (isJpeg(bytes)) return { ok: true, mime: 'image/jpeg' };
  return { ok: false };
}
