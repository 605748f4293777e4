import { campaignToday, pageHref, sitemapPagePaths } from '@pet-adoption/shared';
import { count, desc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { campaigns, pets } from '../db/schema';
import { campaignStatusFilter } from '../db/queries/campaign-status';

/** The most URLs one sitemap file may list (the sitemaps.org protocol's limit). */
export const SITEMAP_URL_LIMIT = 50_000;

/**
 * The pages anyone may open without signing in that the pages table lists in the sitemap. The
 * listing pages ask for a sign-in, so search engines are not sent there.
 */
const PUBLIC_PAGES = sitemapPagePaths();

const petPage = (id: string) => pageHref('petDetails', { id });
const campaignPage = (id: string) => pageHref('campaignDetails', { id });

export interface SitemapEntry {
  /** The page's path, from the site's root. */
  path: string;
  lastModified?: Date;
}

// Written as the partial index pets_available_newest_idx states it, so the planner uses it.
const availablePet = sql`${pets.adopted} = false AND ${pets.paused} = false`;

// Campaigns still taking donations: the rule the campaign list's `active` filter applies.
const openCampaign = (now: Date): SQL | undefined =>
  campaignStatusFilter('active', campaignToday(now));

/** How many URLs each part of the sitemap holds, in the order they are listed. */
export interface SitemapCounts {
  pages: number;
  pets: number;
  campaigns: number;
}

export async function countSitemapUrls(db: Database, now: Date): Promise<SitemapCounts> {
  const [petTotals, campaignTotals] = await Promise.all([
    db.select({ total: count() }).from(pets).where(availablePet),
    db.select({ total: count() }).from(campaigns).where(openCampaign(now)),
  ]);
  return {
    pages: PUBLIC_PAGES.length,
    pets: petTotals[0]?.total ?? 0,
    campaigns: campaignTotals[0]?.total ?? 0,
  };
}

export const totalUrls = (counts: SitemapCounts) => counts.pages + counts.pets + counts.campaigns;

/** Where a window of `limit` entries from `offset` falls inside a part of `size` entries. */
function slice(offset: number, limit: number, start: number, size: number) {
  const from = Math.max(0, offset - start);
  const to = Math.min(size, offset + limit - start);
  return to > from ? { offset: from, limit: to - from } : undefined;
}

/**
 * The entries from `offset`, at most `limit`: the public pages, then available pets, then open
 * campaigns, each newest first. Only ids and update times are read.
 */
export async function sitemapEntries(
  db: Database,
  counts: SitemapCounts,
  offset: number,
  limit: number,
  now: Date,
): Promise<SitemapEntry[]> {
  const pageSlice = slice(offset, limit, 0, counts.pages);
  const petSlice = slice(offset, limit, counts.pages, counts.pets);
  const campaignSlice = slice(offset, limit, counts.pages + counts.pets, counts.campaigns);

  const [petRows, campaignRows] = await Promise.all([
    petSlice === undefined
      ? []
      : db
          .select({ id: pets.id, updatedAt: pets.updatedAt })
          .from(pets)
          .where(availablePet)
          .orderBy(desc(pets.createdAt), desc(pets.id))
          .offset(petSlice.offset)
          .limit(petSlice.limit),
    campaignSlice === undefined
      ? []
      : db
          .select({ id: campaigns.id, updatedAt: campaigns.updatedAt })
          .from(campaigns)
          .where(openCampaign(now))
          .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
          .offset(campaignSlice.offset)
          .limit(campaignSlice.limit),
  ]);

  const pages: SitemapEntry[] =
    pageSlice === undefined
      ? []
      : PUBLIC_PAGES.slice(pageSlice.offset, pageSlice.offset + pageSlice.limit).map((path) => ({
          path,
        }));
  return [
    ...pages,
    ...petRows.map((row) => ({ path: petPage(row.id), lastModified: row.updatedAt })),
    ...campaignRows.map((row) => ({ path: campaignPage(row.id), lastModified: row.updatedAt })),
  ];
}
