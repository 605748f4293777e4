import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useFormRefusal } from './form-refusal';
import { useFormErrors } from './use-form-errors';

type ActionFormOptions = {
  /**
   * The hidden fields that tell this form from the others on its page (`{ intent: 'email' }`,
   * a row's `id` too): only a sending that carries them is this form's, and only a refusal that
   * names them in its values (the action puts them there).
   */
  which?: Readonly<Record<string, string>>;
};

/** Whether `read(name)` gives every value of `which`. */
const carries = (which: Readonly<Record<string, string>>, read: (name: string) => unknown) =>
  Object.entries(which).every(([name, value]) => read(name) === value);

/**
 * One road for a form: a React Router `<Form method="post">` sent to its route's action, which
 * checks it with the shared schema, calls the API as the visitor and answers what to fix by
 * field. Without scripts the browser sends it and the page comes back refused or moved on; with
 * them React Router sends it with fetch, and this hook shows the same answer in place: messages
 * under their fields, focus on the first wrong one, the sentence for the whole form in its alert.
 *
 * `field(name)` gives an input everything it needs from one call: its `id` (the error summary
 * links to it), `name`, what was typed before a refusal, and its message.
 */
export function useActionForm<F extends string>(
  fields: readonly F[],
  { which = {} }: ActionFormOptions = {},
) {
  const pageRefusal = useFormRefusal();
  const refusal =
    pageRefusal && carries(which, (name) => pageRefusal.values[name]) ? pageRefusal : undefined;
  // The refusal the page arrived with was rendered by the server: its summary takes focus.
  const [arrivedWith] = useState(refusal);
  const form = useFormErrors(fields, refusal);
  const { showRefusal } = form;

  useEffect(() => {
    // A new answer is a new object, the same sentence again included: each one is shown.
    if (refusal && refusal !== arrivedWith) showRefusal(refusal);
  }, [refusal, arrivedWith, showRefusal]);

  const navigation = useNavigation();
  const mine = carries(which, (name) => navigation.formData?.get(name));
  const sent = useSentCount(navigation.state, refusal, mine);
  // Sent, the form's last messages are answered: a form that stays on its page shows none.
  useEffect(() => {
    if (sent > 0) showRefusal({ fields: {}, message: null, values: {} });
  }, [sent, showRefusal]);
  return {
    formRef: form.formRef,
    errors: form.errors,
    alert: form.alert,
    fieldId: form.fieldId,
    /** Forgets every message (the fields they name have just moved, e.g. a list reordered). */
    clear: form.clear,
    /** Forgets one field's message (it was just fixed another way, e.g. a picture uploaded). */
    clearField: form.clearField,
    /** The form is on its way, or the page it leads to is loading. */
    pending: navigation.state !== 'idle' && navigation.formMethod !== undefined && mine,
    /**
     * How many times the form went through (its action moved on without refusing it): a form
     * that stays on its page after sending keys on it to start empty again.
     */
    sent,
    /** The page came back from the server refused: its summary or alert takes focus on arrival. */
    arrivedRefused: arrivedWith !== undefined,
    field: (name: F) => ({
      id: form.fieldId(name),
      name,
      defaultValue: form.sentValue(name),
      error: form.errors[name],
    }),
  };
}

/** Counts the submissions that ended without a refusal, from the router's state as it changes. */
function useSentCount(state: 'idle' | 'loading' | 'submitting', refusal: unknown, mine: boolean) {
  const [seen, setSeen] = useState({ state, sent: 0, sending: false });
  if (state !== seen.state) {
    const sending = seen.sending || (state === 'submitting' && mine);
    const ended = sending && state === 'idle';
    setSeen({
      state,
      sending: ended ? false : sending,
      sent: ended && refusal === undefined ? seen.sent + 1 : seen.sent,
    });
  }
  return seen.sent;
}
