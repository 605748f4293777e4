import { texts } from '@pet-adoption/shared';
import { memo } from 'react';
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
import { useStaggeredCount } from '@/hooks/use-staggered-count';
import { RegisterCallToAction } from '@/features/home/components/register-call-to-action';
import { NewestPets } from '@/features/pets/components/newest-pets';
import { Testimonials } from '@/features/reviews/components/testimonials';

// memo, here and on every section below: each step of the stagger renders this screen again,
// and without it every section already shown (and the hero) would render again with it, n²
// section renders instead of n.
const Hero = memo(HeroCarousel);

/**
 * Home (docs/product.md §2), in its order, after the hero carousel: the three live sections, the
 * rest of the home content it lists, then Testimonials and the register call-to-action (the footer
 * comes with the layout). Each live section loads and fails on its own.
 */
const SECTIONS_BELOW_THE_HERO = [
  NewestPets,
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
].map((section) => memo(section));

export function Component() {
  // The hero and the newest pets paint first; each section below them follows in a task of
  // its own.
  const shown = useStaggeredCount(SECTIONS_BELOW_THE_HERO.length, 1);
  return (
    <div className="flex flex-col gap-20 lg:gap-28">
      <DocumentTitle title={texts.titles.home} />
      <h1 className="sr-only">Pet Adoption: adopt a pet or help one through a donation</h1>
      <Hero />
      {SECTIONS_BELOW_THE_HERO.slice(0, shown).map((Section, index) => (
        <Section key={index} />
      ))}
    </div>
  );
}
