import { z } from 'zod/mini';

/** The error codes the API answers with (docs/product.md §8). */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  /** 413: the upload would take the account past its storage quota. */
  'QUOTA_EXCEEDED',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const;
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** The code an error status means, for answers that carry none of ours (a proxy's, a library's). */
export const ERROR_CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** A sentence for an error status whose answer has none of its own. */
export function fallbackErrorMessage(status: number): string {
  if (status === 401) return 'Please sign in to continue.';
  if (status === 403) return 'You are not allowed to do that.';
  if (status === 404) return 'We could not find what you asked for.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'The server had a problem. Please try again in a moment.';
  return 'The request could not be completed.';
}

/** Every error answer under /api: `{ error: { code, message, fields? } }`. */
export const ApiErrorSchema = z
  .object({
    error: z.object({
      code: ErrorCodeSchema,
      message: z.string(),
      /** Field path (dot-separated) → a sentence about that field. */
      fields: z.optional(z.record(z.string(), z.string())),
    }),
  })
  .register(z.globalRegistry, { id: 'ApiError' });
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** What `fieldErrorsOf` reads of an issue; zod's issues have this shape. */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
  /** An `unrecognized_keys` issue's keys. */
  readonly keys?: readonly string[];
}

/**
 * Zod issues → an error answer's `fields`: `{ "field.path": "sentence" }`, the first issue per
 * field winning. An issue about the whole value goes under `whole`; each unknown key gets
 * "Unknown field." under its own path.
 */
export function fieldErrorsOf(issues: readonly FieldIssue[], whole = 'body') {
  const fields: Record<string, string> = {};
  const add = (path: string, message: string) => {
    fields[path === '' ? whole : path] ??= message;
  };
  for (const issue of issues) {
    const path = issue.path.join('.');
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) add(path ? `${path}.${key}` : key, 'Unknown field.');
    } else {
      add(path, issue.message);
    }
  }
  return fields;
}
