/**
 * Daily study (spec §7 Study): a unit's slide show through its one-time address, the sample day, the progress of a
 * unit's completed parts (answered with the week again) and the upload of a voice recording as multipart form data.
 * The cache keeps each whole answer and a page reads its `result`; the queries and mutations reject with `ApiError`.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ProgressRequest, RecordingUpload, StudySession } from '@buddy/contract';
import { contractQuery, dataOf, pathKey, type ApiCore } from './core';
import { COIN_KEYS, studyKeys } from './study-keys';

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

export const dailyQueries = {
  /**
   * A unit's slides: fetched once a page visit (a one-time address cannot be fetched again). Two calls make one
   * answer (a one-time address for the show, then the slides behind it), so this is not the contract's query options:
   * the cache keeps the slides' answer under their path, keyed by the show (every fetch takes a new ticket).
   */
  show: (api: ApiCore, showPath: string) =>
    queryOptions({
      queryKey: [...pathKey('/study-course/studies/video/{ticket}'), { show: showPath }] as const,
      queryFn: async ({ signal }) => {
        const { result } = await dataOf(
          api.client.POST('/study-course/studies/load/video', { body: { url: showPath }, signal }),
        );
        const ticket = videoTicketOf(result.url) ?? '';
        return dataOf(
          api.client.GET('/study-course/studies/video/{ticket}', { params: { path: { ticket } }, signal }),
        );
      },
      select: (answer) => answer.result,
      staleTime: Infinity,
      enabled: () => api.signedIn(),
    }),
  /** The sample day (open to everyone, its shows inline, ADR 047): the same for every visitor, kept for the visit. */
  sampleDay: (api: ApiCore) =>
    contractQuery(
      api,
      '/study-course/sample/day',
      {},
      { select: (answer) => answer.result, staleTime: Infinity },
    ),
};

/** My page's recording list. */
const RECORDINGS_KEY = pathKey('/mypage/studies/ptflo');

export const dailyMutations = {
  /**
   * Completed parts: the answered week replaces the cached session of the study home and the daily page. The
   * mutation's data keeps `coinsEarned` (what this call paid, ADR 034) for the celebration; the cached week does not.
   * The outbox sends the saves under its own key (outbox.ts), with this function and `onSuccess`.
   */
  progress: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['post', '/study-course/studies/prgrs'],
      mutationFn: async (body: ProgressRequest) =>
        (await dataOf(api.client.POST('/study-course/studies/prgrs', { body }))).result,
      onSuccess: ({ coinsEarned, ...session }) => {
        queryClient.setQueryData<{ result: StudySession }>(studyKeys.session(session), { result: session });
        // Coins paid: the reward area's balance and history are stale.
        if (coinsEarned && coinsEarned.total > 0) {
          for (const queryKey of COIN_KEYS) void queryClient.invalidateQueries({ queryKey });
        }
        // The study home's recent study and stats move with the progress.
        void queryClient.invalidateQueries({ queryKey: studyKeys.recent() });
        void queryClient.invalidateQueries({ queryKey: studyKeys.stats() });
      },
    }),
  /** A recording (multipart form data): my page's recording list is stale afterwards. */
  upload: (api: ApiCore, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['post', '/study-course/studies/ptflo'],
      mutationFn: async (input: RecordingUploadInput) => {
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
        return (
          await dataOf(api.client.POST('/study-course/studies/ptflo', { body, bodySerializer: () => form }))
        ).result;
      },
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: RECORDINGS_KEY });
      },
    }),
};
