import type { AdoptionRequest } from '@pet-adoption/shared';

/** A request for Milo, pending, first of one in line, unless a test says otherwise. */
export function makeAdoptionRequest(overrides: Partial<AdoptionRequest> = {}): AdoptionRequest {
  return {
    _id: 'a1',
    petId: 'p1',
    name: 'Cleo Cruz',
    adoptorEmail: 'cleo@example.com',
    phoneNumber: '01711000000',
    address: '12 Lake Road, Dhaka',
    status: 'pending',
    image: '/images/pets/p1.webp',
    petName: 'Milo',
    petAge: 12,
    date: '2026-01-15',
    petLocation: 'Dhaka',
    longDescription: 'A calm cat.',
    category: 'cat',
    email: 'owner@example.com',
    dateAndTime: '2026-01-16T10:00:00.000Z',
    answers: [],
    profile: null,
    history: [{ status: 'pending', at: '2026-01-16T10:00:00.000Z', note: null }],
    position: 1,
    openRequests: 1,
    adoptionFee: 0,
    feePaid: false,
    termsAcceptedAt: null,
    ...overrides,
  };
}
