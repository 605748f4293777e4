import { savedSearchTexts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, mockApi, type ApiHandlers } from '@/testing/mocks/api';
import { saveSearchForm } from './save-search.server';
import { actOnSavedSearch } from './saved-searches.server';

/*
 * The saved-search forms as their route actions answer them, with scripts or without: checked
 * with the shared schemas, then a redirect with a notice, or the form refused.
 */

const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields) });

function answerOf(result: unknown) {
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get('location'),
      cookie: decodeURIComponent(result.headers.get('set-cookie') ?? ''),
    };
  }
  const { data, init } = result as {
    data: {
      refusal: {
        fields: Record<string, string>;
        message: string | null;
        values: Record<string, string>;
      };
    };
    init: { status: number };
  };
  return { status: init.status, refusal: data.refusal };
}

function recordCalls(handlers: ApiHandlers) {
  const calls: [string, unknown][] = [];
  const recorded: ApiHandlers = {};
  for (const [key, handler] of Object.entries(handlers)) {
    recorded[key as keyof ApiHandlers] = (request) => {
      const body = request.init?.body;
      calls.push([key, typeof body === 'string' ? JSON.parse(body) : body]);
      return handler!(request);
    };
  }
  mockApi(recorded);
  return calls;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const asForm = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of form(fields)) data.append(key, value);
  return data;
};

describe('Save this search, sent with scripts or without', () => {
  it('saves it and goes back to the same search, which says so', async () => {
    const calls = recordCalls({ 'POST /saved-searches': () => json({ insertedId: 's1' }, 201) });
    const answer = answerOf(
      await saveSearchForm(
        asForm({ intent: 'saveSearch', name: 'Cats', frequency: 'daily', query: 'category=cat' }),
      ),
    );
    expect(answer).toMatchObject({ status: 302, location: '/petListing?category=cat' });
    expect(answer.cookie).toContain('notice=savedSearchSaved:Cats');
    expect(calls).toEqual([
      ['POST /saved-searches', { name: 'Cats', frequency: 'daily', query: 'category=cat' }],
    ]);
  });

  it('comes back with the message under the name, or the server’s sentence', async () => {
    recordCalls({});
    const empty = answerOf(
      await saveSearchForm(
        asForm({ intent: 'saveSearch', name: ' ', frequency: 'daily', query: '' }),
      ),
    );
    expect(empty).toMatchObject({
      status: 400,
      refusal: { fields: { name: 'Give the search a name.' } },
    });

    recordCalls({
      'POST /saved-searches': () =>
        json({ error: { code: 'CONFLICT', message: savedSearchTexts.tooMany } }, 409),
    });
    const full = answerOf(
      await saveSearchForm(
        asForm({ intent: 'saveSearch', name: 'Dogs', frequency: 'instant', query: 'category=dog' }),
      ),
    );
    expect(full).toMatchObject({ status: 400, refusal: { message: savedSearchTexts.tooMany } });
  });
});

describe('the saved searches’ forms, sent with scripts or without', () => {
  const page = '/dashboard/savedSearches';
  const saved = {
    _id: 's1',
    name: 'Cats',
    query: 'category=cat',
    frequency: 'daily',
    paused: false,
    createdAt: '2026-11-20T10:00:00.000Z',
  };

  it('pauses, renames and changes how often, each back to the list with its sentence', async () => {
    const calls = recordCalls({
      'PATCH /saved-searches/s1': (request) => ({
        ...saved,
        ...(JSON.parse(request.init?.body as string) as object),
      }),
    });
    const paused = answerOf(
      await actOnSavedSearch(post(page, { intent: 'pause', id: 's1', name: 'Cats' })),
    );
    expect(paused).toMatchObject({ status: 302, location: page });
    expect(paused.cookie).toContain('notice=savedSearchPaused:Cats');
    const renamed = answerOf(
      await actOnSavedSearch(post(page, { intent: 'rename', id: 's1', name: 'Kittens' })),
    );
    expect(renamed.cookie).toContain('notice=savedSearchUpdated:Kittens');
    await actOnSavedSearch(
      post(page, { intent: 'frequency', id: 's1', name: 'Cats', frequency: 'instant' }),
    );
    expect(calls).toEqual([
      ['PATCH /saved-searches/s1', { paused: true }],
      ['PATCH /saved-searches/s1', { name: 'Kittens' }],
      ['PATCH /saved-searches/s1', { frequency: 'instant' }],
    ]);
  });

  it('asks before deleting, then deletes on the confirmation’s Yes', async () => {
    const calls = recordCalls({
      'GET /saved-searches': () => [saved],
      'DELETE /saved-searches/s1': () => ({ deletedCount: 1 }),
    });
    const asked = answerOf(
      await actOnSavedSearch(post(page, { intent: 'delete', id: 's1', name: 'Cats' })),
    );
    expect(asked).toMatchObject({ status: 303, location: `${page}?confirm=delete&id=s1` });
    expect(calls).toEqual([]);
    const done = answerOf(
      await actOnSavedSearch(post(page, { intent: 'delete', id: 's1', confirmed: 'yes' })),
    );
    expect(done).toMatchObject({ status: 302, location: page });
    expect(done.cookie).toContain('notice=savedSearchDeleted:Cats');
    expect(calls.map(([key]) => key)).toEqual(['GET /saved-searches', 'DELETE /saved-searches/s1']);
  });

  it('refuses an empty new name under the field of that card’s form, asking nothing', async () => {
    const calls = recordCalls({});
    const refused = answerOf(
      await actOnSavedSearch(post(page, { intent: 'rename', id: 's1', name: ' ' })),
    );
    expect(refused).toMatchObject({
      status: 400,
      refusal: {
        fields: { name: 'Give the search a name.' },
        message: null,
        values: { intent: 'rename', id: 's1' },
      },
    });
    expect(calls).toEqual([]);
  });

  it('shows the server’s sentence for another person’s search', async () => {
    recordCalls({
      'PATCH /saved-searches/s1': () =>
        json({ error: { code: 'NOT_FOUND', message: 'Saved search was not found.' } }, 404),
    });
    const refused = answerOf(await actOnSavedSearch(post(page, { intent: 'resume', id: 's1' })));
    expect(refused).toMatchObject({
      status: 400,
      refusal: { message: 'Saved search was not found.' },
    });
  });
});
