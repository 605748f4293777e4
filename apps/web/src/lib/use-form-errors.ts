import { fieldErrorsOf, texts, type FieldIssue } from '@pet-adoption/shared';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from './api-error';
import type { FormRefusal } from './form-refusal';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** A sentence about the whole form; `key` is new for every failure, even a repeated sentence. */
export type FormAlertMessage = { message: string; key: number };

type ShowOptions = {
  /**
   * Focuses a wrong field the page cannot mark aria-invalid (a card provider's frame): used when
   * no marked field is found, and given, focus is sought even if no message names a field.
   */
  focusOtherwise?: (() => void) | undefined;
};

type FailureOptions<F extends string> = {
  /** The server's names for this form's fields, where they differ (`image` for `photoURL`). */
  aliases?: Readonly<Record<string, F>>;
  /** The sentence for a failure no field explains; by default the error's own message. */
  describe?: (error: unknown) => string;
};

const INVALID = '[aria-invalid="true"]';

/** The messages about `fields` only: a path the form does not show would be lost under no field. */
function pick<F extends string>(
  messages: Readonly<Record<string, string>>,
  fields: readonly F[],
  aliases: Readonly<Record<string, F>> = {},
): FieldErrors<F> {
  const picked: FieldErrors<F> = {};
  for (const [path, message] of Object.entries(messages)) {
    const field = aliases[path] ?? fields.find((name) => name === path);
    if (field) picked[field] ??= message;
  }
  return picked;
}

const defaultDescription = (error: unknown) =>
  error instanceof Error && error.message ? error.message : texts.forms.unexpected;

/**
 * How every form reports what is wrong (WCAG 3.3.1, 4.1.3). Field messages go under their
 * fields (the field components tie them with aria-describedby and aria-invalid) and focus moves
 * to the first invalid field in the form's order, so a screen reader reads its label, "invalid"
 * and the message; the person is where the fix is. A sentence about the whole form (the server
 * failed) goes to the form's alert, announced without moving focus. Server field errors
 * (ApiError.fields) take the same path as the form's own checks.
 *
 * A form sent without JavaScript that the route's action refused comes back with the same
 * messages: pass the `refusal` (useFormRefusal) and the form starts with them.
 *
 * Put `formRef` on the <form>, the `errors` on the fields (each with `id={fieldId(name)}`, so
 * the error summary links to it) and `alert` in a <FormAlert>.
 */
export function useFormErrors<F extends string>(fields: readonly F[], refusal?: FormRefusal) {
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();
  const [errors, setErrors] = useState<FieldErrors<F>>(() =>
    refusal ? pick(refusal.fields, fields) : {},
  );
  const [alert, setAlert] = useState<FormAlertMessage | null>(() =>
    refusal?.message ? { message: refusal.message, key: 0 } : null,
  );
  // Focus waits for the render that marks the fields invalid; a new turn asks for it again.
  const [focusTurn, setFocusTurn] = useState<{ otherwise?: () => void } | null>(null);
  const alerts = useRef(0);

  useEffect(() => {
    if (!focusTurn) return;
    // The DOM's order is the form's order, whichever component rendered the field.
    const first = formRef.current?.querySelector<HTMLElement>(INVALID);
    if (first) first.focus();
    else focusTurn.otherwise?.();
  }, [focusTurn]);

  /** Shows these messages (replacing the last ones) and takes the person to the first field. */
  const show = (next: FieldErrors<F>, message: string | null = null, options: ShowOptions = {}) => {
    setErrors(next);
    alerts.current += 1;
    setAlert(message ? { message, key: alerts.current } : null);
    if (Object.values(next).some(Boolean) || options.focusOtherwise) {
      setFocusTurn({ otherwise: options.focusOtherwise });
    }
  };

  /** The route's action refused the form, sent with scripts: shown as the page would be. */
  const showRefusal = useCallback(
    (answer: FormRefusal) => {
      const next = pick(answer.fields, fields);
      setErrors(next);
      alerts.current += 1;
      setAlert(answer.message ? { message: answer.message, key: alerts.current } : null);
      if (Object.values(next).some(Boolean)) setFocusTurn({});
    },
    [fields],
  );

  return {
    formRef,
    errors,
    alert,
    /** The id of `name`'s control, for the error summary's links. */
    fieldId: (name: F) => `${formId}${name}`,
    /** What was typed into `name` before the server refused the form (never a password). */
    sentValue: (name: F) => refusal?.values[name],
    show,
    showRefusal,
    /** The form's own check failed: zod's issues, one message per field. */
    showIssues: (issues: readonly FieldIssue[], options?: ShowOptions) =>
      show(pick(fieldErrorsOf(issues), fields), null, options),
    /**
     * A call failed: the server's field messages under their fields (focus on the first), or,
     * when no field of this form explains it, the sentence in the form's alert.
     */
    showFailure: (
      error: unknown,
      { aliases, describe = defaultDescription }: FailureOptions<F> = {},
    ) => {
      const fromServer = error instanceof ApiError ? pick(error.fields, fields, aliases) : {};
      if (Object.keys(fromServer).length > 0) show(fromServer);
      else show({}, describe(error));
    },
    /** Forgets one field's message (it was just fixed another way, e.g. a picture uploaded). */
    clearField: (field: F) => setErrors((current) => ({ ...current, [field]: undefined })),
    clear: () => show({}),
  };
}
