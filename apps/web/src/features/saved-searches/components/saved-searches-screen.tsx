import { MAX_SAVED_SEARCHES, type SavedSearch, texts } from '@pet-adoption/shared';
import { useState } from 'react';
import { Link, useSubmit } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ConfirmPage } from '@/components/ui/confirm-page';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { RowRefusal } from '@/components/ui/row-refusal';
import { Spinner } from '@/components/ui/spinner';
import { useConfirmation } from '@/lib/table-action';
import { useActionForm } from '@/lib/use-action-form';
import { useFreshAfterActions } from '@/lib/use-fresh-after-actions';
import { useSavedSearches } from '../api/saved-searches';
import { savedSearchesTexts as t } from '../save-search-texts';
import { SavedSearchCard } from './saved-search-card';

const DELETE = ['delete'] as const;
const NO_FIELDS = [] as const;

type SavedSearchesScreenProps = {
  /** This page's address: forms sent without scripts come back here. */
  pageHref: string;
  /** The listing with a search's filters (`/petListing?category=dog`). */
  listingHref: (query: string) => string;
};

/**
 * savedSearches: the person's saved searches, newest first, each with what it looks for in
 * words, how often it e-mails and whether it is paused, and its forms: rename, how often,
 * pause or resume, delete (asked first) and a link that runs it. Every form goes to the route's
 * action (actions/saved-searches.server.ts); Delete asks first in a dialog, or, sent before the
 * scripts run or without them, on this address.
 */
export function SavedSearchesScreen({ pageHref, listingHref }: SavedSearchesScreenProps) {
  const searches = useSavedSearches();
  // The list is on screen while the answer to any of its cards' forms loads: it is read again.
  useFreshAfterActions();
  const confirmation = useConfirmation(DELETE);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const submit = useSubmit();
  const removal = useActionForm(NO_FIELDS, {
    which: { intent: 'delete', id: deleting?._id ?? '' },
  });
  // The dialog stays, busy, until the list comes back without the search (or says why not).
  const [removing, setRemoving] = useState(false);
  if (removal.pending !== removing) {
    setRemoving(removal.pending);
    if (!removal.pending) setDeleting(null);
  }
  const toDelete = confirmation && searches.data?.find((search) => search._id === confirmation.id);

  if (toDelete) {
    return (
      <ConfirmPage
        pageTitle={texts.titles.dashboardScreen(t.deleteTitle(toDelete.name))}
        title={t.deleteTitle(toDelete.name)}
        text={t.deleteText}
        confirmLabel={t.deleteConfirm}
        tableHref={pageHref}
        intent="delete"
        id={toDelete._id}
      />
    );
  }

  const confirmDelete = () => {
    if (!deleting) return;
    const { _id, name } = deleting;
    void submit({ intent: 'delete', id: _id, name, confirmed: 'yes' }, { method: 'post' });
  };

  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(t.heading)} />
      <PageHeading>{t.heading}</PageHeading>
      <p className="max-w-2xl text-base-content/80">{t.intro}</p>
      <RowRefusal />
      <QueryBoundary
        query={searches}
        pending={<Spinner label="Loading saved searches" className="mx-auto block" />}
      >
        {(list) =>
          list.length === 0 ? (
            <div className="flex flex-col items-start gap-3">
              <p>{t.none}</p>
              <Link to={listingHref('')} className="btn btn-primary">
                {t.toListing}
              </Link>
            </div>
          ) : (
            <div className="flex flex-col gap-4">
              <p className="text-sm text-base-content/80">
                {t.count(list.length, MAX_SAVED_SEARCHES)}
              </p>
              <ul className="grid gap-4 xl:grid-cols-2">
                {list.map((search) => (
                  <SavedSearchCard
                    key={search._id}
                    search={search}
                    runHref={listingHref(search.query)}
                    onDelete={() => setDeleting(search)}
                  />
                ))}
              </ul>
            </div>
          )
        }
      </QueryBoundary>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t.deleteTitle(deleting.name) : ''}
        text={t.deleteText}
        confirmLabel={t.deleteConfirm}
        initialFocus="cancel"
        busy={removal.pending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
