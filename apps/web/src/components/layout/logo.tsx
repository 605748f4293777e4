import { texts } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The paw mark; also the favicon (public/paw.svg), so the tab and the page match. */
export function PawMark({ size = 40, className = '' }: { size?: number; className?: string }) {
  return <img src="/paw.svg" width={size} height={size} alt="" className={className} />;
}

export function Logo() {
  return (
    <Link
      to={paths.home.getHref()}
      className="flex items-center gap-2 rounded-field px-1 font-display text-xl font-bold text-base-content"
    >
      <PawMark />
      <span className="whitespace-nowrap">{texts.appName}</span>
    </Link>
  );
}
