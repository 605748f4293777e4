import { type SavedSearch, savedSearchTexts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, signedInHandlers, type ApiHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const search = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  _id: 's1',
  name: 'Small dogs good with children',
  query: 'category=dog&size=small&goodWithChildren=yes',
  frequency: 'daily',
  paused: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** The handlers, each call recorded as "METHOD /path" and its JSON body. */
function recorded(handlers: ApiHandlers) {
  const calls: [string, unknown][] = [];
  const api: ApiHandlers = {};
  for (const [key, handler] of Object.entries(handlers)) {
    api[key as keyof ApiHandlers] = (request) => {
      const body = request.init?.body;
      if (!key.startsWith('GET '))
        calls.push([key, typeof body === 'string' ? JSON.parse(body) : body]);
      return handler!(request);
    };
  }
  return { calls, api };
}

describe('Save this search on Pet listing', () => {
  const listing = '/petListing?goodWithChildren=yes&category=dog&size=small';

  it('suggests a name from the filters and saves the search as its address writes it', async () => {
    const { calls, api } = recorded({
      'POST /saved-searches': () => json({ insertedId: 's9' }, 201),
    });
    const { user } = renderApp(listing, { api: { ...signedInHandlers(bob), ...api } });
    await user.click(await screen.findByText('Save this search'));
    const name = screen.getByRole('textbox', { name: /Name of the search/ });
    expect(name).toHaveValue('Small dogs good with children');
    expect(name).toBeRequired();
    const instant = screen.getByRole('radio', { name: 'As soon as a pet is listed' });
    expect(screen.getByRole('radio', { name: 'Once a day' })).toBeChecked();
    await user.click(instant);
    await user.click(screen.getByRole('button', { name: 'Save search' }));

    const done = await screen.findByText(savedSearchTexts.saved('Small dogs good with children'));
    expect(calls).toEqual([
      [
        'POST /saved-searches',
        {
          name: 'Small dogs good with children',
          query: 'category=dog&size=small&goodWithChildren=yes',
          frequency: 'instant',
        },
      ],
    ]);
    await waitFor(() => expect(done.closest('p')).toHaveFocus());
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'See your saved searches' })).toHaveAttribute(
      'href',
      '/dashboard/savedSearches',
    );
  });

  it('says what is wrong: an empty name under the field, the limit in the form’s alert', async () => {
    const { user } = renderApp(listing, {
      api: {
        ...signedInHandlers(bob),
        'POST /saved-searches': () =>
          json({ error: { code: 'CONFLICT', message: savedSearchTexts.tooMany } }, 409),
      },
    });
    await user.click(await screen.findByText('Save this search'));
    const name = screen.getByRole('textbox', { name: /Name of the search/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Give the search a name.'));

    await user.type(name, 'Dogs');
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText(savedSearchTexts.tooMany)).toBeVisible();
  });
});

describe('/dashboard/savedSearches', () => {
  it('lists each search in words, and pauses, renames and deletes one', async () => {
    let list = [
      search(),
      search({
        _id: 's2',
        name: 'Cats in Dhaka',
        query: 'category=cat&location=Dhaka',
        frequency: 'instant',
        paused: true,
      }),
    ];
    const { calls, api } = recorded({
      'GET /saved-searches': () => list,
      'PATCH /saved-searches/s1': (request) => {
        const changes = JSON.parse(request.init?.body as string) as Partial<SavedSearch>;
        list = list.map((each) => (each._id === 's1' ? { ...each, ...changes } : each));
        return list[0];
      },
      'DELETE /saved-searches/s2': () => {
        list = list.filter((each) => each._id !== 's2');
        return { deletedCount: 1 };
      },
    });
    const { user } = renderApp('/dashboard/savedSearches', {
      api: { ...signedInHandlers(bob), ...api },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Pet Adoption | Dashboard | Saved searches'));
    // The heading is there at once; the list follows its answer.
    const first = await screen.findByRole('listitem', { name: 'Small dogs good with children' });
    expect(
      within(first).getByText('Small dogs good with children', { selector: 'dd' }),
    ).toBeVisible();
    expect(within(first).getByText('Once a day', { selector: 'dd' })).toBeVisible();
    expect(within(first).getByText('Active')).toBeVisible();
    expect(within(first).getByRole('link', { name: /^Run search/ })).toHaveAttribute(
      'href',
      '/petListing?category=dog&size=small&goodWithChildren=yes',
    );
    const second = screen.getByRole('listitem', { name: 'Cats in Dhaka' });
    expect(within(second).getByText('Cats in Dhaka', { selector: 'dd' })).toBeVisible();
    expect(within(second).getByText('Paused')).toBeVisible();
    expect(within(second).getByRole('button', { name: 'Resume: Cats in Dhaka' })).toBeVisible();

    await user.click(
      within(first).getByRole('button', { name: 'Pause: Small dogs good with children' }),
    );
    expect(
      await screen.findByText(savedSearchTexts.paused('Small dogs good with children')),
    ).toBeInTheDocument();

    const name = within(first).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Little dogs');
    await user.click(within(first).getByRole('button', { name: /^Rename/ }));
    expect(await screen.findByText(savedSearchTexts.updated('Little dogs'))).toBeInTheDocument();

    await user.click(within(second).getByRole('button', { name: 'Delete: Cats in Dhaka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Cats in Dhaka”?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText(savedSearchTexts.deleted('Cats in Dhaka'))).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Cats in Dhaka' })).toBeNull(),
    );

    expect(calls).toEqual([
      ['PATCH /saved-searches/s1', { paused: true }],
      ['PATCH /saved-searches/s1', { name: 'Little dogs' }],
      ['DELETE /saved-searches/s2', undefined],
    ]);
  });

  it('puts an empty new name under the card’s own field, sending nothing', async () => {
    const { calls, api } = recorded({
      'GET /saved-searches': () => [search(), search({ _id: 's2', name: 'Cats in Dhaka' })],
    });
    const { user } = renderApp('/dashboard/savedSearches', {
      api: { ...signedInHandlers(bob), ...api },
    });
    const first = await screen.findByRole('listitem', { name: 'Small dogs good with children' });
    const name = within(first).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(within(first).getByRole('button', { name: /^Rename/ }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Give the search a name.');
    const second = screen.getByRole('listitem', { name: 'Cats in Dhaka' });
    expect(within(second).getByRole('textbox', { name: 'Name' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(calls).toEqual([]);
  });

  it('says there are none yet, with the way to the listing', async () => {
    renderApp('/dashboard/savedSearches', {
      api: { ...signedInHandlers(bob), 'GET /saved-searches': () => [] },
    });
    expect(await screen.findByText(/You have no saved searches yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the pet listing' })).toHaveAttribute(
      'href',
      '/petListing',
    );
  });

  it('is in the dashboard’s menu', async () => {
    renderApp('/dashboard/savedSearches', {
      api: { ...signedInHandlers(bob), 'GET /saved-searches': () => [] },
    });
    const link = await screen.findByRole('link', { name: 'Saved searches' });
    expect(link).toHaveAttribute('href', '/dashboard/savedSearches');
  });
});

describe('/unsubscribeSearch', () => {
  it('names the searches, pauses them with one button, and says so', async () => {
    const { calls, api } = recorded({
      'GET /saved-searches/unsubscribe': () => ({ searches: [{ _id: 's1', name: 'Small dogs' }] }),
      'POST /saved-searches/unsubscribe': () => ({ searches: [{ _id: 's1', name: 'Small dogs' }] }),
    });
    const { user } = renderApp('/unsubscribeSearch?token=abc.def', { api });
    expect(await screen.findByText(/Stop the e-mails for “Small dogs”\?/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    const done = await screen.findByText(savedSearchTexts.unsubscribed('Small dogs'));
    await waitFor(() => expect(done).toHaveFocus());
    expect(calls.map(([key]) => key)).toEqual(['POST /saved-searches/unsubscribe']);
  });

  it('says so when the server fails, and the button can be pressed again', async () => {
    const failing = 'Something went wrong on our side. Please try again.';
    const { user } = renderApp('/unsubscribeSearch?token=abc.def', {
      api: {
        'GET /saved-searches/unsubscribe': () => ({
          searches: [{ _id: 's1', name: 'Small dogs' }],
        }),
        'POST /saved-searches/unsubscribe': () =>
          json({ error: { code: 'INTERNAL', message: failing } }, 500),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(failing);
    expect(screen.getByText(/Stop the e-mails for “Small dogs”\?/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Stop these e-mails' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('says a link that is not whole is not valid', async () => {
    renderApp('/unsubscribeSearch?token=forged', {
      api: {
        'GET /saved-searches/unsubscribe': () =>
          json(
            { error: { code: 'VALIDATION_FAILED', message: 'bad', fields: { token: 'bad' } } },
            400,
          ),
      },
    });
    expect(await screen.findByText(/This link is not complete/)).toBeVisible();
  });
});
