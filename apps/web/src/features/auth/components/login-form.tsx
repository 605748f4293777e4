import { accountTexts, LoginSchema, texts, type Login } from '@pet-adoption/shared';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FormAlert } from '@/components/ui/form-alert';
import { RequiredLegend } from '@/components/ui/required-legend';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useFormRefusal } from '@/lib/form-refusal';
import { useFormErrors } from '@/lib/use-form-errors';
import { describeLoginError } from '../form-failures';
import { useAuth } from '../hooks/use-auth';

const FIELDS: readonly (keyof Login)[] = ['email', 'password'];

/**
 * Login: Email (type=email, the browser validates it) and Password, both required. The values never
 * leave this component except in the sign-in request (docs/product.md §8). Sent before the page's
 * script runs, or without one, the browser posts it to the route's action, which answers the same
 * way (features/auth/actions/sign-in.server.ts).
 */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { signIn } = useAuth();
  const refusal = useFormRefusal();
  const { formRef, errors, alert, fieldId, sentValue, show, showIssues, clear } = useFormErrors(
    FIELDS,
    refusal,
  );
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter in a field while the form is on its way sends nothing twice.
    if (submitting) return;
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
    // Until the page's script runs, Login Now submits the browser's own way: by post to the
    // route's action, so the e-mail and password never end up in the address bar, the history
    // or a server's log.
    <form
      ref={formRef}
      method="post"
      className="flex flex-col gap-4"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <ErrorSummary
        errors={errors}
        fields={FIELDS}
        fieldId={fieldId}
        focusOnArrival={refusal !== undefined}
      />
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
        id={fieldId('email')}
        defaultValue={sentValue('email')}
        error={errors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        aria-required="true"
        id={fieldId('password')}
        error={errors.password}
      />
      {/* Right after the field it helps with, before the button: the order it is read in. */}
      <Link
        to={paths.forgotPassword.getHref()}
        className="link link-primary -mt-2 self-end py-1 text-sm"
      >
        {accountTexts.forgotLink}
      </Link>
      <FormAlert alert={alert} focusOnArrival={refusal !== undefined} />
      <SubmitButton pending={submitting} className="btn btn-primary mt-2">
        {texts.login.submit}
      </SubmitButton>
    </form>
  );
}
