import { z } from 'zod/mini';

/** The error codes the API answers with (DESIGN §2). */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const;
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

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
