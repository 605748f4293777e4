import { texts } from '@pet-adoption/shared';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * The page a browser gets when a page itself cannot be served: the app's title and a sentence,
 * with no script, so it shows even when what failed was the app's own files.
 */
export function errorPage(message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(texts.titles.error)}</title></head>
<body>
<h1>${escapeHtml(texts.routeError.heading)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/">${escapeHtml(texts.notFound.homeLink)}</a></p>
</body>
</html>
`;
}
