import { texts } from '@pet-adoption/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { mockUpload, uploadedImage } from '@/testing/mocks/upload';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

describe('addPet', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('adds the pet, says so, then goes on to My added pets', async () => {
    // jsdom has no object URLs; the preview only needs an address.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:preview';
        static override revokeObjectURL = () => undefined;
      },
    );
    mockUpload({ status: 200, body: uploadedImage });
    let body: Record<string, unknown> | null = null;
    const { user, app } = renderApp('/dashboard/addPet', {
      api: {
        ...signedInHandlers(bob),
        'POST /petListing': ({ init }) => {
          body = JSON.parse(init?.body as string) as Record<string, unknown>;
          return { insertedId: 'p9' };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a pet' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Pet Adoption | Dashboard | Add a pet'));

    await user.upload(
      screen.getByLabelText('Add pictures'),
      new File(['bytes'], 'milo.jpg', { type: 'image/jpeg' }),
    );
    expect(
      await screen.findByText(`${texts.petForm.imageUploaded}. Describe it in a few words.`),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Description of picture 1'), 'Milo asleep');
    await user.type(screen.getByLabelText('Pet Name'), 'Milo');
    await user.selectOptions(screen.getByLabelText('Category'), 'cat');
    await user.type(screen.getByLabelText('Age (months)'), '12');
    await user.type(screen.getByLabelText('Location'), 'Dhaka');
    await user.type(screen.getByLabelText('Date'), '2026-01-15');
    await user.type(screen.getByLabelText('Short Description'), 'A calm cat.');
    await user.type(screen.getByLabelText('Long Description'), 'Milo sleeps all day.');
    await user.click(screen.getByRole('button', { name: 'Add Pet' }));

    expect(await screen.findByText('Milo was added')).toBeInTheDocument();
    expect(body).toMatchObject({
      petName: 'Milo',
      category: 'cat',
      petAge: 12,
      image: uploadedImage.data.display_url,
      images: [{ url: uploadedImage.data.display_url, alt: 'Milo asleep' }],
    });
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard/myAddedPets'), {
      timeout: 3000,
    });
  });
});
