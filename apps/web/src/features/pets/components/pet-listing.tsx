import {
  moreShownHref,
  PET_CATEGORIES,
  type Pet,
  readPetFilters,
  texts,
} from '@pet-adoption/shared';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/banner';
import { DocumentTitle } from '@/components/ui/document-title';
import { LoadMore } from '@/components/ui/load-more';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { paths } from '@/config/paths';
import { usePetsInfinite } from '../api/pets';
import { PetCardSkeleton } from './pet-card';
import { PetGrid, petCardId } from './pet-grid';

const listingTexts = texts.petListing;

/**
 * Pets for adoption: a name search and a category filter, both kept in the address, over the
 * grid of cards that loads more as the visitor scrolls. The two forms are plain GET forms of
 * this page, each carrying the other's filter in a hidden field: sent before the page's script
 * runs, or without one, the browser opens the address with both filters, and the route's loader
 * reads them from there.
 */
export function PetListing({
  favorite,
  saveSearch,
}: {
  /** A control on each card beside the pet's name (the favorites heart). */
  favorite?: (pet: Pet) => ReactNode;
  /** "Save this search", for the filters shown. */
  saveSearch?: ReactNode;
} = {}) {
  const [params, setParams] = useSearchParams();
  const filters = readPetFilters(params);
  const pets = usePetsInfinite(filters);
  const nameId = useId();
  const categoryId = useId();
  const nameField = useRef<HTMLInputElement>(null);
  const categoryField = useRef<HTMLSelectElement>(null);

  // The fields follow the address: back and forward refill them, Clear filters empties them.
  // Written into the same elements rather than new ones (a `key`), which would drop focus from
  // the search box to the page after every search. Not on the first render: what a visitor
  // typed before the page came alive stays.
  const shownFilters = useRef(filters);
  useEffect(() => {
    const shown = shownFilters.current;
    shownFilters.current = { search: filters.search, category: filters.category };
    if (nameField.current && filters.search !== shown.search) {
      nameField.current.value = filters.search ?? '';
    }
    if (categoryField.current && filters.category !== shown.category) {
      categoryField.current.value = filters.category ?? '';
    }
  }, [filters.search, filters.category]);

  const total = pets.data?.pages[0]?.total ?? null;
  const loaded = pets.data?.pages.reduce((count, page) => count + page.items.length, 0) ?? 0;
  // Empty while the answer is on its way, so the count is news when it comes.
  const resultCount = pets.isSuccess ? listingTexts.resultCount(total ?? loaded) : '';

  // Each form sets its own parameter and keeps the other, so both filters combine in the URL.
  const setFilter = (key: 'search' | 'category', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { preventScrollReset: true });
  };

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('search');
    setFilter('search', typeof value === 'string' ? value.trim() : '');
  };
  const onCategory = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('category');
    setFilter('category', typeof value === 'string' ? value : '');
  };

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
              defaultValue={filters.search ?? ''}
              className="input w-full"
            />
            <button type="submit" className="btn btn-primary">
              {listingTexts.searchButton}
            </button>
          </div>
          {filters.category && <input type="hidden" name="category" value={filters.category} />}
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
              defaultValue={filters.category ?? ''}
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
          {filters.search && <input type="hidden" name="search" value={filters.search} />}
        </form>
      </div>

      {saveSearch}

      {/* The count is read out after a search or a category change, politely (WCAG 4.1.3). Keyed
          by the filters: the same count for another search is new content, read out again. */}
      <div role="status" className="sr-only">
        <span key={JSON.stringify([filters.search, filters.category])}>{resultCount}</span>
      </div>

      {(filters.search || filters.category) && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span>
            Showing
            {filters.search && <> pets named like “{filters.search}”</>}
            {filters.category && <> in {filters.category}</>}
            {total !== null && <> ({total} found)</>}
          </span>
          {/* A link, so it clears without scripts too. It goes with the filters: with scripts
              the reader starts again at the name. */}
          <Link
            to={paths.petListing.getHref()}
            preventScrollReset
            className="btn btn-ghost btn-sm"
            onClick={() => nameField.current?.focus()}
          >
            Clear filters
          </Link>
        </div>
      )}

      <QueryBoundary
        query={pets}
        pending={
          <div
            className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
            role="status"
            aria-label="Loading pets"
          >
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
                No pets match. Try another name or category.
              </p>
            );
          }
          return (
            <PetGrid
              pets={items}
              favorite={favorite}
              footer={
                <LoadMore
                  query={pets}
                  moreHref={moreShownHref(params, data.pages.length, petCardId(items.at(-1)!))}
                  loadingText="Loading more pets"
                  endText={`That is every pet${total !== null ? ` (${total})` : ''}.`}
                />
              }
            />
          );
        }}
      </QueryBoundary>
    </div>
  );
}
