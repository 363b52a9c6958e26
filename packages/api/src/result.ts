/**
 * Every call of this package answers `ApiResult<T>` and never throws (spec §7: "every call returns the error object
 * instead of throwing"). The error of a failure is normalised as spec §8 says:
 *
 * | situation                                   | status            | error                                            |
 * |---------------------------------------------|-------------------|--------------------------------------------------|
 * | a response with a JSON body                 | response's        | `data.errorState` if present, else `{code, message: data.message}` |
 * | a response without a (JSON) body            | response's        | `{message}` generic (serverError for 5xx, unknownError else) |
 * | a 2xx whose body is not JSON                | response's        | `{code: 'INVALID_BODY', message}`                |
 * | no response (network failure, abort)        | 0                 | `{code: 'NETWORK' / 'AbortError' / error.code, message: API_MESSAGES.network}` |
 * | otherwise (bad URL, a middleware threw...)  | 500               | `{code: 'CLIENT', message: MESSAGES.serverError}` |
 * | status 405, whatever the body               | 405               | `{code?, message: MESSAGES.error405}`            |
 *
 * TanStack Query needs a thrown error for its error state: `unwrap()` turns a failure into an `ApiError` (an `Error`
 * carrying status, code and the raw data). Query and mutation functions of this package use it, except where spec §8
 * says a failure falls back silently (common links, credential links, purunet info, logout).
 */
import { MESSAGES } from '@buddy/domain';

/** Texts of this package that the spec does not spell out (candidates for @buddy/domain MESSAGES). */
export const API_MESSAGES = {
  network: '서버에 연결할 수 없습니다. 인터넷 연결을 확인해 주세요.',
} as const;

export interface ApiErrorInfo {
  /** A machine-readable code: the server's (errorState.code or code), or ours (NETWORK, INVALID_BODY, CLIENT...). */
  code?: string;
  /** A Korean message that can be shown as it is. */
  message: string;
}

export interface ApiSuccess<T> {
  ok: true;
  status: number;
  /** The whole 2xx body (`{ result }`, lists add `page` and `search`). */
  data: T;
  error: null;
}

export interface ApiFailure {
  ok: false;
  /** The response's status; 0 when no response arrived; 500 when the request could not even be made. */
  status: number;
  /** The parsed error body when the server sent JSON, else undefined. */
  data: unknown;
  error: ApiErrorInfo;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** The error TanStack Query sees when a query or mutation function unwraps a failure. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly data: unknown;

  constructor(failure: Pick<ApiFailure, 'status' | 'data' | 'error'>) {
    super(failure.error.message);
    this.status = failure.status;
    this.code = failure.error.code;
    this.data = failure.data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The data of a success; throws `ApiError` for a failure. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiError(result);
}

/**
 * A `retry` for QueryClient defaults: no retry for 4xx answers (the same request gets the same answer), up to
 * `maxRetries` for the rest (network failures, 5xx).
 */
export function shouldRetry(failureCount: number, error: unknown, maxRetries = 2): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < maxRetries;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function fallbackMessage(status: number): string {
  return status >= 500 ? MESSAGES.serverError : MESSAGES.unknownError;
}

function failure(status: number, data: unknown, error: ApiErrorInfo): ApiFailure {
  const normalised: ApiErrorInfo = status === 405 ? { ...error, message: MESSAGES.error405 } : error;
  if (normalised.code === undefined) delete normalised.code;
  return { ok: false, status, data, error: normalised };
}

/** §8, a response arrived with an error status: the body is the parsed JSON, a string (not JSON) or undefined. */
export function failureFromResponse(status: number, body: unknown): ApiFailure {
  if (!isRecord(body)) return failure(status, undefined, { message: fallbackMessage(status) });
  const errorState = body.errorState;
  if (isRecord(errorState)) {
    return failure(status, body, {
      code: nonEmptyString(errorState.code),
      message: nonEmptyString(errorState.message) ?? fallbackMessage(status),
    });
  }
  return failure(status, body, {
    code: nonEmptyString(body.code),
    message: nonEmptyString(body.message) ?? fallbackMessage(status),
  });
}

/** A response arrived but its body could not be read as the contract says (e.g. a 2xx that is not JSON). */
export function failureFromInvalidBody(status: number): ApiFailure {
  return failure(status, undefined, {
    code: 'INVALID_BODY',
    message: fallbackMessage(status >= 400 ? status : 500),
  });
}

function requestSideCode(error: unknown): string {
  if (isRecord(error) || error instanceof Error) {
    const record = error as Record<string, unknown>;
    const code = nonEmptyString(record.code);
    if (code) return code;
    const cause = record.cause;
    if (isRecord(cause) && nonEmptyString(cause.code)) return cause.code as string;
    const name = nonEmptyString(record.name);
    if (name === 'AbortError' || name === 'TimeoutError') return name;
  }
  return 'NETWORK';
}

/** §8, the request went out and no response came back (network failure, abort, timeout). */
export function failureFromNoResponse(error: unknown): ApiFailure {
  return failure(0, undefined, { code: requestSideCode(error), message: API_MESSAGES.network });
}

/** §8 "otherwise": the request could not be made (bad URL, a middleware threw). */
export function failureFromClient(_error: unknown): ApiFailure {
  return failure(500, undefined, { code: 'CLIENT', message: MESSAGES.serverError });
}

export function success<T>(status: number, data: T): ApiSuccess<T> {
  return { ok: true, status, data, error: null };
}
