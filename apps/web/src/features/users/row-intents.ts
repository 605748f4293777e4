/**
 * What a row of the users table (All users) can ask its route's action when the browser sends the
 * row's form itself (actions/users-table.server.ts): make the person an admin, or ban them after
 * confirming.
 */
export const USER_ROW_INTENTS = ['admin', 'ban'] as const;

/** The ones that ask first, on a page of their own (`?confirm=ban&id=…`). */
export const USER_CONFIRMATIONS = ['ban'] as const;
