import type { Category } from '@pet-adoption/shared';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories } from '../../db/schema';

/** The pet categories in the order screens list them (PET_CATEGORIES). */
export async function listCategories(db: Database): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder));
  return rows.map((row) => ({
    _id: row.id,
    image: row.image,
    title: row.title,
    category: row.category,
  }));
}
