import type { AuditAction, AuditEntry, AuditFields } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import {
  createUser,
  giveByTestCard,
  injectAs,
  json,
  type SignedInUser,
  testDatabases,
  useCast,
  useTestApp,
} from '../../../test/helpers';
import { campaignBody, petBody } from '../../../test/fixtures';

const contact = { phoneNumber: '+880 1700-000000', address: '12 Lake Road, Dhaka' };
const EXPENSE = { amount: 40.25, date: '2026-11-02', description: 'Bandages and a cone' };
const DECLINE_NOTE = 'We found a home nearer to the shelter.';

/** What an action's entry should name, beyond who did it. */
interface Expected {
  targetType: AuditEntry['targetType'];
  targetId: string;
  targetLabel: string;
  before: AuditFields | null;
  after: AuditFields;
}

/** One audited action: it makes a record of `holder`'s, then acts on it as `by`. */
interface Case {
  action: AuditAction;
  run: (by: SignedInUser, holder: SignedInUser) => Promise<Expected>;
}

describe.each(testDatabases)('admins’ actions on others’ records, audited on %s', (database) => {
  const t = useTestApp({ database });
  const { owner, other, admin } = useCast(t);
  const inject = injectAs(t);

  const idOf = (response: { statusCode: number; body: string }, status: number) => {
    expect(response.statusCode, response.body).toBe(status);
    return json<{ insertedId: string }>(response).insertedId;
  };
  const total = async () =>
    Number((await inject('GET', '/api/audit?limit=1', admin)).headers['x-total-count']);

  /** The entries `act` wrote, newest first, read as an admin reads the log. */
  async function entriesWrittenBy(act: () => Promise<unknown>) {
    const before = await total();
    await act();
    const added = (await total()) - before;
    if (added <= 0) return [];
    return json<AuditEntry[]>(await inject('GET', `/api/audit?limit=${added}`, admin));
  }

  /** A pet of `holder`'s with one open request from Otto; answers the request's id. */
  async function openRequest(holder: SignedInUser, petName: string) {
    const petId = idOf(await inject('POST', '/api/petListing', holder, petBody({ petName })), 200);
    return idOf(await inject('POST', '/api/adoptionUsers', other, { petId, ...contact }), 200);
  }
  const addCampaign = async (holder: SignedInUser, petName: string) =>
    idOf(await inject('POST', '/api/campaigns', holder, campaignBody({ petName })), 201);

  const cases: Case[] = [
    {
      action: 'adoptionRequest.accept',
      run: async (by, holder) => {
        const id = await openRequest(holder, 'Rex');
        const accepted = await inject('PATCH', `/api/adoptionUsers/${id}/accept`, by);
        expect(accepted.statusCode, accepted.body).toBe(200);
        return {
          targetType: 'adoptionRequest',
          targetId: id,
          targetLabel: 'Otto Other for Rex',
          before: { status: 'pending' },
          after: { status: 'accepted' },
        };
      },
    },
    {
      action: 'adoptionRequest.decline',
      run: async (by, holder) => {
        const id = await openRequest(holder, 'Milo');
        const declined = await inject('PATCH', `/api/adoptionUsers/${id}/status`, by, {
          status: 'declined',
          note: DECLINE_NOTE,
        });
        expect(declined.statusCode, declined.body).toBe(200);
        return {
          targetType: 'adoptionRequest',
          targetId: id,
          targetLabel: 'Otto Other for Milo',
          before: null,
          after: { status: 'declined', note: DECLINE_NOTE },
        };
      },
    },
    {
      action: 'ledger.recordExpense',
      run: async (by, holder) => {
        const id = await addCampaign(holder, 'Pepper');
        const entryId = idOf(
          await inject('POST', `/api/campaigns/${id}/expenses`, by, EXPENSE),
          201,
        );
        return {
          targetType: 'campaign',
          targetId: id,
          targetLabel: 'Pepper',
          before: null,
          after: { entryId, ...EXPENSE, receiptImage: null },
        };
      },
    },
    {
      action: 'ledger.recordCorrection',
      run: async (by, holder) => {
        const id = await addCampaign(holder, 'Ziggy');
        // Written by the campaign's own creator: only the correction is the action here.
        const corrects = idOf(
          await inject('POST', `/api/campaigns/${id}/expenses`, holder, EXPENSE),
          201,
        );
        const reason = 'Entered twice by mistake';
        const entryId = idOf(
          await inject('POST', `/api/campaigns/${id}/corrections`, by, { corrects, reason }),
          201,
        );
        return {
          targetType: 'campaign',
          targetId: id,
          targetLabel: 'Ziggy',
          before: null,
          after: { entryId, corrects, amount: EXPENSE.amount, reason },
        };
      },
    },
    {
      action: 'campaign.postUpdate',
      run: async (by, holder) => {
        const id = await addCampaign(holder, 'Luna');
        const title = 'Home from the vet';
        const updateId = idOf(
          await inject('POST', `/api/campaigns/${id}/updates`, by, { title, text: 'She ate.' }),
          201,
        );
        return {
          targetType: 'campaign',
          targetId: id,
          targetLabel: 'Luna',
          before: null,
          after: { updateId, title },
        };
      },
    },
  ];

  describe.each(cases)('$action', ({ action, run }) => {
    it('is recorded once when an admin does it on someone else’s record', async () => {
      let expected: Expected | undefined;
      const entries = await entriesWrittenBy(async () => {
        expected = await run(admin, owner);
      });
      expect(entries).toEqual([
        expect.objectContaining({
          adminId: admin.id,
          adminName: 'Ada Admin',
          adminEmail: admin.email,
          action,
          ...expected,
        }),
      ]);
    });

    it('is not recorded when the owner does it on their own record', async () => {
      expect(await entriesWrittenBy(() => run(owner, owner))).toEqual([]);
    });

    it('is not recorded when an admin does it on their own record', async () => {
      expect(await entriesWrittenBy(() => run(admin, admin))).toEqual([]);
    });
  });

  it('records an admin removing someone else’s open request, which declines it', async () => {
    const id = await openRequest(owner, 'Dot');
    const entries = await entriesWrittenBy(async () => {
      const removed = await inject('DELETE', `/api/adoptionUsers/${id}`, admin);
      expect(removed.statusCode, removed.body).toBe(200);
    });
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'adoptionRequest.decline',
        targetType: 'adoptionRequest',
        targetId: id,
        targetLabel: 'Otto Other for Dot',
        before: { status: 'pending' },
        after: { removed: true },
      }),
    ]);
    // The owner's own reject is theirs to make.
    const own = await openRequest(owner, 'Dash');
    expect(
      await entriesWrittenBy(() => inject('DELETE', `/api/adoptionUsers/${own}`, owner)),
    ).toEqual([]);
  });

  it('does not record an admin marking someone else’s request reviewing', async () => {
    const id = await openRequest(owner, 'Coco');
    const entries = await entriesWrittenBy(async () => {
      const reviewing = await inject('PATCH', `/api/adoptionUsers/${id}/status`, admin, {
        status: 'reviewing',
      });
      expect(reviewing.statusCode, reviewing.body).toBe(200);
    });
    expect(entries).toEqual([]);
  });

  it('records each change of the shelter’s receipt details, with only what changed', async () => {
    const details = {
      name: 'Hillside Rescue',
      charityNumber: 'CH-1234',
      taxSentence: 'No goods or services were given in return.',
    };
    const save =
      (by: SignedInUser, payload: object, status = 200) =>
      async () => {
        const saved = await inject('PUT', '/api/shelter-details', by, payload);
        expect(saved.statusCode, saved.body).toBe(status);
      };
    expect(await entriesWrittenBy(save(admin, details))).toEqual([
      expect.objectContaining({
        adminId: admin.id,
        action: 'shelter.updateDetails',
        targetType: 'shelter',
        targetId: null,
        targetLabel: 'Hillside Rescue',
        before: { name: '', charityNumber: '', taxSentence: '' },
        after: details,
      }),
    ]);
    // Saved as they were: nothing changed, so nothing is recorded.
    expect(await entriesWrittenBy(save(admin, details))).toEqual([]);
    expect(await entriesWrittenBy(save(admin, { ...details, charityNumber: 'CH-99' }))).toEqual([
      expect.objectContaining({
        action: 'shelter.updateDetails',
        before: { charityNumber: 'CH-1234' },
        after: { charityNumber: 'CH-99' },
      }),
    ]);
    // Only admins may change them at all.
    expect(await entriesWrittenBy(save(owner, details, 403))).toEqual([]);
  });

  it('records an admin’s donor list or download of someone else’s campaign only when it names an anonymous donor', async () => {
    const shy = await createUser(t.app, { name: 'Sam Secret' });
    const read =
      (by: SignedInUser, campaignId: string, query = '') =>
      async () => {
        const list = await inject('GET', `/api/campaigns/${campaignId}/donators${query}`, by);
        expect(list.statusCode, list.body).toBe(200);
        return list;
      };
    const download = (by: SignedInUser, campaignId: string) => async () => {
      const csv = await inject('GET', `/api/campaigns/${campaignId}/donations.csv`, by);
      expect(csv.statusCode, csv.body).toBe(200);
    };

    const campaignId = await addCampaign(owner, 'Biscuit');
    await giveByTestCard(t.app, other, campaignId, 25);
    // Only named donors: the admin sees what the creator sees.
    expect(await entriesWrittenBy(read(admin, campaignId))).toEqual([]);
    expect(await entriesWrittenBy(download(admin, campaignId))).toEqual([]);

    const hidden = await giveByTestCard(t.app, shy, campaignId, 10, { anonymous: true });
    const target = { targetType: 'campaign', targetId: campaignId, targetLabel: 'Biscuit' };
    expect(await entriesWrittenBy(read(admin, campaignId))).toEqual([
      expect.objectContaining({
        adminId: admin.id,
        action: 'donors.read',
        ...target,
        before: null,
        after: { anonymousGifts: [hidden] },
      }),
    ]);
    expect(await entriesWrittenBy(download(admin, campaignId))).toEqual([
      expect.objectContaining({
        adminId: admin.id,
        action: 'donors.export',
        ...target,
        before: null,
        after: { anonymousGifts: [hidden] },
      }),
    ]);
    // A page holding only the named gift names no anonymous donor.
    const first = await read(admin, campaignId, '?limit=1')();
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1] ?? '';
    expect(next).not.toBe('');
    const older = await entriesWrittenBy(async () => {
      const page = await inject('GET', next, admin);
      expect(page.body).not.toContain('Sam Secret');
    });
    expect(older).toEqual([]);

    // The creator never sees the name; an admin's own campaign is theirs like anyone's.
    expect(await entriesWrittenBy(read(owner, campaignId))).toEqual([]);
    expect(await entriesWrittenBy(download(owner, campaignId))).toEqual([]);
    const adminsOwn = await addCampaign(admin, 'Admin’s Cause');
    await giveByTestCard(t.app, shy, adminsOwn, 10, { anonymous: true });
    expect(await entriesWrittenBy(read(admin, adminsOwn))).toEqual([]);
    expect(await entriesWrittenBy(download(admin, adminsOwn))).toEqual([]);
  });
});
