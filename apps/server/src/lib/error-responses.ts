import { ApiErrorSchema } from '@pet-adoption/shared';

/** Every route may answer these; listing them documents the error shape in OpenAPI. */
export const errorResponses = {
  '4xx': ApiErrorSchema,
  '5xx': ApiErrorSchema,
} as const;
