import { texts } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** 'Join our club', with Contact Us leading to /contact. */
export function JoinClub() {
  return (
    <section
      aria-labelledby="club-heading"
      className="focus-ring-light flex flex-col items-center gap-4 rounded-box bg-neutral px-6 py-12 text-center text-neutral-content sm:px-12"
    >
      <h2 id="club-heading" className="text-3xl font-bold sm:text-4xl">
        {texts.home.joinOurClub}
      </h2>
      <p className="max-w-2xl text-lg">
        Volunteers walk dogs, socialise shy cats, foster kittens and help at adoption days. Tell us
        how you would like to help and we will find a place for you.
      </p>
      <Link to={paths.contact.getHref()} className="btn btn-lg btn-accent">
        {texts.home.contactUs}
      </Link>
    </section>
  );
}
