import { EMAIL_TAKEN_MESSAGE, RegisterSchema, type Register } from '@pet-adoption/shared';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { RequiredLegend } from '@/components/ui/required-legend';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-error';
import { useFormErrors } from '@/lib/use-form-errors';
import { useAuth } from '../hooks/use-auth';

type Field = keyof Register;
const FIELDS: readonly Field[] = ['name', 'photoURL', 'email', 'password'];

const empty: Record<Field, string> = { name: '', photoURL: '', email: '', password: '' };

export const registerMessages = {
  unexpected: 'Something went wrong while creating your account. Please try again.',
};

// The server names the photo field `image` (the identity library's word for it).
const SERVER_ALIASES: Record<string, Field> = { image: 'photoURL' };

/** The sentence for a failure none of the fields explains. */
function describeServerError(error: unknown) {
  if (!(error instanceof ApiError)) return registerMessages.unexpected;
  // 409: an account with this e-mail exists (decision 036).
  if (error.status === 409) return EMAIL_TAKEN_MESSAGE;
  return error.message;
}

/**
 * Register. The form validates with the shared RegisterSchema on submit and shows its messages
 * under each field (noValidate: browser bubbles would pre-empt them, docs/product.md §5).
 */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const { register } = useAuth();
  const [values, setValues] = useState(empty);
  const { formRef, errors, alert, showIssues, showFailure, clear } = useFormErrors(FIELDS);
  const [submitting, setSubmitting] = useState(false);

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = RegisterSchema.safeParse(values);
    if (!parsed.success) {
      showIssues(parsed.error.issues);
      return;
    }
    clear();
    setSubmitting(true);
    try {
      await register(parsed.data);
      onSuccess();
    } catch (caught) {
      showFailure(caught, { aliases: SERVER_ALIASES, describe: describeServerError });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    // Until the page's script runs, Register submits the browser's own way: by post, so the
    // password never ends up in the address bar, the history or a server's log.
    <form
      ref={formRef}
      method="post"
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <RequiredLegend />
      <TextField label="Name" autoComplete="name" required {...field('name')} />
      <TextField
        label="Photo URL"
        type="url"
        autoComplete="photo"
        required
        {...field('photoURL')}
      />
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        // The pattern message names letters the rule does not ask for; this says what it does.
        hint="6 to 16 characters, with at least one digit and one of ! @ # $ % ^ & *"
        {...field('password')}
      />
      <FormAlert alert={alert} />
      <button type="submit" className="btn btn-primary mt-2" disabled={submitting}>
        {submitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Register
      </button>
    </form>
  );
}
