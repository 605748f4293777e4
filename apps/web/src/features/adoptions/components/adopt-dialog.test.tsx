import { texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { bob, makePet } from '@/testing/mocks/data';
import { expectMarkedRequired, expectNotMarkedRequired } from '@/testing/required-field';
import { renderApp, screen, within } from '@/testing/test-utils';

const milo = makePet({ _id: 'p1', petName: 'Milo', email: 'cleo@example.com' });

describe('pet details and Adopt Now', () => {
  it('shows the fields, validates phone and address, then sends the request', async () => {
    let body: unknown = null;
    const { user } = renderApp('/petDetails/p1', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing/p1': () => milo,
        'POST /adoptionUsers': ({ init }) => {
          body = JSON.parse(init?.body as string);
          return { insertedId: 'a1' };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Milo' })).toBeVisible();
    expect(screen.getByText('12 months')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: texts.petDetails.adoptNow }));
    // The dialog's code loads when it is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Adopt Milo' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue(bob.name);
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Email')).toHaveValue(bob.email);

    await user.click(within(dialog).getByRole('button', { name: texts.petDetails.submit }));
    // Under each field, and in the summary at the top of the form, leading to it.
    expect(within(dialog).getByLabelText('Phone Number')).toHaveAccessibleDescription(
      'This Phone Number field is required',
    );
    expect(
      within(dialog).getByRole('link', { name: 'This Address field is required' }),
    ).toBeVisible();
    expect(body).toBeNull();

    await user.type(within(dialog).getByLabelText('Phone Number'), '+880 1711 000000');
    await user.type(within(dialog).getByLabelText('Address'), '12 Lake Road, Dhaka');
    await user.click(within(dialog).getByRole('button', { name: texts.petDetails.submit }));
    expect(await screen.findByText('Your request to adopt Milo was sent.')).toBeInTheDocument();
    expect(body).toEqual({
      petId: 'p1',
      phoneNumber: '+880 1711 000000',
      address: '12 Lake Road, Dhaka',
    });
  });

  it('marks phone and address required, takes the person to the first one missing', async () => {
    const { user } = renderApp('/petDetails/p1', {
      api: { ...signedInHandlers(bob), 'GET /petListing/p1': () => milo },
    });
    await user.click(await screen.findByRole('button', { name: texts.petDetails.adoptNow }));
    // The dialog's code loads when it is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Adopt Milo' });
    const phone = within(dialog).getByLabelText('Phone Number');
    const address = within(dialog).getByLabelText('Address');
    expectMarkedRequired(phone, 'Phone Number');
    expectMarkedRequired(address, 'Address');
    // Filled in from the account: nothing to ask.
    expectNotMarkedRequired(within(dialog).getByLabelText('Name'));

    await user.type(phone, '01711000000');
    await user.click(within(dialog).getByRole('button', { name: texts.petDetails.submit }));
    expect(address).toHaveFocus();
    expect(address).toHaveAccessibleDescription('This Address field is required');
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's 409 sentence", async () => {
    const message = 'You have already asked to adopt this pet.';
    const { user } = renderApp('/petDetails/p1', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing/p1': () => milo,
        'POST /adoptionUsers': () => json({ error: { code: 'CONFLICT', message } }, 409),
      },
    });
    await user.click(await screen.findByRole('button', { name: texts.petDetails.adoptNow }));
    // The dialog's code loads when it is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Adopt Milo' });
    await user.type(within(dialog).getByLabelText('Phone Number'), '01711000000');
    await user.type(within(dialog).getByLabelText('Address'), 'Dhaka');
    await user.click(within(dialog).getByRole('button', { name: texts.petDetails.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByLabelText('Address')).not.toHaveFocus();
  });
});
