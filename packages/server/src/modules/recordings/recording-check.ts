/**
 * Whole-file checks of a voice recording's container. A recording is accepted only when every byte of it belongs
 * to a well-formed container of an accepted type: WebM/Matroska (what Chromium's MediaRecorder writes), Ogg
 * (Opus or Vorbis, Firefox), MP4 (ISO BMFF, Safari and newer Chromium), WAV and MP3. Nothing may follow the
 * container, and every structure inside it must fit its parent exactly, so an audio header followed by HTML, SVG
 * or PDF (a polyglot) is refused.
 *
 * What stays opaque: codec payloads (Ogg packets, Matroska blocks, MP4 'mdat', PCM samples, MP3 frames) and a few
 * metadata values (tag strings, codec private data). Those bytes are never parsed here; whoever serves a recording
 * back must still send it with the type found here and `X-Content-Type-Options: nosniff`.
 *
 * Pure and iterative: no recursion (nesting is walked with an explicit stack capped at {@link MAX_EBML_DEPTH}),
 * linear in the file's length.
 */

export type ContainerCheck = { ok: true; mime: string; ext: string } | { ok: false; reason: string };

/** Deepest EBML nesting a recording may have, the file itself counting as one (recorders write 6 at most). */
export const MAX_EBML_DEPTH = 12;

const WEBM = { mime: 'audio/webm', ext: 'webm' } as const;
const OGG = { mime: 'audio/ogg', ext: 'ogg' } as const;
const MP4 = { mime: 'audio/mp4', ext: 'm4a' } as const;
const WAV = { mime: 'audio/wav', ext: 'wav' } as const;
const MP3 = { mime: 'audio/mpeg', ext: 'mp3' } as const;

class Refusal extends Error {}

function fail(reason: string): never {
  throw new Refusal(reason);
}

const hex = (n: number) => `0x${n.toString(16).toUpperCase()}`;

/**
 * Checks the whole file. `{ ok: true }` names the type by the content (never by the client's word); `{ ok: false }`
 * carries a reason for the logs, not for the child.
 */
export function checkRecordingContainer(bytes: Uint8Array): ContainerCheck {
  const b = bytes;
  const at = (i: number) => b[i] ?? -1;
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  try {
    if (b.length === 0) fail('empty file');
    if (at(0) === 0x1a && at(1) === 0x45 && at(2) === 0xdf && at(3) === 0xa3) {
      checkEbml(b);
      return { ok: true, ...WEBM };
    }
    if (ascii(0, 4) === 'OggS') {
      checkOgg(b);
      return { ok: true, ...OGG };
    }
    if (ascii(0, 4) === 'RIFF') {
      checkWav(b);
      return { ok: true, ...WAV };
    }
    if (ascii(4, 8) === 'ftyp') {
      checkMp4(b);
      return { ok: true, ...MP4 };
    }
    if (ascii(0, 3) === 'ID3' || (at(0) === 0xff && (at(1) & 0xe0) === 0xe0)) {
      checkMp3(b);
      return { ok: true, ...MP3 };
    }
    return { ok: false, reason: 'not a recording container' };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.message };
    // A RangeError of a DataView read past the end is a truncated file too.
    if (error instanceof RangeError) return { ok: false, reason: 'truncated' };
    throw error;
  }
}

const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

const isFourCc = (b: Uint8Array, pos: number) => {
  for (let i = pos; i < pos + 4; i++) {
    const c = b[i] ?? 0;
    if (c < 0x20 || c > 0x7e) return false;
  }
  return true;
};

const fourCc = (b: Uint8Array, pos: number) => String.fromCharCode(...b.subarray(pos, pos + 4));

/** Padding (EBML Void, MP4 free, RIFF JUNK) holds zeros: writers fill it so, and nothing may hide in it. */
function zeros(b: Uint8Array, from: number, to: number, what: string): void {
  for (let i = from; i < to; i++) if (b[i] !== 0) fail(`${what}: padding that is not zeros`);
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Ogg (RFC 3533), Opus (RFC 7845) and Vorbis I headers                                                          */
/* ------------------------------------------------------------------------------------------------------------ */

/** Ogg's CRC-32: polynomial 0x04C11DB7, no reflection, initial value 0, no final xor. Four tables (slice-by-4). */
const OGG_CRC = (() => {
  const table = new Uint32Array(1024);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let k = 0; k < 8; k++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  for (let k = 1; k < 4; k++) {
    for (let i = 0; i < 256; i++) {
      const prev = table[(k - 1) * 256 + i] ?? 0;
      table[k * 256 + i] = ((prev << 8) ^ (table[prev >>> 24] ?? 0)) >>> 0;
    }
  }
  return table;
})();

/** Ogg's CRC-32 of `b[from, to)`, continuing from `crc`. */
export function oggCrc(b: Uint8Array, from = 0, to = b.length, crc = 0): number {
  const t = OGG_CRC;
  const dv = view(b);
  let c = crc;
  let i = from;
  for (; i + 4 <= to; i += 4) {
    c ^= dv.getUint32(i);
    c =
      (t[768 + (c >>> 24)] ?? 0) ^
      (t[512 + ((c >>> 16) & 255)] ?? 0) ^
      (t[256 + ((c >>> 8) & 255)] ?? 0) ^
      (t[c & 255] ?? 0);
  }
  for (; i < to; i++) c = (c << 8) ^ (t[((c >>> 24) ^ (b[i] ?? 0)) & 255] ?? 0);
  return c >>> 0;
}

/** The CRC field, counted as zeros. */
const FOUR_ZEROS = new Uint8Array(4);

/** The header packets of each codec, by how they start (the identification header is checked on its own). */
const HEADER_MAGICS = {
  opus: [null, 'OpusTags'],
  vorbis: [null, '\x03vorbis', '\x05vorbis'],
} as const;

const OGG_CONTINUED = 0x01;
const OGG_BOS = 0x02;
const OGG_EOS = 0x04;

function checkOgg(b: Uint8Array): void {
  const dv = view(b);
  const len = b.length;
  let pos = 0;
  let page = 0;
  let serial = 0;
  let inPacket = false; // the last page ended inside a packet
  let eos = false;
  let packets = 0; // packets started
  // How the codec's header packets start, once the first page has told the codec.
  let magics: readonly (string | null)[] = [];
  // The first bytes of the current packet while it is one of the header packets.
  let probe: number[] | null = null;

  while (pos < len) {
    if (eos) fail('ogg: data after the end-of-stream page');
    if (len - pos < 27) fail('ogg: truncated page header');
    if (dv.getUint32(pos) !== 0x4f676753) fail(`ogg: no page at ${pos}`);
    if (b[pos + 4] !== 0) fail('ogg: unknown version');
    const flags = b[pos + 5] ?? 0;
    if (flags & ~7) fail('ogg: unknown header flags');
    const pageSerial = dv.getUint32(pos + 14, true);
    const sequence = dv.getUint32(pos + 18, true);
    const crc = dv.getUint32(pos + 22, true);
    const segments = b[pos + 26] ?? 0;
    const bodyStart = pos + 27 + segments;
    if (bodyStart > len) fail('ogg: truncated segment table');
    let bodyLength = 0;
    for (let i = pos + 27; i < bodyStart; i++) bodyLength += b[i] ?? 0;
    const end = bodyStart + bodyLength;
    if (end > len) fail('ogg: truncated page');

    if (page === 0) {
      if (flags !== OGG_BOS) fail('ogg: the first page is not a lone beginning of stream');
      serial = pageSerial;
    } else {
      if (flags & OGG_BOS) fail('ogg: more than one logical stream');
      if (pageSerial !== serial) fail('ogg: more than one logical stream');
    }
    if (sequence !== page) fail('ogg: page out of sequence');
    if (Boolean(flags & OGG_CONTINUED) !== inPacket) fail('ogg: continued flag does not match the packets');
    let sum = oggCrc(b, pos, pos + 22);
    sum = oggCrc(FOUR_ZEROS, 0, 4, sum);
    sum = oggCrc(b, pos + 26, end, sum);
    if (sum !== crc) fail(`ogg: bad CRC on page ${page}`);

    if (page === 0) {
      // The identification header, alone and whole on the first page.
      for (let i = pos + 27; i < bodyStart - 1; i++) {
        if (b[i] !== 255) fail('ogg: the first page is not one packet');
      }
      if (segments === 0 || b[bodyStart - 1] === 255) fail('ogg: the identification header spans pages');
      if (dv.getUint32(pos + 6) !== 0 || dv.getUint32(pos + 10) !== 0) fail('ogg: first page has a granule');
      magics = HEADER_MAGICS[identify(b, bodyStart, end)];
    }

    // Walk the lacing values: packet boundaries, and the first bytes of the next header packets.
    let offset = bodyStart;
    for (let i = pos + 27; i < bodyStart; i++) {
      const lace = b[i] ?? 0;
      if (!inPacket) {
        packets++;
        inPacket = true;
        probe = packets - 1 < magics.length ? [] : null;
      }
      if (probe && probe.length < 8) {
        for (let k = offset; k < offset + lace && probe.length < 8; k++) probe.push(b[k] ?? 0);
      }
      offset += lace;
      if (lace < 255) {
        inPacket = false;
        if (probe) {
          const want = magics[packets - 1] ?? null;
          if (want !== null && String.fromCharCode(...probe.slice(0, want.length)) !== want) {
            fail('ogg: missing comment or setup header');
          }
          probe = null;
        }
      }
    }
    eos = Boolean(flags & OGG_EOS);
    pos = end;
    page++;
  }
  if (inPacket) fail('ogg: truncated packet');
  if (packets <= magics.length) fail('ogg: no audio');
}

/** Opus or Vorbis identification header in `b[from, to)`. */
function identify(b: Uint8Array, from: number, to: number): 'opus' | 'vorbis' {
  const dv = view(b);
  const size = to - from;
  const magic = String.fromCharCode(...b.subarray(from, from + 8));
  if (magic === 'OpusHead') {
    if (size < 19) fail('ogg: short OpusHead');
    const version = b[from + 8] ?? 0;
    const channels = b[from + 9] ?? 0;
    const family = b[from + 18] ?? 0;
    if (version >> 4 !== 0) fail('ogg: unknown Opus version');
    if (channels === 0 || (family === 0 && channels > 2)) fail('ogg: bad OpusHead');
    // Nothing after the fields: 19 bytes, or 21 and the channel mapping table.
    if (size !== (family === 0 ? 19 : 21 + channels)) fail('ogg: bad OpusHead size');
    return 'opus';
  }
  if (magic.slice(0, 7) === '\x01vorbis') {
    if (size !== 30) fail('ogg: bad Vorbis identification header');
    if (dv.getUint32(from + 7, true) !== 0) fail('ogg: unknown Vorbis version');
    if ((b[from + 11] ?? 0) === 0 || dv.getUint32(from + 12, true) === 0) fail('ogg: bad Vorbis header');
    if (((b[from + 29] ?? 0) & 1) !== 1) fail('ogg: bad Vorbis framing bit');
    return 'vorbis';
  }
  fail('ogg: neither Opus nor Vorbis');
}

/* ------------------------------------------------------------------------------------------------------------ */
/* EBML (RFC 8794) and Matroska/WebM (RFC 9559)                                                                  */
/* ------------------------------------------------------------------------------------------------------------ */

/** Element kinds: master, unsigned, signed, float, ASCII string, UTF-8, binary, date, block, CRC-32. */
type Kind = 'm' | 'u' | 'i' | 'f' | 's' | '8' | 'b' | 'd' | 'block' | 'crc';

const ROOT = 0;
const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const EBML_READ_VERSION = 0x42f7;
const EBML_MAX_ID_LENGTH = 0x42f2;
const EBML_MAX_SIZE_LENGTH = 0x42f3;
const DOC_TYPE_READ_VERSION = 0x4285;
const SEGMENT = 0x18538067;
const SEEK_HEAD = 0x114d9b74;
const INFO = 0x1549a966;
const TRACKS = 0x1654ae6b;
const CLUSTER = 0x1f43b675;
const CUES = 0x1c53bb6b;
const TAGS = 0x1254c367;
const CHAPTERS = 0x1043a770;
const ATTACHMENTS = 0x1941a469;
const VOID = 0xec;
const CRC32 = 0xbf;
const TRACK_ENTRY = 0xae;
const TRACK_NUMBER = 0xd7;
const TRACK_TYPE = 0x83;
const CODEC_ID = 0x86;
const VIDEO = 0xe0;
const TIMESTAMP = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK = 0xa1;
const BLOCK_GROUP = 0xa0;
const SIMPLE_TAG = 0x67c8;
const CHAPTER_ATOM = 0xb6;

/** The Matroska elements a recording may hold: id → kind, and for masters the ids allowed inside. */
type Children = readonly (readonly [number, Kind])[];
const SCHEMA: readonly (readonly [number, 'm', Children])[] = [
  [
    ROOT,
    'm',
    [
      [EBML, 'm'],
      [SEGMENT, 'm'],
    ],
  ],
  [
    EBML,
    'm',
    [
      [0x4286, 'u'], // EBMLVersion
      [EBML_READ_VERSION, 'u'],
      [EBML_MAX_ID_LENGTH, 'u'],
      [EBML_MAX_SIZE_LENGTH, 'u'],
      [DOC_TYPE, 's'],
      [0x4287, 'u'], // DocTypeVersion
      [DOC_TYPE_READ_VERSION, 'u'],
      [0x4281, 'm'], // DocTypeExtension
    ],
  ],
  [
    0x4281,
    'm',
    [
      [0x4283, 's'],
      [0x4284, 'u'],
    ],
  ],
  [
    SEGMENT,
    'm',
    [
      [SEEK_HEAD, 'm'],
      [INFO, 'm'],
      [TRACKS, 'm'],
      [CLUSTER, 'm'],
      [CUES, 'm'],
      [TAGS, 'm'],
      [CHAPTERS, 'm'],
    ],
  ],
  [SEEK_HEAD, 'm', [[0x4dbb, 'm']]],
  [
    0x4dbb,
    'm',
    [
      [0x53ab, 'b'],
      [0x53ac, 'u'],
    ],
  ], // Seek: SeekID, SeekPosition
  [
    INFO,
    'm',
    [
      [0x73a4, 'b'], // SegmentUUID
      [0x7384, '8'], // SegmentFilename
      [0x3cb923, 'b'], // PrevUUID
      [0x3c83ab, '8'], // PrevFilename
      [0x3eb923, 'b'], // NextUUID
      [0x3e83bb, '8'], // NextFilename
      [0x4444, 'b'], // SegmentFamily
      [0x2ad7b1, 'u'], // TimestampScale
      [0x4489, 'f'], // Duration
      [0x4461, 'd'], // DateUTC
      [0x7ba9, '8'], // Title
      [0x4d80, '8'], // MuxingApp
      [0x5741, '8'], // WritingApp
    ],
  ],
  [TRACKS, 'm', [[TRACK_ENTRY, 'm']]],
  [
    TRACK_ENTRY,
    'm',
    [
      [TRACK_NUMBER, 'u'],
      [0x73c5, 'u'], // TrackUID
      [TRACK_TYPE, 'u'],
      [0xb9, 'u'], // FlagEnabled
      [0x88, 'u'], // FlagDefault
      [0x55aa, 'u'], // FlagForced
      [0x55ab, 'u'], // FlagHearingImpaired
      [0x55ac, 'u'], // FlagVisualImpaired
      [0x55ad, 'u'], // FlagTextDescriptions
      [0x55ae, 'u'], // FlagOriginal
      [0x55af, 'u'], // FlagCommentary
      [0x9c, 'u'], // FlagLacing
      [0x6de7, 'u'], // MinCache
      [0x6df8, 'u'], // MaxCache
      [0x23e383, 'u'], // DefaultDuration
      [0x234e7a, 'u'], // DefaultDecodedFieldDuration
      [0x23314f, 'f'], // TrackTimestampScale
      [0x55ee, 'u'], // MaxBlockAdditionID
      [0x536e, '8'], // Name
      [0x22b59c, 's'], // Language
      [0x22b59d, 's'], // LanguageBCP47
      [CODEC_ID, 's'],
      [0x63a2, 'b'], // CodecPrivate
      [0x258688, '8'], // CodecName
      [0xaa, 'u'], // CodecDecodeAll
      [0x56aa, 'u'], // CodecDelay
      [0x56bb, 'u'], // SeekPreRoll
      [0xe1, 'm'], // Audio
    ],
  ],
  [
    0xe1,
    'm',
    [
      [0xb5, 'f'], // SamplingFrequency
      [0x78b5, 'f'], // OutputSamplingFrequency
      [0x9f, 'u'], // Channels
      [0x6264, 'u'], // BitDepth
      [0x52f1, 'u'], // Emphasis
    ],
  ],
  [
    CLUSTER,
    'm',
    [
      [TIMESTAMP, 'u'],
      [0xa7, 'u'], // Position
      [0xab, 'u'], // PrevSize
      [SIMPLE_BLOCK, 'block'],
      [BLOCK_GROUP, 'm'],
    ],
  ],
  [
    BLOCK_GROUP,
    'm',
    [
      [BLOCK, 'block'],
      [0x75a1, 'm'], // BlockAdditions
      [0x9b, 'u'], // BlockDuration
      [0xfa, 'u'], // ReferencePriority
      [0xfb, 'i'], // ReferenceBlock
      [0xa4, 'b'], // CodecState
      [0x75a2, 'i'], // DiscardPadding
    ],
  ],
  [0x75a1, 'm', [[0xa6, 'm']]], // BlockAdditions: BlockMore
  [
    0xa6,
    'm',
    [
      [0xee, 'u'],
      [0xa5, 'b'],
    ],
  ], // BlockMore: BlockAddID, BlockAdditional
  [CUES, 'm', [[0xbb, 'm']]],
  [
    0xbb,
    'm',
    [
      [0xb3, 'u'],
      [0xb7, 'm'],
    ],
  ], // CuePoint: CueTime, CueTrackPositions
  [
    0xb7,
    'm',
    [
      [0xf7, 'u'], // CueTrack
      [0xf1, 'u'], // CueClusterPosition
      [0xf0, 'u'], // CueRelativePosition
      [0xb2, 'u'], // CueDuration
      [0x5378, 'u'], // CueBlockNumber
      [0xea, 'u'], // CueCodecState
      [0xdb, 'm'], // CueReference
    ],
  ],
  [0xdb, 'm', [[0x96, 'u']]], // CueReference: CueRefTime
  [TAGS, 'm', [[0x7373, 'm']]],
  [
    0x7373,
    'm',
    [
      [0x63c0, 'm'],
      [SIMPLE_TAG, 'm'],
    ],
  ], // Tag: Targets, SimpleTag
  [
    0x63c0,
    'm',
    [
      [0x68ca, 'u'], // TargetTypeValue
      [0x63ca, 's'], // TargetType
      [0x63c5, 'u'], // TagTrackUID
      [0x63c9, 'u'], // TagEditionUID
      [0x63c4, 'u'], // TagChapterUID
    ],
  ],
  [
    SIMPLE_TAG,
    'm',
    [
      [0x45a3, '8'], // TagName
      [0x447a, 's'], // TagLanguage
      [0x447b, 's'], // TagLanguageBCP47
      [0x4484, 'u'], // TagDefault
      [0x44b4, 'u'], // TagDefaultBogus
      [0x4487, '8'], // TagString
      [0x4485, 'b'], // TagBinary
      [SIMPLE_TAG, 'm'],
    ],
  ],
  [CHAPTERS, 'm', [[0x45b9, 'm']]],
  [
    0x45b9,
    'm',
    [
      [0x45bc, 'u'], // EditionUID
      [0x45bd, 'u'], // EditionFlagHidden
      [0x45db, 'u'], // EditionFlagDefault
      [0x45dd, 'u'], // EditionFlagOrdered
      [0x4520, 'm'], // EditionDisplay
      [CHAPTER_ATOM, 'm'],
    ],
  ],
  [
    0x4520,
    'm',
    [
      [0x4521, '8'],
      [0x45e4, 's'],
    ],
  ], // EditionDisplay: EditionString, EditionLanguageIETF
  [
    CHAPTER_ATOM,
    'm',
    [
      [0x73c4, 'u'], // ChapterUID
      [0x5654, '8'], // ChapterStringUID
      [0x91, 'u'], // ChapterTimeStart
      [0x92, 'u'], // ChapterTimeEnd
      [0x98, 'u'], // ChapterFlagHidden
      [0x4598, 'u'], // ChapterFlagEnabled
      [0x4588, 'u'], // ChapterSkipType
      [0x8f, 'm'], // ChapterTrack
      [0x80, 'm'], // ChapterDisplay
      [CHAPTER_ATOM, 'm'],
    ],
  ],
  [0x8f, 'm', [[0x89, 'u']]], // ChapterTrack: ChapterTrackUID
  [
    0x80,
    'm',
    [
      [0x85, '8'],
      [0x437c, 's'],
      [0x437d, 's'],
      [0x437e, 's'],
    ],
  ], // ChapterDisplay
];

/** Masters: id → (child id → kind). Void and CRC-32 may stand in any master but the root. */
const CHILDREN: ReadonlyMap<number, ReadonlyMap<number, Kind>> = new Map(
  SCHEMA.map(([id, , children]) => [
    id,
    new Map<number, Kind>(
      id === ROOT ? children : [...children, [VOID, 'b'] as const, [CRC32, 'crc'] as const],
    ),
  ]),
);

/** Elements that end an unknown-size Cluster: the Segment's children, bar Void and CRC-32 (a Cluster's too). */
const LEVEL1 = new Set([SEEK_HEAD, INFO, TRACKS, CLUSTER, CUES, TAGS, CHAPTERS, ATTACHMENTS, EBML, SEGMENT]);

interface Frame {
  id: number;
  /** The children it may hold. */
  allowed: ReadonlyMap<number, Kind> | undefined;
  end: number;
  unknown: boolean;
  /** Which children of note were seen (per frame, for the checks made when it closes). */
  seen: number;
}

function checkEbml(b: Uint8Array): void {
  const len = b.length;
  // Read state of the last VINT.
  let vLength = 0;
  let vValue = 0;
  let vUnknown = false;

  /** An element ID (marker kept), 1 to 4 bytes, within `limit`. */
  const readId = (pos: number, limit: number) => {
    if (pos >= limit) fail('webm: truncated element');
    const first = b[pos] ?? 0;
    if (first < 0x10) fail(`webm: bad element id at ${pos}`);
    vLength = Math.clz32(first) - 23;
    if (pos + vLength > limit) fail('webm: truncated element id');
    let value = 0;
    for (let i = pos; i < pos + vLength; i++) value = value * 256 + (b[i] ?? 0);
    vValue = value;
  };
  /** A data size, 1 to 8 bytes, within `limit`; sets `vUnknown` for the reserved all-ones value. */
  const readSize = (pos: number, limit: number) => {
    if (pos >= limit) fail('webm: truncated element size');
    const first = b[pos] ?? 0;
    if (first === 0) fail(`webm: bad element size at ${pos}`);
    vLength = Math.clz32(first) - 23;
    if (pos + vLength > limit) fail('webm: truncated element size');
    const mask = 0xff >> vLength;
    let value = first & mask;
    let ones = value === mask;
    for (let i = pos + 1; i < pos + vLength; i++) {
      const byte = b[i] ?? 0;
      value = value * 256 + byte;
      if (byte !== 0xff) ones = false;
    }
    vValue = value;
    vUnknown = ones;
  };
  const uint = (from: number, to: number) => {
    let value = 0;
    for (let i = from; i < to; i++) value = value * 256 + (b[i] ?? 0);
    return value;
  };
  const text = (from: number, to: number) => {
    let end = to;
    while (end > from && b[end - 1] === 0) end--;
    return String.fromCharCode(...b.subarray(from, end));
  };
  const utf8 = new TextDecoder('utf-8', { fatal: true });

  // State of the walk.
  let docType = '';
  let tracksSeen = false;
  let infoSeen = false;
  let clusters = 0;
  let blocks = 0;
  const audioTracks = new Set<number>();
  let trackNumber = 0;
  let trackType = -1;
  let codecId = '';

  /** A SimpleBlock or Block: track, timestamp, flags and lacing (RFC 9559 §10). */
  const checkBlock = (from: number, to: number, simple: boolean) => {
    if (from >= to) fail('webm: empty block');
    readSize(from, to);
    if (vUnknown || vLength > 8) fail('webm: bad block track number');
    const track = vValue;
    if (!audioTracks.has(track)) fail('webm: block of an undeclared track');
    let p = from + vLength + 2;
    if (p >= to) fail('webm: truncated block header');
    const flags = b[p++] ?? 0;
    if (flags & (simple ? 0x70 : 0xf1)) fail('webm: reserved block flags');
    const lacing = (flags >> 1) & 3;
    if (lacing === 0) return;
    if (p >= to) fail('webm: truncated lacing');
    const frames = (b[p++] ?? 0) + 1;
    if (lacing === 2) {
      if ((to - p) % frames !== 0) fail('webm: bad fixed-size lacing');
      return;
    }
    let total = 0;
    if (lacing === 1) {
      for (let f = 0; f < frames - 1; f++) {
        let size = 0;
        let byte = 255;
        while (byte === 255) {
          if (p >= to) fail('webm: truncated Xiph lacing');
          byte = b[p++] ?? 0;
          size += byte;
        }
        total += size;
      }
    } else {
      let size = 0;
      for (let f = 0; f < frames - 1; f++) {
        readSize(p, to);
        if (vUnknown) fail('webm: bad EBML lacing');
        // Later sizes are signed differences from the one before.
        size = f === 0 ? vValue : size + vValue - (2 ** (7 * vLength - 1) - 1);
        if (size < 0) fail('webm: bad EBML lacing');
        total += size;
        p += vLength;
      }
    }
    if (p + total > to) fail('webm: laced frames overrun the block');
  };

  /** A leaf's value, by its kind and, for a few elements, by what a recording may hold. */
  const checkLeaf = (parent: Frame, id: number, kind: Kind, from: number, to: number) => {
    const size = to - from;
    switch (kind) {
      case 'u':
      case 'i':
        if (size > 8) fail(`webm: integer ${hex(id)} longer than 8 bytes`);
        break;
      case 'f':
        if (size !== 0 && size !== 4 && size !== 8) fail(`webm: float ${hex(id)} of ${size} bytes`);
        break;
      case 'd':
        if (size !== 0 && size !== 8) fail('webm: bad date');
        break;
      case 'crc':
        if (size !== 4) fail('webm: bad CRC-32 element');
        break;
      case 's':
        for (let i = from; i < to; i++) {
          const c = b[i] ?? 0;
          if ((c < 0x20 && c !== 0) || c > 0x7e) fail(`webm: string ${hex(id)} is not ASCII`);
        }
        break;
      case '8':
        try {
          utf8.decode(b.subarray(from, to));
        } catch {
          fail(`webm: string ${hex(id)} is not UTF-8`);
        }
        break;
      case 'block':
        checkBlock(from, to, id === SIMPLE_BLOCK);
        blocks++;
        if (id === SIMPLE_BLOCK && !(parent.seen & 1)) fail('webm: a block before the cluster timestamp');
        break;
      default:
        break;
    }
    switch (id) {
      case VOID:
        zeros(b, from, to, 'webm');
        break;
      case DOC_TYPE:
        docType = text(from, to);
        break;
      case EBML_READ_VERSION:
        if (uint(from, to) !== 1) fail('webm: unknown EBML read version');
        break;
      case EBML_MAX_ID_LENGTH:
        if (uint(from, to) > 4) fail('webm: ids longer than 4 bytes');
        break;
      case EBML_MAX_SIZE_LENGTH:
        if (uint(from, to) > 8) fail('webm: sizes longer than 8 bytes');
        break;
      case DOC_TYPE_READ_VERSION:
        if (uint(from, to) > 4) fail('webm: unknown DocType read version');
        break;
      case TRACK_NUMBER:
        trackNumber = uint(from, to);
        break;
      case TRACK_TYPE:
        trackType = uint(from, to);
        break;
      case CODEC_ID:
        codecId = text(from, to);
        break;
      case TIMESTAMP:
        parent.seen |= 1;
        break;
      default:
        break;
    }
  };

  /** Checks made when a master opens. */
  const open = (parent: Frame, id: number) => {
    if (parent.id === ROOT) {
      if (id === EBML ? parent.seen !== 0 : parent.seen !== 1)
        fail('webm: not one EBML header and one Segment');
      parent.seen++;
      if (id === SEGMENT && docType !== 'webm' && docType !== 'matroska') fail('webm: unknown DocType');
    }
    if (parent.id === SEGMENT) {
      if (id === TRACKS) {
        if (tracksSeen) fail('webm: two Tracks elements');
        tracksSeen = true;
      } else if (id === INFO) {
        if (infoSeen) fail('webm: two Info elements');
        infoSeen = true;
      } else if (id === CLUSTER) {
        if (!tracksSeen) fail('webm: a Cluster before the Tracks');
        clusters++;
      }
    }
    if (id === BLOCK_GROUP && !(parent.seen & 1)) fail('webm: a block before the cluster timestamp');
    if (id === TRACK_ENTRY) {
      trackNumber = 0;
      trackType = -1;
      codecId = '';
    }
  };

  /** Checks made when a master closes. */
  const close = (frame: Frame) => {
    if (frame.id === TRACK_ENTRY) {
      if (trackType === 1) fail('webm: a video track');
      if (trackType !== 2) fail('webm: a track that is not audio');
      if (trackNumber === 0 || audioTracks.has(trackNumber)) fail('webm: bad track number');
      if (!codecId.startsWith('A_')) fail('webm: not an audio codec');
      audioTracks.add(trackNumber);
    } else if (frame.id === TRACKS) {
      if (audioTracks.size === 0) fail('webm: no audio track');
    } else if (frame.id === CLUSTER) {
      if (!(frame.seen & 1)) fail('webm: a Cluster without a timestamp');
    }
  };

  const stack: Frame[] = [{ id: ROOT, allowed: CHILDREN.get(ROOT), end: len, unknown: false, seen: 0 }];
  let pos = 0;
  for (;;) {
    const top = stack[stack.length - 1];
    if (!top) break;
    if (pos === top.end) {
      close(top);
      stack.pop();
      continue;
    }
    readId(pos, top.end);
    const id = vValue;
    if (top.unknown && top.id === CLUSTER && LEVEL1.has(id)) {
      // An unknown-size Cluster ends where the Segment's next child starts.
      close(top);
      stack.pop();
      continue;
    }
    const kind = top.allowed?.get(id);
    if (kind === undefined) {
      if (id === ATTACHMENTS) fail('webm: attachments');
      if (id === VIDEO) fail('webm: a video track');
      fail(`webm: element ${hex(id)} not allowed in ${hex(top.id)}`);
    }
    const idEnd = pos + vLength;
    readSize(idEnd, top.end);
    const dataStart = idEnd + vLength;
    let end: number;
    if (vUnknown) {
      if (id !== SEGMENT && id !== CLUSTER) fail(`webm: element ${hex(id)} of unknown size`);
      end = top.end;
    } else {
      end = dataStart + vValue;
      if (end > top.end) fail(`webm: element ${hex(id)} runs past its parent`);
      if (id === SEGMENT && end !== len) fail('webm: the Segment does not end with the file');
    }
    if (kind === 'm') {
      if (stack.length >= MAX_EBML_DEPTH) fail('webm: nested too deep');
      if (id === EBML && vUnknown) fail('webm: EBML header of unknown size');
      open(top, id);
      stack.push({ id, allowed: CHILDREN.get(id), end, unknown: vUnknown, seen: 0 });
      pos = dataStart;
    } else {
      checkLeaf(top, id, kind, dataStart, end);
      pos = end;
    }
  }
  if (!tracksSeen) fail('webm: no Tracks');
  if (clusters === 0 || blocks === 0) fail('webm: no audio');
}

/* ------------------------------------------------------------------------------------------------------------ */
/* MP4 (ISO/IEC 14496-12)                                                                                        */
/* ------------------------------------------------------------------------------------------------------------ */

/** Boxes a recording may have at the top. Not 'uuid': vendor boxes hold anything, and recorders write none. */
const MP4_TOP = new Set([
  'ftyp',
  'styp',
  'moov',
  'mdat',
  'moof',
  'mfra',
  'sidx',
  'ssix',
  'prft',
  'free',
  'skip',
  'wide',
  'meta',
]);

interface Box {
  type: string;
  start: number;
  body: number;
  end: number;
}

/** The boxes tiling `b[from, to)` exactly; a size of 0 (to the end) only where `toEnd` allows it. */
function boxes(b: Uint8Array, from: number, to: number, toEnd: boolean): Box[] {
  const dv = view(b);
  const out: Box[] = [];
  let pos = from;
  while (pos < to) {
    if (to - pos < 8) fail('mp4: truncated box header');
    const size32 = dv.getUint32(pos);
    if (!isFourCc(b, pos + 4)) fail(`mp4: bad box type at ${pos}`);
    const type = fourCc(b, pos + 4);
    let body = pos + 8;
    let end: number;
    if (size32 === 1) {
      if (to - pos < 16) fail('mp4: truncated box header');
      end = pos + dv.getUint32(pos + 8) * 2 ** 32 + dv.getUint32(pos + 12);
      body = pos + 16;
      if (end < body) fail('mp4: bad box size');
    } else if (size32 === 0) {
      if (!toEnd) fail('mp4: box to the end inside a box');
      end = to;
    } else {
      if (size32 < 8) fail('mp4: bad box size');
      end = pos + size32;
    }
    if (type === 'uuid') body += 16;
    if (end > to || body > end) fail(`mp4: box '${type}' runs past its parent`);
    out.push({ type, start: pos, body, end });
    pos = end;
  }
  return out;
}

function checkMp4(b: Uint8Array): void {
  const top = boxes(b, 0, b.length, true);
  const first = top[0];
  if (!first || first.type !== 'ftyp') fail('mp4: no ftyp first');
  let moov: Box | undefined;
  let mdat = 0;
  for (const [i, box] of top.entries()) {
    if (!MP4_TOP.has(box.type)) fail(`mp4: box '${box.type}' not allowed`);
    if (box.type === 'ftyp' && i !== 0) fail('mp4: two ftyp boxes');
    if (box.type === 'moov') {
      if (moov) fail('mp4: two moov boxes');
      moov = box;
    }
    if (box.type === 'mdat') mdat++;
    if (box.type === 'free' || box.type === 'skip' || box.type === 'wide') zeros(b, box.body, box.end, 'mp4');
    if (box.type === 'moof') {
      for (const child of boxes(b, box.body, box.end, false)) {
        if (child.type === 'traf') boxes(b, child.body, child.end, false);
      }
    }
  }
  // ftyp: major brand, minor version, compatible brands.
  const brands = first.end - first.body;
  if (brands < 8 || brands % 4 !== 0) fail('mp4: bad ftyp');
  for (let p = first.body; p < first.end; p += 4) {
    if (p !== first.body + 4 && !isFourCc(b, p)) fail('mp4: bad brand');
  }
  if (!moov) fail('mp4: no moov');
  if (mdat === 0) fail('mp4: no media data');

  // Every track is sound: moov/trak/mdia/hdlr handler type 'soun'.
  let tracks = 0;
  for (const trak of boxes(b, moov.body, moov.end, false)) {
    if (trak.type !== 'trak') continue;
    tracks++;
    let handler = '';
    for (const mdia of boxes(b, trak.body, trak.end, false)) {
      if (mdia.type !== 'mdia') continue;
      for (const hdlr of boxes(b, mdia.body, mdia.end, false)) {
        if (hdlr.type !== 'hdlr') continue;
        if (hdlr.end - hdlr.body < 12 || handler) fail('mp4: bad hdlr');
        handler = fourCc(b, hdlr.body + 8);
      }
    }
    if (handler === 'vide') fail('mp4: a video track');
    if (handler !== 'soun') fail('mp4: a track that is not audio');
  }
  if (tracks === 0) fail('mp4: no track');
}

/* ------------------------------------------------------------------------------------------------------------ */
/* WAV (RIFF WAVE)                                                                                               */
/* ------------------------------------------------------------------------------------------------------------ */

const WAV_CHUNKS = new Set([
  'fmt ',
  'data',
  'fact',
  'LIST',
  'JUNK',
  'junk',
  'PAD ',
  'bext',
  'cue ',
  'PEAK',
  'smpl',
  'inst',
]);
/** The tail of KSDATAFORMAT_SUBTYPE_PCM / _IEEE_FLOAT after their 16-bit format code. */
const WAV_SUBTYPE_TAIL = [0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xaa, 0x00, 0x38, 0x9b, 0x71];

function checkWav(b: Uint8Array): void {
  const dv = view(b);
  const len = b.length;
  if (len < 12 || fourCc(b, 8) !== 'WAVE') fail('wav: not RIFF WAVE');
  const riffEnd = 8 + dv.getUint32(4, true);
  // The RIFF body's own pad byte, when its size is odd.
  if (!(riffEnd === len || (riffEnd % 2 === 1 && riffEnd + 1 === len && b[riffEnd] === 0))) {
    fail('wav: RIFF size is not the file size');
  }
  let pos = 12;
  let fmt = false;
  let data = false;
  while (pos < riffEnd) {
    if (riffEnd - pos < 8) fail('wav: truncated chunk header');
    const id = fourCc(b, pos);
    if (!WAV_CHUNKS.has(id)) fail(`wav: chunk '${id.replace(/[^\x20-\x7e]/g, '?')}' not allowed`);
    const size = dv.getUint32(pos + 4, true);
    const body = pos + 8;
    const end = body + size;
    if (end > riffEnd) fail(`wav: chunk '${id}' runs past the file`);
    if (id === 'fmt ') {
      if (fmt) fail('wav: two fmt chunks');
      fmt = true;
      checkWavFormat(b, body, size);
    } else if (id === 'data') {
      if (!fmt) fail('wav: data before fmt');
      if (data) fail('wav: two data chunks');
      if (size === 0) fail('wav: no audio');
      data = true;
    } else if (id === 'JUNK' || id === 'junk' || id === 'PAD ') {
      zeros(b, body, end, 'wav');
    }
    // Chunks are padded to an even length; a writer may leave the last one's pad out.
    pos = end + (size % 2 === 1 && end < riffEnd ? 1 : 0);
    if (size % 2 === 1 && end < riffEnd && b[end] !== 0) fail('wav: bad pad byte');
  }
  if (!data) fail('wav: no data chunk');
}

function checkWavFormat(b: Uint8Array, body: number, size: number): void {
  const dv = view(b);
  if (size < 16) fail('wav: short fmt chunk');
  const format = dv.getUint16(body, true);
  const channels = dv.getUint16(body + 2, true);
  const rate = dv.getUint32(body + 4, true);
  const blockAlign = dv.getUint16(body + 12, true);
  const bits = dv.getUint16(body + 14, true);
  if (channels === 0 || rate === 0 || bits === 0) fail('wav: bad fmt');
  if (blockAlign !== channels * Math.ceil(bits / 8)) fail('wav: bad block align');
  if (format === 1 || format === 3) return;
  if (format !== 0xfffe) fail('wav: not PCM or float');
  if (size < 40 || dv.getUint16(body + 16, true) < 22) fail('wav: short extensible fmt');
  const sub = dv.getUint16(body + 24, true);
  if (sub !== 1 && sub !== 3) fail('wav: extensible, not PCM or float');
  for (let i = 0; i < WAV_SUBTYPE_TAIL.length; i++) {
    if (b[body + 26 + i] !== WAV_SUBTYPE_TAIL[i]) fail('wav: unknown extensible subtype');
  }
}

/* ------------------------------------------------------------------------------------------------------------ */
/* MP3 (MPEG-1/2/2.5 audio frames, with an optional ID3v2.3/2.4 tag first and ID3v1 last)                        */
/* ------------------------------------------------------------------------------------------------------------ */

/** Bitrates in kbit/s by [MPEG-1 ? 0 : 1][layer 1..3 → 0..2][index]. */
const MP3_BITRATES = [
  [
    [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  ],
  [
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
];
const MP3_RATES = [44100, 48000, 32000];

/** The end of an ID3v2.3/2.4 tag at 0, its frames tiling it up to zero padding. */
function id3v2End(b: Uint8Array): number {
  const major = b[3] ?? 0;
  const flags = b[5] ?? 0;
  if ((major !== 3 && major !== 4) || b[4] === 0xff) fail('mp3: unsupported ID3v2 version');
  // Unsynchronisation, extended header and experimental are refused; v2.4 may have a footer.
  if (flags & (major === 4 ? 0xef : 0xff)) fail('mp3: unsupported ID3v2 flags');
  const syncsafe = (p: number) => {
    let value = 0;
    for (let i = p; i < p + 4; i++) {
      const byte = b[i] ?? 0xff;
      if (byte & 0x80) fail('mp3: bad ID3v2 size');
      value = value * 128 + byte;
    }
    return value;
  };
  if (b.length < 10) fail('mp3: truncated ID3v2 tag');
  const tagEnd = 10 + syncsafe(6);
  const end = tagEnd + (flags & 0x10 ? 10 : 0);
  if (end > b.length) fail('mp3: truncated ID3v2 tag');
  if (flags & 0x10 && String.fromCharCode(...b.subarray(tagEnd, tagEnd + 3)) !== '3DI')
    fail('mp3: bad footer');
  const dv = view(b);
  let pos = 10;
  while (pos < tagEnd) {
    if (b[pos] === 0) {
      for (let i = pos; i < tagEnd; i++) if (b[i] !== 0) fail('mp3: data in the ID3v2 padding');
      break;
    }
    if (tagEnd - pos < 10) fail('mp3: truncated ID3v2 frame');
    for (let i = pos; i < pos + 4; i++) {
      const c = b[i] ?? 0;
      if (!((c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39))) fail('mp3: bad ID3v2 frame id');
    }
    const size = major === 4 ? syncsafe(pos + 4) : dv.getUint32(pos + 4);
    pos += 10 + size;
    if (pos > tagEnd) fail('mp3: ID3v2 frame runs past the tag');
  }
  return end;
}

function checkMp3(b: Uint8Array): void {
  const len = b.length;
  let pos = String.fromCharCode(...b.subarray(0, 3)) === 'ID3' ? id3v2End(b) : 0;
  let frames = 0;
  let signature = -1;
  while (pos < len) {
    if (pos === len - 128 && String.fromCharCode(...b.subarray(pos, pos + 3)) === 'TAG') break;
    if (len - pos < 4) fail('mp3: truncated frame header');
    const b1 = b[pos + 1] ?? 0;
    const b2 = b[pos + 2] ?? 0;
    const b3 = b[pos + 3] ?? 0;
    if (b[pos] !== 0xff || (b1 & 0xe0) !== 0xe0) fail(`mp3: no frame at ${pos}`);
    const version = (b1 >> 3) & 3; // 0: 2.5, 2: 2, 3: 1
    const layer = (b1 >> 1) & 3; // 1: III, 2: II, 3: I
    const bitrateIndex = b2 >> 4;
    const rateIndex = (b2 >> 2) & 3;
    if (version === 1 || layer === 0 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) {
      fail(`mp3: bad frame header at ${pos}`);
    }
    if ((b3 & 3) === 2) fail('mp3: reserved emphasis');
    // Every frame of a file has one version, layer and sample rate, and is mono or not (stereo and joint stereo
    // frames may alternate).
    const frameSignature = ((b1 & 0x1e) << 8) | (b2 & 0x0c) | ((b3 & 0xc0) === 0xc0 ? 1 : 0);
    if (signature === -1) signature = frameSignature;
    else if (frameSignature !== signature) fail('mp3: frames of different streams');
    const mpeg1 = version === 3;
    const bitrate = (MP3_BITRATES[mpeg1 ? 0 : 1]?.[3 - layer]?.[bitrateIndex] ?? 0) * 1000;
    const rate = (MP3_RATES[rateIndex] ?? 0) / (version === 3 ? 1 : version === 2 ? 2 : 4);
    const padding = (b2 >> 1) & 1;
    const size =
      layer === 3
        ? (Math.floor((12 * bitrate) / rate) + padding) * 4
        : Math.floor(((layer === 1 && !mpeg1 ? 72 : 144) * bitrate) / rate) + padding;
    if (pos + size > len) fail('mp3: truncated frame');
    pos += size;
    frames++;
  }
  if (frames === 0) fail('mp3: no audio');
}
