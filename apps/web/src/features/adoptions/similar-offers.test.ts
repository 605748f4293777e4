import { describe, expect, it } from 'vitest';
import { makeAdoptionRequest } from '@/testing/mocks/adoption-requests';
import { requestsOfferingSimilar, SIMILAR_OFFERS_MAX } from './similar-offers';

describe('which declined requests offer similar pets', () => {
  it('the newest declined ones only, at most a few', () => {
    const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T10:00:00.000Z`;
    const list = [
      makeAdoptionRequest({ _id: 'open', status: 'pending', dateAndTime: day(20) }),
      makeAdoptionRequest({ _id: 'withdrawn', status: 'withdrawn', dateAndTime: day(19) }),
      ...[3, 9, 1, 7, 5].map((n) =>
        makeAdoptionRequest({ _id: `d${n}`, status: 'declined', dateAndTime: day(n) }),
      ),
    ];
    expect(SIMILAR_OFFERS_MAX).toBe(3);
    expect(requestsOfferingSimilar(list).map((each) => each._id)).toEqual(['d9', 'd7', 'd5']);
  });
});
