import { listingTexts } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import type { StillAvailableOutcome } from '../still-available';

const HEADING = listingTexts.stillAvailableHeading;

/**
 * The page the "Still available" e-mailed link opens (/stillAvailable): the route's loader has
 * followed the link on the server, and this says what came of it. The sentence is a status, so
 * a screen reader says it as the page opens.
 */
export function StillAvailableScreen({ result }: { result: StillAvailableOutcome | undefined }) {
  const kept = result?.outcome === 'kept' ? result : null;
  const problem =
    result?.outcome === 'refused' ? result.message : listingTexts.stillAvailableIncomplete;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-8">
      <DocumentTitle title={listingTexts.stillAvailableTitle} />
      <div className="text-center">
        <PageHeading>{HEADING}</PageHeading>
      </div>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-6">
          {kept ? (
            <>
              <p role="status" className="alert alert-success">
                {listingTexts.stillAvailableDone(kept.petName)}
              </p>
              <div>
                <Link to={paths.petDetails.getHref(kept.petId)} className="btn btn-primary">
                  {listingTexts.stillAvailableToPet(kept.petName)}
                </Link>
              </div>
            </>
          ) : (
            <>
              <p role="status" className="alert alert-warning">
                {problem}
              </p>
              <div>
                <Link to={paths.dashboard.myAddedPets.getHref()} className="btn btn-primary">
                  {listingTexts.stillAvailableToDashboard}
                </Link>
              </div>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
