/**
 * Keeps crawlers out of the pages the pages table marks as not for them (`uncrawled`: the
 * dashboard, the sign-in popup's screens) and of the JSON API, and points them at the sitemap.
 */
export const robotsTxt = (origin: string, uncrawled: readonly string[]) =>
  [
    'User-agent: *',
    ...[...uncrawled, '/api'].sort().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
