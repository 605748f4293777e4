import { describe, expect, it } from 'vitest';
import { json, pending } from '@/testing/mocks/api';
import { makePet } from '@/testing/mocks/data';
import { renderApp, screen, within } from '@/testing/test-utils';

async function findSection() {
  const heading = await screen.findByRole('heading', { name: 'Newest pets looking for a home' });
  return heading.closest('section')!;
}

describe('Home: newest pets', () => {
  it('asks for the six newest and links each to its details', async () => {
    const { fetchMock } = renderApp('/', {
      api: {
        'GET /petListing': () => [
          makePet({ _id: 'p1', petName: 'Milo', petAge: 1, petLocation: 'Austin' }),
          makePet({ _id: 'p2', petName: 'Nala', category: 'dog' }),
        ],
      },
    });
    const section = await findSection();
    expect(await within(section).findByRole('link', { name: 'Milo' })).toHaveAttribute(
      'href',
      '/petDetails/p1',
    );
    expect(await within(section).findByRole('link', { name: 'Nala' })).toHaveAttribute(
      'href',
      '/petDetails/p2',
    );
    expect(within(section).getByText(/1 month · Austin/)).toBeVisible();
    const listing = fetchMock.mock.calls
      .map(([url]) => url as string)
      .find((url) => url.includes('/petListing'));
    expect(listing).toContain('limit=6');
  });

  it('shows skeletons while the pets load', async () => {
    renderApp('/', { api: { 'GET /petListing': pending } });
    expect(
      await within(await findSection()).findByRole('list', { name: 'Loading the newest pets' }),
    ).toBeVisible();
  });

  it('says so when the pets cannot be loaded, and the rest of Home stays', async () => {
    renderApp('/', { api: { 'GET /petListing': () => json('down', 503) } });
    expect(await within(await findSection()).findByRole('alert')).toHaveTextContent(
      "We couldn't load the newest pets",
    );
    expect(await screen.findByRole('heading', { name: 'Testimonials' })).toBeVisible();
  });
});
