import { adoptionTexts } from '@pet-adoption/shared';

/** In place of Adopt Now, or of its form, while the pet takes no applications. */
export function NotTakingApplications() {
  return <p className="alert">{adoptionTexts.notTakingApplications}</p>;
}
