// What a failed request throws: the server's error code (DESIGN.md §6), its status and fields.
// Its own module so that the guest pages, which have their own small client
// (features/share/share.api.ts), share the class without the admin's client.
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
