import { texts } from '@pet-adoption/shared';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { ContactForm } from './contact-form';
import { ShelterDetails } from './shelter-details';
import { useRefusedTitle } from '@/lib/form-refusal';

/** Contact Us: the shelter's details and a form whose messages reach the admins. */
export function ContactScreen() {
  const title = useRefusedTitle(texts.titles.contact);
  return (
    <div className="flex flex-col gap-10">
      <DocumentTitle title={title} />
      <div className="flex flex-col gap-3">
        <PageHeading>{texts.home.contactUs}</PageHeading>
        <p className="max-w-2xl text-lg text-base-content/80">
          Ask about a pet, report an animal in trouble or offer your help. Call or write to us, or
          send a message with the form and we will answer by e-mail.
        </p>
      </div>
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <section
          aria-labelledby="contact-form-heading"
          className="card self-start border border-base-300 bg-base-100 shadow-sm"
        >
          <div className="card-body gap-4">
            <h2 id="contact-form-heading" className="text-2xl font-bold">
              Send us a message
            </h2>
            <ContactForm />
          </div>
        </section>
        <section aria-labelledby="shelter-heading" className="flex flex-col gap-6">
          <h2 id="shelter-heading" className="text-2xl font-bold">
            Our shelter
          </h2>
          <div className="[&_address]:grid-cols-1">
            <ShelterDetails />
          </div>
        </section>
      </div>
    </div>
  );
}
