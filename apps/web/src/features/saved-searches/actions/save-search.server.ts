import { CreateSavedSearchSchema, pages } from '@pet-adoption/shared';
import {
  formValues,
  refuse,
  refusalFromError,
  refusalFromIssues,
  succeed,
} from '@/lib/form-action.server';
import { createSavedSearch } from '../api/saved-search-requests';
import { SAVE_SEARCH_FIELDS as FIELDS } from '../save-search-texts';

/**
 * "Save this search", with scripts or without: then back to the same search, which says it was
 * saved. A refusal names the form (its intent), one of the listing's several.
 */
export async function saveSearchForm(form: FormData) {
  const { all, shown } = formValues(form, [...FIELDS, 'intent']);
  const parsed = CreateSavedSearchSchema.safeParse(all);
  if (!parsed.success) return refuse(refusalFromIssues(parsed.error.issues, shown));
  try {
    await createSavedSearch(parsed.data);
  } catch (error) {
    return refuse(refusalFromError(error, shown, FIELDS));
  }
  const back = parsed.data.query
    ? `${pages.petListing.path}?${parsed.data.query}`
    : pages.petListing.path;
  return succeed(back, { key: 'savedSearchSaved', name: parsed.data.name });
}
