import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from '../src/paths';
import { readContentQr, seedQr } from '../src/seed/qrcode';
import { createTestApp, expectContract, type TestApp } from './helpers';

let t: TestApp;

interface QrFile {
  stdCourse: string;
  stdStep: number;
  stdWeek: number;
  stdType: string;
  fileImagePath: string;
}

async function find(query: string): Promise<QrFile[]> {
  const response = await t.app.inject({ method: 'GET', url: `/v2/qrcode/findFiles?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (expectContract(response, '/qrcode/findFiles', 'get') as { result: QrFile[] }).result;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { contentDir: DEFAULT_CONTENT_DIR } });
  await seedQr(t.database.db, readContentQr(DEFAULT_CONTENT_DIR));
});
afterAll(async () => {
  await t?.close();
});

describe('given the answer sheets behind the textbooks’ QR codes', () => {
  it('lists a course’s Student Book sheets by default, in step and week order, to any visitor', async () => {
    const sheets = await find('srchCatgrTp=C');
    expect(sheets).toHaveLength(28);
    expect(sheets.every((sheet) => sheet.stdCourse === 'C' && sheet.stdType === 'SB')).toBe(true);
    expect(sheets.map((sheet) => `${sheet.stdStep}-${sheet.stdWeek}`).slice(0, 5)).toEqual([
      '1-1',
      '1-2',
      '1-3',
      '1-4',
      '2-1',
    ]);
    expect(sheets[0]?.fileImagePath).toBe('/content/qr/C-1-1-sb.svg');
  });

  it('finds one week of the Workbook', async () => {
    expect(await find('srchCatgrTp=G&srchAnswerSheetDvcd=WB&srchStdStep=7&srchStdWeek=4')).toEqual([
      { stdCourse: 'G', stdStep: 7, stdWeek: 4, stdType: 'WB', fileImagePath: '/content/qr/G-7-4-wb.svg' },
    ]);
  });

  it('serves each sheet it names', async () => {
    for (const sheet of await find('srchCatgrTp=A&srchStdStep=1')) {
      const response = await t.app.inject({ method: 'GET', url: sheet.fileImagePath });
      expect(response.statusCode, sheet.fileImagePath).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toContain('<title>Buddy A 1권');
    }
  });

  it('refuses a course, book, step or week that does not exist', async () => {
    for (const query of [
      '',
      'srchCatgrTp=H',
      'srchCatgrTp=A&srchAnswerSheetDvcd=TB',
      'srchCatgrTp=A&srchStdStep=8',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/v2/qrcode/findFiles?${query}` });
      expect(response.statusCode, query).toBe(400);
      expectContract(response, '/qrcode/findFiles', 'get');
    }
  });
});
