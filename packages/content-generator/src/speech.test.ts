import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENCODER_COMMENTS, opusChannels, opusTags, parseMediaIndex } from './media';
import { CONTENT_DIR } from './paths';
import { buildStudyBank } from './study/build';

/**
 * Every clip the generator records (speech.ts, ADR 070): Ogg Opus in mono, and no tag but the encoder's, so that a
 * listening item's clip never names its answer in its bytes (a TITLE tag would, as surely as its name).
 */
const media = path.join(CONTENT_DIR, 'media');

/** Every .ogg under content/media, whatever folder a generator records into. */
function clipsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return clipsUnder(file);
    return entry.name.endsWith('.ogg') ? [file] : [];
  });
}

/** The text each clip speaks: the papers' from content/media-index.json, the study's from its bank. */
function textsOfClips(): Map<string, string> {
  const texts = new Map<string, string>();
  const index = parseMediaIndex(readFileSync(path.join(CONTENT_DIR, 'media-index.json'), 'utf8'));
  for (const [text, file] of Object.entries(index.audio)) texts.set(path.join(media, 'audio', file), text);
  for (const clip of buildStudyBank().audio)
    texts.set(path.join(media, 'study', 'audio', `${clip.slug}.ogg`), clip.text);
  return texts;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What is wrong with a clip of `text`: not Ogg Opus, not mono, a comment not the encoder's, a word of the text. */
function problemsOf(bytes: Uint8Array, text: string): string[] {
  let tags: string[];
  try {
    tags = opusTags(bytes);
  } catch (error) {
    return [String(error)];
  }
  const problems: string[] = [];
  if (opusChannels(bytes) !== 1) problems.push(`${opusChannels(bytes)} channels`);
  const [vendor = '', ...comments] = tags;
  for (const comment of comments.filter((c) => !ENCODER_COMMENTS.some((key) => c.startsWith(key))))
    problems.push(`a comment not the encoder's: ${comment}`);
  // The encoder's name is the same in every clip (checked below); the rest must not hold a word of the text.
  const said = [vendor, ...comments.filter((c) => !/^ENCODER=opusenc from opus-tools [\d.]+$/.test(c))].join(
    '\n',
  );
  for (const word of new Set(text.match(/[A-Za-z']{3,}/g) ?? []))
    if (new RegExp(`(?<![a-z])${escape(word)}(?![a-z])`, 'i').test(said)) problems.push(`says "${word}"`);
  return problems;
}

/** An Ogg page holding one whole packet (the parser reads no CRC, so it is left zero). */
function oggPage(packet: Buffer, sequence: number): Buffer {
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[5] = sequence === 0 ? 2 : 0;
  header.writeUInt32LE(0x42, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = 1;
  return Buffer.concat([header, Buffer.from([packet.length]), packet]);
}

const field = (text: string) => {
  const bytes = Buffer.from(text, 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(bytes.length);
  return Buffer.concat([length, bytes]);
};
const count = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(n);
  return bytes;
};
/** The two header pages of an Ogg Opus clip with these comments (mono, 48 kHz). */
const opusClip = (comments: string[]) =>
  Buffer.concat([
    oggPage(
      Buffer.concat([
        Buffer.from('OpusHead', 'latin1'),
        Buffer.from([1, 1, 0x38, 1, 0x80, 0xbb, 0, 0, 0, 0, 0]),
      ]),
      0,
    ),
    oggPage(
      Buffer.concat([
        Buffer.from('OpusTags', 'latin1'),
        field('libopus 1.3.1'),
        count(comments.length),
        ...comments.map(field),
      ]),
      1,
    ),
  ]);
/** The two header pages of an Ogg Vorbis clip (as the espeak-ng bank's were), with no comment at all. */
const vorbisClip = () =>
  Buffer.concat([
    oggPage(Buffer.concat([Buffer.from('\x01vorbis', 'latin1'), Buffer.alloc(23)]), 0),
    oggPage(
      Buffer.concat([
        Buffer.from('\x03vorbis', 'latin1'),
        field('Xiph.Org libVorbis I 20150105'),
        count(0),
        Buffer.from([1]),
      ]),
      1,
    ),
  ]);

describe('the check of a clip', () => {
  it('passes an Opus clip with the encoder’s comments only', () => {
    const clip = opusClip(['ENCODER=opusenc from opus-tools 0.2', 'ENCODER_OPTIONS=--bitrate 24']);
    expect(problemsOf(clip, 'Where is it from?')).toEqual([]);
  });

  it('fails an Ogg Vorbis clip, even one without comments', () => {
    expect(problemsOf(vorbisClip(), 'a cat')).toEqual(['Error: not Ogg Opus: no OpusHead']);
  });

  it('fails an Opus clip whose tags name its words', () => {
    expect(
      problemsOf(opusClip(['ENCODER=opusenc from opus-tools 0.2', 'TITLE=a red hat']), 'a red hat'),
    ).toEqual(["a comment not the encoder's: TITLE=a red hat", 'says "red"', 'says "hat"']);
  });
});

describe('every committed clip', () => {
  const clips = clipsUnder(media);
  const texts = textsOfClips();

  it('is one the generator records, of a text it speaks', () => {
    expect(clips.length).toBeGreaterThan(500);
    expect(clips.filter((file) => !texts.has(file))).toEqual([]);
    expect([...texts.keys()].filter((file) => !existsSync(file))).toEqual([]);
  });

  it('is mono Ogg Opus whose tags hold nothing but the encoder’s name and options, no word it speaks', () => {
    const problems = clips.flatMap((file) =>
      problemsOf(readFileSync(file), texts.get(file) ?? '').map(
        (problem) => `${path.relative(media, file)}: ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('has the same tags as every other (they do not depend on the words)', () => {
    const tags = new Set(clips.map((file) => opusTags(readFileSync(file)).join('\n')));
    expect(tags.size).toBe(1);
  });
});
