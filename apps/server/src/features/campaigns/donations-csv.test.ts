import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  bearer,
  createCampaign,
  createUser,
  giveByTestCard,
  testDatabases,
  useCast,
  useTestApp,
} from '../../../test/helpers';

describe.each(testDatabases)('a campaign’s donations as CSV on %s', (database) => {
  const t = useTestApp({ database });
  const { owner, other, admin } = useCast(t);

  it('is for the creator and admins, naming anonymous donors to admins only', async () => {
    const campaignId = await createCampaign(t.app, owner);
    const named = await createUser(t.app, { name: 'Dana, "the" Donor' });
    const shy = await createUser(t.app, { name: 'Sam Secret' });
    const sly = await createUser(t.app, { name: '=HYPERLINK("https://evil.example")' });
    await giveByTestCard(t.app, named, campaignId, 25);
    await giveByTestCard(t.app, shy, campaignId, 10, { anonymous: true });
    await giveByTestCard(t.app, sly, campaignId, 1.5);

    const download = (by?: { token: string }) =>
      t.app.inject({
        method: 'GET',
        url: `/api/campaigns/${campaignId}/donations.csv`,
        headers: by === undefined ? {} : bearer(by.token),
      });
    expect((await download()).statusCode).toBe(401);
    expect((await download(other)).statusCode).toBe(403);

    const forCreator = await download(owner);
    expect(forCreator.statusCode).toBe(200);
    expect(forCreator.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(forCreator.headers['content-disposition']).toMatch(
      /^attachment; filename="donations-[a-z0-9-]+\.csv"$/,
    );
    expect(forCreator.headers['cache-control']).toBe('no-store');
    const lines = forCreator.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Donor,Email,Amount,Fee covered,Refunded,Status,Frequency,Receipt');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(
      `,"Dana, ""the"" Donor",${named.email},25.00,0.00,0.00,succeeded,once,`,
    );
    expect(lines[2]).toContain(',Anonymous,,10.00,');
    // A name a spreadsheet would run as a formula is written inert.
    expect(lines[3]).toContain(`,"'=HYPERLINK(""https://evil.example"")",`);
    expect(forCreator.body).not.toContain('Sam Secret');
    expect(forCreator.body).not.toContain(shy.email);

    const forAdmin = await download(admin);
    expect(forAdmin.body).toContain(`,Sam Secret,${shy.email},10.00,`);
  });

  it('quotes a name holding a line break and makes every line of it inert', async () => {
    const campaignId = await createCampaign(t.app, owner);
    const bob = await createUser(t.app, { name: 'Bob Before' });
    await giveByTestCard(t.app, bob, campaignId, 5);
    // Sign-up refuses such a name now (plain-text.ts); one stored before the rule still has it.
    await t.handle.db
      .update(users)
      .set({ name: 'Bob\n=1+1\r\n@SUM(A1)\r-2' })
      .where(eq(users.id, bob.id));

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/campaigns/${campaignId}/donations.csv`,
      headers: bearer(owner.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`,"Bob\n'=1+1\r\n'@SUM(A1)\r'-2",${bob.email},5.00,`);
    // However a reader splits it, no line of the file starts a formula.
    for (const line of response.body.split(/\r\n|\n|\r/)) expect(line).not.toMatch(/^[=+\-@]/);
  });
});
