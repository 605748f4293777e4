import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it("keeps the specification's spellings", () => {
    expect(paths.campaignDetails.getHref('42')).toBe('/campaingsDetails/42');
    expect(paths.petDetails.getHref('7')).toBe('/petDetails/7');
    expect(paths.dashboard.updatePetUser.getHref('7')).toBe('/dashboard/updatePetUser/7');
    expect(paths.dashboard.updateDonationCampaign.getHref('9')).toBe(
      '/dashboard/updateDonationCampaign/9',
    );
    expect(paths.dashboard.updatePet.getHref('7')).toBe('/dashboard/updatePet/7');
    expect(paths.dashboard.updateDonation.getHref('9')).toBe('/dashboard/updateDonation/9');
  });

  it('builds listing filters as query parameters and leaves empty ones out', () => {
    expect(paths.petListing.getHref()).toBe('/petListing');
    expect(paths.petListing.getHref({ category: 'cat' })).toBe('/petListing?category=cat');
    expect(paths.petListing.getHref({ search: 'Milo & Co', category: undefined })).toBe(
      '/petListing?search=Milo+%26+Co',
    );
  });

  it('escapes ids so they cannot change the path', () => {
    expect(paths.petDetails.getHref('a/b?c')).toBe('/petDetails/a%2Fb%3Fc');
  });

  it('carries the campaign to the payment screen', () => {
    expect(paths.dashboard.payment.getHref()).toBe('/dashboard/payment');
    expect(paths.dashboard.payment.getHref('c1')).toBe('/dashboard/payment?campaign=c1');
  });
});
