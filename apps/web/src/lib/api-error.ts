// What a failed request throws: the server's error code (DESIGN.md §6), its status and fields.
// Its own module so that the guest pages, which have their own small client
// (features/share/share.api.ts), share the class and the reading of an error body without the
// admin's client. Neither holds the table of English texts: the server sends its own, and the
// pages show the code's text in the user's language (locales/*/errors.json).
// Types only: importing a value of @hatira/shared/errors would put its whole table in every page's
// first download (a module lives in one chunk, with every export some chunk uses).
import type { ErrorCode } from '@hatira/shared/errors';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'LOGIN_FAILED' | 'NETWORK',
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: Record<string, string> };
  /** The seed's login failure, the one body of another shape (DESIGN.md §6.1). */
  errors?: { email?: unknown };
}

/** The error a refused request's status and JSON body (or null) stand for. */
export function apiErrorFrom(status: number, data: unknown): ApiError {
  const body = data as ErrorBody | null;
  const loginFailed = body?.errors?.email;
  if (Array.isArray(loginFailed) && typeof loginFailed[0] === 'string')
    return new ApiError(status, 'LOGIN_FAILED', loginFailed[0]);
  const refusal = body?.error;
  // The server answers only codes of @hatira/shared/errors; anything else is a proxy's or a crash's.
  const code = typeof refusal?.code === 'string' ? (refusal.code as ErrorCode) : null;
  return new ApiError(
    status,
    code ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED'),
    typeof refusal?.message === 'string' ? refusal.message : '',
    refusal?.fields,
  );
}
