import { accountTexts, texts } from '@pet-adoption/shared';
import { Link, useLocation } from 'react-router';
import { ActionForm } from '@/components/forms/action-form';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useActionForm } from '@/lib/use-action-form';
import { useSessionTakenIn } from '../hooks/use-session-taken-in';
import { LOGIN_FIELDS } from '../sign-in-fields';
import { InPlaceField } from '@/components/forms/in-place-field';

/**
 * Login: Email (type=email, the browser validates it) and Password, both required. The values never
 * leave this component except in the sign-in request (docs/product.md §8). The form goes to the
 * route's action (features/auth/actions/sign-in.server.ts) by post, with scripts or without, so
 * the e-mail and password never end up in the address bar, the history or a server's log.
 */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  // The remembered page (the guard's navigation state) stays with the page the answer comes to.
  const state: unknown = useLocation().state;
  const form = useActionForm(LOGIN_FIELDS);
  useSessionTakenIn(form.sent, onSuccess);
  return (
    <ActionForm
      form={form}
      state={state}
      fields={LOGIN_FIELDS}
      submitLabel={texts.login.submit}
      noValidate={false}
      submitClassName="btn btn-primary mt-2 w-full"
    >
      <InPlaceField />
      {/* The browser checks the e-mail only (docs/product.md §5); an empty password gets the
          product's message, so it is marked required for assistive technology without the
          browser's bubble. */}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        aria-required="true"
        {...form.field('password')}
      />
      {/* Right after the field it helps with, before the button: the order it is read in. */}
      <Link
        to={paths.forgotPassword.getHref()}
        className="link link-primary -mt-2 self-end py-1 text-sm"
      >
        {accountTexts.forgotLink}
      </Link>
    </ActionForm>
  );
}
