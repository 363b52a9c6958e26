/**
 * Opaque names for the test papers' media. Everything under content/media is public (/content/), and a paper's
 * addresses are in the page: a clip called egg-4fa602.ogg or a drawing called hat.svg tells the child the answer.
 * So each file is named by the first 16 hex digits of the SHA-256 of its bytes, which says nothing about the word.
 * Ogg clips are not byte-reproducible, so the text -> clip mapping the generator needs to find an existing recording
 * lives in content/media-index.json, outside the served folder (a manifest under media/ would give the answers away
 * again).
 */
import { createHash } from 'node:crypto';

/** The opaque file name of some media bytes: `3f9a0c1d2e4b5a69.ogg`. */
export function opaqueName(bytes: string | Uint8Array, ext: 'ogg' | 'svg'): string {
  return `${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.${ext}`;
}

/** content/media-index.json: the clip file (under media/audio) of each spoken text of the papers. */
export interface MediaIndex {
  audio: Record<string, string>;
}

export function parseMediaIndex(text: string): MediaIndex {
  const parsed = JSON.parse(text) as Partial<MediaIndex>;
  return { audio: { ...parsed.audio } };
}

/** Code-point order: unlike localeCompare, the same on every machine and locale. */
export function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The index as committed: texts in order, so regenerating gives the same bytes. */
export function mediaIndexJson(index: MediaIndex): string {
  const audio = Object.fromEntries(Object.entries(index.audio).sort(([a], [b]) => byCodePoint(a, b)));
  return `${JSON.stringify({ audio }, null, 2)}\n`;
}

/** The clip file of each text of an index; a text without one means the index is stale. */
export function clipNamesOf(index: MediaIndex): (text: string) => string {
  return (text) => {
    const file = index.audio[text];
    if (!file) throw new Error(`no clip for "${text}" in content/media-index.json: run npm run content`);
    return file;
  };
}

/** The comments every clip carries: opusenc's own, the same whatever the words (speech.ts). */
export const ENCODER_COMMENTS = ['ENCODER=', 'ENCODER_OPTIONS='] as const;

/**
 * The OpusTags header of an Ogg Opus clip: the vendor string, then the `KEY=value` comments. Tools can put the
 * spoken text there (a TITLE tag), which would give the answer away as surely as the name; the tests read it.
 * Throws unless the first page's packet is an OpusHead (an Ogg Vorbis clip of the espeak-ng bank included).
 */
export function opusTags(bytes: Uint8Array): string[] {
  const [head, tags] = oggPackets(bytes, 2).map((packet) => Buffer.from(packet));
  if (!head || head.toString('latin1', 0, 8) !== 'OpusHead') throw new Error('not Ogg Opus: no OpusHead');
  if (!tags || tags.toString('latin1', 0, 8) !== 'OpusTags') throw new Error('no OpusTags header');
  let at = 8;
  const field = () => {
    const length = tags.readUInt32LE(at);
    const text = tags.toString('utf8', at + 4, at + 4 + length);
    at += 4 + length;
    return text;
  };
  const vendor = field();
  const count = tags.readUInt32LE(at);
  at += 4;
  return [vendor, ...Array.from({ length: count }, field)];
}

/** The channel count of an Ogg Opus clip (its OpusHead's tenth byte). */
export function opusChannels(bytes: Uint8Array): number {
  const [head] = oggPackets(bytes, 1);
  if (!head || Buffer.from(head).toString('latin1', 0, 8) !== 'OpusHead') throw new Error('not Ogg Opus');
  return head[9] ?? 0;
}

/** The first `count` packets of an Ogg stream (a packet may span pages: its last lacing value is under 255). */
function oggPackets(bytes: Uint8Array, count: number): Uint8Array[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const packets: Uint8Array[] = [];
  let pending: Uint8Array[] = [];
  let page = 0;
  while (packets.length < count && page + 27 <= buffer.length) {
    if (buffer.toString('latin1', page, page + 4) !== 'OggS') throw new Error(`no Ogg page at byte ${page}`);
    const segments = buffer[page + 26] ?? 0;
    let at = page + 27 + segments;
    for (const size of buffer.subarray(page + 27, page + 27 + segments)) {
      pending.push(buffer.subarray(at, at + size));
      at += size;
      if (size < 255) {
        packets.push(Buffer.concat(pending));
        pending = [];
      }
    }
    page = at;
  }
  return packets;
}
