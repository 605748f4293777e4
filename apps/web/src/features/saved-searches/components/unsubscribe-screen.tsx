import { quotedList, savedSearchTexts } from '@pet-adoption/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { SubmitButton } from '@/components/ui/submit-button';
import { unsubscribeTexts as t } from '../save-search-texts';
import { confirmUnsubscribe, type UnsubscribeOutcome } from '../unsubscribe';

type UnsubscribeScreenProps = {
  /** What the link's loader found, or what the route's action did with the form. */
  result: UnsubscribeOutcome | undefined;
  savedSearchesHref: string;
};

/**
 * The page a saved-search alert's unsubscribe link opens (/unsubscribeSearch): it names the
 * searches and asks, since mail scanners open links; its one button pauses them, in place with
 * scripts and through the route's action without. No sign-in is needed: the link's token says
 * whose searches they are.
 */
export function UnsubscribeScreen({ result, savedSearchesHref }: UnsubscribeScreenProps) {
  // What the button did in the page; until then, what the page came with.
  const [done, setDone] = useState<UnsubscribeOutcome | null>(null);
  const outcome = done ?? result;
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome?.outcome === 'paused') statusRef.current?.focus();
  }, [outcome]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFailure(null);
    confirmUnsubscribe(new FormData(event.currentTarget))
      .then(setDone)
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)))
      .finally(() => setPending(false));
  };

  const names =
    outcome && outcome.outcome !== 'incomplete' ? outcome.searches.map((s) => s.name) : [];
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-8">
      <DocumentTitle title={t.title} />
      <div className="text-center">
        <PageHeading>{t.heading}</PageHeading>
      </div>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-6">
          {outcome?.outcome === 'ask' && names.length > 0 && (
            <form method="post" onSubmit={onSubmit} className="flex flex-col gap-4">
              <input type="hidden" name="token" value={outcome.token} />
              <p>{t.ask(quotedList(names))}</p>
              {failure && (
                <p role="alert" className="alert alert-error">
                  {failure}
                </p>
              )}
              <SubmitButton pending={pending} className="btn btn-primary self-start">
                {t.confirm}
              </SubmitButton>
            </form>
          )}
          {outcome?.outcome === 'paused' && names.length > 0 && (
            <div role="status">
              <p ref={statusRef} tabIndex={-1} className="alert alert-success">
                {savedSearchTexts.unsubscribed(names.join('", "'))}
              </p>
            </div>
          )}
          {(outcome === undefined || outcome.outcome === 'incomplete' || names.length === 0) && (
            <p role="status" className="alert alert-warning">
              {outcome && outcome.outcome !== 'incomplete' ? t.gone : t.incomplete}
            </p>
          )}
          <div>
            <Link to={savedSearchesHref} className="btn btn-outline">
              {t.toSaved}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
