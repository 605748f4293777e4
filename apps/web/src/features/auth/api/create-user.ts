import { InsertedSchema, type CreateUser } from '@pet-adoption/shared';
import { api } from '@/lib/api-client';

/** POST /users: records the caller in the users list; idempotent on the server. */
export function createUser({ name, email }: CreateUser) {
  return api.post('/users', { name, email }, InsertedSchema);
}
