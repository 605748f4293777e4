import { z } from 'zod/mini';

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: z.enum(['up', 'down']),
  })
  .register(z.globalRegistry, { id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;
