import { favoriteTexts, texts } from '@pet-adoption/shared';
import { useEffect, useEffectEvent, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSignInFirst } from '@/hooks/use-sign-in-first';
import { InPlaceField } from '@/components/forms/in-place-field';
import { toastLater } from '@/lib/toast-later';
import { useFavoriteAnswered, useFavoriteIds } from '../api/favorites';
import { FAVORITE_FIELDS } from '../favorite-form';

type FavoriteButtonProps = {
  pet: { _id: string; petName: string };
  /** Whether someone is signed in: a signed-out press goes to sign in first, and back. */
  signedIn: boolean;
  className?: string;
};

/** The heart's drawing: filled while the pet is saved. */
function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={`size-6 ${filled ? 'fill-error stroke-error' : 'fill-none stroke-current'}`}
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.6-9.4-9.3C1.3 7.9 3.4 4.5 6.9 4.5c2 0 3.4 1.1 5.1 3 1.7-1.9 3.1-3 5.1-3 3.5 0 5.6 3.4 4.3 6.7-1.9 4.7-9.4 9.3-9.4 9.3z" />
    </svg>
  );
}

/** What the favorites action answered in place: done with its sentence, or refused. */
function answerOf(data: unknown): { said: string; refused: boolean } | null {
  if (typeof data !== 'object' || data === null) return null;
  if ('done' in data && typeof data.done === 'string') return { said: data.done, refused: false };
  if (!('refusal' in data) || typeof data.refusal !== 'object' || data.refusal === null)
    return null;
  const message = 'message' in data.refusal ? data.refusal.message : null;
  return { said: typeof message === 'string' ? message : texts.forms.unexpected, refused: true };
}

/**
 * The heart on a pet's card and page: a toggle button ("Save Pip to favorites", pressed while
 * saved), a form to the favorites screen's action (actions/favorites.server.ts) whoever sends it.
 * Sent by the browser, the action saves and comes back here saying so; once the scripts run,
 * React Router sends it, the heart changes at once, the answer is said in a live region, and a
 * refusal puts the heart back. Signed out, it opens sign-in, which returns here.
 */
export function FavoriteButton({ pet, signedIn, className = '' }: FavoriteButtonProps) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const ids = useFavoriteIds(signedIn);
  const fetcher = useFetcher<unknown>();
  const signInFirst = useSignInFirst(signedIn);
  const answer = answerOf(fetcher.data);
  const stored = ids.data?.petIds.includes(pet._id) ?? false;
  // On its way, the heart shows what was asked; refused, what is stored.
  const sending = fetcher.formData?.get('intent');
  const saved = signedIn && (typeof sending === 'string' ? sending === 'save' : stored);
  // What the last press asked: true to save.
  const [asked, setAsked] = useState<boolean | null>(null);
  const answered = useFavoriteAnswered();
  const onAnswer = useEffectEvent((data: unknown) => {
    const { said, refused } = answerOf(data) ?? {};
    if (refused) toastLater.error(said ?? '');
    else if (said !== undefined && asked !== null) answered(pet._id, asked);
  });
  // Each answer once, when it comes.
  useEffect(() => {
    if (fetcher.state === 'idle') onAnswer(fetcher.data);
  }, [fetcher.state, fetcher.data]);

  const button = (
    <button
      type="submit"
      aria-pressed={saved}
      aria-label={favoriteTexts.save(pet.petName)}
      // The same words as its name, for the pointer: the pressed look says whether it is saved.
      title={favoriteTexts.save(pet.petName)}
      className={`btn btn-circle border-base-300 bg-base-100 shadow-sm hover:bg-base-200 ${className}`}
    >
      <Heart filled={saved} />
    </button>
  );

  if (!signedIn) {
    return (
      <form
        method="get"
        action={paths.login.path}
        onSubmit={(event) => {
          // With scripts, sign-in opens beside the page (the popup) rather than instead of it.
          event.preventDefault();
          signInFirst.ask();
        }}
        className="contents"
      >
        <input type="hidden" name="redirectTo" value={here} />
        {button}
      </form>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action={paths.dashboard.favorites.getHref()}
      onSubmit={() => setAsked(!saved)}
      className="contents"
    >
      <input type="hidden" name="intent" value={saved ? 'remove' : 'save'} />
      <input type="hidden" name="id" value={pet._id} />
      <input type="hidden" name={FAVORITE_FIELDS.name} value={pet.petName} />
      <input type="hidden" name={FAVORITE_FIELDS.back} value={here} />
      <InPlaceField />
      {button}
      <span role="status" className="sr-only">
        {fetcher.state === 'idle' ? (answer?.said ?? '') : ''}
      </span>
    </fetcher.Form>
  );
}
