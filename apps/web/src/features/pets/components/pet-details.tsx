import { adoptionTexts, cardImage, listingTexts, texts, type Pet } from '@pet-adoption/shared';
import { useId, type ReactNode } from 'react';
import { DetailsBanner } from '@/components/ui/details-banner';
import { DocumentTitle } from '@/components/ui/document-title';
import { OpenButton } from '@/components/ui/open-button';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { paths } from '@/config/paths';
import { useSignInFirst } from '@/hooks/use-sign-in-first';
import { useRefusedTitle } from '@/lib/form-refusal';
import { formatMoney } from '@/lib/format';
import { formatAge, usePet } from '../api/pets';
import { picturesOfPet } from '../pet-pictures';
import { BondedPet } from './bonded-pet';
import { PetGallery } from './pet-gallery';
import { PetProfileFacts } from './pet-profile-facts';
import { PetVideo } from './pet-video';

/** Where the adoption form sits on its own page: Adopt Now's link scrolls to it. */
const ADOPT_SECTION = 'adopt';

type PetDetailsProps = {
  id: string;
  /** Who is looking, if signed in: their own pet is not offered to them. */
  viewerEmail: string | null;
  /** Shown when the pet is gone since the page was opened, or was reached by a link in the app. */
  notFound: ReactNode;
  /**
   * The adoption form, open on the page itself in place of Adopt Now: the form's own page
   * (`/petDetails/{id}/adopt`, where Adopt Now leads before the page's script runs).
   */
  adoptionForm?: (pet: Pet) => ReactNode;
  /** Said in place of Adopt Now while the pet takes no applications (its cap, a paused listing). */
  adoptionClosed?: ReactNode;
  /** A control beside the pet's name (the favorites heart). */
  favorite?: (pet: Pet) => ReactNode;
  /** Below the details: the donation campaigns for this pet. */
  campaigns?: ReactNode;
  /** The adoption dialog, for a pet the viewer may ask to adopt; Adopt Now opens it. */
  children?: (pet: Pet, dialog: { open: boolean; onClose: () => void }) => ReactNode;
};

/**
 * One pet's picture and facts, and Adopt Now unless it is adopted or the viewer's own. Adopt Now
 * opens the adoption dialog; before the page's script runs it is a link to the form's own page.
 * A signed-out visitor's Adopt Now goes to sign in first, and back here after.
 */
export function PetDetails({
  id,
  viewerEmail,
  notFound,
  adoptionForm,
  adoptionClosed,
  campaigns,
  favorite,
  children,
}: PetDetailsProps) {
  const pet = usePet(id);
  const adoptDialog = useSignInFirst(viewerEmail !== null);
  const adoptHeadingId = useId();
  const profileHeadingId = useId();
  const adoptTitle = useRefusedTitle(texts.titles.adoptPetOf(pet.data?.petName ?? ''));

  return (
    <QueryBoundary
      query={pet}
      notFound={notFound}
      renderError={(loadError) => (
        <>
          <DocumentTitle title={texts.titles.petDetails} />
          <h1 className="sr-only">Pet details</h1>
          {loadError}
        </>
      )}
    >
      {(data) => {
        const own = viewerEmail !== null && viewerEmail.toLowerCase() === data.email.toLowerCase();

        return (
          <article className="flex flex-col gap-8">
            <DocumentTitle
              title={adoptionForm ? adoptTitle : texts.titles.petDetailsOf(data.petName)}
              description={data.shortDescription}
              preview={{ name: data.petName, image: cardImage(data.image), imageAlt: data.petName }}
            />
            <DetailsBanner image={data.image} title={data.petName} />
            <div className="grid gap-8 md:grid-cols-2">
              <div className="flex min-w-0 flex-col gap-6">
                <PetGallery images={picturesOfPet(data)} petName={data.petName} />
                {data.videoUrl && (
                  <PetVideo url={data.videoUrl} petName={data.petName} still={data.image} />
                )}
              </div>
              <div className="flex flex-col gap-4">
                {favorite?.(data)}
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                  <dt className="font-semibold">Name</dt>
                  <dd>{data.petName}</dd>
                  <dt className="font-semibold">Age</dt>
                  <dd>{formatAge(data.petAge)}</dd>
                  <dt className="font-semibold">Category</dt>
                  <dd className="capitalize">{data.category}</dd>
                  <dt className="font-semibold">Location</dt>
                  <dd>{data.petLocation}</dd>
                  <dt className="font-semibold">Date</dt>
                  <dd>{data.date}</dd>
                </dl>
                {data.adoptionFee > 0 && (
                  <p className="text-lg font-semibold">
                    {listingTexts.adoptionFee(formatMoney(data.adoptionFee))}
                  </p>
                )}
                {typeof data.repliesWithinDays === 'number' && (
                  <p>{adoptionTexts.repliesWithin(data.repliesWithinDays)}</p>
                )}
                {data.bondedWith && <BondedPet id={data.bondedWith} />}
                <p className="whitespace-pre-line">{data.longDescription}</p>
                <section aria-labelledby={profileHeadingId} className="flex flex-col gap-3">
                  <h2 id={profileHeadingId} className="text-2xl font-bold">
                    Profile
                  </h2>
                  <PetProfileFacts pet={data} />
                  {data.specialNeedsNote && (
                    <p>
                      <span className="font-semibold">Special needs: </span>
                      {data.specialNeedsNote}
                    </p>
                  )}
                </section>
                {data.adopted ? (
                  <p className="alert alert-info">{data.petName} has already been adopted.</p>
                ) : own ? (
                  <p className="alert">This is your pet, so you cannot ask to adopt it.</p>
                ) : adoptionClosed ? (
                  adoptionClosed
                ) : adoptionForm ? (
                  <section
                    id={ADOPT_SECTION}
                    aria-labelledby={adoptHeadingId}
                    className="flex flex-col gap-4 rounded-box border border-base-300 p-4 sm:p-6"
                  >
                    <h2 id={adoptHeadingId} className="text-2xl font-bold">
                      Adopt {data.petName}
                    </h2>
                    {adoptionForm(data)}
                  </section>
                ) : (
                  <div>
                    <OpenButton
                      href={`${paths.petAdopt.getHref(data._id)}#${ADOPT_SECTION}`}
                      onOpen={adoptDialog.ask}
                      className="btn btn-primary btn-lg"
                    >
                      {texts.petDetails.adoptNow}
                    </OpenButton>
                  </div>
                )}
              </div>
            </div>
            {campaigns}
            {!own &&
              !data.adopted &&
              children?.(data, { open: adoptDialog.open, onClose: adoptDialog.close })}
          </article>
        );
      }}
    </QueryBoundary>
  );
}
