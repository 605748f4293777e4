import { adoptionTexts, texts, type AdoptionRequest, type Pet } from '@pet-adoption/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { ActionName } from '@/components/ui/action-name';
import { CardImage } from '@/components/ui/card-image';
import { paths } from '@/config/paths';
import { getSimilarPetsQueryOptions } from '../api/adoptions';
import { SIMILAR_PETS_MAX } from '../similar-offers';
import { RequestRowButton, useRequestRow, type RequestRows } from './request-row-form';

type SimilarPetsRowProps = {
  /** The declined request the pets are like. */
  request: AdoptionRequest;
  /** Columns of the table the row spans. */
  columns: number;
  rows: RequestRows;
};

/**
 * Under a declined request: up to six available pets like the one asked for, each with
 * "Apply with my profile", which asks for it in one step with what the declined request sent.
 * A row of the table of its own (`data-row-key`), so focus stays in it as its pets change.
 * Nothing while they load, when none is like it, or when they cannot be read: it is an offer,
 * the table stands without it.
 */
export function SimilarPetsRow({ request, columns, rows }: SimilarPetsRowProps) {
  const similar = useQuery(getSimilarPetsQueryOptions(request._id));
  const headingId = useId();
  if (!similar.data || similar.data.length === 0) return null;
  return (
    // Named apart from its request's row, so that row alone answers to the pet's name.
    <tr data-row-key={`${request._id}:similar`} aria-label={adoptionTexts.similarPets}>
      <td colSpan={columns}>
        <section aria-labelledby={headingId} className="flex flex-col gap-3">
          <h2 id={headingId} className="text-lg font-semibold">
            <ActionName text={adoptionTexts.similarPets} about={`instead of ${request.petName}`} />
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {similar.data.slice(0, SIMILAR_PETS_MAX).map((pet) => (
              <li key={pet._id}>
                <SimilarPet pet={pet} requestId={request._id} rows={rows} />
              </li>
            ))}
          </ul>
        </section>
      </td>
    </tr>
  );
}

type SimilarPetProps = {
  pet: Pet;
  requestId: string;
  rows: RequestRows;
};

/**
 * One pet offered. "Apply with my profile" asks for it in one step; when that takes more than
 * the declined request had, the action goes on to the pet's own form, saying why.
 */
function SimilarPet({ pet, requestId, rows }: SimilarPetProps) {
  const row = useRequestRow(`reapply:${requestId}:${pet._id}`);
  return (
    <article className="flex h-full gap-3 rounded-box border border-base-300 p-3">
      <figure className="aspect-[4/3] w-28 shrink-0 overflow-hidden rounded bg-base-200">
        <CardImage image={pet.image} alt={pet.petName} />
      </figure>
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <h3 className="text-base font-semibold">{pet.petName}</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-2">
          <dt className="font-semibold">Age</dt>
          <dd>{adoptionTexts.petAge(pet.petAge)}</dd>
          <dt className="font-semibold">Location</dt>
          <dd>{pet.petLocation}</dd>
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <RequestRowButton
            rows={rows}
            row={row}
            intent="reapply"
            id={requestId}
            fields={{ petId: pet._id }}
            said={texts.petDetails.requestSent(pet.petName)}
            // The button stays while the pet is still offered; once the list is read again it
            // may go.
            fate="kept"
            className="btn btn-primary btn-sm"
          >
            <ActionName text={adoptionTexts.applyWithProfile} about={`for ${pet.petName}`} />
          </RequestRowButton>
          <Link to={paths.petDetails.getHref(pet._id)} className="btn btn-outline btn-sm">
            <ActionName text={texts.petListing.details} about={`about ${pet.petName}`} />
          </Link>
        </div>
      </div>
    </article>
  );
}
