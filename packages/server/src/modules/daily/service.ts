import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import {
  COIN_RULES,
  GROWTH_RULES,
  mergeProgress,
  normaliseCourse,
  parseProgressData,
  recordingFileName,
  RECORDING_LIMITS,
  SAMPLE_DAY,
  seoulDate,
  unitHeld,
  unitRate,
  type Course,
  type StudySlide,
  type StudyUnit,
} from '@buddy/domain';
import type { components } from '@buddy/contract';
import { ERROR_MESSAGES, HttpError } from '../../plugins/errors';
import type { Clock } from '../../plugins/tokens';
import type { RecordingStore } from '../recordings/store';
import { enrol, wordKey } from '../review/repository';
import { grow } from '../reward/growth';
import { CoinsPaid, earnedWithPrefix, hasEarned, lastEarnedAt, lockWallet } from '../reward/ledger';
import type { StudiesRepository } from '../studies/repository';
import {
  contentUrl,
  daysOf,
  MANUAL_NOT_FOUND,
  STUDY_MESSAGES,
  type StudiesService,
} from '../studies/service';
import { checkRecordingContainer } from '../recordings/recording-check';
import type { DailyRepository, RecordingUsage, UnitKey } from './repository';

type Schemas = components['schemas'];
type StudySession = Schemas['StudySession'];
type ProgressRequest = Schemas['ProgressRequest'];
type Recording = Schemas['RecordingStored'];
type VideoTicket = Schemas['VideoTicket'];
type SampleDay = Schemas['SampleDay'];

export const DAILY_MESSAGES = {
  /** 400 STUDY_REQUEST: not a unit of a manual, or not one of its slide shows. */
  request: '학습 정보를 확인해주세요.',
  /** 404 VIDEO_EXPIRED: used, expired or unknown one-time address. */
  videoGone: '영상 주소가 만료되었어요. 다시 열어 주세요.',
  /** 400 RECORDING_TYPE: not an audio file by its content. */
  recordingType: '녹음 파일만 올릴 수 있어요.',
  /** 413 RECORDING_TOO_LARGE */
  recordingTooLarge: '녹음 파일이 너무 커요. 5MB까지 올릴 수 있어요.',
  /** 409 RECORDING_QUOTA: the day's uploads are used up. */
  recordingDailyQuota: '오늘은 녹음을 더 올릴 수 없어요. 내일 다시 올려 주세요.',
  /** 409 RECORDING_QUOTA: the member's storage is full. */
  recordingStorageQuota: '녹음 보관 공간이 가득 찼어요. 선생님이나 부모님께 알려 주세요.',
  /** 400 RECORDING_MISSING */
  recordingMissing: '녹음 파일을 찾을 수 없어요. 다시 녹음해 주세요.',
} as const;

export const VIDEO_TICKET_SECONDS = 60;
/** A unit's show, relative to the content directory: study/shows is outside media/, so only a ticket opens it. */
const SHOW_PATH = /^study\/shows\/([A-G])-([1-7])-([1-4])-([1-9])-(\d{1,2})\.json$/;

const badRequest = (message: string = DAILY_MESSAGES.request, code = 'STUDY_REQUEST') =>
  new HttpError(400, code, message);

/**
 * An error raised while reading a multipart body (no or wrong boundary, a truncated body, a broken part header,
 * too many parts): the body is malformed, so 400 with a clear message, or 413 when a limit was passed. Errors of
 * the disk (they carry a syscall) stay server errors.
 */
export function malformedUpload(error: unknown): Error {
  if (error instanceof HttpError) return error;
  if (error instanceof Error && 'syscall' in error) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (status === 413) return new HttpError(413, 'PAYLOAD_TOO_LARGE', ERROR_MESSAGES.payloadTooLarge);
  return new HttpError(400, 'UPLOAD_MALFORMED', ERROR_MESSAGES.multipart);
}

/** The start of the Seoul day of an instant (the day the daily quota counts). */
function seoulDayStart(at: Date): Date {
  return new Date(`${seoulDate(at)}T00:00:00+09:00`);
}

/** 409 RECORDING_QUOTA when one more recording of `size` bytes would pass the member's quota, else null. */
export function quotaError(usage: RecordingUsage, size: number): HttpError | null {
  if (usage.today >= RECORDING_LIMITS.perDay)
    return new HttpError(409, 'RECORDING_QUOTA', DAILY_MESSAGES.recordingDailyQuota);
  if (usage.bytes + size > RECORDING_LIMITS.totalBytes)
    return new HttpError(409, 'RECORDING_QUOTA', DAILY_MESSAGES.recordingStorageQuota);
  return null;
}

function intField(value: string | undefined, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw badRequest();
  return n;
}

/**
 * The daily study (spec §7 Study): one-time slide-show addresses, unit progress with the day's attendance, and voice
 * recordings. Progress goes through the domain's merge (a part is stored once, never lost) and answers the week again
 * through the study home's own session, so rates are computed one way.
 */
export class DailyService {
  constructor(
    private readonly daily: DailyRepository,
    private readonly studies: StudiesRepository,
    private readonly studyHome: StudiesService,
    private readonly clock: Clock,
    /** content: the content bank; incoming: scratch space for uploads being checked (local disk). */
    private readonly dirs: { content: string; incoming: string },
    private readonly recordings: RecordingStore,
  ) {}

  private async unitOf(key: UnitKey): Promise<StudyUnit> {
    const manual = await this.studies.manual(key.course, key.step, key.week);
    const unit = manual?.days
      .find((day) => day.stdDay === key.day)
      ?.units.find((candidate) => candidate.stdUnit === key.unit);
    if (!unit) throw badRequest();
    return unit;
  }

  /** POST studies/load/video: only a unit's own show path gets an address (nothing else of the disk). */
  async video(memNo: string, url: string): Promise<VideoTicket> {
    // The spec gates study by member type (§4): a member who may not study gets no address (403 NO_STUDY).
    await this.studyHome.requireStudent(memNo);
    const match = SHOW_PATH.exec(url);
    if (!match) throw badRequest();
    const [, course = '', step, week, day, unit] = match;
    const studied = normaliseCourse(course);
    if (studied) await this.studyHome.requireWithinReview(memNo, studied, Number(step));
    const found = await this.unitOf({
      course,
      step: Number(step),
      week: Number(week),
      day: Number(day),
      unit: Number(unit),
    });
    if (found.show !== url) throw badRequest();
    const ticket = randomBytes(24).toString('base64url');
    const now = this.clock();
    const expiresAt = new Date(now.getTime() + VIDEO_TICKET_SECONDS * 1000);
    await this.daily.createTicket(ticket, memNo, url, expiresAt, now);
    return { url: `/v2/study-course/studies/video/${ticket}`, expiresIn: VIDEO_TICKET_SECONDS };
  }

  /** GET studies/video/{ticket}: the slides, once. */
  async openVideo(ticket: string): Promise<StudySlide[]> {
    const showPath = await this.daily.useTicket(ticket, this.clock());
    // A ticket given before the shows left media/ names an old path: gone, like an expired one.
    if (!showPath || !SHOW_PATH.test(showPath))
      throw new HttpError(404, 'VIDEO_EXPIRED', DAILY_MESSAGES.videoGone);
    return this.showSlides(showPath);
  }

  /**
   * GET sample/day (ADR 047): the sample day's units without anyone's progress, its slide shows inline (a visitor
   * has no ticket). Read-only: nothing of a visit is stored.
   */
  async sampleDay(): Promise<SampleDay> {
    const { course, step, week, day: stdDay } = SAMPLE_DAY;
    const manual = await this.studies.manual(course, step, week);
    const day = manual ? daysOf(manual, []).find((candidate) => candidate.stdDay === stdDay) : undefined;
    if (!manual || !day) throw new HttpError(404, MANUAL_NOT_FOUND, STUDY_MESSAGES.manualNotFound);
    const shows = await Promise.all(
      day.stdUnits.flatMap((unit) =>
        unit.show && SHOW_PATH.test(unit.show)
          ? [this.showSlides(unit.show).then((slides) => ({ stdUnit: unit.stdUnit, slides }))]
          : [],
      ),
    );
    return { stdCourse: course, stdStep: step, stdWeek: week, title: manual.title, day, shows };
  }

  /** A show's slides, media as /content/ addresses. */
  private async showSlides(showPath: string): Promise<StudySlide[]> {
    const slides = JSON.parse(await readFile(path.join(this.dirs.content, showPath), 'utf8')) as StudySlide[];
    return slides.map((slide) => ({
      image: contentUrl(slide.image),
      text: slide.text,
      ko: slide.ko,
      audio: contentUrl(slide.audio),
      durationMs: slide.durationMs,
    }));
  }

  /** POST studies/prgrs: merge the parts, mark today attended, answer the week again with the coins it paid. */
  async progress(memNo: string, body: ProgressRequest): Promise<StudySession> {
    await this.studyHome.requireStudent(memNo);
    const course = normaliseCourse(body.stdCourse);
    if (!course) throw badRequest();
    await this.studyHome.requireWithinReview(memNo, course, body.stdStep);
    const key: UnitKey = {
      course,
      step: body.stdStep,
      week: body.stdWeek,
      day: body.stdDay,
      unit: body.stdUnit,
    };
    const manual = await this.studies.manual(key.course, key.step, key.week);
    const day = manual?.days.find((candidate) => candidate.stdDay === key.day);
    const unit = day?.units.find((candidate) => candidate.stdUnit === key.unit);
    if (!manual || !day || !unit) throw badRequest();
    const weekDays = manual.days.length;
    if (body.parts.some((part) => part >= unit.parts)) throw badRequest();
    const now = this.clock();
    const place = `${course}코스 ${key.step}단계 ${key.week}주 ${key.day}일차`;
    const dayKey = `${course}-${key.step}-${key.week}-${key.day}`;
    const paid = new CoinsPaid();
    // What the server saw of this unit (ADR 057): its show opened by this member, or its week loaded by them.
    const [servedAt, recordings] = await Promise.all([
      unit.show
        ? this.daily.showOpenedAt(memNo, unit.show)
        : this.studies.servedAt(memNo, { course, step: key.step, week: key.week }),
      unit.kind === 'speak' ? this.daily.recordingsOf(memNo, key) : Promise.resolve(0),
    ]);
    await this.daily.mergeProgress(
      memNo,
      key,
      now,
      (raw) => {
        const data = mergeProgress(parseProgressData(raw), body.parts, unit.parts, now.toISOString());
        return { prgssData: JSON.stringify(data), rate: unitRate(data, unit.parts) };
      },
      // A finished unit pays once when the server saw it learnt, and the day when all its units were paid, in the
      // progress's transaction (ADR 034, ADR 057). The wallet is locked first, so the last paid unit is the last.
      async (tx, next) => {
        if (next.rate < 100) return;
        const unitKey = `${dayKey}-${key.unit}`;
        await lockWallet(tx, memNo, now);
        // Paid before: nothing to pay or to hold (the exact key: unit 1 is not unit 12).
        if (await hasEarned(tx, memNo, 'unit', unitKey)) return;
        const held = unitHeld({
          speaks: unit.kind === 'speak',
          parts: unit.parts,
          servedAt,
          lastPaidAt: await lastEarnedAt(tx, memNo, 'unit'),
          recordings,
          now,
        });
        if (held) {
          paid.hold(held);
          return;
        }
        const base = { memNo, at: now };
        await paid.pay(tx, {
          ...base,
          source: 'unit',
          key: unitKey,
          description: `${place} ${unit.title}`,
          points: COIN_RULES.unit,
        });
        // A word unit learnt puts its words on the review schedule (issue 30, ADR 073), once each.
        await enrol(
          tx,
          memNo,
          (unit.words ?? []).map((word) => ({ key: wordKey(word.en), kind: 'word' })),
          now,
        );
        if ((await earnedWithPrefix(tx, memNo, 'unit', `${dayKey}-`)) >= day.units.length) {
          await paid.pay(tx, {
            ...base,
            source: 'day',
            key: dayKey,
            description: place,
            points: COIN_RULES.day,
          });
          // Every day of the week paid: the buddy grows (ADR 060), once per week.
          const weekKey = `${course}-${key.step}-${key.week}`;
          if ((await earnedWithPrefix(tx, memNo, 'day', `${weekKey}-`)) >= weekDays) {
            await grow(tx, { memNo, source: 'week', key: weekKey, points: GROWTH_RULES.week, at: now });
          }
        }
      },
    );
    // Attendance is marked for any progress; its coins come, once a day, with a unit the server served (ADR 057).
    if (!servedAt) paid.hold('UNIT_NOT_SEEN');
    await this.daily.attend(memNo, seoulDate(now), now, async (tx) => {
      if (!servedAt) return;
      await paid.pay(tx, {
        memNo,
        at: now,
        source: 'attendance',
        key: seoulDate(now),
        description: seoulDate(now).replaceAll('-', '.'),
        points: COIN_RULES.attendance,
      });
    });
    const session = await this.studyHome.session(memNo, { course, step: key.step, week: key.week });
    return { ...session, coinsEarned: paid.earned() };
  }

  /**
   * POST studies/ptflo: the fields come first, then the file. The file is written to the member's folder outside
   * the web root while it is checked: by its first bytes, and by size (a truncated stream is too large). A refused
   * file is deleted.
   */
  async upload(memNo: string, file: MultipartFile | undefined): Promise<Recording> {
    await this.studyHome.requireStudent(memNo);
    if (!file || file.fieldname !== 'ptfloFile')
      throw badRequest(DAILY_MESSAGES.recordingMissing, 'RECORDING_MISSING');
    const field = (name: string): string | undefined => {
      const entry = file.fields[name];
      const one = Array.isArray(entry) ? entry[0] : entry;
      return one && one.type === 'field' ? String(one.value) : undefined;
    };
    let key: UnitKey;
    try {
      const course = normaliseCourse(field('stdCourse'));
      if (!course) throw badRequest();
      key = {
        course,
        step: intField(field('stdStep'), 1, 7),
        week: intField(field('stdWeek'), 1, 4),
        day: intField(field('stdDay'), 1, 7),
        unit: intField(field('stdUnit'), 1, 20),
      };
      await this.studyHome.requireWithinReview(memNo, course, key.step);
      await this.unitOf(key);
      // Over quota: refused before the body is stored (the transaction below checks again, atomically).
      const usage = await this.daily.recordingUsage(memNo, seoulDayStart(this.clock()));
      const quota = quotaError(usage, 0);
      if (quota) throw quota;
    } catch (error) {
      // The file was never read: drain it so the answer goes out at once.
      file.file.resume();
      throw error;
    }

    const folder = path.join(this.dirs.incoming, memNo);
    await mkdir(folder, { recursive: true });
    const partial = path.join(folder, `${randomBytes(12).toString('base64url')}.part`);
    let size = 0;
    file.file.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    try {
      await pipeline(file.file, createWriteStream(partial)).catch((error: unknown) => {
        throw malformedUpload(error);
      });
      if (file.file.truncated || size > RECORDING_LIMITS.maxBytes) {
        throw new HttpError(413, 'RECORDING_TOO_LARGE', DAILY_MESSAGES.recordingTooLarge);
      }
      // The whole file (at most 5 MB) must be one well-formed audio container: a first-bytes check let an Ogg or
      // WebM header followed by HTML, SVG or PDF through (recordings/recording-check.ts).
      const bytes = await readFile(partial);
      const type = checkRecordingContainer(bytes);
      if (!type.ok) throw badRequest(DAILY_MESSAGES.recordingType, 'RECORDING_TYPE');
      const now = this.clock();
      const stored = `${randomBytes(12).toString('base64url')}.${type.ext}`;
      const row = await this.daily.addRecording(
        {
          memNo,
          ...key,
          fileName: recordingFileName({ ...key, course: key.course as Course }, now, type.ext),
          stored,
          mime: type.mime,
          size,
          createdAt: now,
        },
        seoulDayStart(now),
        (usage) => quotaError(usage, size),
        () => this.recordings.put(memNo, stored, bytes),
      );
      return {
        ptfloNo: row.ptfloNo,
        fileName: row.fileName,
        size: row.size,
        createdAt: row.createdAt.getTime(),
      };
    } finally {
      await rm(partial, { force: true });
    }
  }
}
