import type { Campaign } from '@pet-adoption/shared';

const LABELS = { active: 'Active', paused: 'Paused', ended: 'Ended' } as const;
const STYLES = {
  active: 'badge-success',
  paused: 'badge-warning',
  ended: 'badge-neutral',
} as const;

/** The campaign's state in a word; cards pass `hideActive` so only the exceptions stand out. */
export function CampaignStatusBadge({
  status,
  hideActive = false,
}: {
  status: Campaign['status'];
  hideActive?: boolean;
}) {
  if (hideActive && status === 'active') return null;
  return <span className={`badge ${STYLES[status]}`}>{LABELS[status]}</span>;
}
