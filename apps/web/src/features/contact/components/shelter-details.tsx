import { SHELTER, telHref } from '../content/shelter';

const HEADING = 'text-sm font-semibold tracking-wide text-base-content/70 uppercase';

/** Address, three phone lines and three e-mail addresses, as links a phone can act on. */
export function ShelterDetails({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <address className="grid gap-8 not-italic sm:grid-cols-3">
      <div className="flex flex-col gap-2">
        <Heading className={HEADING}>Visit us</Heading>
        <p className="font-semibold">{SHELTER.name}</p>
        {SHELTER.address.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p className="text-base-content/80">{SHELTER.openingHours}</p>
      </div>
      <div className="flex flex-col gap-2">
        <Heading className={HEADING}>Call us</Heading>
        <ul className="flex flex-col gap-2">
          {SHELTER.phones.map((phone) => (
            <li key={phone.number}>
              <span className="block text-sm text-base-content/80">{phone.label}</span>
              <a href={telHref(phone.number)} className="link link-hover font-semibold">
                {phone.number}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-2">
        <Heading className={HEADING}>Write to us</Heading>
        <ul className="flex flex-col gap-2">
          {SHELTER.emails.map((email) => (
            <li key={email.address}>
              <span className="block text-sm text-base-content/80">{email.label}</span>
              <a
                href={`mailto:${email.address}`}
                className="link link-hover font-semibold break-all"
              >
                {email.address}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </address>
  );
}
