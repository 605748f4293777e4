import { LoginSchema, texts, type Login } from '@pet-adoption/shared';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { RequiredLegend } from '@/components/ui/required-legend';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-error';
import { useFormErrors } from '@/lib/use-form-errors';
import { useAuth } from '../hooks/use-auth';

const FIELDS: readonly (keyof Login)[] = ['email', 'password'];

export const loginMessages = {
  mismatch: 'That e-mail and password do not match an account.',
  unexpected: 'Something went wrong while signing you in. Please try again.',
};

/** A failed password login gets a sentence (docs/product.md §8). */
function describeLoginError(error: unknown) {
  if (!(error instanceof ApiError)) return loginMessages.unexpected;
  // 400 is the library's answer to a malformed e-mail; to the person it is the same mismatch.
  if (error.status === 401 || error.status === 400) return loginMessages.mismatch;
  // 429 (too many attempts), 403 (banned), network down: the client already has a sentence.
  return error.message;
}

/**
 * Login: Email (type=email, the browser validates it) and Password, both required. The values never
 * leave this component except in the sign-in request (docs/product.md §8).
 */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { signIn } = useAuth();
  const { formRef, errors, alert, show, showIssues, clear } = useFormErrors(FIELDS);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = LoginSchema.safeParse({
      email: form.get('email'),
      password: form.get('password'),
    });
    if (!parsed.success) {
      showIssues(parsed.error.issues);
      return;
    }
    clear();
    setSubmitting(true);
    try {
      await signIn(parsed.data);
      onSuccess();
    } catch (caught) {
      // A sentence for the form, never under a field: which of the two was wrong is not said.
      show({}, describeLoginError(caught));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    // Until the page's script runs, Login Now submits the browser's own way: by post, so the
    // e-mail and password never end up in the address bar, the history or a server's log.
    <form
      ref={formRef}
      method="post"
      className="flex flex-col gap-4"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <RequiredLegend />
      {/* The browser checks the e-mail only (docs/product.md §5); an empty password gets the
          product's message, so it is marked required for assistive technology without the
          browser's bubble. */}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        aria-required="true"
        error={errors.password}
      />
      <FormAlert alert={alert} />
      <button type="submit" className="btn btn-primary mt-2" disabled={submitting}>
        {submitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {texts.login.submit}
      </button>
    </form>
  );
}
