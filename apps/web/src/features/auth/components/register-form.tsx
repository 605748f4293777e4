import { accountTexts, RegisterSchema, type Register } from '@pet-adoption/shared';
import { useState, type FormEvent } from 'react';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FormAlert } from '@/components/ui/form-alert';
import { RequiredLegend } from '@/components/ui/required-legend';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useFormRefusal } from '@/lib/form-refusal';
import { useFormErrors } from '@/lib/use-form-errors';
import { describeRegisterError, REGISTER_ALIASES } from '../form-failures';
import { useAuth } from '../hooks/use-auth';

type Field = keyof Register;
const FIELDS: readonly Field[] = ['name', 'photoURL', 'email', 'password'];

const empty: Record<Field, string> = { name: '', photoURL: '', email: '', password: '' };

/**
 * Register. The form validates with the shared RegisterSchema on submit and shows its messages
 * under each field (noValidate: browser bubbles would pre-empt them, docs/product.md §5).
 */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const { register } = useAuth();
  // Sent without JavaScript and refused, the form comes back as it was typed (the password not).
  const refusal = useFormRefusal();
  // Uncontrolled: what was typed before the page's script ran stays when it takes over.
  const sent = { ...empty, ...refusal?.values, password: '' };
  const { formRef, errors, alert, fieldId, showIssues, showFailure, clear } = useFormErrors(
    FIELDS,
    refusal,
  );
  const [submitting, setSubmitting] = useState(false);

  const field = (name: Field) => ({
    name,
    id: fieldId(name),
    defaultValue: sent[name],
    error: errors[name],
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter in a field while the form is on its way sends nothing twice.
    if (submitting) return;
    const form = new FormData(event.currentTarget);
    const parsed = RegisterSchema.safeParse(
      Object.fromEntries(FIELDS.map((name) => [name, form.get(name) ?? ''])),
    );
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
      showFailure(caught, { aliases: REGISTER_ALIASES, describe: describeRegisterError });
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
      <ErrorSummary
        errors={errors}
        fields={FIELDS}
        fieldId={fieldId}
        focusOnArrival={refusal !== undefined}
      />
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
        hint={accountTexts.passwordRules}
        {...field('password')}
      />
      <FormAlert alert={alert} focusOnArrival={refusal !== undefined} />
      <SubmitButton pending={submitting} className="btn btn-primary mt-2">
        Register
      </SubmitButton>
    </form>
  );
}
