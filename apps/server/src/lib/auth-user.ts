/** The signed-in user a guard (plugins/auth.ts) lets through, as services see them. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
}
