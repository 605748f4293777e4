import { quotedList, savedSearchTexts } from '@pet-adoption/shared';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ActionForm } from '@/components/forms/action-form';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { useActionForm } from '@/lib/use-action-form';
import { unsubscribeTexts as t } from '../save-search-texts';
import type { UnsubscribeOutcome } from '../unsubscribe';

const NO_FIELDS = [] as const;

type UnsubscribeScreenProps = {
  /** What the link's loader found, or what the route's action did with the form. */
  result: UnsubscribeOutcome | undefined;
  savedSearchesHref: string;
};

/**
 * The page a saved-search alert's unsubscribe link opens (/unsubscribeSearch): it names the
 * searches and asks, since mail scanners open links; its one button pauses them through the
 * route's action (actions/unsubscribe.server.ts), with scripts or without. No sign-in is
 * needed: the link's token says whose searches they are.
 */
export function UnsubscribeScreen({ result: outcome, savedSearchesHref }: UnsubscribeScreenProps) {
  const form = useActionForm(NO_FIELDS);
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome?.outcome === 'paused') statusRef.current?.focus();
  }, [outcome]);

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
            <ActionForm
              form={form}
              fields={NO_FIELDS}
              submitLabel={t.confirm}
              legend={false}
              alertClassName="alert alert-error"
            >
              <input type="hidden" name="token" value={outcome.token} />
              <p>{t.ask(quotedList(names))}</p>
            </ActionForm>
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
