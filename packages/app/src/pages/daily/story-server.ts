/**
 * Stories only: the daily study's calls of a fake /v2 at the network edge (added to the app story's fake server).
 * Day 1 of every week has a watch unit (a 3-slide show behind a one-time address), words, read and speak units; the server
 * keeps the progress it is sent (merged like the real one) and answers the week again. `missingManual` answers the
 * MANUAL_NOT_FOUND errorState, `fail` makes one call answer 500, `hold` never answers one call.
 */
import type { ProgressRequest, StudySession, StudySlide, StudyUnitState } from '@buddy/api';
import { averageRate, mergeProgress, parseProgressData, unitRate } from '@buddy/domain';
import { json, type FakeRoute } from '../../stories/fake-server';
import { storySession } from '../../stories/study-server';

type Call = 'load' | 'video' | 'open' | 'progress' | 'upload';

export interface DailyServerOptions {
  missingManual?: boolean;
  fail?: Call;
  hold?: Call;
  /** Parts already stored, per unit number of day 1. */
  stored?: Record<number, number[]>;
}

/** A short quiet tone as a WAV data URI (the stories need no files). */
function tone(seconds: number, hz: number): string {
  const rate = 8000;
  const samples = Math.round(seconds * rate);
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => [...value].forEach((c, i) => (bytes[at + i] = c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i += 1)
    bytes[44 + i] = 128 + Math.round(10 * Math.sin((2 * Math.PI * hz * i) / rate));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:audio/wav;base64,${btoa(binary)}`;
}

function picture(fill: string, shape: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="14" fill="#fff8e6"/>${shape.replace('FILL', fill)}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const CAT = picture('#888', '<circle cx="50" cy="55" r="28" fill="FILL"/>');
const SUN = picture('#f5b700', '<circle cx="50" cy="50" r="24" fill="FILL"/>');
const BALL = picture('#ea5364', '<circle cx="50" cy="52" r="30" fill="FILL"/>');

export const STORY_SHOW = 'study/shows/A-1-1-1-1.json';
export const storySlides: StudySlide[] = [
  { image: CAT, text: 'Hello, cat!', ko: '안녕, 고양이야!', audio: tone(0.3, 440), durationMs: 800 },
  { image: SUN, text: 'The sun is hot.', ko: '해가 뜨거워요.', audio: tone(0.3, 520), durationMs: 800 },
  { image: BALL, text: 'I have a ball.', ko: '나는 공이 있어요.', audio: tone(0.3, 600), durationMs: 800 },
];

function units(): Omit<StudyUnitState, 'prgssData' | 'prgssRate'>[] {
  return [
    {
      stdUnit: 1,
      kind: 'watch',
      title: 'Hello, Cat!',
      guide: '그림을 보고 잘 들어 보세요.',
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
        {
          en: 'cat',
          ko: '고양이',
          example: 'I see a cat.',
          exampleKo: '나는 고양이를 봐요.',
          audio: tone(0.3, 440),
          image: CAT,
        },
        {
          en: 'sun',
          ko: '해',
          example: 'The sun is hot.',
          exampleKo: '해가 뜨거워요.',
          audio: tone(0.3, 520),
          image: SUN,
        },
      ],
    },
    {
      stdUnit: 3,
      kind: 'read',
      title: 'Read Along',
      guide: '문장을 하나씩 읽어 보세요.',
      parts: 2,
      show: null,
      slides: storySlides.slice(0, 2),
      words: null,
    },
    {
      stdUnit: 4,
      kind: 'speak',
      title: 'Say It',
      guide: '듣고 따라 말해 보세요.',
      parts: 1,
      show: null,
      slides: storySlides.slice(2),
      words: null,
    },
  ];
}

export function dailyServer(options: DailyServerOptions = {}): FakeRoute {
  const { missingManual = false, fail, hold } = options;
  const progress = new Map<number, string>(
    Object.entries(options.stored ?? {}).map(([unit, parts]) => [
      Number(unit),
      JSON.stringify({ progresses: parts.map((part) => ({ part, at: '2026-11-20T02:00:00.000Z' })) }),
    ]),
  );
  const tickets = new Set<string>();
  let nextTicket = 0;

  function session(course: string, step: number, week: number): StudySession {
    const base = storySession(
      { stdCourse: course as StudySession['stdCourse'], stdStep: step, stdWeek: week },
      missingManual,
    );
    if (missingManual) return base;
    const stdUnits = units().map((unit) => {
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

  return (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/v2/, '');
    const key = `${request.method} ${path}`;
    const call: Call | undefined =
      key === 'POST /study-course/studies/load'
        ? 'load'
        : key === 'POST /study-course/studies/load/video'
          ? 'video'
          : key.startsWith('GET /study-course/studies/video/')
            ? 'open'
            : key === 'POST /study-course/studies/prgrs'
              ? 'progress'
              : key === 'POST /study-course/studies/ptflo'
                ? 'upload'
                : undefined;
    if (!call) return undefined;
    if (hold === call) return new Promise<Response>(() => undefined);
    if (fail === call) return json({ message: '서버 오류가 발생했습니다.', code: 'INTERNAL' }, 500);
    return answer(call, request, path);
  };

  async function answer(call: Call, request: Request, path: string): Promise<Response> {
    switch (call) {
      case 'load': {
        const body = (await request.json()) as { stdCourse: string; stdStep: number; stdWeek: number };
        return json({ result: session(body.stdCourse.toUpperCase(), body.stdStep, body.stdWeek) });
      }
      case 'video': {
        const body = (await request.json()) as { url: string };
        if (body.url !== STORY_SHOW) {
          return json({ message: '학습 정보를 확인해주세요.', code: 'STUDY_REQUEST' }, 400);
        }
        nextTicket += 1;
        const ticket = `story${String(nextTicket).padStart(27, '0')}`;
        tickets.add(ticket);
        return json({ result: { url: `/v2/study-course/studies/video/${ticket}`, expiresIn: 60 } });
      }
      case 'open': {
        const ticket = path.split('/').pop() ?? '';
        // Works once, like the real one.
        if (!tickets.delete(ticket)) {
          return json({ message: '영상 주소가 만료되었어요. 다시 열어 주세요.', code: 'VIDEO_EXPIRED' }, 404);
        }
        return json({ result: storySlides });
      }
      case 'progress': {
        const body = (await request.json()) as ProgressRequest;
        const unit = units().find((candidate) => candidate.stdUnit === body.stdUnit);
        if (!unit || body.stdDay !== 1)
          return json({ message: '학습 정보를 확인해주세요.', code: 'STUDY_REQUEST' }, 400);
        const merged = mergeProgress(
          parseProgressData(progress.get(unit.stdUnit)),
          body.parts,
          unit.parts,
          new Date().toISOString(),
        );
        progress.set(unit.stdUnit, JSON.stringify(merged));
        return json({ result: session(body.stdCourse.toUpperCase(), body.stdStep, body.stdWeek) });
      }
      case 'upload': {
        const form = await request.formData();
        const file = form.get('ptfloFile');
        const size = file instanceof Blob ? file.size : 0;
        return json({
          result: {
            ptfloNo: 1,
            fileName: file instanceof File ? file.name : 'recording.webm',
            size,
            createdAt: Date.now(),
          },
        });
      }
    }
  }
}
