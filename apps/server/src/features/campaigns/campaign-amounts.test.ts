import { beforeAll, describe, expect, it } from 'vitest';
import { campaignBody, petBody } from '../../../test/fixtures';
import {
  bearer,
  giveByTestCard,
  json,
  testDatabases,
  useSignedInUser,
  useTestApp,
} from '../../../test/helpers';

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

  it('keeps an entered highest total but answers the money given', async () => {
    // Clients still send the figure (docs/product.md §3); what anyone reads comes from the books.
    const entered = await patch({ maximumDonation: 60, highestTotal: 70 });
    expect(entered.statusCode, entered.body).toBe(200);
    const read = async () =>
      json<{ maximumDonation: number; highestTotal: number }>(
        await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}` }),
      );
    expect(await read()).toMatchObject({ maximumDonation: 60, highestTotal: 0 });
    await giveByTestCard(t.app, person, campaignId, 12.5);
    expect(await read()).toMatchObject({ highestTotal: 12.5 });
  });

  it('refuses a negative highest total, naming the field', async () => {
    const response = await patch({ highestTotal: -1 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(response))).toEqual(['highestTotal']);
  });
});
