import type { CreatePet } from '@pet-adoption/shared';

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
