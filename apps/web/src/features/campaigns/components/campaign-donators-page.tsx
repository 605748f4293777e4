import { isUuid, moreShownHref, SHOWN_PAGES_PARAM, texts } from '@pet-adoption/shared';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { useHydrated } from '@/lib/use-hydrated';
import { useCampaign, useDonators } from '../api/campaigns';
import { DonatorsList } from './donators-list';
import { DownloadDonations } from './download-donations';

/**
 * The parameter of a View Donator sent without scripts (`?donators=<campaign id>`): the table's
 * page then shows that campaign's donators on a page of their own, as the dialog does with
 * scripts.
 */
export const DONATORS_PARAM = 'donators';

/** The campaign whose donators an address asks for, if it names one (loader and screen). */
export function donatorsAskedIn(params: URLSearchParams): string | null {
  const id = params.get(DONATORS_PARAM)?.trim() ?? '';
  return isUuid(id) ? id : null;
}

export function useDonatorsAsked(): string | null {
  const [params] = useSearchParams();
  return donatorsAskedIn(params);
}

/** The address of the table the page came from: the same one without the donators. */
function tableHrefOf(params: URLSearchParams, tablePath: string) {
  const kept = new URLSearchParams(params);
  kept.delete(DONATORS_PARAM);
  kept.delete(SHOWN_PAGES_PARAM);
  const query = kept.toString();
  return query === '' ? tablePath : `${tablePath}?${query}`;
}

/**
 * A campaign's donators on a page of their own, newest first: what View Donator shows in a dialog
 * with scripts. More come a page at a time (a link without scripts); the CSV download needs
 * them, as the file is fetched with the access token.
 */
export function CampaignDonatorsPage({
  campaignId,
  tablePath,
}: {
  campaignId: string;
  tablePath: string;
}) {
  const [params] = useSearchParams();
  const campaign = useCampaign(campaignId);
  const donators = useDonators(campaignId, true);
  const hydrated = useHydrated();
  const heading = `Donators for ${campaign.data?.petName ?? 'this campaign'}`;
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(heading)} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeading>{heading}</PageHeading>
        <Link to={tableHrefOf(params, tablePath)} className="btn btn-outline">
          Back to the campaigns
        </Link>
      </div>
      <DonatorsList
        donators={donators}
        moreHref={(shown, lastId) => moreShownHref(params, shown, `donation-${lastId}`)}
        above={
          hydrated &&
          campaign.data && (
            <div>
              <DownloadDonations campaign={campaign.data} />
            </div>
          )
        }
      />
    </div>
  );
}
