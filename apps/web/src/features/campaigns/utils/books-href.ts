import { paths } from '@/config/paths';

/** Where a recorded expense or correction is seen: the campaign's public books, on its page. */
export const booksHref = (campaignId: string) =>
  `${paths.campaignDetails.getHref(campaignId)}#books`;
