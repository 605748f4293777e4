import type { Executor } from '../db/client';

/**
 * Told when pets enter the public listing (added, or back from adopted or paused), on the
 * connection or in the transaction that listed them. The saved-search alerts queue their
 * matching with it; the pets feature calls it without knowing who listens.
 */
export type PetsListed = (db: Executor, petIds: readonly string[]) => Promise<void>;

export const nobodyListens: PetsListed = () => Promise.resolve();
