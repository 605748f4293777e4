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
      className="flex items-center gap-2 rounded-field px-1 font-display text-lg font-bold text-base-content sm:text-xl"
    >
      {/* Smaller on phones: at 320 px the full-size mark and name reach the account button. */}
      <PawMark className="size-8 sm:size-10" />
      <span className="whitespace-nowrap">{texts.appName}</span>
    </Link>
  );
}
