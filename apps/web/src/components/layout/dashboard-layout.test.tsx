import { texts } from '@pet-adoption/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signedInHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { renderApp } from '@/testing/test-utils';
import { DashboardLayout } from './dashboard-layout';

function renderLayout(isAdmin: boolean, address = '/dashboard/addPet') {
  render(
    <MemoryRouter initialEntries={[address]}>
      <DashboardLayout isAdmin={isAdmin}>
        <h1>Screen</h1>
      </DashboardLayout>
    </MemoryRouter>,
  );
}

const linkTexts = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('dashboard sidebar', () => {
  it("is the 'User Dashboard' with the user's sidebar links in the app", async () => {
    renderApp('/dashboard/myAddedPets', { api: signedInHandlers(bob) });
    const nav = await screen.findByRole('navigation', { name: texts.dashboard.userHeading });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/dashboard/addPet',
      '/dashboard/createDonationCampaign',
      '/dashboard/myAddedPets',
      '/dashboard/myDonationCampaign',
      '/dashboard/petAdoptor',
      '/dashboard/myAdoptionRequests',
      '/dashboard/favorites',
      '/dashboard/applicationSettings',
      '/dashboard/adopterProfile',
      '/dashboard/paymentHistory',
      '/dashboard/savedSearches',
      '/dashboard/notifications',
      '/dashboard/profile',
      '/dashboard/settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'My added pets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it.each([
    ['/dashboard/paymentHistory', 'My donations'],
    ['/dashboard/paymentHistory?campaign=c1', 'All donation campaigns'],
    ['/dashboard/allDonations?cursor=abc', 'All donation campaigns'],
    ['/dashboard/updatePet/p1', undefined],
  ])("marks the admin's entry for %s as the current page", (address, entry) => {
    renderLayout(true, address);
    const current = within(screen.getByRole('navigation'))
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);
    expect(current).toEqual(entry === undefined ? [] : [entry]);
  });

  it("is the 'Admin Dashboard' with the admin links for an admin", () => {
    renderLayout(true);
    expect(screen.getByRole('heading', { name: texts.dashboard.adminHeading })).toBeVisible();
    expect(linkTexts()).toEqual([
      'All users',
      'Manage all pets',
      'All donation campaigns',
      'Contact messages',
      'Audit log',
      'Shelter details',
      'Add a pet',
      'Create donation campaign',
      'My added pets',
      'Adoption requests',
      'Requests I sent',
      'My favorites',
      'Application questions',
      'Adopter profile',
      'My donations',
      'Saved searches',
      'Notifications',
      'Profile',
      'Settings',
    ]);
  });

  it('opens as a drawer from its button and closes with Escape', async () => {
    renderLayout(false);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Dashboard menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close dashboard menu' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
