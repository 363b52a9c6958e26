import fc from 'fast-check';

/*
 * Text that servers get wrong: NUL (PostgreSQL text cannot hold it), lone surrogates (not encodable as UTF-8),
 * bidi controls, emoji sequences, combining marks, and very long values; plus percent-encodings that do not decode.
 */

export const ODD_STRINGS: Readonly<Record<string, readonly string[]>> = {
  NUL: ['\u0000', 'a\u0000b', 'student01\u0000', '\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000'],
  'lone surrogate': ['\uD800', 'x\uDFFFy', '\uDBFF\uDBFF', 'abc\uD83D'],
  'RTL/bidi marks': ['\u202Eevil\u202C', '\u200F\u05E9\u05DC\u05D5\u05DD', 'a\u2066b\u2069c', '\u061C\u200E'],
  emoji: ['😀', '👨‍👩‍👧‍👦', '🏳️‍🌈', '🇰🇷🇰🇷🇰🇷'],
  'combining marks': [
    'e\u0301',
    'Z\u0351\u036B\u0343\u036A\u0302\u036B\u033D\u034F\u0334\u0319',
    '\u1100\u1161\u11A8',
  ],
  'other odd text': [
    '\uFEFFbom',
    'line\u2028sep\u2029',
    'zero\u200Bwidth',
    '\r\n\r\n',
    '<script>alert(1)</script>',
    "' OR '1'='1' --",
    '../../../../etc/passwd',
    '${7*7}{{7*7}}',
    '\uFFFF\uFFFE',
    '\x7F\x1B[31m',
  ],
};

export const ODD_CATEGORIES = Object.keys(ODD_STRINGS);

/** A string of about 100k characters (not one repeated character: a chunk of mixed text repeated). */
export const longStringArbitrary: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('a', 'Zz9', '가나다', 'ab😀', 'x\u0301'), fc.integer({ min: 90_000, max: 110_000 }))
  .map(([chunk, length]) => chunk.repeat(Math.ceil(length / chunk.length)).slice(0, length));

/**
 * encodeURIComponent that does not throw: a lone surrogate is written as its 3-byte (WTF-8) form, which no UTF-8
 * decoder accepts.
 */
export function percentEncode(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** Already-encoded URL text that decodes badly or to something odd (sent as it is). */
export const RAW_ENCODINGS: Readonly<Record<string, readonly string[]>> = {
  'NUL (%00)': ['%00', 'a%00b', '1%00', '%00%00'],
  'bad encoding (%ff)': ['%ff', '%FF%FE', '%C0%AF', '%ED%A0%80', '%', 'a%zz', '%E0%A4%A'],
  'dot segments (..)': ['..', '.', '%2e%2e', '..%2F..%2Fetc', '%2F'],
};

/** Header-safe garbage for the Authorization header. */
export const GARBAGE_AUTHORIZATION: readonly string[] = [
  'Bearer',
  'Bearer ',
  'Bearer x',
  'Bearer not-a-jwt',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  'Basic c3R1ZGVudDAxOmJ1ZGR5MTIzNGFi',
  'bearer  a.b.c  ',
  'Token abc',
  `Bearer ${'A'.repeat(8000)}`,
  'Bearer ../../../etc/passwd',
  'Bearer \t',
];
