import type { FastifyError, FastifyInstance } from 'fastify';

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
} as const;

/** A handled error: the status, a stable code and a Korean message the member can read. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const unauthorized = (): HttpError => new HttpError(401, 'UNAUTHORIZED', ERROR_MESSAGES.unauthorized);

interface AjvLikeError {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

function detail(context: string | undefined, error: AjvLikeError): { path: string; message: string } {
  let where = error.instancePath ?? '';
  const extra = error.params?.additionalProperty ?? error.params?.missingProperty;
  if (typeof extra === 'string') where = `${where}/${extra}`;
  return { path: `${context ?? ''}${where}` || '/', message: error.message ?? 'invalid' };
}

/** Maps errors thrown anywhere (validation, HttpError, fastify's own, unexpected) to ErrorBody. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if ('validation' in error && Array.isArray(error.validation)) {
      const body: ErrorBody = {
        message: ERROR_MESSAGES.validation,
        code: 'VALIDATION',
        details: (error.validation as AjvLikeError[]).map((e) => detail(error.validationContext, e)),
      };
      return reply.status(400).send(body);
    }
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply
        .status(error.statusCode)
        .send({ message: error.message, code: error.code } satisfies ErrorBody);
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
