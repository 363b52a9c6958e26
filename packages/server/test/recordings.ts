import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { oggCrc } from '../src/modules/recordings/recording-check';

/*
 * Recordings for the container check (recording-check.test.ts) and its bench (bench/uploads): the real encoders' samples
 * under fixtures/recordings, the builders that take them apart and grow them, and the large and hostile inputs both
 * use. Plain Node, no test runner: the bench imports it too.
 */

/** A sample recording under fixtures/recordings. */
export const fixture = (name: string): Buffer =>
  readFileSync(fileURLToPath(new URL(`./fixtures/recordings/${name}`, import.meta.url)));

/** The byte at `i`; past the end is a malformed sample, not a zero. */
function byte(b: Buffer, i: number): number {
  const value = b[i];
  if (value === undefined) throw new RangeError(`no byte ${i} in a sample of ${b.length}`);
  return value;
}

/** A deterministic stream of bytes (xorshift32). */
export function noise(length: number, seed: number): Buffer {
  const out = Buffer.alloc(length);
  let x = seed || 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

/* Ogg ------------------------------------------------------------------------------------------------------- */

export interface OggPage {
  offset: number;
  header: number;
  end: number;
}

export function oggPages(b: Buffer): OggPage[] {
  const pages: OggPage[] = [];
  for (let pos = 0; pos < b.length;) {
    const segments = byte(b, pos + 26);
    const header = 27 + segments;
    let body = 0;
    for (let i = 0; i < segments; i++) body += byte(b, pos + 27 + i);
    pages.push({ offset: pos, header, end: pos + header + body });
    pos += header + body;
  }
  return pages;
}

/** One Ogg page holding whole packets (each under 255 × 255 bytes), with its CRC. */
export function oggPage(options: {
  flags: number;
  serial: number;
  sequence: number;
  packets: Buffer[];
}): Buffer {
  const lacing: number[] = [];
  for (const packet of options.packets) {
    let left = packet.length;
    while (left >= 255) {
      lacing.push(255);
      left -= 255;
    }
    lacing.push(left);
  }
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[5] = options.flags;
  header.writeUInt32LE(options.serial, 14);
  header.writeUInt32LE(options.sequence, 18);
  header[26] = lacing.length;
  const page = Buffer.concat([header, Buffer.from(lacing), ...options.packets]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/* EBML ------------------------------------------------------------------------------------------------------ */

/** An 8-byte EBML size. */
export function size8(n: number): Buffer {
  const b = Buffer.alloc(8);
  b.writeUInt32BE(n, 4);
  b[0] = 0x01;
  return b;
}

/** The EBML header of a WebM file and the offset where its Segment's children start. */
export function webmParts(b: Buffer): { header: Buffer; segmentData: number } {
  const headerLength = 5 + (byte(b, 4) & 0x7f);
  if (b.readUInt32BE(headerLength) !== 0x18538067) throw new Error('no Segment after the EBML header');
  const sizeLength = Math.clz32(byte(b, headerLength + 4)) - 23;
  return { header: b.subarray(0, headerLength), segmentData: headerLength + 4 + sizeLength };
}

export const UNKNOWN_SEGMENT = Buffer.from([
  0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
]);

/** Chromium's WebM header, then Segment > Tags > Tag > SimpleTag > SimpleTag > … `depth` deep, every size exact. */
export function deeplyNestedEbml(depth: number): Buffer {
  const { header } = webmParts(fixture('chromium-opus.webm'));
  const levels = [[0x12, 0x54, 0xc3, 0x67], [0x73, 0x73], ...Array<number[]>(depth).fill([0x67, 0xc8])];
  const nested = Buffer.alloc(levels.reduce((sum, id) => sum + id.length + 8, 0));
  let pos = 0;
  for (const id of levels) {
    Buffer.from(id).copy(nested, pos);
    size8(nested.length - pos - id.length - 8).copy(nested, pos + id.length);
    pos += id.length + 8;
  }
  return Buffer.concat([header, UNKNOWN_SEGMENT, nested]);
}

/* MP3 ------------------------------------------------------------------------------------------------------- */

/** The lame sample's parts: its ID3v2 tag, its frames, its ID3v1 tag. */
export function mp3Parts(b: Buffer): { id3v2: Buffer; frames: Buffer; id3v1: Buffer } {
  const tagSize = (byte(b, 6) << 21) | (byte(b, 7) << 14) | (byte(b, 8) << 7) | byte(b, 9);
  const framesStart = 10 + tagSize;
  if (b.toString('latin1', b.length - 128, b.length - 125) !== 'TAG')
    throw new Error('no ID3v1 tag at the end');
  return {
    id3v2: b.subarray(0, framesStart),
    frames: b.subarray(framesStart, b.length - 128),
    id3v1: b.subarray(b.length - 128),
  };
}

/* The largest recordings a child may upload --------------------------------------------------------------- */

export const FIVE_MB = 5 * 1024 * 1024;

/** A WebM, an Ogg and an MP3 of at least 5 MB, each well formed from its first byte to its last. */
export function fiveMegabyteRecordings(): { webm: Buffer; ogg: Buffer; mp3: Buffer } {
  // WebM: Chromium's recording grown by SimpleBlocks (2-byte size, track 1, timestamp, keyframe, 1000 bytes).
  const blocks: Buffer[] = [];
  let size = 0;
  for (let i = 0; size < FIVE_MB; i++) {
    const block = Buffer.concat([Buffer.from([0xa3, 0x43, 0xec, 0x81, 0, 0, 0x80]), noise(1000, i + 1)]);
    blocks.push(block);
    size += block.length;
  }
  const webm = Buffer.concat([fixture('chromium-opus.webm'), ...blocks]);

  // Ogg: ffmpeg's Opus head pages, then pages of 60 packets of 1000 bytes (60 267 bytes each), the last ending it.
  const b = fixture('ffmpeg-opus.ogg');
  const pages = oggPages(b);
  const second = pages[1];
  if (!second) throw new Error('the Ogg sample has no second header page');
  const head = b.subarray(0, second.end);
  const serial = b.readUInt32LE(14);
  const count = Math.ceil(FIVE_MB / 60_267);
  const audio = Array.from({ length: count }, (_, i) => {
    const packets = Array.from({ length: 60 }, (_, k) => noise(1000, i * 100 + k + 1));
    return oggPage({ flags: i === count - 1 ? 4 : 0, serial, sequence: i + 2, packets });
  });
  const ogg = Buffer.concat([head, ...audio]);

  // MP3: lame's frames chained to 5 MB between its two tags.
  const { id3v2, frames, id3v1 } = mp3Parts(fixture('ffmpeg-lame.mp3'));
  const mp3 = Buffer.concat([
    id3v2,
    ...Array<Buffer>(Math.ceil(FIVE_MB / frames.length)).fill(frames),
    id3v1,
  ]);

  return { webm, ogg, mp3 };
}
