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
 * What the route error boundary shows. Imported eagerly by the router, unlike the screens: it must
 * render even when loading a screen's code failed (for example after a new deployment). An error in
 * the router's ErrorResponse shape (a status and its text) is named with the router's wording
 * (docs/product.md §8); the declarative router raises none itself, so today that means a screen
 * threw one.
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
