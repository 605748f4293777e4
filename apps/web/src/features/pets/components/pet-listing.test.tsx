import { texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@/lib/access-token';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { bob, makePet } from '@/testing/mocks/data';
import { act, renderApp, screen, waitFor } from '@/testing/test-utils';

const listingTexts = texts.petListing;

describe('pet listing', () => {
  it('asks for the public list without a token, with the filters in its query', async () => {
    // A returning visitor: a token from the last visit is still stored.
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'token-from-last-visit');
    const calls: { address: string; authorization: string | null }[] = [];
    renderApp('/petListing?search=%20mil%20&category=dog', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing': ({ url, init }) => {
          calls.push({
            address: `${url.pathname}${url.search}`,
            authorization: new Headers(init?.headers).get('Authorization'),
          });
          return [makePet({ _id: 'p1', petName: 'Milo', category: 'dog' })];
        },
      },
    });

    expect(await screen.findByRole('heading', { name: 'Milo' })).toBeVisible();
    expect(calls).toEqual([
      { address: '/api/petListing?limit=12&category=dog&search=mil', authorization: null },
    ]);
  });

  it('puts the name search and the category in the URL and sends them to the API', async () => {
    const queries: URLSearchParams[] = [];
    const { user, app } = renderApp('/petListing', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing': ({ url }) => {
          queries.push(url.searchParams);
          return [makePet({ _id: 'p1', petName: 'Milo' })];
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: listingTexts.bannerTitle }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Milo' })).toBeVisible();
    expect(screen.getByText('12 months')).toBeVisible();
    expect(screen.getByRole('link', { name: /Details about Milo/ })).toHaveAttribute(
      'href',
      '/petDetails/p1',
    );

    await user.type(screen.getByLabelText(listingTexts.nameLabel), 'mil');
    await user.click(screen.getAllByRole('button', { name: listingTexts.searchButton })[0]!);
    await waitFor(() => expect(app.location().search).toBe('?search=mil'));
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('mil'));

    const select = screen.getByLabelText(listingTexts.categoryLabel);
    expect(screen.getByRole('option', { name: listingTexts.categoryPlaceholder })).toBeDisabled();
    await user.selectOptions(select, 'dog');
    await user.click(screen.getAllByRole('button', { name: listingTexts.searchButton })[1]!);
    await waitFor(() => expect(app.location().search).toBe('?category=dog&search=mil'));
    await waitFor(() => {
      expect(queries.at(-1)?.get('category')).toBe('dog');
      expect(queries.at(-1)?.get('search')).toBe('mil');
    });
  });

  it('keeps focus in the search box after a search, and refills it on back and forward', async () => {
    const { user, app } = renderApp('/petListing', {
      api: { ...signedInHandlers(bob), 'GET /petListing': () => [] },
    });
    const name = await screen.findByLabelText(listingTexts.nameLabel);
    await user.type(name, 'mil{Enter}');
    await waitFor(() => expect(app.location().search).toBe('?search=mil'));
    await user.type(name, 'o{Enter}');
    await waitFor(() => expect(app.location().search).toBe('?search=milo'));
    // The same box, still focused: typing goes on where it was.
    expect(screen.getByLabelText(listingTexts.nameLabel)).toBe(name);
    expect(name).toHaveFocus();

    await act(() => app.navigate(-1));
    await waitFor(() => expect(name).toHaveValue('mil'));
    await act(() => app.navigate(1));
    await waitFor(() => expect(name).toHaveValue('milo'));
  });

  it('Clear filters empties both fields and puts focus on the name', async () => {
    const { user, app } = renderApp('/petListing?search=mil&category=dog', {
      api: { ...signedInHandlers(bob), 'GET /petListing': () => [] },
    });
    const name = await screen.findByLabelText(listingTexts.nameLabel);
    expect(name).toHaveValue('mil');
    expect(screen.getByLabelText(listingTexts.categoryLabel)).toHaveValue('dog');

    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(app.location().search).toBe(''));
    // The address changes first; the screen's effect then empties the fields.
    await waitFor(() => expect(name).toHaveValue(''));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(screen.getByLabelText(listingTexts.categoryLabel)).toHaveValue('');
    expect(name).toHaveFocus();
  });

  it('announces how many pets a search or a category change found', async () => {
    const statuses = () => screen.getAllByRole('status').map((region) => region.textContent);
    const { user } = renderApp('/petListing', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing': ({ url }) => {
          if (url.searchParams.get('category') === 'rabbit') return [];
          if (url.searchParams.get('search') === 'mil') {
            return [makePet({ _id: 'p1', petName: 'Milo' })];
          }
          return new Response(JSON.stringify([makePet({ _id: 'p1' }), makePet({ _id: 'p2' })]), {
            headers: { 'Content-Type': 'application/json', 'X-Total-Count': '14' },
          });
        },
      },
    });
    // The whole list's count, from the server's total rather than the cards loaded so far.
    await waitFor(() => expect(statuses()).toContain('14 pets found'));

    await user.type(screen.getByLabelText(listingTexts.nameLabel), 'mil');
    await user.click(screen.getAllByRole('button', { name: listingTexts.searchButton })[0]!);
    await waitFor(() => expect(statuses()).toContain('1 pet found'));

    await user.selectOptions(screen.getByLabelText(listingTexts.categoryLabel), 'rabbit');
    await user.click(screen.getAllByRole('button', { name: listingTexts.searchButton })[1]!);
    await waitFor(() => expect(statuses()).toContain('No pets found'));
    expect(statuses()).not.toContain('1 pet found');
  });

  it('reads the category from a shared link', async () => {
    const queries: URLSearchParams[] = [];
    renderApp('/petListing?category=cat', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing': ({ url }) => {
          queries.push(url.searchParams);
          return [];
        },
      },
    });
    expect(await screen.findByText(/No pets match/)).toBeVisible();
    expect(queries[0]?.get('category')).toBe('cat');
    expect(screen.getByLabelText(listingTexts.categoryLabel)).toHaveValue('cat');
  });

  it('Load more appends the next page, following the Link header', async () => {
    const cursors: (string | null)[] = [];
    const { user } = renderApp('/petListing', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing': ({ url }) => {
          const cursor = url.searchParams.get('cursor');
          cursors.push(cursor);
          if (!cursor) {
            return new Response(JSON.stringify([makePet({ _id: 'p1', petName: 'Milo' })]), {
              headers: {
                'Content-Type': 'application/json',
                Link: '</api/petListing?limit=12&cursor=abc>; rel="next"',
                'X-Total-Count': '2',
              },
            });
          }
          return json([makePet({ _id: 'p2', petName: 'Luna' })]);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Milo' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Luna' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Milo' })).toBeVisible();
    expect(cursors).toEqual([null, 'abc']);
    expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull();
  });

  it('shows a whole page of cards in order, then offers the next page', async () => {
    const page = Array.from({ length: 12 }, (_, index) =>
      makePet({ _id: `p${index + 1}`, petName: `Pet ${index + 1}` }),
    );
    renderApp('/petListing', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing': () =>
          new Response(JSON.stringify(page), {
            headers: {
              'Content-Type': 'application/json',
              Link: '</api/petListing?limit=12&cursor=abc>; rel="next"',
              'X-Total-Count': '13',
            },
          }),
      },
    });

    expect(await screen.findByRole('link', { name: 'Load more' })).toBeVisible();
    const cards = screen.getAllByRole('heading', { name: /^Pet \d+$/ });
    expect(cards.map((heading) => heading.textContent)).toEqual(page.map((pet) => pet.petName));
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    const { user } = renderApp('/petListing', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing': () =>
          fail
            ? json({ error: { code: 'INTERNAL', message: 'The server had a problem.' } }, 500)
            : [makePet({ _id: 'p1', petName: 'Milo' })],
      },
    });
    expect(await screen.findByText('The server had a problem.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Milo' })).toBeVisible();
  });

  it('shows the adoption fee on the card of a pet that has one', async () => {
    renderApp('/petListing', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing': () => [
          makePet({ _id: 'p1', petName: 'Milo', adoptionFee: 150 }),
          makePet({ _id: 'p2', petName: 'Luna' }),
        ],
      },
    });
    const milo = (await screen.findByRole('heading', { name: 'Milo' })).closest('article');
    const luna = screen.getByRole('heading', { name: 'Luna' }).closest('article');
    expect(milo).toHaveTextContent('Adoption fee: $150');
    expect(luna).not.toHaveTextContent('Adoption fee');
  });
});
