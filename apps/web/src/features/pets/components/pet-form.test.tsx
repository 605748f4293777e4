import { texts } from '@pet-adoption/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { mockUpload, uploadedImage } from '@/testing/mocks/upload';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

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
    expect(screen.getByText(texts.fieldRequired(field))).toBeVisible();
    expect(posted).toBe(false);
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
