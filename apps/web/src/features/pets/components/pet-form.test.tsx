import { listingTexts, texts } from '@pet-adoption/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { bob, makePet } from '@/testing/mocks/data';
import { mockUpload, uploadedImage } from '@/testing/mocks/upload';
import { expectMarkedRequired, expectNotMarkedRequired } from '@/testing/required-field';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

const LABELS = [
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
    // Waited for by its heading: asking for a link again and again is slow in a form this long.
    await screen.findByText(texts.forms.errorSummary);
    expect(screen.getByRole('link', { name: texts.fieldRequired(field) })).toBeVisible();
    expect(posted).toBe(false);
  });

  it('marks every field required, the pictures by their group', async () => {
    renderApp('/dashboard/addPet', { api: signedInHandlers(bob) });
    await screen.findByRole('button', { name: 'Add Pet' });
    for (const label of LABELS) expectMarkedRequired(screen.getByLabelText(label), label);
    expect(screen.getByRole('group', { name: 'Pictures' })).toBeVisible();
  });

  it('takes the person to the first field in the form, which reads out its message', async () => {
    const { user } = renderApp('/dashboard/addPet', { api: signedInHandlers(bob) });
    await user.click(await screen.findByRole('button', { name: 'Add Pet' }));
    // The pictures come first: with none, the person lands where they are added.
    await waitFor(() => expect(screen.getByLabelText('Add pictures')).toHaveFocus());
    expect(screen.getByLabelText('Add pictures')).toHaveAccessibleDescription(
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
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveFocus());
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

  describe('adoption fee and application cap', () => {
    /** Update Milo (fee and cap as given) with the fee and cap boxes typed as given. */
    async function updateWith(
      initial: { adoptionFee: number; applicationCap: number | null },
      typed: { fee: string; cap: string },
    ) {
      const milo = makePet({ _id: 'p1', petName: 'Milo', email: bob.email, ...initial });
      let body: Record<string, unknown> | null = null;
      const { user } = renderApp('/dashboard/updatePetUser/p1', {
        api: {
          ...signedInHandlers(bob),
          'GET /petListing/p1': () => milo,
          'PATCH /petListing/p1': ({ init }) => {
            body = JSON.parse(init?.body as string) as Record<string, unknown>;
            return { modifiedCount: 1 };
          },
        },
      });
      const fee = await screen.findByLabelText(listingTexts.feeLabel);
      const cap = screen.getByLabelText(listingTexts.capLabel);
      const shown = { fee: (fee as HTMLInputElement).value, cap: (cap as HTMLInputElement).value };
      await user.clear(fee);
      if (typed.fee) await user.type(fee, typed.fee);
      await user.clear(cap);
      if (typed.cap) await user.type(cap, typed.cap);
      await user.click(screen.getByRole('button', { name: 'Update Pet' }));
      return { fee, cap, shown, body: () => body };
    }

    it('offers both as optional, with their hints read with them', async () => {
      renderApp('/dashboard/addPet', { api: signedInHandlers(bob) });
      const fee = await screen.findByLabelText(listingTexts.feeLabel);
      const cap = screen.getByLabelText(listingTexts.capLabel);
      expectNotMarkedRequired(fee);
      expectNotMarkedRequired(cap);
      expect(fee).toHaveAccessibleDescription(listingTexts.feeHint);
      expect(cap).toHaveAccessibleDescription(listingTexts.capHint);
    });

    it('shows the current fee and cap, and sends the typed ones as numbers', async () => {
      const { shown, body } = await updateWith(
        { adoptionFee: 150, applicationCap: 4 },
        { fee: '99.50', cap: '10' },
      );
      expect(shown).toEqual({ fee: '150', cap: '4' });
      await waitFor(() => expect(body()).not.toBeNull());
      expect(body()).toMatchObject({ adoptionFee: 99.5, applicationCap: 10 });
    });

    it('sends emptied boxes as no fee and no limit', async () => {
      const { body } = await updateWith(
        { adoptionFee: 150, applicationCap: 4 },
        { fee: '', cap: '' },
      );
      await waitFor(() => expect(body()).not.toBeNull());
      expect(body()).toMatchObject({ adoptionFee: 0, applicationCap: null });
    });

    it('refuses a fee over $10,000 and a cap over 50 under their fields, sending nothing', async () => {
      const { fee, cap, body } = await updateWith(
        { adoptionFee: 0, applicationCap: null },
        { fee: '10001', cap: '51' },
      );
      await waitFor(() => expect(fee).toHaveFocus());
      expect(fee).toHaveAccessibleDescription(
        `${listingTexts.feeHint} The amount can be at most $10,000.`,
      );
      expect(cap).toHaveAccessibleDescription(
        `${listingTexts.capHint} Enter a whole number from 1 to 50, or leave it empty for no limit.`,
      );
      expect(body()).toBeNull();
    });

    it('refuses a fee that is not an amount and a cap that is not a whole number', async () => {
      const { fee, cap } = await updateWith(
        { adoptionFee: 0, applicationCap: null },
        { fee: 'ten', cap: '2.5' },
      );
      await waitFor(() =>
        expect(fee).toHaveAccessibleDescription(
          expect.stringContaining('Enter an amount in dollars, like 25 or 25.50.'),
        ),
      );
      expect(cap).toHaveAttribute('aria-invalid', 'true');
    });
  });

  describe('picture upload', () => {
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
      const input = await screen.findByLabelText('Add pictures');
      await user.upload(input, new File(['bytes'], 'cat.jpg', { type: 'image/jpeg' }));
      return user;
    };

    it('adds a row asking for the description and says the picture was uploaded', async () => {
      mockUpload({ status: 200, body: uploadedImage, progress: [[50, 100]] });
      await choosePhoto();
      expect(
        await screen.findByText(`${texts.petForm.imageUploaded}. Describe it in a few words.`),
      ).toBeInTheDocument();
      const description = screen.getByLabelText('Description of picture 1');
      expectMarkedRequired(description, 'Description of picture 1');
      expect(screen.queryByRole('progressbar')).toBeNull();
    });

    it("shows the server's sentence when the file is not an image, and no row", async () => {
      const message =
        'This file is not an image we can use. Upload a JPEG, PNG, WebP, GIF or AVIF.';
      mockUpload({ status: 400, body: { error: { code: 'BAD_REQUEST', message } } });
      await choosePhoto();
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      await waitFor(() => expect(screen.queryByLabelText('Description of picture 1')).toBeNull());
    });

    it('says the server could not be reached when the network fails', async () => {
      mockUpload({ networkError: true });
      await choosePhoto();
      expect(
        await screen.findByText('We could not reach the server. Please try again.'),
      ).toBeVisible();
    });

    it('asks for a description of each picture before sending', async () => {
      mockUpload({ status: 200, body: uploadedImage });
      const user = await choosePhoto();
      await screen.findByText(`${texts.petForm.imageUploaded}. Describe it in a few words.`);
      await user.click(screen.getByRole('button', { name: 'Add Pet' }));
      const description = screen.getByLabelText('Description of picture 1');
      await waitFor(() =>
        expect(description).toHaveAccessibleDescription('Describe the picture in a few words.'),
      );
    });
  });
});
