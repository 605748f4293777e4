import { HomeSection } from '@/components/ui/home-section';

/** Three questions — donating, adopting, finding a stray animal. */
const QUESTIONS = [
  {
    question: 'How can I donate to help the animals?',
    answer:
      'Open Donation Campaigns, pick a campaign and choose Donate Now. Every campaign shows its goal and how much has been given so far, and your payment history is kept in your dashboard.',
  },
  {
    question: 'How do I adopt a pet?',
    answer:
      'Sign in, find a pet in the Pet Listing and choose Adopt Now on its page. Leave a phone number and an address; the person caring for the pet will contact you to arrange a visit.',
  },
  {
    question: 'What should I do if I find a stray animal?',
    answer:
      'Keep a safe distance, offer water if you can and call our rescue line. Note where you found the animal and send us a photo; a volunteer will come or tell you where to bring it.',
  },
] as const;

/**
 * The FAQ accordion. Native <details> elements: they open and close with the keyboard and
 * screen readers out of the box, and need no script. The shared `name` keeps one open at a time.
 */
export function Faq() {
  return (
    <HomeSection
      id="faq-heading"
      title="Frequently asked questions"
      description="Quick answers about donating, adopting and helping a stray."
      className="mx-auto w-full max-w-3xl"
    >
      <div className="flex flex-col gap-3">
        {QUESTIONS.map((item, index) => (
          <details
            key={item.question}
            name="home-faq"
            open={index === 0}
            className="collapse-arrow collapse border border-base-300 bg-base-100"
          >
            <summary className="collapse-title text-lg font-semibold">{item.question}</summary>
            <div className="collapse-content">
              <p>{item.answer}</p>
            </div>
          </details>
        ))}
      </div>
    </HomeSection>
  );
}
