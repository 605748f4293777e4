import type { AdoptionRequest } from '@pet-adoption/shared';

/**
 * How many declined requests offer pets like theirs: the newest ones, where the search is
 * fresh. It bounds the page (six pets each) and the calls its loader makes.
 */
export const SIMILAR_OFFERS_MAX = 3;

/** Pets offered under one declined request (the API answers at most as many). */
export const SIMILAR_PETS_MAX = 6;

/** The declined requests of a list that offer similar pets, newest first. */
export function requestsOfferingSimilar(list: readonly AdoptionRequest[]): AdoptionRequest[] {
  return list
    .filter((request) => request.status === 'declined')
    .sort((a, b) => b.dateAndTime.localeCompare(a.dateAndTime))
    .slice(0, SIMILAR_OFFERS_MAX);
}
