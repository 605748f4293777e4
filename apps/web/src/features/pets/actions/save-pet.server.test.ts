import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mocks/api';
import { updatePetFromForm } from './save-pet.server';

/* Update pet as the browser sends it without scripts: the fee and cap from their text boxes. */

const IMAGE = 'https://images.example.com/milo.webp';

function post(fields: Record<string, string>) {
  const body = new URLSearchParams({
    'images.0.url': IMAGE,
    'images.0.alt': 'Milo on the sofa',
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

describe('the profile sent without scripts', () => {
  const sent = () => {
    const bodies: Record<string, unknown>[] = [];
    mockApi({
      'PATCH /petListing/p1': ({ init }) => {
        bodies.push(JSON.parse(init?.body as string) as Record<string, unknown>);
        return { modifiedCount: 1 };
      },
    });
    return bodies;
  };

  it('saves every profile field, and the pictures in the order their positions give', async () => {
    const bodies = sent();
    const saved = await updatePetFromForm(
      post({
        'images.0.position': '3',
        'images.1.url': '/uploads/b.webp',
        'images.1.alt': 'Milo in the garden',
        'images.1.position': '1',
        'images.2.url': '/uploads/c.webp',
        'images.2.alt': 'Milo asleep',
        'images.2.position': '2',
        'images.2.remove': 'true',
        sex: 'male',
        size: 'small',
        breedPrimary: 'beagle',
        breedSecondary: '',
        mixedBreed: 'true',
        colour: 'Tan',
        coat: 'short',
        goodWithChildren: 'yes',
        goodWithDogs: 'no',
        goodWithCats: 'unknown',
        houseTrained: 'yes',
        vaccinated: 'yes',
        spayedNeutered: 'no',
        microchipped: 'yes',
        specialNeeds: 'yes',
        specialNeedsNote: 'Needs a quiet home.',
        bondedWith: '3f1c4b9a-1111-4c2d-9e8f-222233334444',
        videoUrl: 'https://vimeo.com/76979871',
      }),
      'p1',
      '/dashboard/myAddedPets',
    );
    expect((saved as Response).headers.get('location')).toBe('/dashboard/myAddedPets');
    expect(bodies[0]).toMatchObject({
      image: '/uploads/b.webp',
      images: [
        { url: '/uploads/b.webp', alt: 'Milo in the garden' },
        { url: IMAGE, alt: 'Milo on the sofa' },
      ],
      sex: 'male',
      size: 'small',
      breedPrimary: 'beagle',
      breedSecondary: null,
      mixedBreed: true,
      colour: 'Tan',
      coat: 'short',
      goodWithChildren: 'yes',
      goodWithDogs: 'no',
      goodWithCats: 'unknown',
      specialNeedsNote: 'Needs a quiet home.',
      bondedWith: '3f1c4b9a-1111-4c2d-9e8f-222233334444',
      videoUrl: 'https://vimeo.com/76979871',
    });
  });

  it('an unticked Mixed breed and emptied choices clear them', async () => {
    const bodies = sent();
    await updatePetFromForm(post({ sex: '', videoUrl: '', bondedWith: '' }), 'p1', '/x');
    expect(bodies[0]).toMatchObject({
      mixedBreed: false,
      sex: null,
      videoUrl: null,
      bondedWith: null,
    });
  });

  it('comes back with every mistake beside its field, as typed, saving nothing', async () => {
    const bodies = sent();
    const refused = refusalOf(
      await updatePetFromForm(
        post({
          'images.0.alt': ' ',
          breedPrimary: 'Dragon',
          videoUrl: 'https://example.com/milo.mp4',
          specialNeedsNote: 'x'.repeat(501),
          colour: 'Tan',
        }),
        'p1',
        '/dashboard/myAddedPets',
      ),
    );
    expect(refused).toMatchObject({
      status: 400,
      fields: {
        'images.0.alt': 'Describe the picture in a few words.',
        breedPrimary: 'Pick a dog breed from the list.',
        videoUrl: 'Paste a YouTube or Vimeo link, or leave it empty.',
        specialNeedsNote: 'The special needs note can be at most 500 characters.',
      },
      values: {
        'images.0.url': IMAGE,
        breedPrimary: 'Dragon',
        videoUrl: 'https://example.com/milo.mp4',
        colour: 'Tan',
      },
    });
    expect(bodies).toHaveLength(0);
  });

  it('asks for at least one picture when every one is removed', async () => {
    sent();
    const refused = refusalOf(
      await updatePetFromForm(post({ 'images.0.remove': 'true' }), 'p1', '/x'),
    );
    expect(refused.fields).toEqual({ images: 'This Image field is required' });
  });
});
