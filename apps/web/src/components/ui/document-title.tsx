import { useLocation } from 'react-router';
import { useSiteOrigin } from '@/lib/site-origin';

/** What a link preview (Open Graph, Twitter card) shows of a pet or a campaign. */
export type LinkPreview = {
  /** The pet's or the campaign's name. */
  name: string;
  /** Absolute URL or a path on this site; made absolute here. */
  image: string;
  imageAlt: string;
};

const SITE_DESCRIPTION =
  'Adopt a pet that needs a home, or donate to a campaign that helps one. Browse pets by category, read their stories and start an adoption.';

const MAX_DESCRIPTION = 200;

/** One line, cut at a word, for a meta description or a preview. */
function summary(text: string) {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= MAX_DESCRIPTION) return line;
  return `${line.slice(0, line.lastIndexOf(' ', MAX_DESCRIPTION - 1))}…`;
}

type DocumentTitleProps = {
  title: string;
  /** The page's meta description; the site's own when left out. */
  description?: string;
  preview?: LinkPreview;
};

/**
 * Each screen declares its title, description and canonical address next to its content. React
 * 19 puts these elements in <head>, on the server's HTML and on every later screen, and takes
 * them away with the screen.
 */
export function DocumentTitle({ title, description, preview }: DocumentTitleProps) {
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const url = `${origin}${pathname}`;
  const text = description ? summary(description) : SITE_DESCRIPTION;
  const image = preview && new URL(preview.image, origin || 'http://localhost').href;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      {preview && (
        <>
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content="Pet Adoption" />
          <meta property="og:title" content={preview.name} />
          <meta property="og:description" content={text} />
          <meta property="og:url" content={url} />
          <meta property="og:image" content={image} />
          <meta property="og:image:alt" content={preview.imageAlt} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={preview.name} />
          <meta name="twitter:description" content={text} />
          <meta name="twitter:image" content={image} />
          <meta name="twitter:image:alt" content={preview.imageAlt} />
        </>
      )}
    </>
  );
}
