import { applicationTexts as t } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

const labels = t.labels;

describe('/dashboard/adopterProfile', () => {
  it('shows the saved profile, asks about the landlord only of a renter, and saves', async () => {
    let saved: unknown = null;
    const { user } = renderApp('/dashboard/adopterProfile', {
      api: {
        ...signedInHandlers(bob),
        'GET /adopter-profile': () => ({ adults: 2, homeType: 'house', ownOrRent: 'own' }),
        'PUT /adopter-profile': ({ init }) => {
          saved = JSON.parse(init?.body as string);
          return json(saved);
        },
      },
    });
    const adults = await screen.findByLabelText(labels.adults);
    expect(adults).toHaveValue(2);
    expect(screen.getByLabelText(labels.homeType)).toHaveValue('house');
    expect(screen.queryByLabelText(labels.landlordAllowsPets)).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(labels.ownOrRent), t.options.ownOrRent.rent);
    await user.selectOptions(screen.getByLabelText(labels.landlordAllowsPets), t.options.yesNo.yes);
    await user.selectOptions(screen.getByLabelText(labels.yard), t.options.yard.fenced);
    await user.type(screen.getByLabelText(labels.children), '4, 9');
    await user.type(screen.getByLabelText(labels.hoursAlone), '3.5');
    await user.type(screen.getByLabelText(labels.about), 'A quiet home.');
    await user.click(screen.getByRole('button', { name: t.profileSave }));
    expect(await screen.findByText(t.profileSaved)).toBeInTheDocument();
    expect(saved).toEqual({
      adults: 2,
      children: [4, 9],
      homeType: 'house',
      ownOrRent: 'rent',
      landlordAllowsPets: true,
      yard: 'fenced',
      hoursAlone: 3.5,
      about: 'A quiet home.',
    });
  });

  it('says what is wrong with the ages under the field and in the summary', async () => {
    let saved = false;
    const { user } = renderApp('/dashboard/adopterProfile', {
      api: {
        ...signedInHandlers(bob),
        'GET /adopter-profile': () => ({}),
        'PUT /adopter-profile': () => {
          saved = true;
          return json({});
        },
      },
    });
    const children = await screen.findByLabelText(labels.children);
    await user.type(children, '4, nine');
    await user.click(screen.getByRole('button', { name: t.profileSave }));
    await waitFor(() => expect(children).toHaveFocus());
    expect(children).toHaveAccessibleDescription(`${labels.childrenHint} ${t.agesExpected}`);
    expect(screen.getByRole('link', { name: t.agesExpected })).toBeVisible();
    expect(saved).toBe(false);
  });
});
