import { isSameOriginPath } from '@pet-adoption/shared';
import { paths } from '@/config/paths';
import { succeed } from '@/lib/form-action.server';
import { readRowAction, refuseRowCall, refuseUnknownRow } from '@/lib/table-action.server';
import { removeFavorite, saveFavorite } from '../api/favorite-requests';
import { FAVORITE_FIELDS, FAVORITE_INTENTS } from '../favorite-form';

/**
 * A heart (on a card or a pet's page) or the favorites screen's Remove sent without scripts: the
 * same call as with scripts, then back to the page it was pressed on, which says what was done.
 * A refusal (a pet adopted meanwhile, the limit) shows its sentence on the favorites screen.
 */
export async function actOnFavorite(request: Request) {
  const row = await readRowAction(request, FAVORITE_INTENTS);
  if (!row) return refuseUnknownRow();
  const name = row.form.get(FAVORITE_FIELDS.name);
  const back = row.form.get(FAVORITE_FIELDS.back);
  const to =
    typeof back === 'string' && isSameOriginPath(back) ? back : paths.dashboard.favorites.getHref();
  try {
    if (row.intent === 'save') await saveFavorite(row.id);
    else await removeFavorite(row.id);
  } catch (error) {
    return refuseRowCall(error);
  }
  return succeed(to, {
    key: row.intent === 'save' ? 'favoriteSaved' : 'favoriteRemoved',
    name: typeof name === 'string' ? name : '',
  });
}
