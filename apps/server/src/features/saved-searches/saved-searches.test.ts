import {
  type AlertSearches,
  BAD_ALERT_LINK,
  MAX_SAVED_SEARCHES,
  type SavedSearch,
  savedSearchTexts,
} from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import {
  injectAs,
  json,
  testConfig,
  testDatabases,
  useSignedInUser,
  useTestApp,
} from '../../../test/helpers';
import { signAlertToken } from './alert-token';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases)('saved searches API on %s', (database) => {
  const t = useTestApp({ database });
  const ann = useSignedInUser(t);
  const bob = useSignedInUser(t);
  const call = injectAs(t);

  const save = (by: { token: string }, body: object) =>
    call('POST', '/api/saved-searches', by, body);
  const list = async (by: { token: string }) =>
    json<SavedSearch[]>(await call('GET', '/api/saved-searches', by));

  it('answers 401 to everything when signed out', async () => {
    expect((await call('GET', '/api/saved-searches', undefined)).statusCode).toBe(401);
    const body = { name: 'Cats', query: 'category=cat' };
    expect((await call('POST', '/api/saved-searches', undefined, body)).statusCode).toBe(401);
    const one = `/api/saved-searches/${UNKNOWN_ID}`;
    expect((await call('PATCH', one, undefined, { paused: true })).statusCode).toBe(401);
    expect((await call('DELETE', one, undefined)).statusCode).toBe(401);
  });

  it('saves a search with its query in one order, daily unless asked, newest first', async () => {
    const first = await save(ann, {
      name: '  Small dogs good with children ',
      query: '?goodWithChildren=yes&size=small&category=dog&sort=newest&utm_source=mail',
    });
    expect(first.statusCode, first.body).toBe(201);
    const { insertedId } = json<{ insertedId: string }>(first);
    expect(insertedId).toMatch(/^[0-9a-f-]{36}$/);
    const second = await save(ann, {
      name: 'Young cats',
      query: 'category=cat&ageGroup=young',
      frequency: 'instant',
    });
    expect(second.statusCode, second.body).toBe(201);

    const mine = await list(ann);
    expect(
      mine.map(({ name, query, frequency, paused }) => ({ name, query, frequency, paused })),
    ).toEqual([
      {
        name: 'Young cats',
        query: 'category=cat&ageGroup=young',
        frequency: 'instant',
        paused: false,
      },
      {
        name: 'Small dogs good with children',
        query: 'category=dog&size=small&goodWithChildren=yes',
        frequency: 'daily',
        paused: false,
      },
    ]);
    expect(mine[1]?._id).toBe(insertedId);
    expect(mine[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Nobody else sees them.
    expect(await list(bob)).toEqual([]);
  });

  it('refuses a query the listing would refuse, naming the parameter', async () => {
    const wrong = await save(ann, { name: 'Huge', query: 'size=huge' });
    expect(wrong.statusCode).toBe(400);
    const error = json<{ error: { code: string; fields: Record<string, string> } }>(wrong).error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields.query).toMatch(/^size takes one or more of: small, medium/);

    const ages = await save(ann, { name: 'Ages', query: 'minAge=12&maxAge=6' });
    expect(json<{ error: { fields: Record<string, string> } }>(ages).error.fields.query).toBe(
      'minAge cannot be more than maxAge.',
    );
    const unnamed = await save(ann, { name: '   ', query: 'category=cat' });
    expect(json<{ error: { fields: Record<string, string> } }>(unnamed).error.fields.name).toBe(
      'Give the search a name.',
    );
    const often = await save(ann, { name: 'Cats', query: 'category=cat', frequency: 'hourly' });
    expect(json<{ error: { fields: Record<string, string> } }>(often).error.fields.frequency).toBe(
      'frequency is one of: daily, instant.',
    );
  });

  it('saves one search once, whatever order its filters and values were written in', async () => {
    const dee = await (await import('../../../test/helpers')).createUser(t.app);
    const first = await save(dee, { name: 'Small cats', query: 'size=small,medium&category=cat' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await save(dee, { name: 'Cats again', query: 'category=cat&size=medium,small' });
    expect(again.statusCode).toBe(409);
    expect(json<{ error: { message: string } }>(again).error.message).toBe(
      savedSearchTexts.alreadySaved('Small cats'),
    );
    const other = await save(dee, { name: 'Beagles', query: 'breed=beagle,Collie' });
    const { insertedId } = json<{ insertedId: string }>(other);
    // Turning another search into a copy is refused too, and changes nothing.
    const copied = await call('PATCH', `/api/saved-searches/${insertedId}`, dee, {
      name: 'Renamed',
      query: 'category=cat&size=small,medium',
    });
    expect(copied.statusCode).toBe(409);
    expect((await list(dee)).map(({ name, query }) => ({ name, query }))).toEqual([
      { name: 'Beagles', query: 'breed=beagle%2CCollie' },
      { name: 'Small cats', query: 'category=cat&size=small%2Cmedium' },
    ]);
    // Someone else may save the same search.
    expect(
      (await save(bob, { name: 'Cats', query: 'category=cat&size=small,medium' })).statusCode,
    ).toBe(201);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per person, also when they are saved at once`, async () => {
    const carl = await (await import('../../../test/helpers')).createUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 3 }, (_, i) =>
        save(carl, { name: `Search ${i}`, query: `minAge=${i}` }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused).toHaveLength(3);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(json<{ error: { message: string } }>(answer).error.message).toBe(
        savedSearchTexts.tooMany,
      );
    }
    expect(await list(carl)).toHaveLength(MAX_SAVED_SEARCHES);
    // Another person is not held to carl's count.
    expect((await save(bob, { name: 'Birds', query: 'category=bird' })).statusCode).toBe(201);
  });

  it('renames, changes, pauses and resumes one’s own; another person’s is a 404', async () => {
    const created = await save(ann, { name: 'Rabbits', query: 'category=rabbit' });
    const { insertedId: id } = json<{ insertedId: string }>(created);
    const changed = await call('PATCH', `/api/saved-searches/${id}`, ann, {
      name: 'Young rabbits',
      query: 'ageGroup=young&category=rabbit',
      frequency: 'instant',
      paused: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<SavedSearch>(changed)).toMatchObject({
      _id: id,
      name: 'Young rabbits',
      query: 'category=rabbit&ageGroup=young',
      frequency: 'instant',
      paused: true,
    });
    const resumed = await call('PATCH', `/api/saved-searches/${id}`, ann, { paused: false });
    expect(json<SavedSearch>(resumed).paused).toBe(false);

    const bad = await call('PATCH', `/api/saved-searches/${id}`, ann, { query: 'sort=random' });
    expect(bad.statusCode).toBe(400);
    expect(json<{ error: { fields: Record<string, string> } }>(bad).error.fields.query).toMatch(
      /^sort is one of/,
    );

    for (const [method, body] of [
      ['PATCH', { paused: true }],
      ['DELETE', undefined],
    ] as const) {
      const theirs = await call(method, `/api/saved-searches/${id}`, bob, body);
      expect(theirs.statusCode).toBe(404);
      expect((await call(method, `/api/saved-searches/${UNKNOWN_ID}`, ann, body)).statusCode).toBe(
        404,
      );
      expect((await call(method, '/api/saved-searches/not-an-id', ann, body)).statusCode).toBe(404);
    }
    expect((await list(ann)).find((search) => search._id === id)?.paused).toBe(false);

    const deleted = await call('DELETE', `/api/saved-searches/${id}`, ann);
    expect(json<{ deletedCount: number }>(deleted)).toEqual({ deletedCount: 1 });
    expect((await list(ann)).some((search) => search._id === id)).toBe(false);
  });

  it('pauses an alert’s searches by its signed link, without signing in, and nobody else’s', async () => {
    const one = json<{ insertedId: string }>(
      await save(ann, { name: 'Fish', query: 'category=fish' }),
    );
    const two = json<{ insertedId: string }>(
      await save(ann, { name: 'Birds', query: 'category=bird' }),
    );
    const kept = json<{ insertedId: string }>(
      await save(ann, { name: 'Cats too', query: 'category=cat' }),
    );
    const token = signAlertToken(testConfig.authSecret, {
      userId: ann.id,
      searchIds: [one.insertedId, two.insertedId],
    });
    const url = `/api/saved-searches/unsubscribe?token=${token}`;

    // Looking changes nothing; a browser is sent to the page that asks first.
    const looked = await call('GET', url, undefined);
    expect(json<AlertSearches>(looked).searches.map((s) => s.name)).toEqual(['Birds', 'Fish']);
    const browser = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe(`/unsubscribeSearch?token=${token}`);
    expect((await list(ann)).every((search) => !search.paused)).toBe(true);

    // The mail client's one-click: a form post with the token in the address.
    const clicked = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(json<AlertSearches>(clicked).searches.map((s) => s.name)).toEqual(['Birds', 'Fish']);
    const paused = Object.fromEntries((await list(ann)).map((s) => [s._id, s.paused]));
    expect(paused).toMatchObject({
      [one.insertedId]: true,
      [two.insertedId]: true,
      [kept.insertedId]: false,
    });
    // Used again, it answers the same.
    expect((await call('POST', url, undefined)).statusCode).toBe(200);

    // A token naming ann's search for bob pauses nothing of ann's.
    const forged = signAlertToken(testConfig.authSecret, {
      userId: bob.id,
      searchIds: [kept.insertedId],
    });
    const none = await call('POST', `/api/saved-searches/unsubscribe?token=${forged}`, undefined);
    expect(json<AlertSearches>(none).searches).toEqual([]);
    expect((await list(ann)).find((s) => s._id === kept.insertedId)?.paused).toBe(false);

    // A changed token is refused.
    const [payload] = token.split('.');
    const tampered = `${payload}.${'A'.repeat(43)}`;
    const refused = await call(
      'POST',
      `/api/saved-searches/unsubscribe?token=${tampered}`,
      undefined,
    );
    expect(refused.statusCode).toBe(400);
    expect(json<{ error: { message: string } }>(refused).error.message).toBe(BAD_ALERT_LINK);
  });
});
