import { pages, UpdateSavedSearchSchema } from '@pet-adoption/shared';
import { refuse, refusalFromIssues, succeed } from '@/lib/form-action.server';
import {
  askFirst,
  readRowAction,
  refuseRow,
  refuseRowCall,
  refuseUnknownRow,
} from '@/lib/table-action.server';
import {
  deleteSavedSearch,
  getSavedSearches,
  updateSavedSearch,
} from '../api/saved-search-requests';
import { SAVED_SEARCH_INTENTS } from '../save-search-texts';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * A saved search's forms (rename, how often, pause, resume, delete), with scripts or without:
 * then back to the list, which says what was done. Delete sent without its confirmation (the
 * page's dialog asks with scripts) asks first on a page of its own.
 */
export async function actOnSavedSearch(request: Request) {
  const row = await readRowAction(request, SAVED_SEARCH_INTENTS);
  if (!row) return refuseUnknownRow();
  const back = pages.savedSearches.path;
  const name = text(row.form, 'name');
  try {
    if (row.intent === 'delete') {
      if (!row.confirmed) return askFirst(request, row.intent, row.id);
      // The confirmation page's 'Yes' carries no name: the notice names the search all the same.
      const known = name || (await getSavedSearches()).find((s) => s._id === row.id)?.name || '';
      await deleteSavedSearch(row.id);
      return succeed(back, { key: 'savedSearchDeleted', name: known });
    }
    const changes =
      row.intent === 'rename'
        ? { name }
        : row.intent === 'frequency'
          ? { frequency: text(row.form, 'frequency') }
          : { paused: row.intent === 'pause' };
    const parsed = UpdateSavedSearchSchema.safeParse(changes);
    if (!parsed.success && row.intent === 'rename') {
      // Under the card's name field: the refusal names the card's form to find it.
      const which = { intent: row.intent, id: row.id };
      return refuse(refusalFromIssues(parsed.error.issues, { ...which, name }));
    }
    if (!parsed.success) return refuseRow(parsed.error.issues[0]?.message ?? '');
    const search = await updateSavedSearch(row.id, parsed.data);
    const key =
      row.intent === 'pause'
        ? 'savedSearchPaused'
        : row.intent === 'resume'
          ? 'savedSearchResumed'
          : 'savedSearchUpdated';
    return succeed(back, { key, name: search.name });
  } catch (error) {
    return refuseRowCall(error);
  }
}
