import { HIGHEST_TOTAL_OVER_MAXIMUM } from '@pet-adoption/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignBody, petBody } from '../../../test/fixtures';
import { bearer, json, testDatabases, useSignedInUser, useTestApp } from '../../../test/helpers';

type Fields = { error: { code: string; fields: Record<string, string> } };

describe.each(testDatabases)('numbers on the wire on %s', (database) => {
  const t = useTestApp({ database });
  const person = useSignedInUser(t);
  let campaignId: string;

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: bearer(person.token), payload });
  const patch = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/campaigns/${campaignId}`,
      headers: bearer(person.token),
      payload,
    });
  const fieldsOf = (response: { body: string }) => json<Fields>(response).error.fields;

  beforeAll(async () => {
    const created = await post('/api/campaigns', campaignBody());
    expect(created.statusCode, created.body).toBe(201);
    campaignId = json<{ insertedId: string }>(created).insertedId;
  });

  const asText = (value: string) => value as unknown as number;
  it.each([
    [
      'campaign maximumDonation',
      '/api/campaigns',
      () => campaignBody({ maximumDonation: asText('500') }),
      'maximumDonation',
    ],
    [
      'campaign highestTotal',
      '/api/campaigns',
      () => campaignBody({ highestTotal: asText('50') }),
      'highestTotal',
    ],
    ['pet petAge', '/api/petListing', () => petBody({ petAge: asText('5') }), 'petAge'],
    [
      'payment intent price',
      '/api/create-payment-intent',
      () => ({ price: '5', campaignId }),
      'price',
    ],
    [
      'payment price',
      '/api/payments',
      () => ({ price: '5', campaignId, transactionId: 'pi_x' }),
      'price',
    ],
  ])('%s: a number sent as text is refused, naming the field', async (_name, url, body, field) => {
    const response = await post(url, body());
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toHaveProperty(field);
  });

  it('a PATCH refuses amounts sent as text too', async () => {
    const response = await patch({ maximumDonation: '900' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(response))).toEqual(['maximumDonation']);
  });

  it('refuses a highest total above the maximum donation at create', async () => {
    const response = await post(
      '/api/campaigns',
      campaignBody({ maximumDonation: 100, highestTotal: 100.01 }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ highestTotal: HIGHEST_TOTAL_OVER_MAXIMUM });

    const equal = await post(
      '/api/campaigns',
      campaignBody({ maximumDonation: 100, highestTotal: 100 }),
    );
    expect(equal.statusCode, equal.body).toBe(201);
  });

  it('refuses it at update, against the stored value when only one of the two changes', async () => {
    // Stored: maximum 500, highest 50.
    const both = await patch({ maximumDonation: 60, highestTotal: 70 });
    expect(both.statusCode).toBe(400);
    expect(fieldsOf(both)).toEqual({ highestTotal: HIGHEST_TOTAL_OVER_MAXIMUM });

    const highest = await patch({ highestTotal: 501 });
    expect(highest.statusCode).toBe(400);
    expect(fieldsOf(highest)).toEqual({ highestTotal: HIGHEST_TOTAL_OVER_MAXIMUM });

    const maximum = await patch({ maximumDonation: 49 });
    expect(maximum.statusCode).toBe(400);
    expect(fieldsOf(maximum)).toEqual({ highestTotal: HIGHEST_TOTAL_OVER_MAXIMUM });

    const fine = await patch({ maximumDonation: 50 });
    expect(fine.statusCode, fine.body).toBe(200);
    const campaign = json<{ maximumDonation: number; highestTotal: number }>(
      await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}` }),
    );
    expect(campaign).toMatchObject({ maximumDonation: 50, highestTotal: 50 });
  });

  it('compares the two amounts as numbers, not as text, when both change', async () => {
    // As text, "50000" (cents) sorts after "1200000"; as numbers it is far below.
    const both = await patch({ maximumDonation: 12000, highestTotal: 500 });
    expect(both.statusCode, both.body).toBe(200);
    const campaign = json<{ maximumDonation: number; highestTotal: number }>(
      await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}` }),
    );
    expect(campaign).toMatchObject({ maximumDonation: 12000, highestTotal: 500 });
  });
});
