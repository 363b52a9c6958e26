/**
 * The daily study's calls. Day 1 of every week has a watch unit (a 3-slide show behind a one-time address), words,
 * read and speak units; the fake keeps the progress it is sent (merged like the server) and answers the week again.
 * `missingManual` answers the MANUAL_NOT_FOUND errorState, `fail` makes one call answer 500, `hold` never answers one.
 */
import type { SampleDay, StudySession, StudySlide, StudyUnitState } from '@buddy/contract';
import { averageRate, COIN_RULES, mergeProgress, parseProgressData, unitRate } from '@buddy/domain';
import { picture, tone } from '../fixtures/media';
import { errorBody, http, SERVER_ERROR, switches } from '../http';
import { studySession } from './studies';

export type DailyCall = 'load' | 'video' | 'open' | 'progress' | 'upload';

export interface DailyOptions {
  missingManual?: boolean;
  fail?: DailyCall;
  hold?: DailyCall | readonly DailyCall[];
  /** Parts already stored, per unit number of day 1. */
  stored?: Record<number, number[]>;
  /** Day 1's first unit is a sing unit (a song with its lyrics) instead of a watch unit. */
  sing?: boolean;
}

const CAT = picture('#888', '<circle cx="50" cy="55" r="28" fill="FILL"/>');
const SUN = picture('#f5b700', '<circle cx="50" cy="50" r="24" fill="FILL"/>');
const BALL = picture('#ea5364', '<circle cx="50" cy="52" r="30" fill="FILL"/>');

export const STORY_SHOW = 'study/shows/A-1-1-1-1.json';
export const SHOW_SLIDES: StudySlide[] = [
  { image: CAT, text: 'Hello, cat!', ko: '안녕, 고양이야!', audio: tone(0.3, 440), durationMs: 800 },
  { image: SUN, text: 'The sun is hot.', ko: '해가 뜨거워요.', audio: tone(0.3, 520), durationMs: 800 },
  { image: BALL, text: 'I have a ball.', ko: '나는 공이 있어요.', audio: tone(0.3, 600), durationMs: 800 },
];

const STUDY_REQUEST = errorBody({ message: '학습 정보를 확인해주세요.', code: 'STUDY_REQUEST' });

function units(sing = false): Omit<StudyUnitState, 'prgssData' | 'prgssRate'>[] {
  const word = (en: string, ko: string, example: string, exampleKo: string, hz: number, image: string) => ({
    en,
    ko,
    example,
    exampleKo,
    audio: tone(0.3, hz),
    image,
  });
  return [
    {
      stdUnit: 1,
      kind: sing ? 'sing' : 'watch',
      title: 'Hello, Cat!',
      guide: sing ? '노래를 듣고 따라 불러 보세요.' : '그림을 보고 잘 들어 보세요.',
      parts: 3,
      show: STORY_SHOW,
      slides: null,
      words: null,
    },
    {
      stdUnit: 2,
      kind: 'words',
      title: 'New Words',
      guide: '카드를 뒤집어 뜻을 알아보세요.',
      parts: 2,
      show: null,
      slides: null,
      words: [
        word('cat', '고양이', 'I see a cat.', '나는 고양이를 봐요.', 440, CAT),
        word('sun', '해', 'The sun is hot.', '해가 뜨거워요.', 520, SUN),
      ],
    },
    {
      stdUnit: 3,
      kind: 'read',
      title: 'Read Along',
      guide: '문장을 하나씩 읽어 보세요.',
      parts: 2,
      show: null,
      slides: SHOW_SLIDES.slice(0, 2),
      words: null,
    },
    {
      stdUnit: 4,
      kind: 'speak',
      title: 'Say It',
      guide: '듣고 따라 말해 보세요.',
      parts: 1,
      show: null,
      slides: SHOW_SLIDES.slice(2),
      words: null,
    },
  ];
}

export function dailyHandlers(options: DailyOptions = {}) {
  const { missingManual = false, fail, hold, sing = false } = options;
  const fails = switches(hold, fail);
  const progress = new Map<number, string>(
    Object.entries(options.stored ?? {}).map(([unit, parts]) => [
      Number(unit),
      JSON.stringify({ progresses: parts.map((part) => ({ part, at: '2026-11-20T02:00:00.000Z' })) }),
    ]),
  );
  const tickets = new Set<string>();
  let nextTicket = 0;

  function session(course: string, step: number, week: number): StudySession {
    const base = studySession(
      { stdCourse: course as StudySession['stdCourse'], stdStep: step, stdWeek: week },
      missingManual,
    );
    if (missingManual) return base;
    const stdUnits = units(sing).map((unit) => {
      const data = parseProgressData(progress.get(unit.stdUnit));
      return { ...unit, prgssData: JSON.stringify(data), prgssRate: unitRate(data, unit.parts) };
    });
    const days = base.stdDays.map((day) =>
      day.stdDay === 1
        ? { ...day, title: 'Day 1', stdUnits, prgssRate: averageRate(stdUnits.map((unit) => unit.prgssRate)) }
        : day,
    );
    return {
      ...base,
      title: 'My Family',
      stdDays: days,
      prgssRate: averageRate(days.map((day) => day.prgssRate)),
    };
  }

  return [
    http.post('/study-course/studies/load', async ({ request, response }) => {
      if (await fails('load')) return response(500).json(SERVER_ERROR);
      const body = await request.json();
      return response(200).json({
        result: session(body.stdCourse.toUpperCase(), body.stdStep, body.stdWeek),
      });
    }),
    http.post('/study-course/studies/load/video', async ({ request, response }) => {
      if (await fails('video')) return response(500).json(SERVER_ERROR);
      const body = await request.json();
      if (body.url !== STORY_SHOW) return response(400).json(STUDY_REQUEST);
      nextTicket += 1;
      const ticket = `story${String(nextTicket).padStart(27, '0')}`;
      tickets.add(ticket);
      return response(200).json({
        result: { url: `/v2/study-course/studies/video/${ticket}`, expiresIn: 60 },
      });
    }),
    http.get('/study-course/studies/video/{ticket}', async ({ params, response }) => {
      if (await fails('open')) return response(500).json(SERVER_ERROR);
      // Works once, like the server's.
      if (!tickets.delete(params.ticket)) {
        return response(404).json(
          errorBody({ message: '영상 주소가 만료되었어요. 다시 열어 주세요.', code: 'VIDEO_EXPIRED' }),
        );
      }
      return response(200).json({ result: SHOW_SLIDES });
    }),
    http.post('/study-course/studies/prgrs', async ({ request, response }) => {
      if (await fails('progress')) return response(500).json(SERVER_ERROR);
      const body = await request.json();
      const unit = units(sing).find((candidate) => candidate.stdUnit === body.stdUnit);
      if (!unit || body.stdDay !== 1) return response(400).json(STUDY_REQUEST);
      const before = parseProgressData(progress.get(unit.stdUnit));
      const merged = mergeProgress(before, body.parts, unit.parts, new Date().toISOString());
      progress.set(unit.stdUnit, JSON.stringify(merged));
      // As the server (ADR 034): a unit that reaches 100 % with this call pays its coins once; anything else 0.
      const finished = unitRate(before, unit.parts) < 100 && unitRate(merged, unit.parts) >= 100;
      const coinsEarned = finished
        ? { total: COIN_RULES.unit, entries: [{ source: 'unit' as const, coins: COIN_RULES.unit }] }
        : { total: 0, entries: [] };
      return response(200).json({
        result: { ...session(body.stdCourse.toUpperCase(), body.stdStep, body.stdWeek), coinsEarned },
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
 * The sample day a visitor tries (GET /study-course/sample/day, ADR 047): day 1's watch, words, read and speak units
 * without progress, and the watch unit's slides inline.
 */
export function sampleDayHandlers({ fail = false, hold = false }: SampleDayOptions = {}) {
  const fails = switches(hold ? 'day' : undefined, fail ? 'day' : undefined);
  const stdUnits = units().map((unit) => ({ ...unit, prgssData: '{"progresses":[]}', prgssRate: 0 }));
  const sample: SampleDay = {
    stdCourse: 'A',
    stdStep: 1,
    stdWeek: 1,
    title: 'My Family',
    day: { stdDay: 1, title: 'Day 1', prgssRate: 0, stdUnits },
    shows: [{ stdUnit: 1, slides: SHOW_SLIDES }],
  };
  return [
    http.get('/study-course/sample/day', async ({ response }) => {
      if (await fails('day')) return response(500).json(SERVER_ERROR);
      return response(200).json({ result: sample });
    }),
  ];
}
