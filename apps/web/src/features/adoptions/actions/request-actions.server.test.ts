import { adoptionTexts, DECLINE_NOTE_MAX } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { makeAdoptionRequest } from '@/testing/mocks/adoption-requests';
import { json, mockApi, type ApiHandlers } from '@/testing/mocks/api';
import { makeApplication, makePet } from '@/testing/mocks/data';
import { askToAdopt } from './ask-to-adopt.server';
import { answerReceivedRequest } from './received-requests.server';
import { actOnSentRequest } from './sent-requests.server';

/*
 * The request tables' buttons as the browser sends them without scripts: each is a form whose
 * `intent` the route's action reads, making the same call as the button with scripts.
 */

const receivedHref = '/dashboard/petAdoptor';
const sentHref = '/dashboard/myAdoptionRequests';
const owner = 'owner@example.com';
const adopter = 'cleo@example.com';

const post = (path: string, fields: [string, string][]) =>
  new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields) });

/** What a route action answered: a redirect, or the page again with its data. */
function answerOf(result: unknown) {
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get('location'),
      cookie: decodeURIComponent(result.headers.get('set-cookie') ?? ''),
    };
  }
  const { data, init } = result as { data: Record<string, unknown>; init: { status?: number } };
  return { status: init.status ?? 200, ...data };
}

/** The API's calls other than reads, recorded: "METHOD /path" and the body sent. */
function recordCalls(handlers: ApiHandlers) {
  const calls: [string, unknown][] = [];
  const recorded: ApiHandlers = {};
  for (const [key, handler] of Object.entries(handlers)) {
    if (!handler) continue;
    recorded[key as keyof ApiHandlers] = (request) => {
      const body = request.init?.body;
      if (!key.startsWith('GET ')) {
        calls.push([key, typeof body === 'string' ? JSON.parse(body) : body]);
      }
      return handler(request);
    };
  }
  mockApi(recorded);
  return calls;
}

const milo = makeAdoptionRequest({ _id: 'a1', email: owner, adoptorEmail: adopter });
const lists: ApiHandlers = { 'GET /adoptionUsers': () => [milo] };

describe('received requests, sent without scripts', () => {
  it('marks a request as reviewing, then back to the table with the notice', async () => {
    const calls = recordCalls({
      ...lists,
      'PATCH /adoptionUsers/a1/status': () => ({ modifiedCount: 1 }),
    });
    const answer = answerOf(
      await answerReceivedRequest(
        post(receivedHref, [
          ['intent', 'reviewing'],
          ['id', 'a1'],
        ]),
        () => owner,
      ),
    );
    expect(answer).toMatchObject({ status: 302, location: receivedHref });
    expect(answer.cookie).toContain('notice=requestReviewing:Milo\nCleo Cruz');
    expect(calls).toEqual([['PATCH /adoptionUsers/a1/status', { status: 'reviewing' }]]);
  });

  it('declines with the reason typed, or none when it is left empty', async () => {
    const calls = recordCalls({
      ...lists,
      'PATCH /adoptionUsers/a1/status': () => ({ modifiedCount: 1 }),
    });
    const withReason = answerOf(
      await answerReceivedRequest(
        post(receivedHref, [
          ['intent', 'decline'],
          ['id', 'a1'],
          ['note', ' Milo needs a garden. '],
        ]),
        () => owner,
      ),
    );
    expect(withReason).toMatchObject({ status: 302, location: receivedHref });
    expect(withReason.cookie).toContain('notice=requestDeclined:Milo\nCleo Cruz');
    await answerReceivedRequest(
      post(receivedHref, [
        ['intent', 'decline'],
        ['id', 'a1'],
        ['note', '   '],
      ]),
      () => owner,
    );
    expect(calls).toEqual([
      ['PATCH /adoptionUsers/a1/status', { status: 'declined', note: 'Milo needs a garden.' }],
      ['PATCH /adoptionUsers/a1/status', { status: 'declined', note: null }],
    ]);
  });

  it('refuses a reason over the limit without asking the API', async () => {
    const calls = recordCalls({ ...lists });
    const answer = answerOf(
      await answerReceivedRequest(
        post(receivedHref, [
          ['intent', 'decline'],
          ['id', 'a1'],
          ['note', 'x'.repeat(DECLINE_NOTE_MAX + 1)],
        ]),
        () => owner,
      ),
    );
    expect(answer).toMatchObject({
      status: 400,
      refusal: { message: `Write at most ${DECLINE_NOTE_MAX} characters.` },
    });
    expect(calls).toEqual([]);
  });

  it("shows the server's sentence when the request is no longer open", async () => {
    recordCalls({
      ...lists,
      'PATCH /adoptionUsers/a1/status': () =>
        json({ error: { code: 'CONFLICT', message: adoptionTexts.statusOnlyOpen } }, 409),
    });
    const answer = answerOf(
      await answerReceivedRequest(
        post(receivedHref, [
          ['intent', 'reviewing'],
          ['id', 'a1'],
        ]),
        () => owner,
      ),
    );
    expect(answer).toMatchObject({
      status: 400,
      refusal: { message: adoptionTexts.statusOnlyOpen },
    });
  });
});

describe('sent requests, sent without scripts', () => {
  it('asks before withdrawing, then withdraws once confirmed', async () => {
    const calls = recordCalls({
      ...lists,
      'POST /adoptionUsers/a1/withdraw': () => ({ modifiedCount: 1 }),
    });
    const asked = answerOf(
      await actOnSentRequest(
        post(sentHref, [
          ['intent', 'withdraw'],
          ['id', 'a1'],
        ]),
        () => adopter,
      ),
    );
    expect(asked).toMatchObject({
      status: 303,
      location: `${sentHref}?confirm=withdraw&id=a1`,
    });
    expect(calls).toEqual([]);
    const done = answerOf(
      await actOnSentRequest(
        post(sentHref, [
          ['intent', 'withdraw'],
          ['id', 'a1'],
          ['confirmed', 'yes'],
        ]),
        () => adopter,
      ),
    );
    expect(done).toMatchObject({ status: 302, location: sentHref });
    expect(done.cookie).toContain('notice=requestWithdrawn:Milo');
    expect(calls).toEqual([['POST /adoptionUsers/a1/withdraw', {}]]);
  });

  it('applies for a similar pet in one step, back to the list with the notice', async () => {
    let sent = [milo];
    const calls = recordCalls({
      'GET /adoptionUsers': () => sent,
      'POST /adoptionUsers/a1/reapply': () => {
        sent = [makeAdoptionRequest({ _id: 'a9', petId: 'p7', petName: 'Bella' }), milo];
        return { insertedId: 'a9' };
      },
    });
    const answer = answerOf(
      await actOnSentRequest(
        post(sentHref, [
          ['intent', 'reapply'],
          ['id', 'a1'],
          ['petId', 'p7'],
        ]),
        () => adopter,
      ),
    );
    expect(answer).toMatchObject({ status: 302, location: sentHref });
    expect(answer.cookie).toContain('notice=adoptionAsked:Bella');
    expect(calls).toEqual([['POST /adoptionUsers/a1/reapply', { petId: 'p7' }]]);
  });

  it("goes to the pet's form, saying why, when one step is not enough", async () => {
    recordCalls({
      'GET /petListing/p7': () => makePet({ _id: 'p7', petName: 'Bella' }),
      'POST /adoptionUsers/a1/reapply': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Check the fields.',
              fields: { phoneNumber: 'This Phone Number field is required' },
            },
          },
          400,
        ),
    });
    const answer = answerOf(
      await actOnSentRequest(
        post(sentHref, [
          ['intent', 'reapply'],
          ['id', 'a1'],
          ['petId', 'p7'],
        ]),
        () => adopter,
      ),
    );
    expect(answer).toMatchObject({ status: 302, location: '/petDetails/p7/adopt#adopt' });
    expect(answer.cookie).toContain('notice=reapplyNeedsForm:Bella');
  });

  it("shows the server's sentence when the pet takes no more applications", async () => {
    recordCalls({
      'POST /adoptionUsers/a1/reapply': () =>
        json({ error: { code: 'CONFLICT', message: adoptionTexts.capReached } }, 409),
    });
    const answer = answerOf(
      await actOnSentRequest(
        post(sentHref, [
          ['intent', 'reapply'],
          ['id', 'a1'],
          ['petId', 'p7'],
        ]),
        () => adopter,
      ),
    );
    expect(answer).toMatchObject({ status: 400, refusal: { message: adoptionTexts.capReached } });
  });

  it('refuses a form no row sends', async () => {
    const calls = recordCalls({});
    const answer = answerOf(
      await actOnSentRequest(
        post(sentHref, [
          ['intent', 'reapply'],
          ['id', 'a1'],
        ]),
        () => adopter,
      ),
    );
    expect(answer).toMatchObject({ status: 400 });
    expect(calls).toEqual([]);
  });
});

describe("the rows' buttons sent by the page's script", () => {
  const noVisitor = () => {
    throw new Error('The answer in place names nobody.');
  };

  it('answers in place, reading no list for the names', async () => {
    const calls = recordCalls({ 'PATCH /adoptionUsers/a1/accept': () => ({ modifiedCount: 1 }) });
    const answer = await answerReceivedRequest(
      post(receivedHref, [
        ['intent', 'accept'],
        ['id', 'a1'],
        ['answer', 'inPlace'],
      ]),
      noVisitor,
    );
    expect(answer).toEqual({ done: true });
    expect(calls).toEqual([['PATCH /adoptionUsers/a1/accept', {}]]);
  });

  it('withdraws in place once confirmed, and goes to the form when one step is not enough', async () => {
    const calls = recordCalls({
      'POST /adoptionUsers/a1/withdraw': () => ({ modifiedCount: 1 }),
      'GET /petListing/p7': () => makePet({ _id: 'p7', petName: 'Bella' }),
      'POST /adoptionUsers/a1/reapply': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Check the fields.',
              fields: { phoneNumber: 'This Phone Number field is required' },
            },
          },
          400,
        ),
    });
    const withdrawn = await actOnSentRequest(
      post(sentHref, [
        ['intent', 'withdraw'],
        ['id', 'a1'],
        ['confirmed', 'yes'],
        ['answer', 'inPlace'],
      ]),
      noVisitor,
    );
    expect(withdrawn).toEqual({ done: true });
    expect(calls).toEqual([['POST /adoptionUsers/a1/withdraw', {}]]);
    const reapplied = answerOf(
      await actOnSentRequest(
        post(sentHref, [
          ['intent', 'reapply'],
          ['id', 'a1'],
          ['petId', 'p7'],
          ['answer', 'inPlace'],
        ]),
        noVisitor,
      ),
    );
    expect(reapplied).toMatchObject({ status: 302, location: '/petDetails/p7/adopt#adopt' });
    expect(reapplied.cookie).toContain('notice=reapplyNeedsForm:Bella');
  });
});

describe('Adopt Now at the cap, sent without scripts', () => {
  it("stays on the form with the server's sentence", async () => {
    const pet = makePet({ _id: 'p1', petName: 'Milo' });
    recordCalls({
      'GET /petListing/p1/application': () => makeApplication(),
      'POST /adoptionUsers': () =>
        json({ error: { code: 'CONFLICT', message: adoptionTexts.capReached } }, 409),
    });
    const answer = answerOf(
      await askToAdopt(
        post('/petDetails/p1/adopt', [
          ['phoneNumber', '01711000000'],
          ['address', '12 Lake Road, Dhaka'],
        ]),
        pet,
        '/petDetails/p1',
      ),
    );
    expect(answer).toMatchObject({
      status: 400,
      refusal: { message: adoptionTexts.capReached, fields: {} },
    });
  });
});
