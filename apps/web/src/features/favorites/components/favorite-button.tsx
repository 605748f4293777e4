import { favoriteTexts } from '@pet-adoption/shared';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSignInFirst } from '@/hooks/use-sign-in-first';
import { toastLater } from '@/lib/toast-later';
import { useFavoriteIds, useToggleFavorite } from '../api/favorites';
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

/**
 * The heart on a pet's card and page: a toggle button ("Save Pip to favorites", pressed while
 * saved). With scripts it changes at once, says what happened in a live region, and goes back if
 * the server refuses. It is a form, so without scripts it still works: signed in, it posts to
 * the favorites screen's action, which saves and comes back here; signed out, it opens sign-in,
 * which returns here.
 */
export function FavoriteButton({ pet, signedIn, className = '' }: FavoriteButtonProps) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const ids = useFavoriteIds(signedIn);
  const toggle = useToggleFavorite();
  const signInFirst = useSignInFirst(signedIn);
  const [said, setSaid] = useState('');
  const saved = signedIn && (ids.data?.petIds.includes(pet._id) ?? false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!signedIn) {
      signInFirst.ask();
      return;
    }
    const favorite = !saved;
    setSaid('');
    toggle.mutate(
      { petId: pet._id, favorite },
      {
        onSuccess: () =>
          setSaid(favorite ? favoriteTexts.saved(pet.petName) : favoriteTexts.removed(pet.petName)),
        onError: (error) => {
          setSaid(error.message);
          toastLater.error(error.message);
        },
      },
    );
  };

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
      <form method="get" action={paths.login.path} onSubmit={onSubmit} className="contents">
        <input type="hidden" name="redirectTo" value={here} />
        {button}
      </form>
    );
  }
  return (
    <form
      method="post"
      action={paths.dashboard.favorites.getHref()}
      onSubmit={onSubmit}
      className="contents"
    >
      <input type="hidden" name="intent" value={saved ? 'remove' : 'save'} />
      <input type="hidden" name="id" value={pet._id} />
      <input type="hidden" name={FAVORITE_FIELDS.name} value={pet.petName} />
      <input type="hidden" name={FAVORITE_FIELDS.back} value={here} />
      {button}
      <span role="status" className="sr-only">
        {said}
      </span>
    </form>
  );
}
