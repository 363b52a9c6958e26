/**
 * The grammar lectures' worksheets and answer sheets: A4 portrait documents (595 × 842, the A4 page in points) with a
 * Korean title naming the grammar point, the rule, and five numbered sentences with a blank and the words to choose
 * from; the answer sheet is the same page with the answers filled in red-brown. Documents, not pictures: they carry a
 * <title> and their words. Written by generate.ts to content/media/library/sheets/<code>-{worksheet,answer}.svg.
 */
import { PALETTE as C } from '../pictures';

/** One exercise: the sentence around its blank, the words to choose from, and the Korean meaning. */
export interface SheetExercise {
  before: string;
  answer: string;
  after: string;
  choices: readonly string[];
  ko: string;
}

export interface SheetContent {
  /** The item's code (shown in the footer). */
  code: string;
  /** The kind of lecture in Korean: 기초 문법, 교재 문법, 버디 문법. */
  label: string;
  /** The grammar point in Korean (the sheet's title). */
  title: string;
  /** The grammar point in English. */
  name: string;
  /** The rule, in Korean. */
  rule: string;
  /** The header's colour. */
  colour: string;
  exercises: readonly SheetExercise[];
}

export const SHEET_SIZE = { width: 595, height: 842 } as const;
/** A generic sans-serif stack: Korean faces first, then the generic family. */
export const SHEET_FONT = "'Noto Sans KR', 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif";
/** The answers' colour on the answer sheet (red-brown). */
export const ANSWER_COLOUR = '#a0522d';
export const SHEET_EXERCISES = 5;
/** The blanks' colour on the worksheet. */
export const BLANK_COLOUR = C.grey;

const LEFT = 48;
const RIGHT = SHEET_SIZE.width - 48;
const SENTENCE_X = 92;
const SENTENCE_SIZE = 17;
const SENTENCE_LINE = 24;
const BOTTOM = 800;

function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A rough width of a text in a sans-serif face (no font metrics here): enough to wrap lines safely. */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) {
    if (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/.test(ch)) em += 0.95;
    else if (ch === ' ') em += 0.28;
    else if (/[A-Z0-9_]/.test(ch)) em += 0.66;
    else if (/[a-z]/.test(ch)) em += 0.54;
    else em += 0.34;
  }
  return em * size;
}

/** Greedy wrapping of space-separated words into lines no wider than `width`. */
function wrap<T>(words: readonly T[], widthOf: (word: T) => number, space: number, width: number): T[][] {
  const lines: T[][] = [];
  let line: T[] = [];
  let used = 0;
  for (const word of words) {
    const w = widthOf(word);
    if (line.length > 0 && used + space + w > width) {
      lines.push(line);
      line = [];
      used = 0;
    }
    used += (line.length > 0 ? space : 0) + w;
    line.push(word);
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

/** A word of an exercise sentence: plain text, with the blank in at most one of them. */
interface Piece {
  text: string;
  blank: boolean;
}

const BLANK = '\u0000';
const blankOf = (answer: string) => '_'.repeat(Math.max(6, answer.length + 2));

function sentenceLines(exercise: SheetExercise): Piece[][][] {
  const words = `${exercise.before}${BLANK}${exercise.after}`.split(' ').map((word): Piece[] =>
    word
      .split(new RegExp(`(${BLANK})`))
      .filter((part) => part !== '')
      .map((part) =>
        part === BLANK ? { text: exercise.answer, blank: true } : { text: part, blank: false },
      ),
  );
  const width = (word: Piece[]) =>
    word.reduce(
      (sum, piece) =>
        sum +
        (piece.blank
          ? Math.max(textWidth(piece.text, SENTENCE_SIZE), textWidth(blankOf(piece.text), SENTENCE_SIZE))
          : textWidth(piece.text, SENTENCE_SIZE)),
      0,
    );
  return wrap(words, width, textWidth(' ', SENTENCE_SIZE), RIGHT - SENTENCE_X);
}

function pieceSvg(piece: Piece, answers: boolean): string {
  if (!piece.blank) return escape(piece.text);
  return answers
    ? `<tspan fill="${ANSWER_COLOUR}" font-weight="700" text-decoration="underline">${escape(piece.text)}</tspan>`
    : `<tspan fill="${BLANK_COLOUR}">${blankOf(piece.text)}</tspan>`;
}

function textLines(text: string, size: number, width: number): string[] {
  return wrap(text.split(' '), (word) => textWidth(word, size), textWidth(' ', size), width).map((line) =>
    line.join(' '),
  );
}

/**
 * Draws a sheet: the worksheet (`answers` false) or its answer sheet (`answers` true). Throws when the page would
 * overflow (too many lines for one page), so a bad lecture fails the build instead of printing cut off.
 */
export function grammarSheet(content: SheetContent, answers: boolean): string {
  const kind = answers ? '정답지' : '학습지';
  const title = `${content.label} ${kind}: ${content.title}`;
  const parts: string[] = [];
  const text = (x: number, y: number, size: number, body: string, extra = '') =>
    parts.push(`<text x="${x}" y="${y}" font-size="${size}"${extra}>${body}</text>`);

  // The page, its frame and the header band.
  parts.push(`<rect width="${SHEET_SIZE.width}" height="${SHEET_SIZE.height}" fill="${C.white}"/>`);
  parts.push(
    `<rect x="24" y="24" width="547" height="794" rx="18" fill="none" stroke="${C.grey}" stroke-width="2"/>`,
  );
  parts.push(
    `<path d="M24 112 V42 a18 18 0 0 1 18 -18 H553 a18 18 0 0 1 18 18 V112 z" fill="${content.colour}"/>`,
  );
  text(LEFT, 56, 14, escape(`${content.label} ${kind}`), ' font-weight="700"');
  text(RIGHT, 56, 14, escape(content.name), ' text-anchor="end"');
  text(LEFT, 94, 26, escape(content.title), ' font-weight="700"');

  let y = 146;
  if (answers) {
    parts.push(
      `<rect x="${LEFT}" y="${y - 22}" width="64" height="32" rx="8" fill="none" stroke="${ANSWER_COLOUR}" stroke-width="2"/>`,
    );
    text(LEFT + 32, y, 16, '정답', ` font-weight="700" fill="${ANSWER_COLOUR}" text-anchor="middle"`);
  } else {
    text(LEFT, y, 14, '이름 ____________________');
  }
  text(RIGHT, y, 14, '날짜 ______ 월 ______ 일', ' text-anchor="end"');

  // The rule, in a tinted box.
  y += 22;
  const rule = textLines(content.rule, 13, RIGHT - LEFT - 32);
  const boxHeight = 20 + rule.length * 20;
  parts.push(
    `<rect x="${LEFT}" y="${y}" width="${RIGHT - LEFT}" height="${boxHeight}" rx="10" fill="${C.sky}" opacity=".55"/>`,
  );
  rule.forEach((line, index) => text(LEFT + 16, y + 26 + index * 20, 13, escape(line)));
  y += boxHeight + 34;
  text(LEFT, y, 15, escape('빈칸에 알맞은 말을 ( ) 안에서 골라 써 보세요.'), ' font-weight="700"');
  y += 22;

  // The exercises.
  content.exercises.forEach((exercise, index) => {
    y += SENTENCE_LINE + 8;
    parts.push(`<circle cx="${LEFT + 18}" cy="${y - 6}" r="14" fill="${content.colour}"/>`);
    text(LEFT + 18, y, 15, String(index + 1), ' font-weight="700" text-anchor="middle"');
    const lines = sentenceLines(exercise);
    lines.forEach((line, lineIndex) => {
      const body = line.map((word) => word.map((piece) => pieceSvg(piece, answers)).join('')).join(' ');
      text(SENTENCE_X, y + lineIndex * SENTENCE_LINE, SENTENCE_SIZE, body);
    });
    y += (lines.length - 1) * SENTENCE_LINE;
    y += 22;
    text(SENTENCE_X, y, 13, escape(`( ${exercise.choices.join(' / ')} )`), ` fill="${C.ink}"`);
    y += 20;
    text(SENTENCE_X, y, 12, escape(exercise.ko), ' fill="#6b6580"');
  });
  if (y > BOTTOM) throw new Error(`${content.code}: the sheet overflows the page (${y} > ${BOTTOM})`);
  text(
    SHEET_SIZE.width / 2,
    806,
    11,
    escape(`Buddy English 문법 강의 · ${content.code}`),
    ' fill="#6b6580" text-anchor="middle"',
  );

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SHEET_SIZE.width} ${SHEET_SIZE.height}" ` +
    `width="${SHEET_SIZE.width}" height="${SHEET_SIZE.height}" role="img" aria-labelledby="title" lang="ko" ` +
    `font-family="${SHEET_FONT}" fill="${C.ink}">` +
    `<title id="title">${escape(title)}</title>${parts.join('')}</svg>\n`
  );
}
