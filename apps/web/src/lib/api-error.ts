import type { ErrorCode } from '@pet-adoption/shared';

/** The server's codes plus the two failures only the browser can see. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'INVALID_RESPONSE';

/**
 * Every failed call rejects with this, whatever went wrong, so screens branch on `status` and
 * `code` and can always show `message` (a sentence meant for people). It lives apart from the
 * client so that a screen can recognise one without loading the client (see api-client.ts).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}
