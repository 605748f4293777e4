import { texts } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** 'Here The Register Link', 'Want to register?' and Register Now to /signUp. */
export function RegisterCallToAction() {
  return (
    <section
      aria-labelledby="register-heading"
      className="focus-ring-light rounded-box bg-secondary px-6 py-12 text-center text-secondary-content sm:px-12"
    >
      <h2 id="register-heading" className="text-3xl font-bold sm:text-4xl">
        {texts.home.registerHeading}
      </h2>
      <p className="mt-3 text-lg">{texts.home.registerText}</p>
      <Link
        to={paths.signUp.getHref()}
        className="btn btn-lg mt-6 border-none bg-base-100 text-base-content hover:bg-base-200"
      >
        {texts.home.registerButton}
      </Link>
    </section>
  );
}
