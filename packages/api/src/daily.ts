/**
 * Daily study resource (spec §7 Study): a unit's slide show through its one-time address, the progress of a unit's
 * completed parts (answered with the week again) and the upload of a voice recording as multipart form data. Calls
 * never throw (ApiResult); the query and mutations reject with `ApiError`.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { resourceOf, type ApiCore } from './core';
import type {
  ProgressRequest,
  RecordingStored,
  RecordingUpload,
  SampleDay,
  StudySession,
  StudySlide,
  VideoTicket,
} from '@buddy/contract';
import { MYPAGE_KEY_ROOT, REWARD_KEY_ROOT } from './key-roots';
import { studyKeys } from './study-keys';
import { unwrap, type ApiResult } from './result';

export const dailyKeys = {
  all: ['daily'] as const,
  /** A unit's slides (the show path names it; every fetch takes a new one-time address). */
  show: (showPath: string) => [...dailyKeys.all, 'show', showPath] as const,
  /** The sample day a visitor tries (the same for everyone). */
  sampleDay: () => [...dailyKeys.all, 'sample'] as const,
};

type Result<T> = Promise<ApiResult<{ result: T }>>;

/** The ticket of a one-time address `/v2/study-course/studies/video/<ticket>` (null when it is not one). */
export function videoTicketOf(url: string): string | null {
  const match = /\/study-course\/studies\/video\/([A-Za-z0-9_-]+)$/.exec(url);
  return match?.[1] ?? null;
}

/** A recording to upload: where it was made and the audio itself. */
export interface RecordingUploadInput {
  stdCourse: string;
  stdStep: number;
  stdWeek: number;
  stdDay: number;
  stdUnit: number;
  file: Blob;
  /** The file name sent with it (the server names the stored file itself). */
  fileName: string;
}

/** The form of an upload: the unit's fields first, then the file (the server reads them in this order). */
export function recordingForm(input: RecordingUploadInput): FormData {
  const form = new FormData();
  form.append('stdCourse', input.stdCourse);
  form.append('stdStep', String(input.stdStep));
  form.append('stdWeek', String(input.stdWeek));
  form.append('stdDay', String(input.stdDay));
  form.append('stdUnit', String(input.stdUnit));
  form.append('ptfloFile', input.file, input.fileName);
  return form;
}

export function createDailyApi(core: ApiCore) {
  const api = {
    /** POST /study-course/studies/load/video: a one-time address (60 s) of a unit's `show`. */
    video(url: string): Result<VideoTicket> {
      return core.call((init) =>
        core.fetchClient.POST('/study-course/studies/load/video', { ...init, body: { url } }),
      );
    },
    /** GET the one-time address answered by `video` (works once). */
    openVideo(oneTimeUrl: string): Result<StudySlide[]> {
      const ticket = videoTicketOf(oneTimeUrl) ?? '';
      return core.call((init) =>
        core.fetchClient.GET('/study-course/studies/video/{ticket}', {
          ...init,
          params: { path: { ticket } },
        }),
      );
    },
    /** Both steps: take a one-time address for the show and open it. */
    async show(showPath: string): Result<StudySlide[]> {
      const ticket = await api.video(showPath);
      if (!ticket.ok) return ticket;
      return api.openVideo(ticket.data.result.url);
    },
    /** GET /study-course/sample/day: the sample day, open to everyone, its shows inline (ADR 047). */
    sampleDay(): Result<SampleDay> {
      return core.call((init) => core.fetchClient.GET('/study-course/sample/day', init));
    },
    /** POST /study-course/studies/prgrs: store completed parts; answers the week with the new progress. */
    progress(body: ProgressRequest): Result<StudySession> {
      return core.call((init) => core.fetchClient.POST('/study-course/studies/prgrs', { ...init, body }));
    },
    /** POST /study-course/studies/ptflo: upload a voice recording (multipart form data). */
    upload(input: RecordingUploadInput): Result<RecordingStored> {
      const form = recordingForm(input);
      // openapi-typescript types the binary field as a string: the typed body is a stand-in, the form is sent.
      const body: RecordingUpload = {
        stdCourse: input.stdCourse,
        stdStep: String(input.stdStep),
        stdWeek: String(input.stdWeek),
        stdDay: String(input.stdDay),
        stdUnit: String(input.stdUnit),
        ptfloFile: input.fileName,
      };
      return core.call((init) =>
        core.fetchClient.POST('/study-course/studies/ptflo', { ...init, body, bodySerializer: () => form }),
      );
    },
  };
  return api;
}

export type DailyApi = ReturnType<typeof createDailyApi>;

/** The daily-study calls of a client (made on first use). */
export const dailyApi = /* @__PURE__ */ resourceOf(createDailyApi);

export const dailyQueries = {
  /** A unit's slides: fetched once a page visit (a one-time address cannot be fetched again). */
  show: (api: ApiCore, showPath: string) =>
    queryOptions({
      queryKey: dailyKeys.show(showPath),
      queryFn: async () => unwrap(await api.resource(createDailyApi).show(showPath)).result,
      staleTime: Infinity,
    }),
  /** The sample day: content, the same for every visitor, so kept for the visit. */
  sampleDay: (api: ApiCore) =>
    queryOptions({
      queryKey: dailyKeys.sampleDay(),
      queryFn: async () => unwrap(await api.resource(createDailyApi).sampleDay()).result,
      staleTime: Infinity,
    }),
};

export const dailyMutations = {
  /**
   * Completed parts: the answered week replaces the cached session of the study home and the daily page. The
   * mutation's data keeps `coinsEarned` (what this call paid, ADR 034) for the celebration; the cached week does not.
   */
  progress: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...dailyKeys.all, 'progress'],
      mutationFn: async (body: ProgressRequest) =>
        unwrap(await api.resource(createDailyApi).progress(body)).result,
      onSuccess: ({ coinsEarned, ...session }) => {
        queryClient.setQueryData(
          studyKeys.session(session.stdCourse, session.stdStep, session.stdWeek),
          session,
        );
        // Coins paid: the reward area's balance and history are stale.
        if (coinsEarned && coinsEarned.total > 0) {
          void queryClient.invalidateQueries({ queryKey: [...REWARD_KEY_ROOT, 'coins'] });
        }
        // The study home's recent study and stats move with the progress.
        void queryClient.invalidateQueries({ queryKey: [...studyKeys.all, 'recent'] });
        void queryClient.invalidateQueries({ queryKey: [...studyKeys.all, 'stats'] });
      },
    }),
  /** A recording: my page's recording list is stale afterwards. */
  upload: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...dailyKeys.all, 'upload'],
      mutationFn: async (input: RecordingUploadInput) =>
        unwrap(await api.resource(createDailyApi).upload(input)).result,
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: [...MYPAGE_KEY_ROOT, 'recordings'] });
      },
    }),
};
