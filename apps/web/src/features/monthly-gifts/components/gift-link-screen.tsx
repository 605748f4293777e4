import { monthlyGiftTexts, texts } from '@pet-adoption/shared';
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { SubmitButton } from '@/components/ui/submit-button';
import type { GiftLinkKind, GiftLinkOutcome } from '../gift-link';

const WORDS: Record<GiftLinkKind, { title: string; heading: string; button: string }> = {
  changes: {
    title: texts.titles.confirmGiftChange,
    heading: 'Confirm the change to your monthly gift',
    button: 'Confirm the change',
  },
  undo: {
    title: texts.titles.undoGiftChange,
    heading: 'Undo the change to your monthly gift',
    button: 'Undo the change',
  },
};

/**
 * The page an e-mailed link about a monthly gift opens (/gifts/confirm, /gifts/undo): it says
 * what the link will do and asks, since mail scanners open links; its one button is a form
 * that the route's action answers, with or without scripts. No sign-in: the link's token is
 * the donor's, and works once.
 */
export function GiftLinkScreen({
  kind,
  result,
}: {
  kind: GiftLinkKind;
  /** What the action did with the button, or else what the loader found. */
  result: GiftLinkOutcome | undefined;
}) {
  const words = WORDS[kind];
  const pending = useNavigation().state === 'submitting';
  const statusRef = useRef<HTMLParagraphElement>(null);
  const outcome = result?.outcome;
  // The answer replaces the button: focus goes to it, never to the page's top.
  useEffect(() => {
    if (outcome === 'done' || outcome === 'refused') statusRef.current?.focus();
  }, [outcome]);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-8">
      <DocumentTitle title={words.title} />
      <div className="text-center">
        <PageHeading>{words.heading}</PageHeading>
      </div>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-6">
          {result?.outcome === 'ask' && (
            <Form method="post" className="flex flex-col gap-4">
              <input type="hidden" name="token" value={result.token} />
              <p>{result.description}</p>
              <SubmitButton pending={pending} className="btn btn-primary self-start">
                {words.button}
              </SubmitButton>
            </Form>
          )}
          {result?.outcome === 'done' && (
            <div role="status" className="flex flex-col gap-4">
              <p ref={statusRef} tabIndex={-1} className="alert alert-success">
                {result.message}
              </p>
              <Link to={result.manageLink} className="btn btn-outline self-start">
                Open your monthly gift
              </Link>
            </div>
          )}
          {result?.outcome === 'refused' && (
            <p ref={statusRef} tabIndex={-1} role="alert" className="alert alert-warning">
              {result.message}
            </p>
          )}
          {(result === undefined || result.outcome === 'incomplete') && (
            <p role="status" className="alert alert-warning">
              {monthlyGiftTexts.linkInvalid}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
