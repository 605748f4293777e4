import { z } from 'zod';
import { EmailSchema } from './auth';

export const UserRoleSchema = z.enum(['user', 'admin']);
export type UserRole = z.infer<typeof UserRoleSchema>;

/** SPEC §3 User, as GET /api/users lists it. `role` is 'admin' for admins. */
export const UserSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    photoURL: z.string().nullable(),
    role: UserRoleSchema,
    banned: z.boolean(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

/** POST /api/users: the caller's own record ({name, email}); a role here is ignored. */
export const CreateUserSchema = z
  .object({ name: z.string().trim().min(1, 'Enter a name.'), email: EmailSchema })
  .meta({ id: 'CreateUser' });
export type CreateUser = z.infer<typeof CreateUserSchema>;

export const InsertedSchema = z.object({ insertedId: z.string().nullable() });
export const ModifiedSchema = z.object({ modifiedCount: z.number().int() });
export const DeletedSchema = z.object({ deletedCount: z.number().int() });
export const AdminCheckSchema = z.object({ admin: z.boolean() }).meta({ id: 'AdminCheck' });
