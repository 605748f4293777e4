import { texts } from '@pet-adoption/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { WarningIcon } from './confirm-dialog';
import { DocumentTitle } from './document-title';

type ConfirmPageProps = {
  /** The page's title in the browser's tab and history ('Pet Adoption | Dashboard | …'). */
  pageTitle: string;
  /**
   * What the question is about, said above it ('Delete Milo'), where the question itself does
   * not name it (docs/product.md §9's 'Are you sure?'): without the table behind it, the page
   * says what it asks.
   */
  subject?: string;
  title: string;
  text: string;
  confirmLabel: string;
  /** The table the question comes from: 'Yes' is sent there, Cancel goes back there. */
  tableHref: string;
  /** What 'Yes' asks the table's route action to do, and to which record. */
  intent: string;
  id: string;
};

/**
 * A confirmation on a page of its own: what ConfirmDialog asks with scripts, asked of a row's
 * form sent without them (docs/decisions/049). Only its 'Yes' form does the deed, posted to the
 * table, which then says how it went. Focus starts on Cancel, the choice that changes nothing.
 */
export function ConfirmPage({
  pageTitle,
  subject,
  title,
  text,
  confirmLabel,
  tableHref,
  intent,
  id,
}: ConfirmPageProps) {
  const titleId = useId();
  const subjectId = useId();
  const textId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={subject ? `${subjectId} ${textId}` : textId}
      className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-box border border-base-300 p-6 text-center sm:p-10"
    >
      <DocumentTitle title={pageTitle} />
      <WarningIcon />
      {subject && (
        <p id={subjectId} className="font-semibold">
          {subject}
        </p>
      )}
      <h1 id={titleId} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h1>
      <p id={textId} className="text-base-content/80">
        {text}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <form method="post" action={tableHref}>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="confirmed" value="yes" />
          <button type="submit" className="btn btn-error">
            {confirmLabel}
          </button>
        </form>
        <Link to={tableHref} className="btn btn-ghost" autoFocus>
          {texts.confirmCancel}
        </Link>
      </div>
    </section>
  );
}
