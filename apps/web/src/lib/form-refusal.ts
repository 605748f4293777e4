import { texts } from '@pet-adoption/shared';
import { useActionData } from 'react-router';

/**
 * What a form's route action hands back when it refuses a form sent without JavaScript: the
 * messages under their fields, a sentence for the whole form, and what was typed (never a
 * password), so the page comes back as the form was, with the same words the app shows with
 * scripts.
 */
export type FormRefusal = {
  fields: Readonly<Record<string, string>>;
  message: string | null;
  values: Readonly<Record<string, string>>;
};

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((each) => typeof each === 'string');

function isFormRefusal(value: unknown): value is FormRefusal {
  if (typeof value !== 'object' || value === null) return false;
  if (!('fields' in value) || !('message' in value) || !('values' in value)) return false;
  const { fields, message, values } = value;
  return (
    isTextRecord(fields) &&
    isTextRecord(values) &&
    (message === null || typeof message === 'string')
  );
}

/** The refusal the page's route action answered with, when a form was just refused. */
export function useFormRefusal(): FormRefusal | undefined {
  const actionData: unknown = useActionData();
  if (typeof actionData !== 'object' || actionData === null || !('refusal' in actionData)) {
    return undefined;
  }
  return isFormRefusal(actionData.refusal) ? actionData.refusal : undefined;
}

/**
 * The page's title, starting with 'Error: ' when the server just refused its form with messages
 * under fields (the error summary shows; with scripts, the summary itself adds the prefix).
 */
export function useRefusedTitle(title: string): string {
  const refusal = useFormRefusal();
  const refused = refusal !== undefined && Object.keys(refusal.fields).length > 0;
  return refused ? `${texts.forms.errorTitlePrefix}${title}` : title;
}
