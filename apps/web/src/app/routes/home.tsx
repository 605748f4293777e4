import { texts } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { CategoryCards } from '@/features/categories/components/category-cards';
import { Testimonials } from '@/features/reviews/components/testimonials';

// SPEC §2 Home, in its order. The hero carousel and the other home sections arrive with the
// home-page issue; they slot in above and between these.
export function Component() {
  return (
    <div className="flex flex-col gap-20 lg:gap-28">
      <DocumentTitle title={texts.titles.home} />
      <div className="rounded-box bg-linear-to-br from-base-200 via-base-100 to-base-200 px-6 py-14 text-center sm:py-20">
        <h1 className="mx-auto max-w-3xl text-4xl font-bold sm:text-5xl lg:text-6xl">
          Every pet deserves a <span className="text-primary">loving home</span>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-base-content/80 sm:text-xl">
          Meet cats, dogs, birds and more who are waiting for a family, or help one through a
          donation campaign.
        </p>
      </div>

      <CategoryCards />
      <Testimonials />

      <section
        aria-labelledby="register-heading"
        className="rounded-box bg-secondary px-6 py-12 text-center text-secondary-content sm:px-12"
      >
        <h2 id="register-heading" className="text-3xl font-bold sm:text-4xl">
          {texts.home.registerHeading}
        </h2>
        <p className="mt-3 text-lg">{texts.home.registerText}</p>
        <Link
          to={paths.signUp.getHref()}
          className="btn btn-lg mt-6 border-none bg-base-100 text-base-content hover:bg-base-200"
        >
          {texts.home.registerButton}
        </Link>
      </section>
    </div>
  );
}
