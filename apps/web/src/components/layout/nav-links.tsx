import { texts } from '@pet-adoption/shared';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';

const links = [
  { to: paths.home.getHref(), label: texts.nav.home, end: true },
  { to: paths.petListing.getHref(), label: texts.nav.petListing, end: false },
  { to: paths.donationCampaigns.getHref(), label: texts.nav.donationCampaigns, end: false },
];

/** The three main links as menu items; NavLink marks the current one with aria-current. */
export function NavLinks() {
  return links.map(({ to, label, end }) => (
    <li key={to}>
      <NavLink
        to={to}
        end={end}
        className={({ isActive }) => (isActive ? 'menu-active font-semibold' : 'font-medium')}
      >
        {label}
      </NavLink>
    </li>
  ));
}
