import { accountTexts } from '@pet-adoption/shared';
import { useLocation } from 'react-router';
import { ActionForm } from '@/components/forms/action-form';
import { TextField } from '@/components/ui/text-field';
import { useActionForm } from '@/lib/use-action-form';
import { useSessionTakenIn } from '../hooks/use-session-taken-in';
import { REGISTER_FIELDS } from '../sign-in-fields';
import { InPlaceField } from '@/components/forms/in-place-field';

/**
 * Register. The route's action (features/auth/actions/sign-in.server.ts) checks it with the
 * shared RegisterSchema and the form shows its messages under each field (noValidate: browser
 * bubbles would pre-empt them, docs/product.md §5). By post, with scripts or without, so the
 * password never ends up in the address bar, the history or a server's log.
 */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  // The remembered page (the guard's navigation state) stays with the page the answer comes to.
  const state: unknown = useLocation().state;
  const form = useActionForm(REGISTER_FIELDS);
  useSessionTakenIn(form.sent, onSuccess);
  const { field } = form;
  return (
    <ActionForm
      form={form}
      state={state}
      fields={REGISTER_FIELDS}
      submitLabel="Register"
      submitClassName="btn btn-primary mt-2 w-full"
    >
      <InPlaceField />
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
    </ActionForm>
  );
}
