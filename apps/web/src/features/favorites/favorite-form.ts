/**
 * What a heart's form and the favorites screen's Remove ask the route action of
 * /dashboard/favorites when the browser sends them itself (actions/favorites.server.ts): the
 * pet's id in `id`, its name for the sentence after, and the page to go back to.
 */
export const FAVORITE_INTENTS = ['save', 'remove'] as const;
export type FavoriteIntent = (typeof FAVORITE_INTENTS)[number];

export const FAVORITE_FIELDS = { name: 'petName', back: 'back' } as const;
