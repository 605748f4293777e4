/**
 * The field a form carries once the page's scripts run (InPlaceField): its action then answers
 * where the form is (a row's toast, a sign-in's dialog), rather than with the next page, which
 * is what a form the browser sent itself gets.
 */
export const ANSWER_IN_PLACE = { name: 'answer', value: 'inPlace' } as const;

/** Whether the form was sent by the page's script, to be answered in place. */
export const answersInPlace = (form: FormData) =>
  form.get(ANSWER_IN_PLACE.name) === ANSWER_IN_PLACE.value;
