import type { Campaign } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json } from '@/testing/mocks/api';
import { renderApp, screen, within } from '@/testing/test-utils';
import { closestToGoal } from '../api/campaigns';

const campaign = (id: string, donatedTotal: number, extra: Partial<Campaign> = {}): Campaign => ({
  _id: id,
  image: '/images/campaigns/duck-pond.webp',
  petName: `Pet ${id}`,
  maximumDonation: 100,
  highestTotal: 0,
  petId: null,
  petAdopted: false,
  lastDate: '2099-01-01',
  shortDescription: `Help pet ${id}`,
  longDescription: 'Long',
  dateAndTime: '2026-01-01T00:00:00.000Z',
  email: 'owner@example.com',
  donatedTotal,
  donorCount: 1,
  status: 'active',
  paused: false,
  ...extra,
});

async function findSection() {
  const heading = await screen.findByRole('heading', { name: 'Almost there' });
  return heading.closest('section')!;
}

describe('Home: campaigns closest to their goal', () => {
  it('keeps open campaigns that still need money, nearest the goal first', () => {
    const picked = closestToGoal([
      campaign('a', 10),
      campaign('b', 90),
      campaign('done', 100),
      campaign('ended', 95, { status: 'ended' }),
      campaign('c', 50),
      campaign('d', 40),
    ]);
    expect(picked.map((c) => c._id)).toEqual(['b', 'c', 'd']);
  });

  it('shows those campaigns with their progress and a link to each', async () => {
    renderApp('/', { api: { 'GET /campaigns': () => [campaign('a', 25), campaign('b', 75)] } });
    const section = await findSection();
    // The cards arrive one per task: wait for the last.
    await within(section).findByRole('link', { name: 'Help Pet a' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Help Pet b', 'Help Pet a']);
    expect(links[0]).toHaveAttribute('href', '/campaingsDetails/b');
    expect(within(section).getByText('$75')).toBeVisible();
  });

  it('says so when the campaigns cannot be loaded, and the rest of the page stays', async () => {
    renderApp('/', { api: { 'GET /campaigns': () => json('nope', 404) } });
    const section = await findSection();
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      "We couldn't load the donation campaigns",
    );
    expect(await screen.findByRole('heading', { name: 'Testimonials' })).toBeVisible();
  });
});
