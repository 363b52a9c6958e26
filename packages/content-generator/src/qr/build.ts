/**
 * The answer sheets a parent opens by scanning a textbook's QR code (/qrcode, spec §3 QR-code files): one per course,
 * step and week for the Student Book (SB) and the Workbook (WB), drawn as SVG documents from that week's study manual
 * (its words and sentences are the books' exercises). Pure and deterministic: the same manuals give the same files.
 */
import type { StudyManual } from '@buddy/domain';

export const SHEET_TYPES = ['SB', 'WB'] as const;
export type SheetType = (typeof SHEET_TYPES)[number];

export const SHEET_NAMES: Record<SheetType, string> = { SB: 'Student Book', WB: 'Workbook' };

export interface QrSheet {
  course: string;
  step: number;
  week: number;
  type: SheetType;
  /** Relative to content/: media/qr/<file>. */
  file: string;
}

const W = 600;
const INK = '#2b2320';
const MUTED = '#6b5f58';
const ANSWER = '#b3261e';
const FONT =
  "'Pretendard Variable', Pretendard, 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', sans-serif";

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Entry {
  en: string;
  ko: string;
}

/** The week's words and sentences (each once, in study order). */
export function weekEntries(manual: StudyManual): { words: Entry[]; sentences: Entry[] } {
  const words = new Map<string, Entry>();
  const sentences = new Map<string, Entry>();
  for (const day of manual.days) {
    for (const unit of day.units) {
      for (const word of unit.words ?? []) words.set(word.en, { en: word.en, ko: word.ko });
      for (const slide of unit.slides ?? []) sentences.set(slide.text, { en: slide.text, ko: slide.ko });
    }
  }
  return { words: [...words.values()], sentences: [...sentences.values()] };
}

/** Text of one style, gathered so each style is written once (a <g> with the shared attributes). */
type Run = { x: number; y: number; text: string };

function group(attributes: string, runs: readonly Run[]): string {
  if (runs.length === 0) return '';
  const texts = runs.map((run) => `<text x="${run.x}" y="${run.y}">${escape(run.text)}</text>`).join('');
  return `<g ${attributes}>${texts}</g>`;
}

/** One answer sheet as an SVG document (its <title> names it: a document, not a decoration). */
export function sheetSvg(manual: StudyManual, type: SheetType): string {
  const { words, sentences } = weekEntries(manual);
  const heading = `Buddy ${manual.stdCourse} ${manual.stdStep}권 ${manual.stdWeek}주 ${SHEET_NAMES[type]} 정답`;
  const sections: Run[] = [];
  const numbers: Run[] = [];
  const words18: Run[] = [];
  const answers: Run[] = [];
  const sentenceAnswers: Run[] = [];
  const glosses: Run[] = [];
  let y = 150;
  sections.push({
    x: 40,
    y,
    text: type === 'SB' ? 'A. 잘 듣고 알맞은 낱말에 동그라미 하세요.' : 'A. 우리말 뜻에 맞는 낱말을 쓰세요.',
  });
  y += 36;
  words.slice(0, 8).forEach((word, index) => {
    numbers.push({ x: 56, y, text: `${index + 1})` });
    // The Student Book asks for the word (meaning beside it); the Workbook gives the meaning and asks for the word.
    answers.push({ x: type === 'SB' ? 96 : 300, y, text: word.en });
    glosses.push({ x: type === 'SB' ? 300 : 96, y, text: word.ko });
    y += 32;
  });
  y += 20;
  sections.push({
    x: 40,
    y,
    text: type === 'SB' ? 'B. 듣고 따라 말한 문장을 확인하세요.' : 'B. 알맞은 낱말을 넣어 문장을 완성하세요.',
  });
  y += 36;
  sentences.slice(0, 5).forEach((sentence, index) => {
    numbers.push({ x: 56, y, text: `${index + 1})` });
    sentenceAnswers.push({ x: 96, y, text: sentence.en });
    if (type === 'SB') {
      words18.push({ x: 96, y: y + 24, text: sentence.ko });
      y += 60;
    } else {
      y += 36;
    }
  });
  const height = y + 40;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${height}" width="${W}" height="${height}" font-family="${FONT}">`,
    `<title>${escape(heading)}</title>`,
    `<rect width="${W}" height="${height}" fill="#ffffff"/>`,
    `<rect width="${W}" height="10" fill="#e4572e"/>`,
    `<text x="40" y="62" font-size="15" font-weight="600" fill="${MUTED}">${escape(manual.title)}</text>`,
    `<text x="40" y="96" font-size="26" font-weight="800" fill="${INK}">${escape(heading)}</text>`,
    `<line x1="40" y1="116" x2="${W - 40}" y2="116" stroke="#e8ded6" stroke-width="2"/>`,
    group(`font-size="20" font-weight="700" fill="${INK}"`, sections),
    group(`font-size="18" fill="${MUTED}"`, numbers),
    group(`font-size="20" font-weight="700" fill="${ANSWER}"`, answers),
    group(`font-size="19" fill="${ANSWER}"`, sentenceAnswers),
    group(`font-size="16" fill="${MUTED}"`, glosses),
    group(`font-size="15" fill="${MUTED}"`, words18),
    '</svg>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}

export const sheetFile = (manual: StudyManual, type: SheetType) =>
  `${manual.stdCourse}-${manual.stdStep}-${manual.stdWeek}-${type.toLowerCase()}.svg`;

/** Every sheet of every manual: the index (sorted) and the files' contents. */
export function buildSheets(manuals: readonly StudyManual[]): {
  index: QrSheet[];
  files: Map<string, string>;
} {
  const files = new Map<string, string>();
  const index: QrSheet[] = [];
  const sorted = [...manuals].sort(
    (a, b) => a.stdCourse.localeCompare(b.stdCourse) || a.stdStep - b.stdStep || a.stdWeek - b.stdWeek,
  );
  for (const manual of sorted) {
    for (const type of SHEET_TYPES) {
      const file = sheetFile(manual, type);
      files.set(file, sheetSvg(manual, type));
      index.push({
        course: manual.stdCourse,
        step: manual.stdStep,
        week: manual.stdWeek,
        type,
        file: `media/qr/${file}`,
      });
    }
  }
  return { index, files };
}
