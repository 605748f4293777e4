import { accountTexts, type SessionUser } from '@pet-adoption/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import type { EmailLinkKind, EmailLinkOutcome } from '../email-link';
import { ResendVerificationForm } from './resend-verification-form';

const headings: Record<EmailLinkKind, string> = {
  verify: accountTexts.verifyHeading,
  confirm: accountTexts.confirmHeading,
};

const done: Record<EmailLinkKind, (email: string) => string> = {
  verify: accountTexts.verified,
  confirm: accountTexts.emailChanged,
};

const linkClass = 'btn btn-primary';

type EmailLinkScreenProps = {
  kind: EmailLinkKind;
  /** The route's loader followed the link; nothing when it could not tell (treated as used). */
  result: EmailLinkOutcome | undefined;
  /** The signed-in person, or null: a link works signed out too. */
  user: SessionUser | null;
  /** The link changed the signed-in person's address or confirmed it: the app reads it again. */
  onConfirmed?: (() => void) | undefined;
};

/** What to do after a link that did not work, for whoever is visiting. */
function NextSteps({ kind, user, onConfirmed }: Omit<EmailLinkScreenProps, 'result'>) {
  if (kind === 'confirm') {
    return (
      <Link to={paths.dashboard.profile.getHref()} className={linkClass}>
        {accountTexts.toProfile}
      </Link>
    );
  }
  if (!user) {
    return (
      <Link to={paths.login.getHref(paths.dashboard.profile.getHref())} className={linkClass}>
        {accountTexts.logInToResend}
      </Link>
    );
  }
  if (!user.emailVerified) {
    return (
      <ResendVerificationForm
        onAlreadyVerified={onConfirmed}
        buttonClassName={linkClass}
        showsRefusal
      />
    );
  }
  return (
    <Link to={paths.dashboard.root.getHref()} className={linkClass}>
      {accountTexts.toDashboard}
    </Link>
  );
}

/**
 * The pages the e-mailed links open (/verifyEmail, /confirmEmail): the route's loader has
 * followed the link on the server, and this says what came of it.
 */
export function EmailLinkScreen({ kind, result, user, onConfirmed }: EmailLinkScreenProps) {
  const heading = headings[kind];
  const confirmedEmail = result?.outcome === 'confirmed' ? result.email : null;

  // Once per page: the navbar, the banner and the access token follow the new state.
  const told = useRef(false);
  useEffect(() => {
    if (told.current || !confirmedEmail || !user) return;
    told.current = true;
    onConfirmed?.();
  }, [confirmedEmail, user, onConfirmed]);

  let body: ReactNode;
  if (confirmedEmail) {
    body = (
      <>
        <p className="alert alert-success">{done[kind](confirmedEmail)}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.dashboard.root.getHref()} className={linkClass}>
            {accountTexts.toDashboard}
          </Link>
          <Link to={paths.home.getHref()} className="btn btn-outline">
            {accountTexts.toHome}
          </Link>
        </div>
      </>
    );
  } else {
    // A mail scanner may have followed the link first: to a person whose address is confirmed,
    // that is all there is to say.
    const alreadyConfirmed = kind === 'verify' && user?.emailVerified === true;
    const message = alreadyConfirmed
      ? accountTexts.alreadyVerified
      : result?.outcome === 'refused'
        ? result.message
        : accountTexts.linkInvalid;
    body = (
      <>
        <p className="alert alert-warning">{message}</p>
        <NextSteps kind={kind} user={user} onConfirmed={onConfirmed} />
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-8">
      <DocumentTitle title={accountTexts.pageTitle(heading)} />
      <div className="text-center">
        <PageHeading>{heading}</PageHeading>
      </div>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-6">{body}</div>
      </div>
    </div>
  );
}
