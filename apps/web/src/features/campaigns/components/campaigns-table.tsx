import type { Campaign } from '@pet-adoption/shared';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ActionName } from '@/components/ui/action-name';
import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { OpenDialogButton } from '@/components/ui/open-dialog-button';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { DELETE_QUESTION, RowButton, useRowActions } from '@/components/ui/row-action';
import { RowRefusal } from '@/components/ui/row-refusal';
import { Spinner } from '@/components/ui/spinner';
import { TableRegion } from '@/components/ui/table-region';
import { RowThumbnail } from '@/components/ui/row-thumbnail';
import { formatMoney } from '@/lib/format';
import { CAMPAIGNS_TABLE_PAGE_SIZE, useCampaignTable } from '../api/campaigns';
import { CampaignProgress } from './campaign-progress';
import { CampaignStatusBadge } from './campaign-status-badge';
import { DONATORS_PARAM } from './campaign-donators-page';
import { DonatorsDialog } from './donators-dialog';

type CampaignsTableProps = {
  /** The creator whose campaigns are listed (myDonationCampaign); undefined lists all (admins). */
  adderEmail?: string;
  /** allDonations shows the figures as columns; myDonationCampaign shows progress and pausing. */
  variant: 'mine' | 'all';
  updateHref: (campaignId: string) => string;
  /** Extra buttons per row, from the screen (the admin's donations and refunds). */
  extraActions?: (campaign: Campaign) => ReactNode;
  pageSize?: number;
};

/**
 * The campaign tables (myDonationCampaign, allDonations), a page at a time. Each row's Pause and
 * Delete are forms the route's action answers, whoever sends them
 * (actions/campaigns-table.server.ts).
 */
export function CampaignsTable({
  adderEmail,
  variant,
  updateHref,
  extraActions,
  pageSize = CAMPAIGNS_TABLE_PAGE_SIZE,
}: CampaignsTableProps) {
  const pages = useCursorPages();
  const campaigns = useCampaignTable({ adderEmail, cursor: pages.cursor, limit: pageSize });
  const [donorsOf, setDonorsOf] = useState<Campaign | null>(null);
  const [params] = useSearchParams();
  // A campaign with donations is kept (payment records are never lost): the table says why.
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { scopeRef, actions, dialog } = useRowActions();

  const mine = variant === 'mine';
  const first = (pages.page - 1) * pageSize;
  return (
    <div ref={scopeRef} tabIndex={-1} className="flex flex-col gap-4">
      <RowRefusal />
      <QueryBoundary
        query={campaigns}
        pending={<Spinner label="Loading campaigns" className="mx-auto block" />}
      >
        {({ items, nextCursor, total }) => {
          if (items.length === 0 && pages.page === 1) {
            return (
              <p className="rounded-box bg-base-200 p-8 text-center">No donation campaigns yet.</p>
            );
          }
          return (
            <div className="flex flex-col gap-4">
              {total !== null && <p className="text-lg font-semibold">Total campaigns: {total}</p>}
              {deleteError && (
                <div role="alert" className="alert alert-error">
                  <span>{deleteError}</span>
                  <button
                    type="button"
                    className="btn btn-sm btn-ghost"
                    onClick={() => setDeleteError(null)}
                  >
                    Dismiss
                  </button>
                </div>
              )}
              <TableRegion
                label="Donation campaigns"
                nowrap
                columns={[
                  '#',
                  'Image',
                  'Pet name',
                  mine && 'Progress',
                  !mine && 'Maximum donation',
                  !mine && 'Highest total',
                  'Status',
                  'Actions',
                ]}
              >
                {items.map((campaign, index) => (
                  <tr key={campaign._id} data-row-key={campaign._id}>
                    <th scope="row">{first + index + 1}</th>
                    <td>
                      <RowThumbnail image={campaign.image} />
                    </td>
                    <td className="font-medium">{campaign.petName}</td>
                    {mine ? (
                      <td>
                        <CampaignProgress campaign={campaign} compact />
                      </td>
                    ) : (
                      <>
                        <td>{formatMoney(campaign.maximumDonation)}</td>
                        <td>{formatMoney(campaign.highestTotal)}</td>
                      </>
                    )}
                    <td>
                      <CampaignStatusBadge status={campaign.status} />
                    </td>
                    <td>
                      {/* Stacked until the screen is wide enough for one row beside the sidebar. */}
                      <div className="flex flex-col gap-2 2xl:flex-row">
                        {mine && campaign.status !== 'ended' && (
                          <RowButton
                            actions={actions}
                            intent="paused"
                            id={campaign._id}
                            fields={{ paused: String(!campaign.paused) }}
                            fate="kept"
                            className="btn btn-sm btn-outline"
                          >
                            <ActionName
                              text={campaign.paused ? 'Resume' : 'Pause'}
                              about={`the campaign for ${campaign.petName}`}
                            />
                          </RowButton>
                        )}
                        {mine && (
                          <OpenDialogButton
                            name={DONATORS_PARAM}
                            value={campaign._id}
                            keep={params}
                            onOpen={() => setDonorsOf(campaign)}
                            className="btn btn-sm btn-secondary"
                          >
                            <ActionName text="View Donator" about={`for ${campaign.petName}`} />
                          </OpenDialogButton>
                        )}
                        {extraActions?.(campaign)}
                        <Link to={updateHref(campaign._id)} className="btn btn-sm btn-primary">
                          <ActionName
                            text="Update"
                            about={`the campaign for ${campaign.petName}`}
                          />
                        </Link>
                        <RowButton
                          actions={actions}
                          intent="delete"
                          id={campaign._id}
                          fate="replaced"
                          question={DELETE_QUESTION}
                          showRefusal={setDeleteError}
                          className="btn btn-sm btn-error btn-outline"
                        >
                          <ActionName
                            text="Delete"
                            about={`the campaign for ${campaign.petName}`}
                          />
                        </RowButton>
                      </div>
                    </td>
                  </tr>
                ))}
              </TableRegion>
              <CursorPager pages={pages} nextCursor={nextCursor} />
              {dialog}
              <DonatorsDialog campaign={donorsOf} onClose={() => setDonorsOf(null)} />
            </div>
          );
        }}
      </QueryBoundary>
    </div>
  );
}
