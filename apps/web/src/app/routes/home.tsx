import { texts } from '@pet-adoption/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getFavoriteIdsQueryOptions } from '@/features/favorites/api/favorites';
import { useFavoriteSlot } from '@/features/favorites/components/favorite-slot';
import { getClosestCampaignsQueryOptions } from '@/features/campaigns/api/campaigns';
import { getCategoriesQueryOptions } from '@/features/categories/api/categories';
import { getNewestPetsQueryOptions } from '@/features/pets/api/pets';
import { getReviewsQueryOptions } from '@/features/reviews/api/reviews';
import { DocumentTitle } from '@/components/ui/document-title';
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
import { RegisterCallToAction } from '@/features/home/components/register-call-to-action';
import { NewestPets } from '@/features/pets/components/newest-pets';
import { Testimonials } from '@/features/reviews/components/testimonials';
import { pageVisitor } from '../page-services.server';
import { clientLoaderSkipsServer, prefetchPage } from '../route-data';

/**
 * Home (docs/product.md §2), in its order, after the hero carousel: the three live sections, the
 * rest of the home content it lists, then Testimonials and the register call-to-action (the footer
 * comes with the layout). Each live section loads and fails on its own.
 */
/** The newest pets, each with its heart. */
function NewestPetsWithHearts() {
  const { user } = useAuth();
  return <NewestPets favorite={useFavoriteSlot(user !== null)} />;
}

const SECTIONS_BELOW_THE_HERO = [
  NewestPetsWithHearts,
  ClosestCampaigns,
  HowAdoptionWorks,
  CategoryCards,
  AboutUs,
  Achievements,
  AdoptionGallery,
  JoinClub,
  Faq,
  ContactPanel,
  Testimonials,
  RegisterCallToAction,
];

/**
 * Every live section's data comes with the page: categories and testimonials too, and for a
 * signed-in visitor the pets they saved (a signed-out Home asks nothing of the kind, so it stays
 * the same for everyone and may be kept).
 */
export function loader({ context }: LoaderFunctionArgs) {
  const signedIn = pageVisitor(context) !== null;
  return prefetchPage((queryClient) =>
    Promise.all([
      signedIn && queryClient.prefetchQuery(getFavoriteIdsQueryOptions()),
      queryClient.prefetchQuery(getNewestPetsQueryOptions()),
      queryClient.prefetchQuery(getClosestCampaignsQueryOptions()),
      queryClient.prefetchQuery(getCategoriesQueryOptions()),
      queryClient.prefetchQuery(getReviewsQueryOptions()),
    ]),
  );
}

export const clientLoader = clientLoaderSkipsServer;

export default function HomeScreen() {
  return (
    <div className="flex flex-col gap-20 lg:gap-28">
      <DocumentTitle title={texts.titles.home} />
      <h1 className="sr-only">Pet Adoption: adopt a pet or help one through a donation</h1>
      <HeroCarousel />
      {SECTIONS_BELOW_THE_HERO.map((Section, index) => (
        <Section key={index} />
      ))}
    </div>
  );
}
