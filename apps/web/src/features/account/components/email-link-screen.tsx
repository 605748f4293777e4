import { accountTexts, type SessionUser } from '@pet-adoption/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import type { EmailLinkKind, EmailLinkOutcome } from '../email-link';
import { ResendVerificationForm } from './resend-verification-form';

const headings: Record<EmailLinkKind, string> = {
  verify: accountTexts.verifyHeading,
  confirm: accountTexts.confirmHeading,
  revert: accountTexts.revertHeading,
};

/** What the page asks before its button, and the button's words. */
const asks: Record<EmailLinkKind, { text: string; button: string }> = {
  verify: { text: accountTexts.verifyAsk, button: accountTexts.verifyButton },
  confirm: { text: accountTexts.confirmAsk, button: accountTexts.confirmButton },
  revert: { text: accountTexts.revertAsk, button: accountTexts.revertButton },
};

const done: Record<EmailLinkKind, (email: string) => string> = {
  verify: accountTexts.verified,
  confirm: accountTexts.emailChanged,
  revert: accountTexts.reverted,
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
  if (kind === 'revert') {
    return (
      <Link to={paths.contact.getHref()} className={linkClass}>
        Contact us
      </Link>
    );
  }
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

/** The link's one button: a form the route's action answers, with or without scripts. */
function AskForm({ kind, token }: { kind: EmailLinkKind; token: string }) {
  const pending = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="flex flex-col gap-4">
      <input type="hidden" name="token" value={token} />
      <p>{asks[kind].text}</p>
      <div>
        <SubmitButton pending={pending}>{asks[kind].button}</SubmitButton>
      </div>
    </Form>
  );
}

/**
 * The pages the e-mailed links open (/verifyEmail, /confirmEmail, /revertEmail). Opening one
 * only asks: its button's POST follows the link, and this then says what came of it.
 */
export function EmailLinkScreen({ kind, result, user, onConfirmed }: EmailLinkScreenProps) {
  const heading = headings[kind];
  const confirmedEmail = result?.outcome === 'confirmed' ? result.email : null;
  // The answer replaces the button: focus moves to it rather than to the page's start.
  const answerRef = useRef<HTMLParagraphElement>(null);
  const answered = result !== undefined && result.outcome !== 'ask';
  useEffect(() => {
    if (answered) answerRef.current?.focus();
  }, [answered]);

  // Once per page: the navbar, the banner and the access token follow the new state.
  const told = useRef(false);
  useEffect(() => {
    if (told.current || !confirmedEmail || !user) return;
    told.current = true;
    onConfirmed?.();
  }, [confirmedEmail, user, onConfirmed]);

  let body: ReactNode;
  if (result?.outcome === 'ask') {
    body = <AskForm kind={kind} token={result.token} />;
  } else if (result?.outcome === 'confirmed' && result.sentTo !== undefined) {
    body = (
      <p ref={answerRef} tabIndex={-1} role="status" className="alert alert-success">
        {accountTexts.approved(result.sentTo)}
      </p>
    );
  } else if (confirmedEmail && kind === 'revert') {
    body = (
      <>
        <p ref={answerRef} tabIndex={-1} role="status" className="alert alert-success">
          {done[kind](confirmedEmail)}
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.forgotPassword.getHref()} className={linkClass}>
            {accountTexts.choosePassword}
          </Link>
        </div>
      </>
    );
  } else if (confirmedEmail) {
    body = (
      <>
        <p ref={answerRef} tabIndex={-1} role="status" className="alert alert-success">
          {done[kind](confirmedEmail)}
        </p>
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
        <p ref={answerRef} tabIndex={-1} role="alert" className="alert alert-warning">
          {message}
        </p>
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
