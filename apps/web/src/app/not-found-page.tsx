import { texts } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { PawMark } from '@/components/layout/logo';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';

/** Any other path shows 'sorry!!!', '404 - Page Not Found' and a way home. */
export function NotFoundPage() {
  return (
    <section className="flex min-h-[50vh] flex-col items-center justify-center gap-4 py-10 text-center">
      <DocumentTitle title={texts.titles.notFound} />
      <PawMark size={88} className="opacity-90" />
      {/*
       * 'sorry!!!' is the heading's lead-in, not a heading of its own: hgroup ties it to the h1,
       * which stays the page's one heading, '404 - Page Not Found', as its title says.
       */}
      <hgroup className="flex flex-col items-center gap-4">
        <p className="font-display text-2xl font-bold text-primary">{texts.notFound.sorry}</p>
        <h1 className="text-4xl font-bold sm:text-5xl">{texts.notFound.heading}</h1>
      </hgroup>
      <p className="max-w-md text-base-content/80">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to={paths.home.getHref()} className="btn btn-primary btn-lg mt-2">
        {texts.notFound.homeLink}
      </Link>
    </section>
  );
}
