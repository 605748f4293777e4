import {
  CAMPAIGN_UPDATE_EMAILS_PER_DAY,
  type CampaignUpdate,
  type CreateCampaignUpdate,
  notificationTexts,
  type PageQuery,
  pageHref,
  type PostedCampaignUpdate,
  postedUpdateMessage,
} from '@pet-adoption/shared';
import { and, count, desc, eq, gt, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { findCampaignRecord, ownedCampaign } from '../../db/queries/campaign-record';
import { createdAtMicros, decodeCursor, olderThan, pageOf } from '../../db/queries/keyset';
import { campaignUpdates, campaigns, payments, users } from '../../db/schema';
import { type Actor, actsAsAdmin, recordAudit } from '../../messaging/audit-log';
import { notFound } from '../../lib/errors';
import type { Notify } from '../../messaging/notify';

export interface CampaignUpdatePage {
  updates: CampaignUpdate[];
  total: number;
  next: string | undefined;
}

/** A campaign's news, newest first, a page at a time (public). */
export async function listCampaignUpdates(
  db: Database,
  campaignId: string,
  query: PageQuery,
): Promise<CampaignUpdatePage> {
  if ((await findCampaignRecord(db, campaignId)) === undefined) throw notFound('Campaign');
  const where = eq(campaignUpdates.campaignId, campaignId);
  const pageWhere =
    query.cursor === undefined
      ? where
      : and(
          where,
          olderThan(campaignUpdates.createdAt, campaignUpdates.id, decodeCursor(query.cursor)),
        );
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: campaignUpdates.id,
        micros: createdAtMicros(campaignUpdates.createdAt),
        title: campaignUpdates.title,
        text: campaignUpdates.text,
        image: campaignUpdates.image,
        createdAt: campaignUpdates.createdAt,
        author: users.name,
      })
      .from(campaignUpdates)
      .leftJoin(users, eq(users.id, campaignUpdates.authorId))
      .where(pageWhere)
      .orderBy(desc(campaignUpdates.createdAt), desc(campaignUpdates.id))
      .limit(query.limit + 1),
    db.select({ total: count() }).from(campaignUpdates).where(where),
  ]);
  const page = pageOf(rows, query.limit);
  return {
    updates: page.rows.map((row) => ({
      _id: row.id,
      campaignId,
      title: row.title,
      text: row.text,
      image: row.image,
      author: row.author ?? '',
      createdAt: row.createdAt.toISOString(),
    })),
    total: totals[0]?.total ?? 0,
    next: page.next,
  };
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Whether one more of the campaign's updates may be e-mailed: a creator posting many in a day
 * must not fill every donor's inbox, so past the day's number they are shown in the app only.
 * The campaign's row is locked first, so two updates posted at once are counted one after the
 * other on every copy of the server.
 */
async function mayEmailUpdate(tx: Executor, campaignId: string, now: Date) {
  await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .for('update');
  const [row] = await tx
    .select({ emailed: count() })
    .from(campaignUpdates)
    .where(
      and(
        eq(campaignUpdates.campaignId, campaignId),
        eq(campaignUpdates.emailed, true),
        gt(campaignUpdates.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return (row?.emailed ?? 0) < CAMPAIGN_UPDATE_EMAILS_PER_DAY;
}

/**
 * The creator (or an admin) posts news; each donor of the campaign is told, in the same
 * transaction, once however many gifts they made. The author is not told of their own news.
 */
export async function postCampaignUpdate(
  db: Database,
  notify: Notify,
  caller: Actor,
  campaignId: string,
  body: CreateCampaignUpdate,
  now = new Date(),
): Promise<PostedCampaignUpdate> {
  const campaign = await ownedCampaign(db, caller, campaignId);
  return db.transaction(async (tx) => {
    const emailed = await mayEmailUpdate(tx, campaignId, now);
    const [row] = await tx
      .insert(campaignUpdates)
      .values({
        campaignId,
        authorId: caller.id,
        title: body.title,
        text: body.text,
        image: body.image ?? null,
        emailed,
        createdAt: now,
      })
      .returning({ id: campaignUpdates.id });
    if (row === undefined) throw new Error('postCampaignUpdate: the insert returned no row');
    if (actsAsAdmin(caller, campaign.ownerId)) {
      await recordAudit(tx, caller, {
        action: 'campaign.postUpdate',
        target: { type: 'campaign', id: campaignId, label: campaign.petName },
        after: { updateId: row.id, title: body.title },
      });
    }
    const donors = await tx
      .selectDistinct({ userId: payments.payerId })
      .from(payments)
      .where(
        and(
          eq(payments.campaignId, campaignId),
          eq(payments.status, 'succeeded'),
          ne(payments.payerId, caller.id),
        ),
      );
    await notify(
      tx,
      donors.map(({ userId }) => ({
        userId,
        kind: 'campaignUpdate' as const,
        text: notificationTexts.campaignUpdate(campaign.petName, body.title),
        link: pageHref('campaignDetails', { id: campaignId }),
        ...(emailed ? {} : { inAppOnly: true as const }),
      })),
    );
    return { insertedId: row.id, emailed, message: postedUpdateMessage(emailed) };
  });
}
