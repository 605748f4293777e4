import type { Review } from '@pet-adoption/shared';
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';

/** Testimonials, newest first. */
export async function listReviews(db: Database): Promise<Review[]> {
  const rows = await db.select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    details: row.details,
    rating: row.rating,
  }));
}
