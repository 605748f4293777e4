import { donationsFileName, texts } from '@pet-adoption/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Campaign } from '@pet-adoption/shared';

/**
 * Downloads the campaign's gifts as CSV. The API wants the access token, which a plain link
 * cannot carry, so the file is fetched and handed to the browser as a download.
 */
export function DownloadDonations({ campaign }: { campaign: Campaign }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { getDonationsCsv } = await import('../api/campaign-requests');
      const csv = await getDonationsCsv(campaign._id);
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = donationsFileName(campaign.petName);
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : texts.forms.unexpected);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-outline"
      disabled={busy}
      onClick={() => void download()}
    >
      Download CSV<span className="sr-only"> of the donations for {campaign.petName}</span>
    </button>
  );
}
