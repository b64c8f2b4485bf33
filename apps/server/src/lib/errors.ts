// One error shape for the whole API (DESIGN.md §6): {"error": {"code", "message", "fields"?}}.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, LOGIN_FAILED_MESSAGE, type ErrorCode } from '@hatira/shared/errors';
import { isOutOfSpace } from './db-errors.js';

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(ERRORS[code].message);
    this.name = 'AppError';
    this.status = ERRORS[code].status;
  }
}

/** Wrong email or password: the seed's own body, kept exactly (DESIGN.md §6.1). */
export class LoginFailedError extends Error {
  override name = 'LoginFailedError';
}

export function errorBody(code: ErrorCode, fields?: Record<string, string>) {
  return { error: { code, message: ERRORS[code].message, ...(fields && { fields }) } };
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_JSON',
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(errorBody(error.code, error.fields));
    }
    if (error instanceof LoginFailedError)
      return reply.status(400).send({ errors: { email: [LOGIN_FAILED_MESSAGE] } });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.slice(1).replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? ERRORS.VALIDATION_FAILED.message;
      }
      return reply.status(400).send(errorBody('VALIDATION_FAILED', fields));
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return reply.status(ERRORS[mapped].status).send(errorBody(mapped));
    if (error.statusCode === 429) return reply.status(429).send(errorBody('RATE_LIMITED'));
    // a full disk is the server's state, not a fault of the request: 507, and reads go on
    if (isOutOfSpace(error)) {
      request.log.warn({ err: error }, 'storage full');
      return reply.status(507).send(errorBody('STORAGE_FULL'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply
        .status(error.statusCode)
        .send(errorBody(error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL'));
  });
}
