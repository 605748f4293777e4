import { texts } from '@pet-adoption/shared';
import { Link, useLocation, useNavigate } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { useRedirectTarget } from '../hooks/use-redirect-target';
import { RegisterForm } from './register-form';
import { useRefusedTitle } from '@/lib/form-refusal';

/** Register: a new account, then back to where the visitor was going. */
export function RegisterScreen() {
  const title = useRefusedTitle(texts.titles.signUp);
  const navigate = useNavigate();
  const location = useLocation();
  const target = useRedirectTarget();

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-8">
      <DocumentTitle title={title} />
      <div className="text-center">
        <PageHeading>Register</PageHeading>
        <p className="mt-2 text-base-content/70">Create an account to adopt pets and donate.</p>
      </div>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-6">
          <RegisterForm onSuccess={() => void navigate(target, { replace: true })} />
          <p className="text-center text-sm">
            Already have an account?{' '}
            {/* Carries the remembered location (navigation state, or the server's ?redirectTo=),
                so logging in instead still returns there. */}
            <Link
              to={{ pathname: paths.login.getHref(), search: location.search }}
              state={location.state as unknown}
              className="link link-primary font-semibold"
            >
              Log in
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
