import { texts, type Campaign } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { dropFocusFromDisabledControls } from '@/testing/focus';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { ann, bob } from '@/testing/mocks/data';
import { makeCampaign, pageResponse } from '@/testing/mocks/donations';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

describe('myDonationCampaign', () => {
  it('lists my campaigns with progress and status, and pauses and resumes one', async () => {
    dropFocusFromDisabledControls();
    let campaigns: Campaign[] = [
      makeCampaign({ _id: 'c1', petName: 'Biscuit', email: bob.email, donatedTotal: 250 }),
      makeCampaign({ _id: 'c2', petName: 'Pablo', email: bob.email, status: 'ended' }),
    ];
    let listQuery: URLSearchParams | null = null;
    const patches: unknown[] = [];
    const { user } = renderApp('/dashboard/myDonationCampaign', {
      api: {
        ...signedInHandlers(bob),
        'GET /campaigns': ({ url }) => {
          listQuery = url.searchParams;
          return pageResponse(campaigns, { total: campaigns.length });
        },
        // The route's action reads the campaign for its notice.
        'GET /campaigns/c1': () => campaigns[0],
        'PATCH /campaigns/c1': ({ init }) => {
          const body = JSON.parse(init?.body as string) as { paused: boolean };
          patches.push(body);
          campaigns = campaigns.map((campaign) =>
            campaign._id === 'c1'
              ? { ...campaign, paused: body.paused, status: body.paused ? 'paused' : 'active' }
              : campaign,
          );
          return { modifiedCount: 1 };
        },
      },
    });
    const row = await screen.findByRole('row', { name: /Biscuit/ });
    expect(listQuery!.get('adderEmail')).toBe(bob.email);
    expect(screen.getByText('Total campaigns: 2')).toBeVisible();
    expect(within(row).getByRole('progressbar', { name: 'Donations for Biscuit' })).toHaveAttribute(
      'value',
      '50',
    );
    expect(within(row).getByText('Active')).toBeVisible();
    expect(within(row).getByRole('link', { name: /Update/ })).toHaveAttribute(
      'href',
      '/dashboard/updateDonationCampaign/c1',
    );
    // An ended campaign cannot be paused.
    const ended = screen.getByRole('row', { name: /Pablo/ });
    expect(within(ended).getByText('Ended')).toBeVisible();
    expect(within(ended).queryByRole('button', { name: /Pause/ })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Pause the campaign for Biscuit' }));
    expect(await screen.findByText('The campaign for Biscuit is paused')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: /Biscuit/ })).getByText('Paused'),
      ).toBeVisible(),
    );
    // Focus stays on the switch, which now says Resume.
    const resume = screen.getByRole('button', { name: 'Resume the campaign for Biscuit' });
    await waitFor(() => expect(resume).toHaveFocus());
    await user.click(resume);
    await waitFor(() => expect(patches).toEqual([{ paused: true }, { paused: false }]));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pause the campaign for Biscuit' })).toHaveFocus(),
    );
    for (const [role, visible] of [
      ['button', 'Pause'],
      ['button', 'View Donator'],
      ['link', 'Update'],
      ['button', 'Delete'],
    ] as const) {
      const control = within(screen.getByRole('row', { name: /Biscuit/ })).getByRole(role, {
        name: new RegExp(`^${visible} (the campaign )?for Biscuit$`),
      });
      expect(control).toHaveTextContent(new RegExp(`^${visible}`));
      expect(control).not.toHaveAttribute('aria-label');
    }
  });

  it('View Donator lists who gave how much, or says nobody has yet', async () => {
    const { user } = renderApp('/dashboard/myDonationCampaign', {
      api: {
        ...signedInHandlers(bob),
        'GET /campaigns': () => [
          makeCampaign({ _id: 'c1', petName: 'Biscuit', email: bob.email }),
          makeCampaign({ _id: 'c2', petName: 'Pablo', email: bob.email }),
        ],
        'GET /campaigns/c1/donators': () => [
          {
            _id: 'pay1',
            campaignId: 'c1',
            email: 'cleo@example.com',
            name: 'Cleo Cruz',
            anonymous: false,
            amount: 7,
            date: '2026-02-01T09:00:00.000Z',
          },
          // Given anonymously: the server sends the creator no name and no address.
          {
            _id: 'pay2',
            campaignId: 'c1',
            email: '',
            name: texts.donation.anonymousDonor,
            anonymous: true,
            amount: 25,
            date: '2026-02-01T08:00:00.000Z',
          },
        ],
        'GET /campaigns/c2/donators': () => [],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'View Donator for Biscuit' }));
    const dialog = screen.getByRole('dialog', { name: 'Donators for Biscuit' });
    const donor = await within(dialog).findByRole('row', { name: /cleo@example\.com/ });
    expect(within(donor).getByText('$7')).toBeVisible();
    expect(within(donor).getByText('Cleo Cruz')).toBeVisible();
    const anonymous = within(dialog).getByRole('row', { name: /\$25/ });
    expect(anonymous).toHaveTextContent(`Hidden${texts.donation.anonymousDonor}$25`);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'View Donator for Pablo' }));
    const empty = screen.getByRole('dialog', { name: 'Donators for Pablo' });
    expect(await within(empty).findByText('No donations yet.')).toBeVisible();
  });

  it('View Donator goes on past the first page of donations', async () => {
    const cursors: (string | null)[] = [];
    const donation = (email: string) => ({
      _id: `pay-${email}`,
      campaignId: 'c1',
      email,
      name: 'A donor',
      anonymous: false,
      amount: 5,
      date: '2026-02-01T09:00:00.000Z',
    });
    const { user } = renderApp('/dashboard/myDonationCampaign', {
      api: {
        ...signedInHandlers(bob),
        'GET /campaigns': () => [makeCampaign({ _id: 'c1', petName: 'Biscuit', email: bob.email })],
        'GET /campaigns/c1/donators': ({ url }) => {
          const cursor = url.searchParams.get('cursor');
          cursors.push(cursor);
          return cursor
            ? json([donation('second@example.com')])
            : pageResponse([donation('first@example.com')], { next: 'abc', total: 2 });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'View Donator for Biscuit' }));
    const dialog = screen.getByRole('dialog', { name: 'Donators for Biscuit' });
    expect(await within(dialog).findByRole('row', { name: /first@example\.com/ })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    expect(await within(dialog).findByRole('row', { name: /second@example\.com/ })).toBeVisible();
    expect(cursors).toEqual([null, 'abc']);
    expect(within(dialog).getByText('That is every donation (2).')).toBeVisible();
  });

  it('deletes after the confirmation, and shows why one with donations stays', async () => {
    let campaigns = [
      makeCampaign({ _id: 'c1', petName: 'Biscuit', email: bob.email }),
      makeCampaign({ _id: 'c2', petName: 'Pablo', email: bob.email }),
    ];
    const { user } = renderApp('/dashboard/myDonationCampaign', {
      api: {
        ...signedInHandlers(bob),
        'GET /campaigns': () => campaigns,
        'GET /campaigns/c1': () => campaigns[0],
        'GET /campaigns/c2': () => campaigns[1],
        'DELETE /campaigns/c1': () =>
          json(
            {
              error: {
                code: 'CONFLICT',
                message: 'This campaign has donations, so it cannot be deleted. Pause it instead.',
              },
            },
            409,
          ),
        'DELETE /campaigns/c2': () => {
          campaigns = campaigns.filter((campaign) => campaign._id !== 'c2');
          return { deletedCount: 1 };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete the campaign for Pablo' }));
    const dialog = screen.getByRole('dialog', { name: texts.confirmDelete.title });
    expect(dialog).toHaveAccessibleDescription(texts.confirmDelete.text);
    await user.click(within(dialog).getByRole('button', { name: texts.confirmDelete.confirm }));
    expect(await screen.findByText('The campaign for Pablo was deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Pablo/ })).toBeNull());
    // The last row went: focus is on the Delete of the row before it, not lost to the page.
    const deleteBiscuit = screen.getByRole('button', { name: 'Delete the campaign for Biscuit' });
    await waitFor(() => expect(deleteBiscuit).toHaveFocus());

    await user.click(deleteBiscuit);
    await user.click(
      within(screen.getByRole('dialog', { name: texts.confirmDelete.title })).getByRole('button', {
        name: texts.confirmDelete.confirm,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This campaign has donations, so it cannot be deleted. Pause it instead.',
    );
    expect(screen.getByRole('row', { name: /Biscuit/ })).toBeVisible();
    await waitFor(() => expect(deleteBiscuit).toHaveFocus());
  });
});

describe('allDonations (admin)', () => {
  it('shows every campaign with its goal and the money given; update goes to updateDonation', async () => {
    let listQuery: URLSearchParams | null = null;
    renderApp('/dashboard/allDonations', {
      api: {
        ...signedInHandlers(ann, { admin: true }),
        'GET /campaigns': ({ url }) => {
          listQuery = url.searchParams;
          return [
            makeCampaign({
              _id: 'c1',
              petName: 'Biscuit',
              maximumDonation: 900,
              highestTotal: 35.5,
              donatedTotal: 35.5,
            }),
          ];
        },
      },
    });
    const row = await screen.findByRole('row', { name: /Biscuit/ });
    expect(listQuery!.has('adderEmail')).toBe(false);
    expect(within(row).getByText('$900')).toBeVisible();
    expect(within(row).getByText('$35.50')).toBeVisible();
    expect(within(row).getByRole('link', { name: /Update/ })).toHaveAttribute(
      'href',
      '/dashboard/updateDonation/c1',
    );
  });
});
