import { PET_FACET_FIELDS, readPetSearch, texts, type PetFacets } from '@pet-adoption/shared';
import { describe, expect, it, vi } from 'vitest';
import { signedInHandlers } from '@/testing/mocks/api';
import { bob, makePet } from '@/testing/mocks/data';
import { act, fireEvent, renderApp, screen, waitFor, within } from '@/testing/test-utils';
import { readListingSearch } from '../listing-search';

const listingTexts = texts.petListing;
/** The first look waits for the route's modules, slow to load on a busy machine. */
const FIRST = { timeout: 5000 };

/** A window as wide as a laptop's: the filters sit beside the results. */
function wideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

const noCounts = Object.fromEntries(
  PET_FACET_FIELDS.map((field) => [field, {}]),
) as PetFacets['facets'];

const facetsFor = (params: URLSearchParams): PetFacets => {
  const small = params.get('size')?.includes('small');
  return {
    total: small ? 12 : 24,
    facets: {
      ...noCounts,
      category: { dog: small ? 10 : 20, cat: small ? 2 : 4 },
      size: { small: 12, medium: 8, large: 4 },
      sex: { female: small ? 7 : 14, male: small ? 5 : 10 },
      goodWithChildren: { yes: small ? 6 : 11, no: 3, unknown: 10 },
      colour: { Black: 5, White: 3 },
    },
  };
};

function listingApi(calls: URLSearchParams[] = []) {
  return {
    ...signedInHandlers(bob),
    'GET /petListing': ({ url }: { url: URL }) => {
      calls.push(url.searchParams);
      const total = url.searchParams.get('size')?.includes('small') ? '12' : '24';
      return new Response(JSON.stringify([makePet({ _id: 'p1', petName: 'Milo' })]), {
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': total },
      });
    },
    'GET /petListing/facets': ({ url }: { url: URL }) => facetsFor(url.searchParams),
  };
}

const filters = () => screen.getByRole('search', { name: listingTexts.filtersHeading });
/** A tick box of the Size group (Medium is a coat's length too). */
const sizeBox = (name: string | RegExp, container: HTMLElement = filters()) =>
  within(within(container).getByRole('group', { name: listingTexts.sizeLegend })).getByRole(
    'checkbox',
    { name },
  );
const statuses = () => screen.getAllByRole('status').map((region) => region.textContent);

describe('pet listing filters', () => {
  it('shows the address’s choices, and puts each new one in the address and the API call', async () => {
    wideScreen();
    const calls: URLSearchParams[] = [];
    const { user, app } = renderApp('/petListing?size=small&goodWithChildren=yes&sort=youngest', {
      api: listingApi(calls),
    });
    const panel = await screen.findByRole('search', { name: listingTexts.filtersHeading }, FIRST);
    expect(within(panel).getByRole('checkbox', { name: /^Small/ })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: /^Good with children: Yes/ })).toBeChecked();
    expect(within(panel).getByLabelText(listingTexts.sortLabel)).toHaveValue('youngest');
    await waitFor(() => expect(calls[0]?.get('size')).toBe('small'));
    expect(calls[0]?.get('goodWithChildren')).toBe('yes');
    expect(calls[0]?.get('sort')).toBe('youngest');

    await user.click(sizeBox(/^Medium/, panel));
    await waitFor(() =>
      expect(app.location().search).toBe('?size=small%2Cmedium&goodWithChildren=yes&sort=youngest'),
    );
    expect(app.historyAction()).toBe('PUSH');
    await waitFor(() => expect(calls.at(-1)?.get('size')).toBe('small,medium'));
    // Back, then Forward to the address the box itself opened.
    await act(() => app.navigate(-1));
    await waitFor(() => expect(sizeBox(/^Medium/)).not.toBeChecked());
    await act(() => app.navigate(1));
    await waitFor(() => expect(sizeBox(/^Medium/)).toBeChecked());

    await user.selectOptions(within(panel).getByLabelText(listingTexts.sortLabel), 'name');
    await waitFor(() => expect(app.location().search).toContain('sort=name'));

    // Back and forward: the boxes follow the address.
    await act(() => app.navigate(-1));
    await waitFor(() =>
      expect(within(filters()).getByLabelText(listingTexts.sortLabel)).toHaveValue('youngest'),
    );
    await act(() => app.navigate(-1));
    await waitFor(() => expect(sizeBox(/^Medium/)).not.toBeChecked());
    await act(() => app.navigate(1));
    await waitFor(() => expect(sizeBox(/^Medium/)).toBeChecked());
  });

  it('shows how many pets each option leaves, updates them, and keeps empty options in place', async () => {
    wideScreen();
    const { user } = renderApp('/petListing?category=dog', { api: listingApi() });
    const panel = await screen.findByRole('search', { name: listingTexts.filtersHeading }, FIRST);
    expect(await within(panel).findByRole('checkbox', { name: 'Small (12)' }, FIRST)).toBeVisible();
    expect(within(panel).getByRole('checkbox', { name: 'Female (14)' })).toBeVisible();
    expect(
      within(panel).getByRole('checkbox', { name: 'Good with children: Yes (11)' }),
    ).toBeVisible();
    // No extra-large pet: the option stays, saying so.
    const xlarge = within(panel).getByRole('checkbox', { name: 'Extra large (0)' });
    expect(xlarge.closest('label')).toHaveAttribute('data-empty');
    // Colours are the ones pets of the search have.
    expect(within(panel).getByRole('checkbox', { name: 'Black (5)' })).toBeVisible();
    // One category with a breed list: breeds are picked from it.
    expect(within(panel).getByRole('combobox', { name: listingTexts.breedLabel })).toBeVisible();

    const small = within(panel).getByRole('checkbox', { name: 'Small (12)' });
    await user.click(small);
    expect(await within(panel).findByRole('checkbox', { name: 'Female (7)' }, FIRST)).toBeVisible();
    // The same box, still focused, with its count.
    expect(within(panel).getByRole('checkbox', { name: 'Small (12)' })).toBe(small);
    expect(small).toHaveFocus();
  });

  it('still lists the pets when the counts cannot be had', async () => {
    wideScreen();
    renderApp('/petListing', {
      api: {
        ...listingApi(),
        'GET /petListing/facets': () =>
          new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found.' } }), {
            status: 404,
            headers: { 'Content-Type': 'application/json' },
          }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Milo' }, FIRST)).toBeVisible();
    expect(within(filters()).getByRole('checkbox', { name: 'Small' })).toBeVisible();
    // Without counts there are no colours to offer: colour is typed.
    expect(
      within(filters()).getByRole('textbox', { name: listingTexts.colourLabel }),
    ).toBeVisible();
  });

  it('announces the count of each new search', async () => {
    wideScreen();
    const { user } = renderApp('/petListing', { api: listingApi() });
    await waitFor(() => expect(statuses()).toContain('24 pets found'), FIRST);
    await user.click(within(filters()).getByRole('checkbox', { name: /^Small/ }));
    await waitFor(() => expect(statuses()).toContain('12 pets found'));
    expect(statuses()).not.toContain('24 pets found');
  });

  it('applies what is typed after a pause, as one step in the history', async () => {
    wideScreen();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const calls: URLSearchParams[] = [];
      const { user, app } = renderApp('/petListing', { api: listingApi(calls) });
      const location = await screen.findByRole(
        'textbox',
        { name: listingTexts.locationLabel },
        FIRST,
      );
      await user.type(location, 'New');
      await act(() => vi.advanceTimersByTimeAsync(700));
      await waitFor(() => expect(app.location().search).toBe('?location=New'));
      expect(app.historyAction()).toBe('PUSH');
      await user.type(location, ' York');
      await act(() => vi.advanceTimersByTimeAsync(700));
      await waitFor(() => expect(app.location().search).toBe('?location=New+York'));
      expect(app.historyAction()).toBe('REPLACE');
      // What was typed is left as it is, the space between the words included.
      expect(location).toHaveValue('New York');
      await waitFor(() => expect(calls.at(-1)?.get('location')).toBe('New York'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('Clear filters empties every field', async () => {
    wideScreen();
    const { user, app } = renderApp(
      '/petListing?category=cat&size=small&location=Dhaka&search=mil',
      {
        api: listingApi(),
      },
    );
    const panel = await screen.findByRole('search', { name: listingTexts.filtersHeading }, FIRST);
    expect(within(panel).getByRole('textbox', { name: listingTexts.locationLabel })).toHaveValue(
      'Dhaka',
    );
    const clear = screen.getByRole('link', { name: listingTexts.clearFilters });
    expect(clear).toHaveAttribute('href', '/petListing');
    await user.click(clear);
    await waitFor(() => expect(app.location().search).toBe(''));
    await waitFor(() =>
      expect(within(panel).getByRole('checkbox', { name: /^Small/ })).not.toBeChecked(),
    );
    expect(within(panel).getByRole('checkbox', { name: /^Cat/ })).not.toBeChecked();
    expect(within(panel).getByRole('textbox', { name: listingTexts.locationLabel })).toHaveValue(
      '',
    );
    expect(screen.getByLabelText(listingTexts.nameLabel)).toHaveValue('');
  });

  it('without scripts, each form sends the whole search under the names the address uses', async () => {
    wideScreen();
    const address =
      'category=dog&size=small%2Cmedium&goodWithChildren=yes%2Cunknown&breed=Beagle&colour=Black&location=Dhaka&minAge=3&search=mil&sort=oldest';
    renderApp(`/petListing?${address}`, { api: listingApi() });
    const expected = readPetSearch(new URLSearchParams(address));
    const panel = await screen.findByRole('search', { name: listingTexts.filtersHeading }, FIRST);
    await within(panel).findByRole('checkbox', { name: 'Black (5)' }, FIRST);
    const forms = [
      panel,
      screen.getByRole('search', { name: 'Search by name' }),
      screen.getByRole('search', { name: 'Filter by category' }),
    ] as HTMLFormElement[];
    for (const form of forms) {
      expect(form).toHaveAttribute('method', 'get');
      expect(form).toHaveAttribute('action', '/petListing');
      const sent = new URLSearchParams(
        [...new FormData(form)].map(([name, value]) => [
          name,
          typeof value === 'string' ? value : value.name,
        ]),
      );
      expect(readListingSearch(sent)).toEqual(expected);
    }
    expect(within(panel).getByRole('button', { name: listingTexts.showPets })).toHaveAttribute(
      'type',
      'submit',
    );
  });
});

describe('pet listing filters on a phone', () => {
  it('open as a sheet from a button that says how many are set, and give focus back', async () => {
    const { user, app } = renderApp('/petListing?size=small&goodWithChildren=yes', {
      api: listingApi(),
    });
    const button = await screen.findByRole('button', { name: 'Filters 2 set' }, FIRST);
    expect(screen.queryByRole('search', { name: listingTexts.filtersHeading })).toBeNull();

    await user.click(button);
    const sheet = screen.getByRole('dialog', { name: listingTexts.filtersHeading });
    expect(within(sheet).getByLabelText(listingTexts.sortLabel)).toHaveFocus();
    // The page behind is out of reach: the sheet says the count itself.
    await waitFor(() =>
      expect(within(sheet).getByRole('status')).toHaveTextContent('12 pets found'),
    );

    await user.click(sizeBox(/^Medium/, sheet));
    await waitFor(() => expect(app.location().search).toContain('size=small%2Cmedium'));
    expect(screen.getByRole('dialog')).toBe(sheet);

    // Escape (the browser reports it as the dialog's cancel event).
    fireEvent(sheet, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(sheet).not.toHaveAttribute('open'));
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(within(sheet).getByRole('button', { name: listingTexts.closeFilters }));
    expect(sheet).not.toHaveAttribute('open');
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(within(sheet).getByRole('button', { name: listingTexts.showPets }));
    expect(sheet).not.toHaveAttribute('open');
    expect(button).toHaveFocus();
  });
});
