import { texts } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { ClosestCampaigns } from '@/features/campaigns/components/closest-campaigns';
import { CategoryCards } from '@/features/categories/components/category-cards';
import { ContactPanel } from '@/features/contact/components/contact-panel';
import { AboutUs } from '@/features/home/components/about-us';
import { Achievements } from '@/features/home/components/achievements';
import { AdoptionGallery } from '@/features/home/components/adoption-gallery';
import { Faq } from '@/features/home/components/faq';
import { HeroCarousel } from '@/features/home/components/hero-carousel';
import { HowAdoptionWorks } from '@/features/home/components/how-adoption-works';
import { JoinClub } from '@/features/home/components/join-club';
import { NewestPets } from '@/features/pets/components/newest-pets';
import { Testimonials } from '@/features/reviews/components/testimonials';

// SPEC §2 Home, in its order: the hero carousel, the three sections it leaves unshown, the rest
// of the home content it lists, then Testimonials and the register call-to-action (the footer
// comes with the layout). Each live section loads and fails on its own.
export function Component() {
  return (
    <div className="flex flex-col gap-20 lg:gap-28">
      <DocumentTitle title={texts.titles.home} />
      <h1 className="sr-only">Pet Adoption: adopt a pet or help one through a donation</h1>
      <HeroCarousel />
      <NewestPets />
      <ClosestCampaigns />
      <HowAdoptionWorks />
      <CategoryCards />
      <AboutUs />
      <Achievements />
      <AdoptionGallery />
      <JoinClub />
      <Faq />
      <ContactPanel />
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
