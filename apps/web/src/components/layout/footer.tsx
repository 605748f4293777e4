import { COPYRIGHT_YEAR, texts } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PawMark } from './logo';

type FooterItem = { label: string; href?: string };

// Plain text, not links, except Contact and Accessibility, which have real pages to go to.
const columns: { heading: string; items: FooterItem[] }[] = [
  {
    heading: 'Services',
    items: [
      { label: 'Branding' },
      { label: 'Design' },
      { label: 'Marketing' },
      { label: 'Advertisement' },
    ],
  },
  {
    heading: 'Company',
    items: [
      { label: 'About us' },
      { label: 'Contact', href: paths.contact.getHref() },
      { label: 'Jobs' },
      { label: 'Press kit' },
    ],
  },
  {
    heading: 'Legal',
    items: [
      { label: 'Terms of use' },
      { label: 'Privacy policy' },
      { label: 'Cookie policy' },
      { label: texts.accessibility.footerLink, href: paths.accessibility.getHref() },
    ],
  },
];

// Three social icons that link nowhere, so they are images with names, not links.
const socials = [
  {
    name: 'Twitter',
    path: 'M24 4.557c-.883.392-1.832.656-2.828.775 1.017-.609 1.798-1.574 2.165-2.724-.951.564-2.005.974-3.127 1.195-.897-.957-2.178-1.555-3.594-1.555-3.179 0-5.515 2.966-4.797 6.045-4.091-.205-7.719-2.165-10.148-5.144-1.29 2.213-.669 5.108 1.523 6.574-.806-.026-1.566-.247-2.229-.616-.054 2.281 1.581 4.415 3.949 4.89-.693.188-1.452.232-2.224.084.626 1.956 2.444 3.379 4.6 3.419-2.07 1.623-4.678 2.348-7.29 2.04 2.179 1.397 4.768 2.212 7.548 2.212 9.142 0 14.307-7.721 13.995-14.646.962-.695 1.797-1.562 2.457-2.549z',
  },
  {
    name: 'YouTube',
    path: 'M19.615 3.184c-3.604-.246-11.631-.245-15.23 0-3.897.266-4.356 2.62-4.385 8.816.029 6.185.484 8.549 4.385 8.816 3.6.245 11.626.246 15.23 0 3.897-.266 4.356-2.62 4.385-8.816-.029-6.185-.484-8.549-4.385-8.816zm-10.615 12.816v-8l8 3.993-8 4.007z',
  },
  {
    name: 'Facebook',
    path: 'M9 8h-3v4h3v12h5v-12h3.642l.358-4h-4v-1.667c0-.955.192-1.333 1.115-1.333h2.885v-5h-3.808c-3.596 0-5.192 1.583-5.192 4.615v3.385z',
  },
];

export function Footer() {
  return (
    <footer className="focus-ring-light bg-neutral text-neutral-content print:hidden">
      <div className="mx-auto grid max-w-page grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 text-sm sm:px-6 md:grid-cols-[2fr_1fr_1fr_1fr] lg:px-8">
        <div className="col-span-2 flex flex-col gap-3 md:col-span-1">
          <PawMark size={56} />
          <p className="leading-relaxed">
            <span className="font-display text-lg font-bold">Pet Adoption Ltd.</span>
            <br />
            Providing reliable tech since 2022
          </p>
        </div>
        {columns.map(({ heading, items }) => (
          <div key={heading} className="flex flex-col gap-2">
            <h2 className="footer-title">{heading}</h2>
            <ul className="flex flex-col gap-2">
              {items.map(({ label, href }) => (
                <li key={label}>
                  {href ? (
                    <Link to={href} className="link link-hover">
                      {label}
                    </Link>
                  ) : (
                    label
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-neutral-content/20">
        <div className="mx-auto flex max-w-page flex-col gap-4 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            Copyright © {COPYRIGHT_YEAR} - All right reserved by a Programming Hero course student
          </p>
          <div className="flex gap-4">
            {socials.map(({ name, path }) => (
              <svg
                key={name}
                role="img"
                aria-label={name}
                viewBox="0 0 24 24"
                width="24"
                height="24"
                className="fill-current"
              >
                <path d={path} />
              </svg>
            ))}
          </div>
        </div>
      </div>
    </footer>
  );
}
