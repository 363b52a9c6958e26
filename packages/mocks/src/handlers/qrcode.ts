/**
 * The QR answer sheets over a fake course (every course has seven steps of four weeks, both books), with the sheets
 * as drawn data addresses. `fail` answers 500, `hold` leaves the call unanswered, `empty` has no sheet.
 */
import type { QrFile } from '@buddy/contract';
import { http, never, SERVER_ERROR } from '../http';

export interface QrOptions {
  fail?: boolean;
  hold?: boolean;
  empty?: boolean;
}

/** A sheet as a small SVG naming its course, book, step and week. */
export function sampleSheet(course: string, book: string, step: number, week: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400"><title>Buddy ${course} ${step}권 ${week}주 정답</title>` +
    `<rect width="600" height="400" fill="#fff"/><rect width="600" height="10" fill="#e4572e"/>` +
    `<text x="40" y="90" font-size="28" font-family="sans-serif">Buddy ${course} ${step}-${week} ${book}</text>` +
    `<text x="40" y="150" font-size="22" fill="#b3261e" font-family="sans-serif">1) mom  2) dad  3) baby</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function qrHandlers(options: QrOptions = {}) {
  return [
    http.get('/qrcode/findFiles', async ({ query, response }) => {
      if (options.hold) await never();
      if (options.fail) return response(500).json(SERVER_ERROR);
      const course = (query.get('srchCatgrTp') ?? 'A') as QrFile['stdCourse'];
      const book = (query.get('srchAnswerSheetDvcd') ?? 'SB') as QrFile['stdType'];
      const result: QrFile[] = options.empty
        ? []
        : Array.from({ length: 28 }, (_, at) => {
            const step = Math.floor(at / 4) + 1;
            const week = (at % 4) + 1;
            return {
              stdCourse: course,
              stdStep: step,
              stdWeek: week,
              stdType: book,
              fileImagePath: sampleSheet(course, book, step, week),
            };
          });
      return response(200).json({ result });
    }),
  ];
}
