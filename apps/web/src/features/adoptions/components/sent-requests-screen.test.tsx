import { texts, type AdoptionRequest } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { signedInHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

const request: AdoptionRequest = {
  _id: 'a1',
  petId: 'p1',
  name: bob.name,
  adoptorEmail: bob.email,
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
};

describe('myAdoptionRequests screen', () => {
  it('lists the requests the signed-in person sent', async () => {
    renderApp('/dashboard/myAdoptionRequests', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': ({ url }) =>
          url.searchParams.get('adoptorEmail') === bob.email ? [request] : [],
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.adoptionRequests.sentHeading }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Pet Adoption | Dashboard | Requests I sent'));
    expect(await screen.findByRole('row', { name: /Milo/ })).toBeVisible();
  });
});
