/** The fields of Login and Register, in their order on screen. */
export const LOGIN_FIELDS = ['email', 'password'] as const;
export const REGISTER_FIELDS = ['name', 'photoURL', 'email', 'password'] as const;
