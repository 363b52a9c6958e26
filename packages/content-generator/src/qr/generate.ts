/**
 * Writes the QR answer sheets (build.ts) to content/media/qr/<course>-<step>-<week>-<sb|wb>.svg (served at
 * /content/qr/) and their index to content/qr/index.json (read by the server's seed). Deterministic; files no sheet
 * has any more are removed. Run: npm run content.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StudyManual } from '@buddy/domain';
import { buildSheets } from './build';
import { CONTENT_DIR } from '../paths';

export const QR_MEDIA_DIR = path.join(CONTENT_DIR, 'media', 'qr');
export const QR_INDEX = path.join(CONTENT_DIR, 'qr', 'index.json');

export function readManuals(): StudyManual[] {
  const dir = path.join(CONTENT_DIR, 'study');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as StudyManual[]);
}

function main(): void {
  const { index, files } = buildSheets(readManuals());
  mkdirSync(QR_MEDIA_DIR, { recursive: true });
  mkdirSync(path.dirname(QR_INDEX), { recursive: true });
  for (const [file, svg] of files) writeFileSync(path.join(QR_MEDIA_DIR, file), svg);
  writeFileSync(QR_INDEX, `${JSON.stringify(index, null, 2)}\n`);
  let removed = 0;
  for (const file of existsSync(QR_MEDIA_DIR) ? readdirSync(QR_MEDIA_DIR) : []) {
    if (!files.has(file)) {
      rmSync(path.join(QR_MEDIA_DIR, file));
      removed += 1;
    }
  }
  console.log(`qr: ${files.size} answer sheets, ${removed} unused files removed`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
