import { cardImage, type Campaign } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CampaignProgress } from './campaign-progress';

/** The campaign a donation goes to, beside the card form: what it is and how far it has come. */
export function CampaignSummary({ campaign }: { campaign: Campaign }) {
  return (
    // A small thumbnail beside the text on a phone, so the form stays near the top.
    <section
      aria-labelledby="payment-campaign"
      className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-3 self-start rounded-box border border-base-300 p-4 lg:grid-cols-1"
    >
      <img
        src={cardImage(campaign.image)}
        alt={campaign.petName}
        width={480}
        height={360}
        className="aspect-square w-24 rounded-box object-cover lg:aspect-[4/3] lg:w-full"
      />
      <div className="flex flex-col gap-2">
        <h2 id="payment-campaign" className="text-xl font-bold">
          You are donating to {campaign.petName}
        </h2>
        <p className="hidden text-base-content/80 sm:block">{campaign.shortDescription}</p>
      </div>
      <div className="col-span-2 flex flex-col gap-3 lg:col-span-1">
        <CampaignProgress campaign={campaign} />
        <Link to={paths.campaignDetails.getHref(campaign._id)} className="link">
          Campaign details
        </Link>
      </div>
    </section>
  );
}
