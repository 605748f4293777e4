import {
  type AdoptionHistoryEntry,
  type AdoptionStatus,
  OPEN_ADOPTION_STATUSES,
} from '@pet-adoption/shared';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { adoptionRequests } from '../schema';

/** A timestamp parameter both drivers read the same way (PGlite and node-postgres). */
export const timestampParam = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;

/** What a request keeps of what the adopter told the lister once nobody needs it any more. */
export const ERASED_ADOPTER_DETAILS: Pick<
  typeof adoptionRequests.$inferInsert,
  'phoneNumber' | 'address' | 'answers' | 'profile'
> = { phoneNumber: '', address: '', answers: [], profile: null };

/** The history of a request made at `at`. */
export const historyStart = (at: Date): AdoptionHistoryEntry[] => [
  { status: 'pending', at: at.toISOString(), note: null },
];

/**
 * The request's history with one more step, for the SET of the very statement that changes its
 * status: the timeline can never miss a change or tell of one that did not happen.
 */
export function appendHistory(status: AdoptionStatus, at: Date, note: string | null = null): SQL {
  const entry: AdoptionHistoryEntry = { status, at: at.toISOString(), note };
  return sql`${adoptionRequests.history} || ${JSON.stringify([entry])}::jsonb`;
}

/** The first answer the adopter got, kept once: the median reply time is computed from it. */
export const firstResponse = (at: Date): SQL =>
  sql`COALESCE(${adoptionRequests.firstResponseAt}, ${timestampParam(at)})`;

/** Pending or reviewing: the request still holds a place in line. */
export const isOpenRequest = (): SQL =>
  inArray(adoptionRequests.status, [...OPEN_ADOPTION_STATUSES]);
