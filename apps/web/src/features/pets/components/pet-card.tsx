import { listingTexts, texts, type Pet } from '@pet-adoption/shared';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ActionName } from '@/components/ui/action-name';
import { CardImage } from '@/components/ui/card-image';
import { paths } from '@/config/paths';
import { formatDateTime, formatMoney } from '@/lib/format';
import { formatAge } from '../api/pets';
import { picturesOfPet } from '../pet-pictures';
import { profileSummary } from '../pet-profile-summary';

/**
 * A listing card with the pet's fields (docs/product.md §2); the first row loads eagerly, the rest
 * lazily. Memoized: when the next page of cards arrives, those already shown stay as they are.
 */
export const PetCard = memo(function PetCard({
  pet,
  eager = false,
  favorite,
}: {
  pet: Pet;
  eager?: boolean;
  /** A control beside the name (the favorites heart). */
  favorite?: (pet: Pet) => ReactNode;
}) {
  return (
    <article className="card h-full border border-base-300 bg-base-100 shadow-sm">
      <figure className="aspect-[4/3] bg-base-200">
        <CardImage
          image={pet.image}
          alt={picturesOfPet(pet)[0]?.alt ?? pet.petName}
          eager={eager}
        />
      </figure>
      <div className="card-body gap-2">
        <div className="flex items-start justify-between gap-2">
          <h2 className="card-title text-xl">{pet.petName}</h2>
          {favorite?.(pet)}
        </div>
        <p className="text-sm font-medium text-base-content/80">{profileSummary(pet)}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-semibold">Age</dt>
          <dd>{formatAge(pet.petAge)}</dd>
          <dt className="font-semibold">Category</dt>
          <dd className="capitalize">{pet.category}</dd>
          <dt className="font-semibold">Location</dt>
          <dd>{pet.petLocation}</dd>
          <dt className="font-semibold">Date</dt>
          <dd>{pet.date}</dd>
          <dt className="font-semibold">Listed</dt>
          <dd>
            <time dateTime={pet.dateAndTime}>{formatDateTime(pet.dateAndTime)}</time>
          </dd>
        </dl>
        {pet.adoptionFee > 0 && (
          <p className="font-semibold">{listingTexts.adoptionFee(formatMoney(pet.adoptionFee))}</p>
        )}
        <p className="text-base-content/80">{pet.shortDescription}</p>
        <div className="card-actions mt-auto justify-end pt-2">
          <Link to={paths.petDetails.getHref(pet._id)} className="btn btn-primary">
            <ActionName text={texts.petListing.details} about={`about ${pet.petName}`} />
          </Link>
        </div>
      </div>
    </article>
  );
});

export function PetCardSkeleton() {
  return (
    <div className="card border border-base-300 bg-base-100" aria-hidden="true">
      <div className="skeleton aspect-[4/3] rounded-b-none" />
      <div className="card-body gap-3">
        <div className="skeleton h-6 w-1/2" />
        <div className="skeleton h-4 w-3/4" />
        <div className="skeleton h-4 w-2/3" />
        <div className="skeleton h-12 w-full" />
      </div>
    </div>
  );
}
