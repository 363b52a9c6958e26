import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkRecordingContainer, MAX_EBML_DEPTH, oggCrc } from '../src/modules/recordings/recording-check';
import {
  deeplyNestedEbml,
  FIVE_MB,
  fiveMegabyteRecordings,
  fixture,
  mp3Parts,
  noise,
  oggPage,
  oggPages,
  size8,
  webmParts,
} from './recordings';

/*
 * The samples under fixtures/recordings come from real encoders, made once:
 * - chromium-*: Debian's Chromium 156 (fake microphone and camera) recording with MediaRecorder, as children's
 *   browsers do: 'audio/webm;codecs=opus' with a 250 ms timeslice (unknown-size Segment and four unknown-size
 *   Clusters), 'audio/mp4' (fragmented MP4 with Opus: ftyp, moov, then moof/mdat pairs) and
 *   'video/webm;codecs=vp8,opus' (a video track, to be refused).
 * - ffmpeg-*: Debian's ffmpeg 5.1 from a 440 Hz sine: Ogg/Opus (libopus), Ogg/Vorbis (libvorbis), MP4/AAC (ftyp,
 *   free, mdat, moov), WAV (16-bit PCM with a LIST chunk), MP3 (libmp3lame with ID3v2.4 and ID3v1 tags), WebM and
 *   Matroska (known sizes, SeekHead, Void, Cues, Tags).
 */
const SAMPLES = [
  ['chromium-opus.webm', 'audio/webm', 'webm'],
  ['chromium-opus.m4a', 'audio/mp4', 'm4a'],
  ['ffmpeg-opus.webm', 'audio/webm', 'webm'],
  ['ffmpeg-opus.mka', 'audio/webm', 'webm'],
  ['ffmpeg-opus.ogg', 'audio/ogg', 'ogg'],
  ['ffmpeg-vorbis.ogg', 'audio/ogg', 'ogg'],
  ['ffmpeg-aac.m4a', 'audio/mp4', 'm4a'],
  ['ffmpeg-pcm.wav', 'audio/wav', 'wav'],
  ['ffmpeg-lame.mp3', 'audio/mpeg', 'mp3'],
] as const;

const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n',
);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><rect width="1" height="1"/></svg>\n',
);
const PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);
const PAYLOADS = [
  ['HTML', HTML],
  ['SVG', SVG],
  ['PDF', PDF],
] as const;

const accepted = (bytes: Uint8Array) => checkRecordingContainer(bytes).ok;
const reason = (bytes: Uint8Array) => {
  const result = checkRecordingContainer(bytes);
  return result.ok ? 'accepted' : result.reason;
};

const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u32le = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};

/* Ogg ------------------------------------------------------------------------------------------------------- */

/** Recomputes the CRC of every page (after a test edits one). */
function fixOggCrcs(b: Buffer): Buffer {
  for (const page of oggPages(b)) {
    b.writeUInt32LE(0, page.offset + 22);
    b.writeUInt32LE(oggCrc(b, page.offset, page.end), page.offset + 22);
  }
  return b;
}

/* EBML ------------------------------------------------------------------------------------------------------ */

/** An element with an 8-byte size. */
const element = (id: number[], body: Buffer) => Buffer.concat([Buffer.from(id), size8(body.length), body]);

/* MP4 ------------------------------------------------------------------------------------------------------- */

function topBoxes(b: Buffer) {
  const boxes: { type: string; offset: number; size: number }[] = [];
  for (let pos = 0; pos < b.length;) {
    const size = b.readUInt32BE(pos);
    boxes.push({ type: b.toString('latin1', pos + 4, pos + 8), offset: pos, size });
    pos += size;
  }
  return boxes;
}
const box = (type: string, body: Buffer) => Buffer.concat([u32be(8 + body.length), Buffer.from(type), body]);

/* WAV ------------------------------------------------------------------------------------------------------- */

const chunk = (id: string, body: Buffer) =>
  Buffer.concat([Buffer.from(id, 'latin1'), u32le(body.length), body, Buffer.alloc(body.length % 2)]);
const riff = (...chunks: Buffer[]) => {
  const body = Buffer.concat([Buffer.from('WAVE'), ...chunks]);
  return Buffer.concat([Buffer.from('RIFF'), u32le(body.length), body]);
};
function fmt(
  format: number,
  channels: number,
  rate: number,
  bits: number,
  extra: Uint8Array = Buffer.alloc(0),
) {
  const body = Buffer.alloc(16);
  const align = channels * Math.ceil(bits / 8);
  body.writeUInt16LE(format, 0);
  body.writeUInt16LE(channels, 2);
  body.writeUInt32LE(rate, 4);
  body.writeUInt32LE(rate * align, 8);
  body.writeUInt16LE(align, 12);
  body.writeUInt16LE(bits, 14);
  return chunk('fmt ', Buffer.concat([body, extra]));
}
/** WAVE_FORMAT_EXTENSIBLE's tail: cbSize 22, valid bits, channel mask, the subtype GUID. */
function extensible(subtype: number, bits: number): Buffer {
  const extra = Buffer.alloc(24);
  extra.writeUInt16LE(22, 0);
  extra.writeUInt16LE(bits, 2);
  extra.writeUInt32LE(4, 4);
  extra.writeUInt16LE(subtype, 8);
  Buffer.from([0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xaa, 0x00, 0x38, 0x9b, 0x71]).copy(
    extra,
    10,
  );
  return extra;
}

/* MP3 ------------------------------------------------------------------------------------------------------- */

describe('checkRecordingContainer', () => {
  describe('accepts real recordings', () => {
    it.each(SAMPLES)('%s as %s (.%s)', (name, mime, ext) => {
      expect(checkRecordingContainer(fixture(name))).toEqual({ ok: true, mime, ext });
    });

    it('every Ogg clip of the content bank (the end-to-end journeys upload one)', () => {
      const folder = fileURLToPath(new URL('../../../content/media/audio/', import.meta.url));
      const clips = readdirSync(folder).filter((name) => name.endsWith('.ogg'));
      expect(clips.length).toBeGreaterThan(0);
      for (const clip of clips) {
        expect([clip, reason(readFileSync(folder + clip))]).toEqual([clip, 'accepted']);
      }
    });

    it('an MP4 whose last box runs to the end (size 0) or has a 64-bit size', () => {
      const b = fixture('chromium-opus.m4a');
      const last = topBoxes(b).at(-1)!;
      expect(last.type).toBe('mdat');
      const toEnd = Buffer.from(b);
      toEnd.writeUInt32BE(0, last.offset);
      expect(reason(toEnd)).toBe('accepted');
      const large = Buffer.concat([
        b.subarray(0, last.offset),
        u32be(1),
        Buffer.from('mdat'),
        u32be(0),
        u32be(last.size + 8),
        b.subarray(last.offset + 8),
      ]);
      expect(reason(large)).toBe('accepted');
    });

    it('WAVs in float, extensible PCM, and with an odd data chunk and its pad byte', () => {
      const data = chunk('data', noise(64, 3));
      expect(reason(riff(fmt(3, 1, 16000, 32), data))).toBe('accepted');
      expect(reason(riff(fmt(0xfffe, 2, 44100, 16, extensible(1, 16)), data))).toBe('accepted');
      expect(
        reason(riff(fmt(1, 1, 8000, 8), chunk('data', noise(63, 4)), chunk('JUNK', Buffer.alloc(6)))),
      ).toBe('accepted');
      // The RIFF body itself odd: one pad byte after it.
      expect(
        reason(
          Buffer.concat([
            riff(fmt(1, 1, 8000, 8), chunk('data', noise(63, 4)).subarray(0, -1)),
            Buffer.alloc(1),
          ]),
        ),
      ).toBe('accepted');
    });

    it('an MP3 without tags, frames only', () => {
      expect(reason(mp3Parts(fixture('ffmpeg-lame.mp3')).frames)).toBe('accepted');
    });
  });

  describe('refuses polyglots', () => {
    it.each(SAMPLES.flatMap(([name]) => PAYLOADS.map(([kind, payload]) => [name, kind, payload] as const)))(
      '%s with %s appended',
      (name, _kind, payload) => {
        expect(accepted(Buffer.concat([fixture(name), payload]))).toBe(false);
      },
    );

    it.each([
      ['EBML', Buffer.from([0x1a, 0x45, 0xdf, 0xa3])],
      ['EBML header and Segment', fixture('chromium-opus.webm').subarray(0, 48)],
      ['OggS', Buffer.from('OggS')],
      ['an Ogg page header', fixture('ffmpeg-opus.ogg').subarray(0, 28)],
      ['RIFF WAVE', Buffer.concat([Buffer.from('RIFF'), u32le(4 + HTML.length), Buffer.from('WAVE')])],
      ['ftyp', Buffer.concat([u32be(20), Buffer.from('ftypisom'), u32be(0x200), Buffer.from('isom')])],
      ['ID3', fixture('ffmpeg-lame.mp3').subarray(0, 10)],
      ['an MP3 frame sync', Buffer.from([0xff, 0xfb, 0x90, 0x64])],
    ])('HTML behind %s magic', (_name, prefix) => {
      for (const [, payload] of PAYLOADS) expect(accepted(Buffer.concat([prefix, payload]))).toBe(false);
    });

    it('an Ogg page of HTML, CRC and all, after the end of the stream', () => {
      const b = fixture('ffmpeg-opus.ogg');
      const pages = oggPages(b);
      const serial = b.readUInt32LE(14);
      const page = oggPage({ flags: 0, serial, sequence: pages.length, packets: [HTML] });
      expect(reason(Buffer.concat([b, page]))).toMatch(/after the end-of-stream/);
      // Nor as a second logical stream.
      const other = oggPage({ flags: 2, serial: serial + 1, sequence: 0, packets: [HTML] });
      expect(accepted(Buffer.concat([b, other]))).toBe(false);
    });

    it('HTML in a WebM Void, an unknown element, or Attachments', () => {
      const b = fixture('chromium-opus.webm');
      const { segmentData } = webmParts(b);
      const inSegment = (extra: Buffer) =>
        Buffer.concat([b.subarray(0, segmentData), extra, b.subarray(segmentData)]);
      expect(reason(inSegment(Buffer.alloc(0)))).toBe('accepted');
      expect(reason(inSegment(element([0xec], Buffer.alloc(16))))).toBe('accepted');
      expect(reason(inSegment(element([0xec], HTML)))).toMatch(/padding/);
      expect(reason(inSegment(element([0x1f, 0x00, 0x00, 0x01], HTML)))).toMatch(/not allowed/);
      expect(reason(inSegment(element([0x19, 0x41, 0xa4, 0x69], HTML)))).toMatch(/attachments/);
      // After the last block of the unknown-size Cluster, as an element: not valid in a Cluster.
      expect(reason(Buffer.concat([b, element([0xec], HTML)]))).toMatch(/padding/);
      expect(accepted(Buffer.concat([b, element([0x86], HTML)]))).toBe(false);
    });

    it('a known-size WebM Segment that does not end with the file, or overruns it', () => {
      const b = fixture('ffmpeg-opus.webm');
      expect(reason(Buffer.concat([b, element([0xec], Buffer.alloc(4))]))).toMatch(/Segment/);
      expect(reason(b.subarray(0, -1))).toMatch(/Segment|past/);
    });

    it('HTML in an MP4 free, uuid or unknown box', () => {
      const b = fixture('ffmpeg-aac.m4a');
      const free = topBoxes(b).find((candidate) => candidate.type === 'free')!;
      const at = (extra: Buffer) =>
        Buffer.concat([b.subarray(0, free.offset), extra, b.subarray(free.offset)]);
      expect(reason(at(box('free', Buffer.alloc(32))))).toBe('accepted');
      expect(reason(at(box('free', HTML)))).toMatch(/padding/);
      expect(reason(at(box('uuid', Buffer.concat([noise(16, 9), HTML]))))).toMatch(/not allowed/);
      expect(reason(at(box('html', HTML)))).toMatch(/not allowed/);
      expect(reason(Buffer.concat([b, box('free', HTML)]))).toMatch(/padding/);
    });

    it('HTML in a WAV chunk, or a RIFF size stretched over it', () => {
      const b = fixture('ffmpeg-pcm.wav');
      const grown = (extra: Buffer) => {
        const out = Buffer.concat([b, extra]);
        out.writeUInt32LE(out.length - 8, 4);
        return out;
      };
      expect(reason(grown(chunk('JUNK', Buffer.alloc(8))))).toBe('accepted');
      expect(reason(grown(chunk('JUNK', HTML)))).toMatch(/padding/);
      expect(reason(grown(chunk('html', HTML)))).toMatch(/not allowed/);
      expect(accepted(grown(HTML))).toBe(false);
      expect(reason(grown(chunk('data', HTML)))).toMatch(/two data/);
    });

    it('HTML between MP3 frames or in place of the ID3v1 tag', () => {
      const { id3v2, frames, id3v1 } = mp3Parts(fixture('ffmpeg-lame.mp3'));
      expect(accepted(Buffer.concat([id3v2, frames, HTML, id3v1]))).toBe(false);
      expect(accepted(Buffer.concat([id3v2, HTML, frames]))).toBe(false);
      expect(accepted(Buffer.concat([id3v2, frames, id3v1, id3v1]))).toBe(false);
    });
  });

  describe('refuses broken or foreign files', () => {
    it.each(SAMPLES)('%s truncated', (name) => {
      const b = fixture(name);
      for (const length of [b.length - 1, b.length - 7, Math.floor(b.length / 2) + 3, 40, 8, 1]) {
        expect([length, reason(b.subarray(0, length))]).not.toEqual([length, 'accepted']);
      }
    });

    it('an Ogg page with a wrong CRC, in its body or in the CRC itself', () => {
      const b = fixture('ffmpeg-vorbis.ogg');
      const pages = oggPages(b);
      expect(pages.length).toBeGreaterThan(2);
      const second = pages[1]!;
      const body = Buffer.from(b);
      body[second.offset + second.header + 5]! ^= 0x20;
      expect(reason(body)).toMatch(/bad CRC on page 1/);
      const crc = Buffer.from(b);
      crc[pages[2]!.offset + 22]! ^= 1;
      expect(reason(crc)).toMatch(/bad CRC on page 2/);
    });

    it('Ogg pages out of order, or a first page that is not the Opus or Vorbis head', () => {
      const b = fixture('ffmpeg-opus.ogg');
      const [first, second, third] = oggPages(b);
      const swapped = Buffer.concat([
        b.subarray(first!.offset, first!.end),
        b.subarray(third!.offset, third!.end),
        b.subarray(second!.offset, second!.end),
      ]);
      expect(reason(swapped)).toMatch(/sequence/);
      const renamed = Buffer.from(b);
      renamed.write('OpusHEAD', first!.offset + first!.header, 'latin1');
      expect(reason(fixOggCrcs(renamed))).toMatch(/neither Opus nor Vorbis/);
      const flac = oggPage({
        flags: 2,
        serial: 1,
        sequence: 0,
        packets: [Buffer.from('\x7fFLAC\x01\x00\x00\x01fLaC')],
      });
      expect(accepted(flac)).toBe(false);
    });

    it('a WebM with a video track', () => {
      expect(reason(fixture('chromium-video.webm'))).toMatch(/video track/);
      const b = Buffer.from(fixture('chromium-opus.webm'));
      const trackType = b.indexOf(Buffer.from([0x83, 0x81, 0x02]));
      expect(trackType).toBeGreaterThan(0);
      b[trackType + 2] = 1;
      expect(reason(b)).toMatch(/video track/);
      b[trackType + 2] = 0x11; // subtitles
      expect(reason(b)).toMatch(/not audio/);
    });

    it('an MP4 with a video track', () => {
      const b = Buffer.from(fixture('ffmpeg-aac.m4a'));
      const handler = b.indexOf('soun');
      expect(handler).toBeGreaterThan(0);
      b.write('vide', handler, 'latin1');
      expect(reason(b)).toMatch(/video track/);
    });

    it('WAVs that are not PCM or float, or with data before fmt', () => {
      const data = chunk('data', noise(64, 3));
      expect(accepted(riff(fmt(1, 1, 8000, 16), data))).toBe(true);
      expect(reason(riff(fmt(2, 1, 8000, 4), data))).toMatch(/not PCM/);
      expect(reason(riff(fmt(0xfffe, 1, 8000, 16, extensible(2, 16)), data))).toMatch(/not PCM/);
      expect(reason(riff(data, fmt(1, 1, 8000, 16)))).toMatch(/before fmt/);
      expect(reason(riff(fmt(1, 1, 8000, 16)))).toMatch(/no data/);
    });

    it('an MP3 frame whose header is broken', () => {
      const { id3v2, frames, id3v1 } = mp3Parts(fixture('ffmpeg-lame.mp3'));
      const broken = Buffer.from(frames);
      broken[2] = broken[2]! | 0xf0; // bitrate index 15
      expect(reason(Buffer.concat([id3v2, broken, id3v1]))).toMatch(/bad frame header/);
    });

    it('empty files and random bytes, bare or behind each magic', () => {
      expect(checkRecordingContainer(new Uint8Array(0))).toEqual({ ok: false, reason: 'empty file' });
      const prefixes = [
        Buffer.alloc(0),
        Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
        Buffer.from('OggS'),
        Buffer.from('RIFF\x10\x00\x00\x00WAVE'),
        Buffer.from('\x00\x00\x00\x10ftypM4A '),
        Buffer.from('ID3\x04\x00\x00'),
        Buffer.from([0xff, 0xfb]),
      ];
      for (let seed = 1; seed <= 200; seed++) {
        const prefix = prefixes[seed % prefixes.length]!;
        const bytes = Buffer.concat([prefix, noise(1 + ((seed * 7919) % 5000), seed)]);
        expect([seed, accepted(bytes)]).toEqual([seed, false]);
      }
    });

    it('a deeply nested crafted EBML, stopped at the depth limit', () => {
      // Segment > Tags > Tag > SimpleTag > SimpleTag > … 100 000 deep, every size exact. How long the refusal takes
      // is `npm run bench -- uploads`.
      expect(reason(deeplyNestedEbml(100_000))).toMatch(/nested too deep/);
      expect(MAX_EBML_DEPTH).toBeLessThanOrEqual(16);
    });
  });

  // Their speed, beside one pass of zlib's CRC-32 over the same bytes, is `npm run bench -- uploads`.
  describe('accepts a whole 5 MB recording', () => {
    const recordings = fiveMegabyteRecordings();

    it.each(Object.entries(recordings))('%s: read whole and accepted', (_, bytes) => {
      expect(bytes.length).toBeGreaterThanOrEqual(FIVE_MB);
      expect(checkRecordingContainer(bytes).ok).toBe(true);
    });
  });
});
