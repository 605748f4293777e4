import { listingTexts } from '@pet-adoption/shared';
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import type { StillAvailableOutcome } from '../still-available';

const HEADING = listingTexts.stillAvailableHeading;

/**
 * The "Still available" page (/stillAvailable): it asks, since mail scanners open links, and its
 * one button is a form that the route's action answers, with or without scripts. The answer
 * replaces the button and takes the focus, so a screen reader says it.
 */
export function StillAvailableScreen({ result }: { result: StillAvailableOutcome | undefined }) {
  const pending = useNavigation().state === 'submitting';
  const statusRef = useRef<HTMLParagraphElement>(null);
  const outcome = result?.outcome;
  useEffect(() => {
    if (outcome === 'kept' || outcome === 'refused') statusRef.current?.focus();
  }, [outcome]);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-8">
      <DocumentTitle title={listingTexts.stillAvailableTitle} />
      <div className="text-center">
        <PageHeading>{HEADING}</PageHeading>
      </div>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-6">
          {result?.outcome === 'ask' && (
            <Form method="post" className="flex flex-col gap-4">
              {'token' in result.key ? (
                <input type="hidden" name="token" value={result.key.token} />
              ) : (
                <input type="hidden" name="pet" value={result.key.pet} />
              )}
              <p>{listingTexts.stillAvailableAsk}</p>
              <SubmitButton pending={pending} className="btn btn-primary self-start">
                {listingTexts.stillAvailableButton}
              </SubmitButton>
            </Form>
          )}
          {result?.outcome === 'kept' && (
            <div role="status" className="flex flex-col gap-4">
              <p ref={statusRef} tabIndex={-1} className="alert alert-success">
                {listingTexts.stillAvailableDone(result.petName)}
              </p>
              <Link
                to={paths.petDetails.getHref(result.petId)}
                className="btn btn-primary self-start"
              >
                {listingTexts.stillAvailableToPet(result.petName)}
              </Link>
            </div>
          )}
          {(result?.outcome === 'refused' ||
            result === undefined ||
            result.outcome === 'incomplete') && (
            <>
              <p
                ref={statusRef}
                tabIndex={-1}
                role={result?.outcome === 'refused' ? 'alert' : 'status'}
                className="alert alert-warning"
              >
                {result?.outcome === 'refused'
                  ? result.message
                  : listingTexts.stillAvailableIncomplete}
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
