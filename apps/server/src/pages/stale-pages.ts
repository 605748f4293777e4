import { API_PREFIX, pageHref } from '@pet-adoption/shared';
import type { StalePages } from './page-cache';

/**
 * Which kept pages a successful API write may have changed. Home shows the newest pets and the
 * closest campaigns, a pet's and a campaign's page show that record: a write empties those and
 * leaves the rest, so no one write (an owner editing their own pet, say) empties every page. A
 * write this table does not know empties everything, which is always safe.
 */
const RULES: { method: string; path: RegExp; stale: (id: string) => StalePages }[] = [
  { method: 'POST', path: /^\/petListing$/, stale: () => ['/'] },
  // A pet marked adopted shows on its campaigns' pages too ('… has found a home').
  {
    method: 'PATCH|DELETE',
    path: /^\/petListing\/([^/]+)$/,
    stale: (id) => ['/', pageHref('petDetails', { id }), '/campaingsDetails/*'],
  },
  { method: 'POST', path: /^\/campaigns$/, stale: () => ['/', '/petDetails/*'] },
  // A campaign shows on its pet's page ('Help Pip'), whichever pet it names now.
  {
    method: 'PATCH|DELETE',
    path: /^\/campaigns\/([^/]+)$/,
    stale: (id) => ['/', pageHref('campaignDetails', { id }), '/petDetails/*'],
  },
  // A campaign's books and news show on its own page only.
  {
    method: 'POST',
    path: /^\/campaigns\/([^/]+)\/(?:expenses|corrections|updates)$/,
    stale: (id) => [pageHref('campaignDetails', { id })],
  },
  // A happy tail shows on its pet's page and on the pages of the pet's campaigns.
  {
    method: 'POST',
    path: /^\/petListing\/([^/]+)\/happy-tails$/,
    stale: (id) => [pageHref('petDetails', { id }), '/campaingsDetails/*'],
  },
  // A monthly gift's changes show on its own page only, which is never kept.
  { method: 'PATCH|POST', path: /^\/gifts\/manage\/[^/]+(?:\/[a-z]+)?$/, stale: () => [] },
  // The shelter's details show on receipts and statements, which are never kept.
  { method: 'PUT', path: /^\/shelter-details$/, stale: () => [] },
  // An accepted request marks its pet adopted, which leaves Home and shows on the pet's page.
  {
    method: 'PATCH',
    path: /^\/adoptionUsers\/[^/]+\/accept$/,
    stale: () => ['/', '/petDetails/*', '/campaingsDetails/*'],
  },
  // Asking, withdrawing and an owner's reject change nothing a visitor sees.
  { method: 'POST', path: /^\/adoptionUsers$/, stale: () => [] },
  { method: 'DELETE', path: /^\/adoptionUsers\/[^/]+$/, stale: () => [] },
  // Donations, refunds and the card provider's news move a campaign's total.
  {
    method: 'POST',
    path: /^\/(?:payments(?:\/[^/]+\/refund)?|stripe\/webhook|test-provider\/confirm)$/,
    stale: () => ['/', '/campaingsDetails/*'],
  },
  // A person's favorites show only on the pages rendered for them, which are never kept.
  { method: 'PUT|DELETE', path: /^\/favorites\/[^/]+$/, stale: () => [] },
  // Nothing shown on a page: identity, tokens, messages, pictures not yet used, payment intents
  // and making someone an admin.
  {
    method: 'POST|PATCH|PUT|DELETE',
    path: /^\/(?:auth\/.*|jwt|contact|images|create-payment-intent|users|users\/admin\/[^/]+)$/,
    stale: () => [],
  },
];

export function stalePagesAfter(method: string, url: string, status: number): StalePages {
  if (status >= 400 || !url.startsWith(`${API_PREFIX}/`)) return [];
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return [];
  const path = (url.split('?', 1)[0] ?? url).slice(API_PREFIX.length);
  for (const rule of RULES) {
    if (!rule.method.split('|').includes(method)) continue;
    const match = rule.path.exec(path);
    if (match) return rule.stale(match[1] ?? '');
  }
  return 'every page';
}
