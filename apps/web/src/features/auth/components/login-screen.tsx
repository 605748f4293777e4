import { texts } from '@pet-adoption/shared';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { useRedirectTarget } from '../hooks/use-redirect-target';
import { LoginForm } from './login-form';
import { LoginSuccessDialog } from './login-success-dialog';
import { SocialSignIn } from './social-sign-in';
import { useRefusedTitle } from '@/lib/form-refusal';

/** Login: e-mail and password or Google/GitHub, then back to where the visitor was going. */
export function LoginScreen() {
  const title = useRefusedTitle(texts.titles.login);
  const navigate = useNavigate();
  const location = useLocation();
  const target = useRedirectTarget();
  const [succeeded, setSucceeded] = useState(false);
  // Back to where the visitor came from, replacing /login in the history.
  const goBack = () => void navigate(target, { replace: true });

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-8">
      <DocumentTitle title={title} />
      <div className="text-center">
        <PageHeading>{texts.login.heading}</PageHeading>
        <p className="mt-2 text-base-content/70">Welcome back. Sign in to adopt and donate.</p>
      </div>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-6">
          <LoginForm onSuccess={() => setSucceeded(true)} />
          <p className="text-center text-sm">
            {texts.login.newHere}{' '}
            {/* Carries the remembered location (navigation state, or the server's ?redirectTo=),
                so registering instead still returns there. */}
            <Link
              to={{ pathname: paths.signUp.getHref(), search: location.search }}
              state={location.state as unknown}
              className="link link-primary font-semibold"
            >
              {texts.login.registerLink}
            </Link>
          </p>
          <div className="divider my-0 text-sm text-base-content/70">or</div>
          <SocialSignIn onSuccess={goBack} />
        </div>
      </div>
      {succeeded && <LoginSuccessDialog onClose={goBack} />}
    </div>
  );
}
