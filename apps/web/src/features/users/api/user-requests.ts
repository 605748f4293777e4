import { DeletedSchema, ModifiedSchema, UserSchema } from '@pet-adoption/shared';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';

/** GET /users (admin only). */
export function getUsers({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/users', z.array(UserSchema), { signal });
}

/** PATCH /users/admin/{id} → modifiedCount. */
export function makeAdmin(userId: string) {
  return api.patch(`/users/admin/${encodeURIComponent(userId)}`, {}, ModifiedSchema);
}

/** DELETE /users/{id} → deletedCount. The server bans; the person's records stay. */
export function banUser(userId: string) {
  return api.delete(`/users/${encodeURIComponent(userId)}`, DeletedSchema);
}
