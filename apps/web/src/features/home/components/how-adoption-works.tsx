import { HomeSection } from '@/components/ui/home-section';

const STEPS = [
  {
    title: 'Find your companion',
    text: 'Browse the pet listing by name or kind and read each pet’s story.',
  },
  {
    title: 'Ask to adopt',
    text: 'Choose Adopt Now on the pet’s page and leave a phone number and an address.',
  },
  {
    title: 'Welcome them home',
    text: 'The pet’s carer calls you, you meet, and once accepted the pet is yours.',
  },
] as const;

/** One of Home's three live sections: adoption in three steps. */
export function HowAdoptionWorks() {
  return (
    <HomeSection
      id="how-heading"
      title="How adoption works"
      description="Three steps from the first look to the first night at home."
    >
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex flex-col items-center gap-3 text-center">
            <span
              aria-hidden="true"
              className="flex size-14 items-center justify-center rounded-full bg-primary font-display text-2xl font-bold text-primary-content"
            >
              {index + 1}
            </span>
            <h3 className="text-xl font-bold">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="max-w-xs text-base-content/80">{step.text}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
