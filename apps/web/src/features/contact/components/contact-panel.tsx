import { HomeSection } from '@/components/ui/home-section';
import { ShelterDetails } from './shelter-details';

/** Home's contact panel (docs/product.md §2). */
export function ContactPanel() {
  return (
    <HomeSection
      id="contact-panel-heading"
      title="Get in touch"
      description="Questions about a pet, a rescue or a donation? We answer every day."
      className="rounded-box border border-base-300 bg-base-100 px-6 py-10 sm:px-12"
    >
      <ShelterDetails />
    </HomeSection>
  );
}
