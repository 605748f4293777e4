import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PostBody } from '@/components/ui/post-body';
import { useCampaignUpdates } from '../api/ledger';

/** A campaign's news on its page, newest first; its creator and admins post more. */
export function CampaignNews({
  campaignId,
  petName,
  canPost,
}: {
  campaignId: string;
  petName: string;
  canPost: boolean;
}) {
  const updates = useCampaignUpdates(campaignId);
  const items = updates.data?.items ?? [];
  if (items.length === 0 && !canPost) return null;
  return (
    <section aria-labelledby="news" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="news" className="text-2xl font-bold">
          News of {petName}
        </h2>
        {canPost && (
          <Link
            className="btn btn-outline"
            to={paths.dashboard.postCampaignUpdate.getHref(campaignId)}
          >
            Post an update
          </Link>
        )}
      </div>
      {items.length === 0 ? (
        <p>No news yet. Donors hear of each update you post.</p>
      ) : (
        <ul className="flex flex-col gap-6">
          {items.map((update) => (
            <li key={update._id}>
              <article className="flex flex-col gap-2" aria-labelledby={`news-${update._id}`}>
                <h3 id={`news-${update._id}`} className="text-xl font-semibold">
                  {update.title}
                </h3>
                <PostBody {...update} imageAlt="" />
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
