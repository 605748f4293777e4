import { formatDate } from '@/lib/format';

type PostBodyProps = {
  createdAt: string;
  author: string | null | undefined;
  image: string | null | undefined;
  /** What the picture shows, or '' when the post's heading already says it. */
  imageAlt: string;
  text: string;
};

/**
 * A post's byline, picture and text: a campaign's news and a pet's happy tails, each written in
 * the one text-and-picture form.
 */
export function PostBody({ createdAt, author, image, imageAlt, text }: PostBodyProps) {
  return (
    <>
      <p className="text-sm">
        <time dateTime={createdAt}>{formatDate(createdAt)}</time>
        {author && <> · {author}</>}
      </p>
      {image && (
        <img
          src={image}
          alt={imageAlt}
          width={800}
          height={600}
          loading="lazy"
          className="aspect-[4/3] w-full max-w-md rounded-box object-cover"
        />
      )}
      <p className="whitespace-pre-line">{text}</p>
    </>
  );
}
