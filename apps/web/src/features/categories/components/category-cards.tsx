import { type Category, imageSrcSet, texts } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { useCategories } from '../api/categories';

const SKELETON_COUNT = 6;
const GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 xl:grid-cols-6';

function CategoryCard({ category }: { category: Category }) {
  return (
    // The link is stretched over the whole card (after:inset-0), so the card is one click
    // target while its accessible name stays the category title.
    <article className="card relative h-full border border-base-300 bg-base-100 shadow-sm transition hover:-translate-y-1 hover:shadow-md focus-within:-translate-y-1 focus-within:shadow-md">
      <figure className="aspect-square bg-base-200">
        <img
          src={category.image}
          srcSet={imageSrcSet(category.image)}
          sizes="(min-width: 1280px) 240px, (min-width: 640px) 33vw, 50vw"
          alt={`${category.title} waiting for adoption`}
          width={320}
          height={320}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </figure>
      <div className="card-body items-center p-4 text-center">
        <h3 className="card-title text-lg">
          <Link
            to={paths.petListing.getHref({ category: category.category })}
            className="after:absolute after:inset-0 after:rounded-box focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-(--focus-ring)"
          >
            {category.title}
          </Link>
        </h3>
      </div>
    </article>
  );
}

function CategorySkeletons() {
  return (
    <ul className={GRID} aria-label="Loading pet categories">
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        <li key={index} className="flex flex-col gap-3">
          <div className="skeleton aspect-square w-full" />
          <div className="skeleton mx-auto h-5 w-2/3" />
        </li>
      ))}
    </ul>
  );
}

/** Home: 'Pets To adoption', one card per category, each opening the filtered listing. */
export function CategoryCards() {
  const categories = useCategories();

  return (
    <section aria-labelledby="categories-heading">
      <SectionHeading
        id="categories-heading"
        title={texts.home.categoriesHeading}
        description="Pick the kind of companion you are looking for and meet the pets waiting for a home."
      />
      <QueryBoundary
        query={categories}
        pending={<CategorySkeletons />}
        errorMessage="We couldn't load the pet categories just now. Please try again in a moment."
      >
        {(list) =>
          list.length === 0 ? (
            <p className="text-center">No pet categories have been added yet.</p>
          ) : (
            <ul className={GRID}>
              {list.map((category) => (
                <li key={category._id}>
                  <CategoryCard category={category} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryBoundary>
    </section>
  );
}
