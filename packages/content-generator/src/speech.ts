/**
 * Speech for the content bank: espeak-ng (en-us, slowed for children), then sox to mono 16 kHz Ogg Vorbis. Ogg files
 * are not byte-reproducible, so the generators record only the clips that are missing.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Records `text` into `file` (.ogg). `quality` is sox's Vorbis quality (-1 smallest … 10): the test papers use 0,
 * the study bank -1 to keep its many clips small. `scratch` is a temporary directory for the intermediate WAV.
 */
export function record(text: string, file: string, scratch: string, quality = 0): void {
  const wav = path.join(scratch, 'clip.wav');
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '125', '-g', '6', '-w', wav, text]);
  execFileSync('sox', [wav, '-r', '16000', '-c', '1', '-C', String(quality), file]);
}
