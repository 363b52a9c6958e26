/**
 * The daily study's calls over the content bank's weeks (ADR 055: `studyManual`, the manuals and shows the server's
 * seed stores). The fake is a member starting the week: nothing is stored but `stored` (parts per unit of A-1-1's
 * day 1, the stories' day); it keeps the progress it is sent (merged like the server) and answers the week again.
 * A unit's show opens through a one-time address, like the server's. `missingManual` answers the MANUAL_NOT_FOUND
 * errorState, `fail` makes one call answer 500, `hold` never answers one, `held` pays a finished unit nothing and
 * says why (ADR 057: the server did not see it learnt).
 */
import type { SampleDay } from '@buddy/contract';
import {
  COIN_HELD_MESSAGES,
  COIN_RULES,
  mergeProgress,
  parseProgressData,
  SAMPLE_DAY,
  unitRate,
  type CoinHeld,
  type StudyUnit,
} from '@buddy/domain';
import { studyManual, studyShow } from '../fixtures/study-manuals';
import { errorBody, http, SERVER_ERROR, switches } from '../http';
import { studySession } from './studies';

export type DailyCall = 'load' | 'video' | 'open' | 'progress' | 'upload';

export interface DailyOptions {
  missingManual?: boolean;
  fail?: DailyCall;
  hold?: DailyCall | readonly DailyCall[];
  /** Parts already stored, per unit number of A-1-1's day 1. */
  stored?: Record<number, number[]>;
  /** A finished unit pays nothing, for this reason (ADR 057). */
  held?: CoinHeld;
  /** The first save pays today's attendance, as the server's first save of a Seoul day does. */
  attendance?: boolean;
}

const STUDY_REQUEST = errorBody({ message: '학습 정보를 확인해주세요.', code: 'STUDY_REQUEST' });

/** A stored unit's key: course, step, week, day and unit. */
const unitKey = (course: string, step: number, week: number, day: number, unit: number) =>
  `${course}-${step}-${week}-${day}-${unit}`;

export function dailyHandlers(options: DailyOptions = {}) {
  const { missingManual = false, fail, hold } = options;
  const fails = switches(hold, fail);
  const progress = new Map<string, string>(
    Object.entries(options.stored ?? {}).map(([unit, parts]) => [
      unitKey('A', 1, 1, 1, Number(unit)),
      JSON.stringify({ progresses: parts.map((part) => ({ part, at: '2026-11-20T02:00:00.000Z' })) }),
    ]),
  );
  /** Whether today's attendance was paid (`attendance`). */
  let attended = false;
  /** One-time show addresses: the ticket and the show it opens. */
  const tickets = new Map<string, string>();
  let nextTicket = 0;

  const session = (course: string, step: number, week: number) =>
    studySession(
      { stdCourse: course as SampleDay['stdCourse'], stdStep: step, stdWeek: week },
      (day: number, unit: StudyUnit) => progress.get(unitKey(course, step, week, day, unit.stdUnit)),
      missingManual,
    );

  return [
    http.post('/study-course/studies/load', async ({ request, response }) => {
      if (await fails('load')) return response(500).json(SERVER_ERROR);
      const body = await request.json();
      return response(200).json({
        result: await session(body.stdCourse.toUpperCase(), body.stdStep, body.stdWeek),
      });
    }),
    http.post('/study-course/studies/load/video', async ({ request, response }) => {
      if (await fails('video')) return response(500).json(SERVER_ERROR);
      const body = await request.json();
      // Only a unit's own show gets an address, like the server's.
      if ((await studyShow(body.url)) === null) return response(400).json(STUDY_REQUEST);
      nextTicket += 1;
      const ticket = `story${String(nextTicket).padStart(27, '0')}`;
      tickets.set(ticket, body.url);
      return response(200).json({
        result: { url: `/v2/study-course/studies/video/${ticket}`, expiresIn: 60 },
      });
    }),
    http.get('/study-course/studies/video/{ticket}', async ({ params, response }) => {
      if (await fails('open')) return response(500).json(SERVER_ERROR);
      // Works once, like the server's.
      const show = tickets.get(params.ticket);
      tickets.delete(params.ticket);
      const slides = show === undefined ? null : await studyShow(show);
      if (!slides) {
        return response(404).json(
          errorBody({ message: '영상 주소가 만료되었어요. 다시 열어 주세요.', code: 'VIDEO_EXPIRED' }),
        );
      }
      return response(200).json({ result: slides });
    }),
    http.post('/study-course/studies/prgrs', async ({ request, response }) => {
      if (await fails('progress')) return response(500).json(SERVER_ERROR);
      const body = await request.json();
      const course = body.stdCourse.toUpperCase();
      const manual = await studyManual(course, body.stdStep, body.stdWeek);
      const unit = manual?.days
        .find((day) => day.stdDay === body.stdDay)
        ?.units.find((candidate) => candidate.stdUnit === body.stdUnit);
      if (!unit) return response(400).json(STUDY_REQUEST);
      const key = unitKey(course, body.stdStep, body.stdWeek, body.stdDay, body.stdUnit);
      const before = parseProgressData(progress.get(key));
      const merged = mergeProgress(before, body.parts, unit.parts, new Date().toISOString());
      progress.set(key, JSON.stringify(merged));
      // As the server (ADR 034): a unit that reaches 100 % with this call pays its coins once; anything else 0.
      const finished = unitRate(before, unit.parts) < 100 && unitRate(merged, unit.parts) >= 100;
      const entries: { source: 'unit' | 'attendance'; coins: number }[] = [];
      if (finished && !options.held) entries.push({ source: 'unit', coins: COIN_RULES.unit });
      if (options.attendance && !attended) {
        attended = true;
        entries.push({ source: 'attendance', coins: COIN_RULES.attendance });
      }
      const coinsEarned = {
        total: entries.reduce((sum, entry) => sum + entry.coins, 0),
        entries,
        ...(finished && options.held
          ? { held: { code: options.held, message: COIN_HELD_MESSAGES[options.held] } }
          : {}),
      };
      return response(200).json({
        result: { ...(await session(course, body.stdStep, body.stdWeek)), coinsEarned },
      });
    }),
    http.post('/study-course/studies/ptflo', async ({ request, response }) => {
      if (await fails('upload')) return response(500).json(SERVER_ERROR);
      const form = await request.formData();
      const file = form.get('ptfloFile');
      return response(200).json({
        result: {
          ptfloNo: 1,
          fileName: file instanceof File ? file.name : 'recording.webm',
          size: file instanceof Blob ? file.size : 0,
          createdAt: Date.now(),
        },
      });
    }),
  ];
}

export interface SampleDayOptions {
  /** Answer 500 instead of the day. */
  fail?: boolean;
  /** Never answer (the loading state). */
  hold?: boolean;
}

/**
 * The sample day a visitor tries (GET /study-course/sample/day, ADR 047): the bank's SAMPLE_DAY without progress,
 * its shows' slides inline, as the server answers it.
 */
export function sampleDayHandlers({ fail = false, hold = false }: SampleDayOptions = {}) {
  const fails = switches(hold ? 'day' : undefined, fail ? 'day' : undefined);
  async function sample(): Promise<SampleDay> {
    const { course, step, week, day: stdDay } = SAMPLE_DAY;
    const session = await studySession({ stdCourse: course, stdStep: step, stdWeek: week }, () => undefined);
    const day = session.stdDays.find((candidate) => candidate.stdDay === stdDay);
    if (!day) throw new Error(`content/study has no sample day ${course}-${step}-${week} day ${stdDay}`);
    const shows = await Promise.all(
      day.stdUnits.flatMap((unit) =>
        unit.show
          ? [studyShow(unit.show).then((slides) => ({ stdUnit: unit.stdUnit, slides: slides ?? [] }))]
          : [],
      ),
    );
    return { stdCourse: course, stdStep: step, stdWeek: week, title: session.title, day, shows };
  }
  return [
    http.get('/study-course/sample/day', async ({ response }) => {
      if (await fails('day')) return response(500).json(SERVER_ERROR);
      return response(200).json({ result: await sample() });
    }),
  ];
}
