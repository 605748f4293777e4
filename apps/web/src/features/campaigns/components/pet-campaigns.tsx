import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { getPetCampaignsQueryOptions } from '../api/campaigns';
import { CampaignProgress } from './campaign-progress';
import { CampaignStatusBadge } from './campaign-status-badge';

/**
 * On a pet's page: the donation campaigns for it, each with its progress, so a visitor who meets
 * the animal can help it. Nothing shows for a pet without one.
 */
export function PetCampaigns({ petId, petName }: { petId: string; petName: string }) {
  const campaigns = useQuery(getPetCampaignsQueryOptions(petId));
  if (!campaigns.data || campaigns.data.length === 0) return null;
  return (
    <section aria-labelledby="pet-campaigns" className="flex flex-col gap-4">
      <h2 id="pet-campaigns" className="text-2xl font-bold">
        Help {petName}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {campaigns.data.map((campaign) => (
          <li
            key={campaign._id}
            className="flex flex-col gap-2 rounded-box border border-base-300 p-4"
          >
            <div className="flex flex-wrap items-center gap-2">
              <Link
                className="link text-lg font-semibold"
                to={paths.campaignDetails.getHref(campaign._id)}
              >
                {campaign.shortDescription}
              </Link>
              <CampaignStatusBadge status={campaign.status} />
            </div>
            <CampaignProgress campaign={campaign} />
          </li>
        ))}
      </ul>
    </section>
  );
}
