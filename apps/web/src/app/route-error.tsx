import { texts } from '@pet-adoption/shared';
import { isRouteErrorResponse } from 'react-router';
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

const GENERIC_SENTENCE =
  'Something went wrong while showing this page. Reloading usually fixes it; if it keeps happening, please come back a little later.';

function describe(error: unknown) {
  if (isRouteErrorResponse(error)) {
    const known = statusTexts[error.status];
    return {
      status: `${error.status} ${known?.statusText ?? error.statusText}`.trim(),
      sentence: known?.sentence ?? GENERIC_SENTENCE,
    };
  }
  return { status: null, sentence: GENERIC_SENTENCE };
}

/**
 * What the error boundaries of the root and of the site layout show. It comes with those two
 * modules, which every page loads before its screen's own, so it still shows when a screen's code
 * failed to load (for example after a new deployment). An error in the router's ErrorResponse shape
 * (a status and its text) is named with the router's wording (docs/product.md §8): the router
 * raises them itself (405 for a form sent to a page that takes none, 400 for a request it cannot
 * read), and loaders throw them (a 404 for a missing pet or campaign, which the site layout shows
 * as the 404 page instead).
 */
export function RouteError({ error }: { error: unknown }) {
  const { status, sentence } = describe(error);
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <DocumentTitle title={texts.titles.error} />
      <h1 className="text-3xl font-bold sm:text-4xl">{texts.routeError.heading}</h1>
      {status && <p className="font-mono text-lg text-primary">{status}</p>}
      <p className="text-base-content/80">{sentence}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {/* A full page load, not a client navigation: it also recovers from a broken bundle. */}
        <a href={paths.home.getHref()} className="btn btn-primary">
          {texts.notFound.homeLink}
        </a>
        <button type="button" className="btn btn-outline" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    </section>
  );
}
