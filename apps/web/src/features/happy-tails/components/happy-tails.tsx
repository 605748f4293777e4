import { happyTailTexts } from '@pet-adoption/shared';
import { PostBody } from '@/components/ui/post-body';
import { useHappyTails } from '../api/happy-tails';

/**
 * What the pet's adopter shared since, newest first: on the pet's page and its campaigns'. Nothing
 * shows until there is one; the adopter shares from their requests or the invitation's link.
 */
export function HappyTails({ petId, petName }: { petId: string; petName: string }) {
  const tails = useHappyTails(petId);
  const items = tails.data?.items ?? [];
  if (items.length === 0) return null;
  const headingId = `happy-tails-${petId}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold">
        {happyTailTexts.heading(petName)}
      </h2>
      <ul className="flex flex-col gap-6">
        {items.map((tail) => (
          <li key={tail._id} className="flex flex-col gap-2">
            <PostBody {...tail} imageAlt={`${petName} at home`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
