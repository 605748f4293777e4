import {
  moreShownHref,
  PET_CATEGORIES,
  petSearchQuery,
  petSortLabels,
  texts,
  type Pet,
  type PetSearch,
} from '@pet-adoption/shared';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/banner';
import { DocumentTitle } from '@/components/ui/document-title';
import { LoadMore } from '@/components/ui/load-more';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { usePetFacets } from '../api/pet-facets';
import { usePetsInfinite } from '../api/pets';
import { activeFilterCount, readListingSearch } from '../listing-search';
import { FilterPanel, type SearchChange } from './filter-panel/filter-panel';
import { describeSearch } from './filter-panel/filter-summary';
import { FiltersLabel, FiltersSheet } from './filter-panel/filters-sheet';
import { useWideScreen } from './filter-panel/use-wide-screen';
import { PetCardSkeleton } from './pet-card';
import { PET_GRID_COLUMNS, PetGrid, petCardId } from './pet-grid';

const listingTexts = texts.petListing;

/** The search's parameters other than `name`, as hidden fields of a form that sets `name`. */
function carriedFields(query: string, name: string) {
  return [...new URLSearchParams(query)]
    .filter(([key]) => key !== name)
    .map(([key, value]) => <input key={key} type="hidden" name={key} value={value} />);
}

type PetListingProps = {
  /** Beside the line that says what is shown (another feature's "Save this search"). */
  actions?: ReactNode;
  /** A control on each card beside the pet's name (another feature's heart). */
  favorite?: (pet: Pet) => ReactNode;
};

/**
 * Pets for adoption (docs/product.md §2): the search by name and by category, a panel of filters
 * and the sort, all kept in the address, over the grid of cards that loads more as the visitor
 * scrolls.
 * Every form is a plain GET form of this page carrying the rest of the search in hidden fields:
 * sent before the page's script runs, or without one, the browser opens the address of the
 * whole search and the route's loader reads it from there. With the script a change opens that
 * address in place. The panel is a column beside the results from a tablet's width up, and a
 * sheet behind a Filters button on a phone (without scripts it sits above the results).
 */
export function PetListing({ actions, favorite }: PetListingProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = readListingSearch(params);
  const query = petSearchQuery(search);
  const pets = usePetsInfinite(search);
  const facets = usePetFacets(search);
  const counts = facets.isError ? undefined : facets.data;
  const nameId = useId();
  const categoryId = useId();
  const filtersHeadingId = useId();
  const resultsId = useId();
  const filtersId = useId();
  const nameField = useRef<HTMLInputElement>(null);
  const categoryField = useRef<HTMLSelectElement>(null);
  const scripted = useHydrated();
  const wide = useWideScreen();
  const asSheet = scripted && !wide;
  const [sheetOpen, setSheetOpen] = useState(false);

  const onlyCategory = search.category?.length === 1 ? search.category[0] : undefined;

  // The name and category fields follow the address: back and forward refill them, Clear filters
  // empties them. Written into the same elements rather than new ones (a `key`), which would drop
  // focus from the search box to the page after every search. Not on the first render: what a
  // visitor typed before the page came alive stays.
  const shownFilters = useRef({ search: search.search, category: onlyCategory });
  useEffect(() => {
    const shown = shownFilters.current;
    shownFilters.current = { search: search.search, category: onlyCategory };
    if (nameField.current && search.search !== shown.search) {
      nameField.current.value = search.search ?? '';
    }
    if (categoryField.current && onlyCategory !== shown.category) {
      categoryField.current.value = onlyCategory ?? '';
    }
  }, [search.search, onlyCategory]);

  // A new search starts at its first page, where it was on screen.
  const openSearch = (next: PetSearch, { replace }: SearchChange) => {
    const nextQuery = petSearchQuery(next);
    void navigate(
      { search: nextQuery ? `?${nextQuery}` : '' },
      { replace, preventScrollReset: true },
    );
  };

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('search');
    const text = typeof value === 'string' ? value.trim() : '';
    openSearch({ ...search, search: text || undefined }, { replace: false });
  };
  const onCategory = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('category');
    const category = PET_CATEGORIES.find((each) => each === value);
    openSearch({ ...search, category: category ? [category] : undefined }, { replace: false });
  };

  const total = pets.data?.pages[0]?.total ?? null;
  const loaded = pets.data?.pages.reduce((count, page) => count + page.items.length, 0) ?? 0;
  // Empty while the answer is on its way, so the count is news when it comes.
  const settled = pets.isSuccess && !pets.isPlaceholderData;
  const resultCount = settled ? listingTexts.resultCount(total ?? loaded) : '';
  const described = describeSearch(search);
  const filterCount = activeFilterCount(search);

  const clearLink = (focusName: boolean) => (
    // A link, so it clears without scripts too. On the page it goes with the filters: with
    // scripts the reader starts again at the name.
    <Link
      to={paths.petListing.getHref()}
      preventScrollReset
      className="btn btn-ghost btn-sm"
      onClick={focusName ? () => nameField.current?.focus() : undefined}
    >
      {listingTexts.clearFilters}
    </Link>
  );

  const panel = (
    <FilterPanel
      search={search}
      facets={counts}
      onSearch={openSearch}
      onSubmitted={() => setSheetOpen(false)}
      footer={asSheet && query !== '' ? clearLink(false) : undefined}
    />
  );

  return (
    <div className="flex flex-col gap-8">
      <DocumentTitle title={texts.titles.petListing} />
      <Banner
        title={listingTexts.bannerTitle}
        description={listingTexts.bannerDescription}
        image="/images/categories/dog.webp"
      />

      <div className="grid gap-4 md:grid-cols-2">
        <form
          role="search"
          aria-label="Search by name"
          method="get"
          action={paths.petListing.path}
          onSubmit={onSearch}
          className="flex flex-col gap-2"
        >
          <label htmlFor={nameId} className="font-semibold">
            {listingTexts.nameLabel}
          </label>
          <div className="flex gap-2">
            <input
              ref={nameField}
              id={nameId}
              name="search"
              type="search"
              maxLength={100}
              placeholder={listingTexts.namePlaceholder}
              defaultValue={search.search ?? ''}
              className="input w-full"
            />
            <button type="submit" className="btn btn-primary">
              {listingTexts.searchButton}
            </button>
          </div>
          {carriedFields(query, 'search')}
        </form>
        <form
          role="search"
          aria-label="Filter by category"
          method="get"
          action={paths.petListing.path}
          onSubmit={onCategory}
          className="flex flex-col gap-2"
        >
          <label htmlFor={categoryId} className="font-semibold">
            {listingTexts.categoryLabel}
          </label>
          <div className="flex gap-2">
            <select
              ref={categoryField}
              id={categoryId}
              name="category"
              defaultValue={onlyCategory ?? ''}
              className="select w-full"
            >
              <option value="" disabled>
                {listingTexts.categoryPlaceholder}
              </option>
              {PET_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category.charAt(0).toUpperCase() + category.slice(1)}
                </option>
              ))}
            </select>
            <button type="submit" className="btn btn-primary">
              {listingTexts.searchButton}
            </button>
          </div>
          {carriedFields(query, 'category')}
        </form>
      </div>

      <div className="grid items-start gap-8 md:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[17rem_minmax(0,1fr)]">
        {!asSheet && (
          <aside
            id={filtersId}
            aria-labelledby={filtersHeadingId}
            className="rounded-box border border-base-300 bg-base-100 p-4 max-md:hidden max-md:target:block"
          >
            {/* Some forty fields stand between the search forms and the pets: a keyboard user
                may go straight on to the pets (shown when focused). */}
            <a
              href={`#${resultsId}`}
              className="btn btn-sm btn-primary sr-only focus:not-sr-only focus:mb-3"
            >
              {listingTexts.skipToResults}
            </a>
            <h2 id={filtersHeadingId} className="mb-4 text-xl font-bold">
              {listingTexts.filtersHeading}
            </h2>
            {panel}
          </aside>
        )}

        <div id={resultsId} tabIndex={-1} className="flex min-w-0 flex-col gap-4 outline-none">
          {/* On a phone, until the page's scripts run or without them, the filters are folded
              away behind a link in the place of the sheet's button: it unfolds them above the
              pets (:target), and the button that takes its place once scripts run moves
              nothing on the page. */}
          {!asSheet && (
            <a href={`#${filtersId}`} className="btn btn-outline w-full md:hidden">
              <FiltersLabel activeCount={filterCount} />
            </a>
          )}
          {asSheet && (
            <FiltersSheet
              open={sheetOpen}
              onOpenChange={setSheetOpen}
              activeCount={filterCount}
              status={resultCount}
            >
              {panel}
            </FiltersSheet>
          )}

          {/* The count is read out after every change of the search, politely (WCAG 4.1.3).
              Keyed by the search: the same count for another one is news, read out again. */}
          <div role="status" className="sr-only">
            <span key={query}>{resultCount}</span>
          </div>

          {query !== '' && (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span>
                Showing {described.length > 0 ? described.join(', ') : 'every pet'}
                {total !== null && settled && <> ({total} found)</>}
                {search.sort && search.sort !== 'newest' && (
                  <>
                    . {listingTexts.sortLabel}: {petSortLabels[search.sort]}
                  </>
                )}
              </span>
              {clearLink(true)}
              {actions}
            </div>
          )}

          <QueryBoundary
            query={pets}
            pending={
              <div className={PET_GRID_COLUMNS} role="status" aria-label="Loading pets">
                {Array.from({ length: 6 }, (_, index) => (
                  <PetCardSkeleton key={index} />
                ))}
              </div>
            }
          >
            {(data) => {
              const items = data.pages.flatMap((page) => page.items);
              if (items.length === 0) {
                return (
                  <p className="rounded-box bg-base-200 p-8 text-center text-lg">
                    {listingTexts.noMatch}
                  </p>
                );
              }
              return (
                <div
                  aria-busy={pets.isPlaceholderData || undefined}
                  className={pets.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
                >
                  <PetGrid
                    pets={items}
                    favorite={favorite}
                    footer={
                      <LoadMore
                        query={pets}
                        moreHref={moreShownHref(
                          params,
                          data.pages.length,
                          petCardId(items.at(-1)!),
                        )}
                        loadingText="Loading more pets"
                        endText={`That is every pet${total !== null ? ` (${total})` : ''}.`}
                      />
                    }
                  />
                </div>
              );
            }}
          </QueryBoundary>
        </div>
      </div>
    </div>
  );
}
