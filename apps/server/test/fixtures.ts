import type { CreateCampaign, CreatePet } from '@pet-adoption/shared';

/** A valid POST /api/petListing body. */
export const petBody = (overrides: Partial<CreatePet> = {}): CreatePet => ({
  image: 'https://example.com/cat.webp',
  petName: 'Whiskers',
  category: 'cat',
  petAge: 14,
  petLocation: 'Dhaka',
  date: '2026-11-01',
  shortDescription: 'A calm cat.',
  longDescription: 'A calm cat who likes windows.',
  ...overrides,
});

/** A valid POST /api/campaigns body (dollars; the last date far ahead). */
export const campaignBody = (overrides: Partial<CreateCampaign> = {}): CreateCampaign => ({
  image: 'https://example.com/campaign.webp',
  petName: 'Biscuit',
  maximumDonation: 500,
  highestTotal: 50,
  lastDate: '2999-12-31',
  shortDescription: 'Knee surgery for Biscuit.',
  longDescription: 'Biscuit tore a ligament and needs surgery to run again.',
  ...overrides,
});

/**
 * Picture addresses that would break out of an HTML attribute or of CSS `url("…")`: one for
 * each character a picture address may not hold, and the breakout the review found.
 */
export const HOSTILE_PICTURES = [
  'https://example.com/a.png");background:url(https://evil.example/x',
  'https://example.com/a"b.png',
  'https://example.com/a)b.png',
  'https://example.com/a(b.png',
  'https://example.com/a;b.png',
  'https://example.com/a\\b.png',
  "https://example.com/a'b.png",
  'https://example.com/a<b.png',
  'https://example.com/a>b.png',
  'https://example.com/a[b].png',
  'https://example.com/a{b}.png',
  'https://example.com/a`b.png',
];
