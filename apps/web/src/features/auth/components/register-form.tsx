import { RegisterSchema, fieldErrorsOf, type Register } from '@pet-adoption/shared';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '../hooks/use-auth';

type Field = keyof Register;
type FieldErrors = Partial<Record<Field, string>>;

const empty: Record<Field, string> = { name: '', photoURL: '', email: '', password: '' };

export const registerMessages = {
  emailTaken: 'An account with that e-mail already exists. Log in instead, or use another e-mail.',
  unexpected: 'Something went wrong while creating your account. Please try again.',
};

// The server names the photo field `image` (the identity library's word for it).
const SERVER_FIELD: Record<string, Field> = {
  name: 'name',
  image: 'photoURL',
  photoURL: 'photoURL',
  email: 'email',
  password: 'password',
};

function describeServerError(error: unknown): { fields: FieldErrors; message: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, message: registerMessages.unexpected };
  // Only this form's fields: a sentence about anything else is shown as the message instead.
  const fields: FieldErrors = fieldErrorsOf(
    Object.entries(error.fields).flatMap(([path, message]) => {
      const field = SERVER_FIELD[path];
      return field ? [{ path: [field], message }] : [];
    }),
  );
  if (Object.keys(fields).length > 0) return { fields, message: null };
  // 409: an account with this e-mail exists.
  if (error.status === 409) {
    return { fields: {}, message: registerMessages.emailTaken };
  }
  return { fields: {}, message: error.message };
}

/**
 * Register. The form validates with the shared RegisterSchema on submit and shows its messages
 * under each field (noValidate: browser bubbles would pre-empt them, docs/product.md §5).
 */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const { register } = useAuth();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
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
    setMessage(null);
    const parsed = RegisterSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await register(parsed.data);
      onSuccess();
    } catch (caught) {
      const described = describeServerError(caught);
      setErrors(described.fields);
      setMessage(described.message);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    // Until the page's script runs, Register submits the browser's own way: by post, so the
    // password never ends up in the address bar, the history or a server's log.
    <form
      method="post"
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <TextField label="Name" autoComplete="name" {...field('name')} />
      <TextField label="Photo URL" type="url" autoComplete="photo" {...field('photoURL')} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        // The pattern message names letters the rule does not ask for; this says what it does.
        hint="6 to 16 characters, with at least one digit and one of ! @ # $ % ^ & *"
        {...field('password')}
      />
      {message && (
        <p role="alert" className="text-sm text-error">
          {message}
        </p>
      )}
      <button type="submit" className="btn btn-primary mt-2" disabled={submitting}>
        {submitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Register
      </button>
    </form>
  );
}
