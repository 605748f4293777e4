import { texts } from '@pet-adoption/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { bob, makePet } from '@/testing/mocks/data';
import { mockUpload, uploadedImage } from '@/testing/mocks/upload';
import { expectMarkedRequired } from '@/testing/required-field';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

const LABELS = [
  'Image',
  'Pet Name',
  'Category',
  'Age (months)',
  'Location',
  'Date',
  'Short Description',
  'Long Description',
];

/** The update screen for Milo, whose form is filled and valid, answering PATCH with `answer`. */
async function renderUpdate(answer: () => unknown) {
  const milo = makePet({ _id: 'p1', petName: 'Milo', email: bob.email, category: 'dog' });
  const rendered = renderApp('/dashboard/updatePetUser/p1', {
    api: {
      ...signedInHandlers(bob),
      'GET /petListing/p1': () => milo,
      'PATCH /petListing/p1': answer,
    },
  });
  await screen.findByLabelText('Pet Name');
  return rendered;
}

describe('addPet form', () => {
  it.each([
    ['Image'],
    ['Pet Name'],
    ['Category'],
    ['Age'],
    ['Location'],
    ['Date'],
    ['Short Description'],
    ['Long Description'],
  ])("an empty form shows 'This %s field is required'", async (field) => {
    let posted = false;
    const { user } = renderApp('/dashboard/addPet', {
      api: {
        ...signedInHandlers(bob),
        'POST /petListing': () => {
          posted = true;
          return { insertedId: 'p9' };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Pet' }));
    expect(screen.getByRole('link', { name: texts.fieldRequired(field) })).toBeVisible();
    expect(posted).toBe(false);
  });

  it('marks every field required', async () => {
    renderApp('/dashboard/addPet', { api: signedInHandlers(bob) });
    await screen.findByRole('button', { name: 'Add Pet' });
    for (const label of LABELS) expectMarkedRequired(screen.getByLabelText(label), label);
  });

  it('takes the person to the first field in the form, which reads out its message', async () => {
    const { user } = renderApp('/dashboard/addPet', { api: signedInHandlers(bob) });
    await user.click(await screen.findByRole('button', { name: 'Add Pet' }));
    expect(screen.getByLabelText('Image')).toHaveFocus();
    expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(
      texts.fieldRequired('Image'),
    );
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription(
      texts.fieldRequired('Category'),
    );
    expect(screen.getByLabelText('Long Description')).toHaveAccessibleDescription(
      expect.stringContaining(texts.fieldRequired('Long Description')),
    );
  });

  it('goes to a wrong field further down when the ones above are right', async () => {
    const { user } = await renderUpdate(() => ({ modifiedCount: 1 }));
    await user.clear(screen.getByLabelText('Location'));
    await user.click(screen.getByRole('button', { name: 'Update Pet' }));
    expect(screen.getByLabelText('Location')).toHaveFocus();
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription(
      texts.fieldRequired('Location'),
    );
  });

  it("puts the server's field messages under their fields and focuses the first", async () => {
    const { user } = await renderUpdate(() =>
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Some fields are not valid.',
            fields: { petLocation: 'We do not know that place.' },
          },
        },
        400,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Update Pet' }));
    const location = screen.getByLabelText('Location');
    await waitFor(() => expect(location).toHaveFocus());
    expect(location).toHaveAccessibleDescription('We do not know that place.');
  });

  it('announces a failure no field explains, leaving focus alone', async () => {
    const { user } = await renderUpdate(() =>
      json({ error: { code: 'CONFLICT', message: 'This pet was adopted meanwhile.' } }, 409),
    );
    await user.click(screen.getByRole('button', { name: 'Update Pet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This pet was adopted meanwhile.');
    for (const label of LABELS) expect(screen.getByLabelText(label)).not.toHaveFocus();
  });

  it('counts words in the descriptions', async () => {
    const { user } = renderApp('/dashboard/addPet', { api: signedInHandlers(bob) });
    await user.type(await screen.findByLabelText('Short Description'), 'A very calm cat');
    expect(screen.getByText(/4 words · about 20 words/)).toBeVisible();
  });

  describe('image upload', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    const choosePhoto = async () => {
      // jsdom has no object URLs; the preview only needs an address.
      vi.stubGlobal(
        'URL',
        class extends URL {
          static override createObjectURL = () => 'blob:preview';
          static override revokeObjectURL = () => undefined;
        },
      );
      const { user } = renderApp('/dashboard/addPet', { api: signedInHandlers(bob) });
      const input = await screen.findByLabelText('Image');
      await user.upload(input, new File(['bytes'], 'cat.jpg', { type: 'image/jpeg' }));
    };

    it('shows a preview and says the picture was uploaded', async () => {
      mockUpload({ status: 200, body: uploadedImage, progress: [[50, 100]] });
      await choosePhoto();
      expect(await screen.findByText(texts.petForm.imageUploaded)).toBeInTheDocument();
      expect(screen.getByAltText("Preview of the pet's picture")).toBeVisible();
      expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();
    });

    it("shows the server's sentence when the file is not an image, and no preview", async () => {
      const message =
        'This file is not an image we can use. Upload a JPEG, PNG, WebP, GIF or AVIF.';
      mockUpload({ status: 400, body: { error: { code: 'BAD_REQUEST', message } } });
      await choosePhoto();
      expect(await screen.findByText(message)).toBeVisible();
      expect(screen.getByLabelText('Image')).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(screen.queryByAltText("Preview of the pet's picture")).toBeNull());
    });

    it('says the server could not be reached when the network fails', async () => {
      mockUpload({ networkError: true });
      await choosePhoto();
      expect(
        await screen.findByText('We could not reach the server. Please try again.'),
      ).toBeVisible();
    });
  });
});
