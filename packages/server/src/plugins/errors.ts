import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BOARD_LABELS,
  FIELD_LABELS,
  MESSAGES,
  requiredMessage,
  tooLongMessage,
  TRIAL_LABELS,
} from '@buddy/domain';

/** Every error body the server sends (the contract's ErrorBody). */
export interface ErrorBody {
  message: string;
  code: string;
  details?: { path: string; message: string }[];
}

export const ERROR_MESSAGES = {
  validation: '요청 형식이 올바르지 않습니다.',
  notFound: '요청한 주소를 찾을 수 없습니다.',
  methodNotAllowed: '허용되지 않는 요청 방식입니다.',
  internal: '서버 오류가 발생했습니다.',
  unauthorized: '로그인이 필요합니다.',
  throttled: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  unsupportedMediaType: '지원하지 않는 요청 형식입니다. JSON으로 보내 주세요.',
  payloadTooLarge: '요청 본문이 너무 큽니다.',
  databaseUnavailable: '데이터베이스가 응답하지 않습니다.',
  badUrl: '요청 주소가 올바르지 않습니다.',
  uriTooLong: '요청 주소가 너무 깁니다.',
  headersTooLarge: '요청 헤더가 너무 큽니다.',
  requestTimeout: '요청 시간이 초과되었습니다. 다시 시도해 주세요.',
  multipart: '업로드 형식이 올바르지 않습니다. 파일을 다시 골라 올려 주세요.',
  unstorableText: '입력할 수 없는 문자가 들어 있습니다.',
} as const;

/** A handled error: the status, a stable code and a Korean message the member can read. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly details?: ErrorBody['details'],
  ) {
    super(message);
  }
}

export const unauthorized = (): HttpError => new HttpError(401, 'UNAUTHORIZED', ERROR_MESSAGES.unauthorized);

interface AjvLikeError {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** The form fields whose label a message names (spec §5: '{label} 항목을 확인해주세요.'). */
const FIELD_LABEL_OF: Record<string, string> = {
  memLoginId: FIELD_LABELS.id,
  memPwd: FIELD_LABELS.password,
  chgPwd: FIELD_LABELS.newPassword,
  memNm: FIELD_LABELS.name,
  usrnm: FIELD_LABELS.name,
  memBirth: FIELD_LABELS.birth,
  code: FIELD_LABELS.resetCode,
  title: BOARD_LABELS.title,
  content: BOARD_LABELS.content,
  childGrade: TRIAL_LABELS.childGrade,
  parentName: TRIAL_LABELS.parentName,
  phone: TRIAL_LABELS.phone,
  branchCd: TRIAL_LABELS.branchCd,
  note: TRIAL_LABELS.note,
};

/**
 * The label of a top-level form field of a body at `path` ('/memNm'), or undefined. Only bodies are forms: a path
 * or query parameter of the same name (the branch `code` of /branches/{code}) is not the reset code's field.
 */
export function fieldLabelOf(where: string | undefined, path: string): string | undefined {
  if (where !== 'body') return undefined;
  const field = /^\/([A-Za-z]+)$/.exec(path)?.[1];
  return field ? FIELD_LABEL_OF[field] : undefined;
}

/**
 * What a member reads for a request the contract refuses: about the first form field that broke it, in the spec's
 * words where it has them (empty: '{label} 항목을 확인해주세요.'; a birth date: the §5 rule), else saying how (too
 * long); the general message for anything else (issue 26: a 5,000-character id was told only the general one).
 */
function validationMessage(where: string | undefined, errors: readonly AjvLikeError[]): string {
  for (const error of errors) {
    const label = fieldLabelOf(where, error.instancePath ?? '');
    if (!label) continue;
    if (error.keyword === 'maxLength' && typeof error.params?.limit === 'number') {
      return tooLongMessage(label, error.params.limit);
    }
    if (label === FIELD_LABELS.birth) return MESSAGES.birthRule;
    return requiredMessage(label);
  }
  const missing = errors.find((error) => error.keyword === 'required')?.params?.missingProperty;
  const label = typeof missing === 'string' ? fieldLabelOf(where, `/${missing}`) : undefined;
  return label ? requiredMessage(label) : ERROR_MESSAGES.validation;
}

function detail(context: string | undefined, error: AjvLikeError): { path: string; message: string } {
  let where = error.instancePath ?? '';
  const extra = error.params?.additionalProperty ?? error.params?.missingProperty;
  // A field name comes from the contract (missing) or from the request (unknown): the latter is named only when
  // it is a plain short identifier, so a hostile key is never echoed.
  if (typeof extra === 'string') where = `${where}/${/^[A-Za-z0-9_]{1,40}$/.test(extra) ? extra : '*'}`;
  return { path: `${context ?? ''}${where}` || '/', message: error.message ?? 'invalid' };
}

/** Maps errors thrown anywhere (validation, HttpError, fastify's own, unexpected) to ErrorBody. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if ('validation' in error && Array.isArray(error.validation)) {
      const body: ErrorBody = {
        message: validationMessage(error.validationContext, error.validation as AjvLikeError[]),
        code: 'VALIDATION',
        details: (error.validation as AjvLikeError[]).map((e) => detail(error.validationContext, e)),
      };
      return reply.status(400).send(body);
    }
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      const body: ErrorBody = { message: error.message, code: error.code };
      if (error.details) body.details = error.details;
      return reply.status(error.statusCode).send(body);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ message: ERROR_MESSAGES.tooManyRequests, code: 'THROTTLED' } satisfies ErrorBody);
    }
    if (status === 415) {
      return reply
        .status(415)
        .send({ message: ERROR_MESSAGES.unsupportedMediaType, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    if (status === 413) {
      return reply.status(413).send({ message: ERROR_MESSAGES.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' });
    }
    if (status >= 400 && status < 500) {
      // fastify's own client errors (malformed JSON, empty JSON body...): no internals, a stable code.
      return reply
        .status(status)
        .send({ message: ERROR_MESSAGES.validation, code: 'BAD_REQUEST' } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: ERROR_MESSAGES.internal, code: 'INTERNAL' } satisfies ErrorBody);
  });
}

/** Headers every error answered outside fastify's reply pipeline carries (no hooks run there). */
const BARE_ERROR_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
} as const;

/**
 * fastify's router errors, which otherwise answer in English and echo the URL: a path that is not valid
 * percent-encoding (`/v2/mypage/memos/%ff`) is 400, a path parameter over `maxParamLength` is 414. The URL is
 * never repeated back.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [status, body]: [number, ErrorBody] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, { message: ERROR_MESSAGES.uriTooLong, code: 'URI_TOO_LONG' }]
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, { message: ERROR_MESSAGES.badUrl, code: 'BAD_URL' }]
        : [500, { message: ERROR_MESSAGES.internal, code: 'INTERNAL' }];
  void reply.status(status).headers(BARE_ERROR_HEADERS).send(JSON.stringify(body));
}

/**
 * Errors Node's HTTP parser raises before fastify sees a request: headers over the limit (431) and malformed
 * requests (400), answered with the product's body, then the connection is closed. A request that timed out is
 * closed without an answer (the client has stopped talking), as is a connection already reset.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (error.code !== 'ERR_HTTP_REQUEST_TIMEOUT' && socket.writable) {
    const overflow = error.code === 'HPE_HEADER_OVERFLOW';
    const status = overflow ? 431 : 400;
    const body = JSON.stringify(
      overflow
        ? { message: ERROR_MESSAGES.headersTooLarge, code: 'HEADERS_TOO_LARGE' }
        : { message: ERROR_MESSAGES.validation, code: 'BAD_REQUEST' },
    );
    const headers = Object.entries({
      ...BARE_ERROR_HEADERS,
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${headers}\r\n${body}`);
  }
  socket.destroy();
}
