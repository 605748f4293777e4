import { texts } from '@pet-adoption/shared';
import { isRouteErrorResponse, useLocation } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';

// The router's own wording for the statuses it produces (docs/product.md §8), plus a sentence for
// people.
const statusTexts: Record<number, { statusText: string; sentence: string }> = {
  400: {
    statusText: 'Bad Request',
    sentence: 'The address or form you sent could not be understood.',
  },
  404: {
    statusText: 'No route matches URL',
    sentence: 'We could not find what you were looking for. It may have been moved or removed.',
  },
  405: {
    statusText: 'Method Not Allowed',
    sentence: 'That action is not possible on this page.',
  },
};

/** Statuses a page's loader answers with when the API refused it, and the API said why. */
const refusalStatusTexts: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  409: 'Conflict',
  410: 'Gone',
  429: 'Too Many Requests',
};

/** The API's own sentence, when a loader passed one on (route-data's PageRefusal). */
function messageOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('message' in data)) return null;
  return typeof data.message === 'string' ? data.message : null;
}

const GENERIC_SENTENCE =
  'Something went wrong while showing this page. Reloading usually fixes it; if it keeps happening, please come back a little later.';

function describe(error: unknown) {
  if (isRouteErrorResponse(error)) {
    const known = statusTexts[error.status];
    const statusText = known?.statusText ?? refusalStatusTexts[error.status] ?? error.statusText;
    return {
      code: error.status,
      status: `${error.status} ${statusText}`.trim(),
      sentence: messageOf(error.data) ?? known?.sentence ?? GENERIC_SENTENCE,
    };
  }
  return { code: null, status: null, sentence: GENERIC_SENTENCE };
}

/**
 * What the error boundaries of the root and of the site layout show. It comes with those two
 * modules, which every page loads before its screen's own, so it still shows when a screen's code
 * failed to load (for example after a new deployment). An error in the router's ErrorResponse shape
 * (a status and its text) is named with the router's wording (docs/product.md §8): the router
 * raises them itself (405 for a form sent to a page that takes none, 400 for a request it cannot
 * read), and loaders throw them (a 404 for a missing pet or campaign, which the site layout shows
 * as the 404 page instead; a refusal of the API, with the API's own sentence).
 */
export function RouteError({ error }: { error: unknown }) {
  const { code, status, sentence } = describe(error);
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <DocumentTitle title={texts.titles.error} />
      <h1 className="text-3xl font-bold sm:text-4xl">{texts.routeError.heading}</h1>
      {status && <p className="font-mono text-lg text-primary">{status}</p>}
      <p className="text-base-content/80">{sentence}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {/* Full page loads, not client navigations: they also recover from a broken bundle,
            and work before and without the page's script. */}
        {code === 401 ? (
          <a href={paths.login.getHref(here)} className="btn btn-primary">
            {texts.routeError.logInAgain}
          </a>
        ) : (
          <a href={paths.home.getHref()} className="btn btn-primary">
            {texts.notFound.homeLink}
          </a>
        )}
        <a href={here} className="btn btn-outline">
          Reload the page
        </a>
      </div>
    </section>
  );
}
