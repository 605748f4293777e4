import { texts } from '@pet-adoption/shared';
import { useEffect, useId } from 'react';
import type { FieldErrors } from '@/lib/use-form-errors';

type ErrorSummaryProps<F extends string> = {
  errors: FieldErrors<F>;
  /** The form's fields in their order on screen. */
  fields: readonly F[];
  fieldId: (name: F) => string;
  /**
   * The page came back from the server with the form refused: the summary takes focus as the
   * page opens (with scripts, focus goes to the first wrong field instead).
   */
  focusOnArrival?: boolean;
};

/**
 * What to fix, at the top of a refused form, each message a link to its field (GOV.UK's error
 * summary); a sentence about the whole form stays in the form's alert. While it shows, the page's title starts with 'Error: ', so the first thing a screen
 * reader says of the page is that something needs fixing.
 */
export function ErrorSummary<F extends string>({
  errors,
  fields: order,
  fieldId,
  focusOnArrival = false,
}: ErrorSummaryProps<F>) {
  const headingId = useId();
  const fields = order.filter((name) => errors[name]);
  const showing = fields.length > 0;
  useErrorTitle(showing);
  if (!showing) return null;
  return (
    <div
      aria-labelledby={headingId}
      tabIndex={-1}
      autoFocus={focusOnArrival}
      className="rounded-box border-2 border-error p-4"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {texts.forms.errorSummary}
      </h2>
      <ul className="mt-2 flex list-disc flex-col gap-2 pl-5">
        {fields.map((name) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`} className="link inline-block py-0.5 text-error">
              {errors[name]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Prefixes the document's title while a form's errors show, and takes the prefix off after. */
function useErrorTitle(showing: boolean) {
  useEffect(() => {
    if (!showing) return;
    const prefix = texts.forms.errorTitlePrefix;
    if (!document.title.startsWith(prefix)) document.title = `${prefix}${document.title}`;
    return () => {
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length);
    };
  }, [showing]);
}
