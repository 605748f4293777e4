/**
 * Keeps crawlers out of what only a signed-in person sees (the dashboard), the JSON API and
 * the sign-in popup's screens, and points them at the sitemap.
 */
export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    'Disallow: /dashboard',
    'Disallow: /api',
    // Both /auth/popup/{provider} and /auth/popup-done.
    'Disallow: /auth/popup',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
