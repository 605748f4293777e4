import { z } from 'zod/mini';
import { EmailSchema } from './auth';
import { oneLine } from './plain-text';

export const UserRoleSchema = z.enum(['user', 'admin']);
export type UserRole = z.infer<typeof UserRoleSchema>;

/** User, as GET /api/users lists it. `role` is 'admin' for admins. */
export const UserSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    photoURL: z.nullable(z.string()),
    role: UserRoleSchema,
    banned: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'User' });
export type User = z.infer<typeof UserSchema>;

/** POST /api/users: the caller's own record ({name, email}); a role here is ignored. */
export const CreateUserSchema = z
  .object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Enter a name.'),
        z.maxLength(100, 'Name can be at most 100 characters.'),
        oneLine('Name'),
      ),
    email: EmailSchema,
  })
  .register(z.globalRegistry, { id: 'CreateUser' });
export type CreateUser = z.infer<typeof CreateUserSchema>;

export const InsertedSchema = z.object({ insertedId: z.nullable(z.string()) });
/** A 201's answer: the new record's id. */
export const CreatedIdSchema = z.object({ insertedId: z.string() });
export const ModifiedSchema = z.object({ modifiedCount: z.number().check(z.int()) });
export const DeletedSchema = z.object({ deletedCount: z.number().check(z.int()) });
export const AdminCheckSchema = z
  .object({ admin: z.boolean() })
  .register(z.globalRegistry, { id: 'AdminCheck' });

/** 409 from DELETE /api/users/:id: the ban would leave no administrator who can sign in. */
export const LAST_ADMIN_MESSAGE =
  'You cannot ban the last administrator: make someone else an admin first.';
