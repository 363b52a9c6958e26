import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { components } from '@buddy/contract';
import type { Db } from '../../db/client';
import { qrAnswerSheets } from '../../db/schema';
import type { ContractRouter } from '../../plugins/openapi';
import { contentUrl } from '../studies/service';

type QrFile = components['schemas']['QrFile'];

export interface QrQuery {
  srchCatgrTp: QrFile['stdCourse'];
  srchAnswerSheetDvcd?: QrFile['stdType'];
  srchStdStep?: number;
  srchStdWeek?: number;
}

/** The answer sheets of a course for one book (SB by default), in step and week order. */
export async function findQrFiles(db: Db, query: QrQuery): Promise<QrFile[]> {
  const where: SQL[] = [
    eq(qrAnswerSheets.course, query.srchCatgrTp),
    eq(qrAnswerSheets.sheetType, query.srchAnswerSheetDvcd ?? 'SB'),
  ];
  if (query.srchStdStep !== undefined) where.push(eq(qrAnswerSheets.step, query.srchStdStep));
  if (query.srchStdWeek !== undefined) where.push(eq(qrAnswerSheets.week, query.srchStdWeek));
  const rows = await db
    .select()
    .from(qrAnswerSheets)
    .where(and(...where))
    .orderBy(asc(qrAnswerSheets.step), asc(qrAnswerSheets.week));
  return rows.map((row) => ({
    stdCourse: row.course as QrFile['stdCourse'],
    stdStep: row.step,
    stdWeek: row.week,
    stdType: row.sheetType as QrFile['stdType'],
    fileImagePath: contentUrl(row.file),
  }));
}

/** Spec §3 QR-code files: open to every visitor (the codes are printed in the books). */
export function qrcodeRoutes(router: ContractRouter, db: Db): void {
  router.route('/qrcode/findFiles', 'get', async (request) => ({
    result: await findQrFiles(db, request.query),
  }));
}
