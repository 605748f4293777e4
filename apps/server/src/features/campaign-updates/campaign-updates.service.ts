import {
  type CampaignUpdate,
  type CreateCampaignUpdate,
  notificationTexts,
  type PageQuery,
  pageHref,
} from '@pet-adoption/shared';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findCampaignRecord, ownedCampaign } from '../../db/campaign-record';
import { createdAtMicros, decodeCursor, olderThan, pageOf } from '../../db/keyset';
import { campaignUpdates, payments, users } from '../../db/schema';
import type { AuthUser } from '../../lib/auth-user';
import { notFound } from '../../lib/errors';
import type { Notify } from '../../lib/notify';

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

/**
 * The creator (or an admin) posts news; each donor of the campaign is told, in the same
 * transaction, once however many gifts they made. The author is not told of their own news.
 */
export async function postCampaignUpdate(
  db: Database,
  notify: Notify,
  caller: AuthUser,
  campaignId: string,
  body: CreateCampaignUpdate,
) {
  const campaign = await ownedCampaign(db, caller, campaignId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaignUpdates)
      .values({
        campaignId,
        authorId: caller.id,
        title: body.title,
        text: body.text,
        image: body.image ?? null,
      })
      .returning({ id: campaignUpdates.id });
    if (row === undefined) throw new Error('postCampaignUpdate: the insert returned no row');
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
      })),
    );
    return { insertedId: row.id };
  });
}
