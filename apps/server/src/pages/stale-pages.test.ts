import { describe, expect, it } from 'vitest';
import { stalePagesAfter } from './stale-pages';

const PET = '4b7c1f5e-2a1d-4c55-9a0e-123456789abc';

describe('the kept pages an API write makes stale', () => {
  it.each([
    ['POST', '/api/petListing', 200, ['/']],
    ['PATCH', `/api/petListing/${PET}`, 200, ['/', `/petDetails/${PET}`, '/campaingsDetails/*']],
    ['DELETE', `/api/petListing/${PET}`, 200, ['/', `/petDetails/${PET}`, '/campaingsDetails/*']],
    ['POST', '/api/campaigns', 200, ['/', '/petDetails/*']],
    ['PATCH', `/api/campaigns/${PET}?x=1`, 200, ['/', `/campaingsDetails/${PET}`, '/petDetails/*']],
    ['POST', `/api/campaigns/${PET}/expenses`, 201, [`/campaingsDetails/${PET}`]],
    ['POST', `/api/campaigns/${PET}/corrections`, 201, [`/campaingsDetails/${PET}`]],
    ['POST', `/api/campaigns/${PET}/updates`, 201, [`/campaingsDetails/${PET}`]],
    [
      'PATCH',
      `/api/adoptionUsers/${PET}/accept`,
      200,
      ['/', '/petDetails/*', '/campaingsDetails/*'],
    ],
    ['POST', '/api/payments', 200, ['/', '/campaingsDetails/*']],
    ['POST', `/api/payments/${PET}/refund`, 200, ['/', '/campaingsDetails/*']],
    ['POST', '/api/stripe/webhook', 200, ['/', '/campaingsDetails/*']],
    ['DELETE', `/api/users/${PET}`, 200, 'every page'],
    ['PUT', '/api/something-new', 200, 'every page'],
  ])('%s %s answered %i: %j', (method, url, status, stale) => {
    expect(stalePagesAfter(method, url, status)).toEqual(stale);
  });

  it.each([
    ['GET', '/api/petListing', 200],
    ['HEAD', '/api/petListing', 200],
    ['OPTIONS', '/api/petListing', 204],
    ['POST', '/api/petListing', 400],
    ['PATCH', `/api/petListing/${PET}`, 403],
    ['POST', '/api/petListing', 500],
    ['POST', '/api/auth/sign-in/email', 200],
    ['POST', '/api/jwt', 200],
    ['POST', '/api/contact', 200],
    ['POST', '/api/images', 200],
    ['POST', '/api/create-payment-intent', 200],
    ['POST', '/api/adoptionUsers', 200],
    ['DELETE', `/api/adoptionUsers/${PET}`, 200],
    ['PATCH', `/api/users/admin/${PET}`, 200],
    ['PUT', '/api/shelter-details', 200],
    ['PATCH', `/api/gifts/manage/${'a'.repeat(32)}`, 200],
    ['POST', `/api/gifts/manage/${'a'.repeat(32)}/move`, 200],
    ['POST', '/petListing.data', 200],
  ])('nothing after %s %s answered %i', (method, url, status) => {
    expect(stalePagesAfter(method, url, status)).toEqual([]);
  });
});
