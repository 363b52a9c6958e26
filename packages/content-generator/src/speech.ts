/**
 * Speech for the content bank: Festival's HTS voice cmu_us_slt_arctic_hts (US English, female; Debian's
 * festvox-us-slt-hts), slowed a little for children, then opusenc to mono Ogg Opus whose only comments are the
 * encoder's (ADR 070). Ogg files are not byte-reproducible, so the generators record only the clips that are
 * missing, unless BUDDY_RERECORD=1 asks them to record every clip again. The Debian packages are installed on the
 * first recording.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The voice, as Festival names it (a Scheme function that selects it). */
export const VOICE = 'voice_cmu_us_slt_arctic_hts';
/**
 * The HTS engine's speed rate (its `-r`; 1 is the voice's own pace, about 146 words a minute on the papers' texts):
 * 0.85 gives about 123, a pace for children. Festival's Duration_Stretch does not reach an HTS voice.
 */
export const SPEED = 0.85;
/** opusenc's target bitrate in kbit/s (VBR, mono): clear speech, and the bank a third smaller than in Vorbis. */
export const BITRATE_KBPS = 24;

/** Where Debian's festvox-us-slt-hts puts the voice (Festival finds it there). */
const VOICE_DIR = '/usr/share/festival/voices/us/cmu_us_slt_arctic_hts';

const onPath = (command: string) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** The Debian packages recording needs, each with what shows it is there. */
const NEEDS: readonly { pkg: string; present: () => boolean }[] = [
  { pkg: 'festival', present: () => onPath('text2wave') },
  { pkg: 'festvox-us-slt-hts', present: () => existsSync(VOICE_DIR) },
  { pkg: 'opus-tools', present: () => onPath('opusenc') },
];

function stop(message: string): never {
  console.error(`\n${message}`);
  process.exit(1);
}

/**
 * Installs the missing packages recording needs: with apt-get as root, with `sudo -n` otherwise; where neither can,
 * stops with the command to run. Called before the first recording only, so a run that records nothing needs none.
 */
export function ensureSpeechTools(): void {
  const missing = NEEDS.filter((need) => !need.present()).map((need) => need.pkg);
  if (missing.length === 0) return;
  const install = ['apt-get', 'install', '-y', '--no-install-recommends', ...missing];
  const advice = `sudo ${install.join(' ')}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!onPath('apt-get'))
    stop(`Recording needs the Debian packages ${missing.join(', ')} (no apt-get here): ${advice}`);
  const sudo = !isRoot && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  if (!isRoot && !sudo)
    stop(`Recording needs the Debian packages ${missing.join(', ')}; install them and run again: ${advice}`);
  console.log(`\nrecording needs ${missing.join(', ')}: installing with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]) =>
    sudo
      ? execFileSync('sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', ...args], { stdio: 'inherit' })
      : execFileSync(args[0] ?? 'apt-get', args.slice(1), { stdio: 'inherit', env });
  apt(['apt-get', 'update', '-qq']);
  apt(install);
  const still = NEEDS.filter((need) => !need.present()).map((need) => need.pkg);
  if (still.length > 0) stop(`apt-get finished but ${still.join(', ')} is still missing: ${advice}`);
}

/** Whether this run records every clip again (BUDDY_RERECORD=1), not only the missing ones. */
export const rerecordAll = (): boolean => process.env['BUDDY_RERECORD'] === '1';

let ready = false;

/**
 * Records `text` into `file` (.ogg, Ogg Opus). `scratch` is a temporary directory for the intermediate WAV.
 * opusenc writes no tag of its input (--discard-comments; text2wave writes none anyway): the clip's only comments are
 * ENCODER and ENCODER_OPTIONS, the same in every clip, so its bytes never name the words it speaks.
 */
export function record(text: string, file: string, scratch: string): void {
  if (!ready) {
    ensureSpeechTools();
    ready = true;
  }
  const wav = path.join(scratch, 'clip.wav');
  const speed = `(set! hts_engine_params (append hts_engine_params (list (list "-r" ${SPEED}))))`;
  execFileSync('text2wave', ['-eval', `(${VOICE})`, '-eval', speed, '-o', wav, '-'], {
    input: text,
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  execFileSync(
    'opusenc',
    ['--quiet', '--bitrate', String(BITRATE_KBPS), '--discard-comments', '--padding', '0', wav, file],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}
