import { adoptionTexts, feeTexts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/testing/mocks/api';
import { completeAdoptionFromForm } from './complete-adoption.server';

/* Complete the adoption as its route action reads it, sent with scripts or without. */

const PAGE = '/dashboard/completeAdoption/a1';
/** The page's address as React Router hands it to the action (never the `.data` one). */
const AT = new URL(`http://localhost${PAGE}`);
// Sent by the page's script, the request's own address is the `.data` one.
const post = (fields: [string, string][]) =>
  new Request(`http://localhost${PAGE}.data`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });

/** What a route action answered: a redirect, or the page again with its refusal. */
function answerOf(result: unknown) {
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get('location'),
      cookie: result.headers.get('set-cookie') ?? '',
    };
  }
  const { data, init } = result as { data: { refusal: unknown }; init: { status?: number } | null };
  return { status: init?.status ?? 200, refusal: data.refusal };
}

describe('complete the adoption', () => {
  it('accepts the ticked terms with the same call, then back to the page with the sentence', async () => {
    let accepted = 0;
    mockApi({
      'POST /adoptionUsers/a1/accept-terms': () => {
        accepted += 1;
        return { modifiedCount: 1 };
      },
    });
    const answer = answerOf(
      await completeAdoptionFromForm(
        post([
          ['intent', 'accept-terms'],
          ['accept', 'on'],
        ]),
        'a1',
        AT,
      ),
    );
    expect(answer).toMatchObject({ status: 302, location: PAGE });
    expect(answer).toHaveProperty('cookie', expect.stringContaining('adoptionTermsAccepted'));
    expect(accepted).toBe(1);
  });

  it('refuses terms not ticked under the box, calling nothing', async () => {
    mockApi({});
    expect(
      answerOf(await completeAdoptionFromForm(post([['intent', 'accept-terms']]), 'a1', AT)),
    ).toEqual({
      status: 400,
      refusal: { fields: { accept: feeTexts.acceptTermsRequired }, message: null, values: {} },
    });
  });

  it("says the API's sentence when the request cannot take the terms", async () => {
    mockApi({
      'POST /adoptionUsers/a1/accept-terms': () =>
        json({ error: { code: 'CONFLICT', message: adoptionTexts.feeOnlyAccepted } }, 409),
    });
    const answer = answerOf(
      await completeAdoptionFromForm(
        post([
          ['intent', 'accept-terms'],
          ['accept', 'on'],
        ]),
        'a1',
        AT,
      ),
    );
    expect(answer).toEqual({
      status: 400,
      refusal: { fields: {}, message: adoptionTexts.feeOnlyAccepted, values: {} },
    });
  });

  it('charges nothing for the card form sent without its script, and says why', async () => {
    mockApi({});
    const answer = answerOf(
      await completeAdoptionFromForm(post([['cardNumber', '4242424242424242']]), 'a1', AT),
    );
    expect(answer).toEqual({
      status: 400,
      refusal: { fields: {}, message: feeTexts.feeNeedsScript, values: {} },
    });
  });
});
