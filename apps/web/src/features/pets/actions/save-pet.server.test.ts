import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mocks/api';
import { updatePetFromForm } from './save-pet.server';

/* Update pet as the browser sends it without scripts: the fee and cap from their text boxes. */

const IMAGE = 'https://images.example.com/milo.webp';

function post(fields: Record<string, string>) {
  const body = new URLSearchParams({
    imageUrl: IMAGE,
    petName: 'Milo',
    category: 'dog',
    petAge: '12',
    petLocation: 'Dhaka',
    date: '2026-01-15',
    shortDescription: 'A calm dog.',
    longDescription: 'A calm dog who loves walks.',
    ...fields,
  });
  return new Request('http://localhost/dashboard/updatePetUser/p1', { method: 'POST', body });
}

/** What a refusal hands the page: its status and the messages under the fields. */
function refusalOf(result: unknown) {
  const { data, init } = result as {
    data: { refusal: { fields: Record<string, string>; values: Record<string, string> } };
    init: { status?: number } | null;
  };
  return { status: init?.status, ...data.refusal };
}

describe('update pet sent without scripts', () => {
  it('sends the fee and cap as numbers, and empty boxes as no fee and no limit', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'PATCH /petListing/p1': ({ init }) => {
        bodies.push(JSON.parse(init?.body as string));
        return { modifiedCount: 1 };
      },
    });
    const saved = await updatePetFromForm(
      post({ adoptionFee: ' 150 ', applicationCap: '3' }),
      'p1',
      '/dashboard/myAddedPets',
    );
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).headers.get('location')).toBe('/dashboard/myAddedPets');
    await updatePetFromForm(
      post({ adoptionFee: '', applicationCap: '' }),
      'p1',
      '/dashboard/myAddedPets',
    );
    expect(bodies).toMatchObject([
      { adoptionFee: 150, applicationCap: 3 },
      { adoptionFee: 0, applicationCap: null },
    ]);
  });

  it('comes back with the messages under the fee and the cap, as typed, saving nothing', async () => {
    mockApi({});
    const refused = refusalOf(
      await updatePetFromForm(
        post({ adoptionFee: '-5', applicationCap: '0' }),
        'p1',
        '/dashboard/myAddedPets',
      ),
    );
    expect(refused).toMatchObject({
      status: 400,
      fields: {
        adoptionFee: 'The adoption fee cannot be negative.',
        applicationCap: 'Enter a whole number from 1 to 50, or leave it empty for no limit.',
      },
      values: { adoptionFee: '-5', applicationCap: '0' },
    });
  });
});
