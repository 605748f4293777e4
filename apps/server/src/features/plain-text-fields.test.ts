import { plainTextTexts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { campaignBody, petBody } from '../../test/fixtures';
import {
  bearer,
  createCampaign,
  json,
  signUpRequest,
  testDatabases,
  useCast,
  useTestApp,
} from '../../test/helpers';

type FieldErrors = { error: { code: string; fields?: Record<string, string> } };

/**
 * Plain text (docs/product.md §5): a donor named "Bob", a line break and "=1+1" once became a
 * formula row of the donations CSV. Names and the books' texts now refuse what no one types on
 * purpose; each text below holds one of them.
 */
const LINE_BREAK = 'Bob\n=1+1';
const OVERRIDE = 'Bob\u202egnp.exe';
const ISOLATE = 'Bob\u2066x\u2069';
const CONTROL = 'Bob\u0007';
const C1 = 'Bob\u0085x';

describe.each(testDatabases)('names and the books’ texts hold plain text on %s', (database) => {
  const t = useTestApp({ database });
  const { owner, admin } = useCast(t);

  const refused = (
    response: { statusCode: number; body: string },
    field: string,
    message: string,
  ) => {
    expect(response.statusCode, response.body).toBe(400);
    const { error } = json<FieldErrors>(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields?.[field]).toBe(message);
  };

  it('refuses a name with a line break, a control or a direction override at sign-up and after', async () => {
    for (const name of [LINE_BREAK, OVERRIDE, ISOLATE, CONTROL, C1, 'Bob\tSmith']) {
      const signUp = await signUpRequest(t.app, {
        name,
        email: `plain-${Math.random().toString(36).slice(2)}@example.com`,
        password: 'Secret#123',
        image: 'https://example.com/me.png',
      });
      refused(signUp, 'name', plainTextTexts.oneLine('Name'));
    }
    const rename = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie: owner.cookie },
      payload: { name: LINE_BREAK },
    });
    refused(rename, 'name', plainTextTexts.oneLine('Name'));
    const record = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(owner.token),
      payload: { name: OVERRIDE, email: owner.email },
    });
    refused(record, 'name', plainTextTexts.oneLine('Name'));
    // Right-to-left writing keeps its marks, and an ordinary name with accents passes.
    const fine = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie: owner.cookie },
      payload: { name: 'Zoë \u200fשרה\u200f O’Brien' },
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('refuses such a pet name on pets and campaigns', async () => {
    const pet = await t.app.inject({
      method: 'POST',
      url: '/api/petListing',
      headers: bearer(owner.token),
      payload: petBody({ petName: LINE_BREAK }),
    });
    refused(pet, 'petName', plainTextTexts.oneLine('Pet Name'));
    const campaign = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: bearer(owner.token),
      payload: campaignBody({ petName: ISOLATE }),
    });
    refused(campaign, 'petName', plainTextTexts.oneLine('Pet Name'));
  });

  it('refuses controls and overrides in every text of the books, keeping their line breaks', async () => {
    const campaignId = await createCampaign(t.app, owner);
    const expense = (description: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/campaigns/${campaignId}/expenses`,
        headers: bearer(owner.token),
        payload: { amount: 10, date: '2026-11-02', description },
      });
    refused(await expense(OVERRIDE), 'description', plainTextTexts.multiLine('Description'));
    refused(await expense(CONTROL), 'description', plainTextTexts.multiLine('Description'));
    const kept = await expense('Vet bill\nX-ray and cast');
    expect(kept.statusCode, kept.body).toBe(201);

    const correction = await t.app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaignId}/corrections`,
      headers: bearer(owner.token),
      payload: { corrects: json<{ insertedId: string }>(kept).insertedId, reason: C1 },
    });
    refused(correction, 'reason', plainTextTexts.multiLine('Reason'));

    const shelter = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/shelter-details',
        headers: bearer(admin.token),
        payload: { name: 'Paws', charityNumber: '123', taxSentence: 'No goods given.', ...fields },
      });
    refused(await shelter({ name: LINE_BREAK }), 'name', plainTextTexts.oneLine('Shelter name'));
    refused(
      await shelter({ charityNumber: ISOLATE }),
      'charityNumber',
      plainTextTexts.oneLine('Charity number'),
    );
    refused(
      await shelter({ taxSentence: OVERRIDE }),
      'taxSentence',
      plainTextTexts.multiLine('Tax sentence'),
    );
    expect((await shelter({ taxSentence: 'No goods given.\nKeep this.' })).statusCode).toBe(200);
  });
});
