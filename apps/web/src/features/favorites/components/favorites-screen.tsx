import { type Favorite, favoriteTexts, texts } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { CardImage } from '@/components/ui/card-image';
import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { DocumentTitle } from '@/components/ui/document-title';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { RowButton, useRowActions } from '@/components/ui/row-action';
import { RowRefusal } from '@/components/ui/row-refusal';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useFavorites } from '../api/favorites';
import { FAVORITE_FIELDS } from '../favorite-form';

const STATE_BADGES: Record<Favorite['state'], string> = {
  available: 'badge-success',
  adopted: 'badge-info',
  removed: 'badge-neutral',
};

/**
 * favorites: the pets the signed-in person saved, newest first, a page at a time: each with its
 * picture, name (a link while the pet is listed), where it stands and Remove, a form the route's
 * action answers when the browser sends it itself (actions/favorites.server.ts).
 */
export function FavoritesScreen() {
  const pages = useCursorPages();
  const favorites = useFavorites(pages.cursor);
  const { scopeRef, actions, dialog } = useRowActions();

  return (
    <div ref={scopeRef} tabIndex={-1} className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(favoriteTexts.heading)} />
      <h1 className="text-3xl font-bold sm:text-4xl">{favoriteTexts.heading}</h1>
      <RowRefusal />
      <QueryBoundary
        query={favorites}
        pending={<Spinner label="Loading favorites" className="mx-auto block" />}
      >
        {({ items, nextCursor }) =>
          items.length === 0 && pages.page === 1 ? (
            <div className="flex flex-col items-start gap-3 rounded-box bg-base-200 p-6">
              <p>{favoriteTexts.none}</p>
              <Link to={paths.petListing.getHref()} className="btn btn-primary">
                {favoriteTexts.browse}
              </Link>
            </div>
          ) : (
            <div className="flex flex-col gap-4">
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {items.map((favorite) => (
                  <li
                    key={favorite.petId}
                    data-row-key={favorite.petId}
                    className="card border border-base-300 bg-base-100 shadow-sm"
                  >
                    <figure className="aspect-[4/3] bg-base-200">
                      <CardImage image={favorite.image} alt="" />
                    </figure>
                    <div className="card-body gap-2 p-4">
                      <h2 className="card-title text-xl">
                        {favorite.pet ? (
                          <Link
                            to={paths.petDetails.getHref(favorite.petId)}
                            className="link-hover"
                          >
                            {favorite.petName}
                          </Link>
                        ) : (
                          favorite.petName
                        )}
                      </h2>
                      <p className="flex flex-wrap items-center gap-2 text-sm">
                        <span className={`badge ${STATE_BADGES[favorite.state]}`}>
                          {favoriteTexts.state[favorite.state]}
                        </span>
                        <span className="text-base-content/70">
                          {favoriteTexts.savedOn}{' '}
                          <time dateTime={favorite.savedAt}>{formatDate(favorite.savedAt)}</time>
                        </span>
                      </p>
                      <div className="card-actions mt-auto justify-end pt-2">
                        <RowButton
                          actions={actions}
                          intent="remove"
                          id={favorite.petId}
                          fields={{ [FAVORITE_FIELDS.name]: favorite.petName }}
                          fate="replaced"
                          className="btn btn-outline btn-sm"
                        >
                          {favoriteTexts.removeButton}
                          <span className="sr-only">: {favorite.petName}</span>
                        </RowButton>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
              <CursorPager pages={pages} nextCursor={nextCursor} />
            </div>
          )
        }
      </QueryBoundary>
      {dialog}
    </div>
  );
}
