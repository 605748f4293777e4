import { CreateSavedSearchSchema, pages } from '@pet-adoption/shared';
import {
  formValues,
  refuse,
  refusalFromError,
  refusalFromIssues,
  succeed,
} from '@/lib/form-action.server';
import { createSavedSearch } from '../api/saved-search-requests';

const FIELDS = ['name', 'frequency', 'query'] as const;

/**
 * "Save this search" sent without JavaScript: the same schema and call as the page's script,
 * then back to the same search, which says it was saved.
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
