import { isSameOriginPath } from '@pet-adoption/shared';
import type { ActionFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { answerRow } from '@/lib/table-action.server';
import { removeFavorite, saveFavorite } from '../api/favorite-requests';
import { FAVORITE_FIELDS, FAVORITE_INTENTS } from '../favorite-form';

/**
 * A heart (on a card or a pet's page) or the favorites screen's Remove, whoever sends it: saved
 * or removed as the visitor. Sent by the browser it goes back to the page it was pressed on,
 * which says what was done; sent by the page's script the same sentence is answered in place.
 * A refusal (a pet adopted meanwhile, the limit) shows its sentence on the favorites screen.
 */
export const actOnFavorite = (args: ActionFunctionArgs) =>
  answerRow(args, {
    intents: FAVORITE_INTENTS,
    table: ({ form }) => {
      const back = form.get(FAVORITE_FIELDS.back);
      return typeof back === 'string' && isSameOriginPath(back)
        ? back
        : paths.dashboard.favorites.getHref();
    },
    act: async ({ intent, id, form }) => {
      if (intent === 'save') await saveFavorite(id);
      else await removeFavorite(id);
      const name = form.get(FAVORITE_FIELDS.name);
      return {
        key: intent === 'save' ? 'favoriteSaved' : 'favoriteRemoved',
        name: typeof name === 'string' ? name : '',
      };
    },
  });
