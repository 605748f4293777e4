import { type Category, texts } from '@pet-adoption/shared';
import { Link } from 'react-router';
import {
  CardPlaceholder,
  HomePicture,
  HomeSection,
  LiveCardList,
  STRETCHED_LINK,
} from '@/components/ui/home-section';
import { paths } from '@/config/paths';
import { useCategories } from '../api/categories';

function CategoryCard({ category }: { category: Category }) {
  return (
    <article className="card relative h-full border border-base-300 bg-base-100 shadow-sm transition hover:-translate-y-1 hover:shadow-md focus-within:-translate-y-1 focus-within:shadow-md">
      <figure className="aspect-square bg-base-200">
        <HomePicture
          src={category.image}
          sizes="(min-width: 1280px) 240px, (min-width: 640px) 33vw, 50vw"
          alt={`${category.title} waiting for adoption`}
          square
        />
      </figure>
      <div className="card-body items-center p-4 text-center">
        <h3 className="card-title text-lg">
          <Link
            to={paths.petListing.getHref({ category: category.category })}
            className={STRETCHED_LINK}
          >
            {category.title}
          </Link>
        </h3>
      </div>
    </article>
  );
}

/** Home: 'Pets To adoption', one card per category, each opening the filtered listing. */
export function CategoryCards() {
  return (
    <HomeSection
      id="categories-heading"
      title={texts.home.categoriesHeading}
      description="Pick the kind of companion you are looking for and meet the pets waiting for a home."
    >
      <LiveCardList
        query={useCategories()}
        grid="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 xl:grid-cols-6"
        loadingLabel="Loading pet categories"
        placeholders={6}
        placeholder={<CardPlaceholder square />}
        errorMessage="We couldn't load the pet categories just now. Please try again in a moment."
        empty="No pet categories have been added yet."
        itemKey={(category) => category._id}
      >
        {(category) => <CategoryCard category={category} />}
      </LiveCardList>
    </HomeSection>
  );
}
