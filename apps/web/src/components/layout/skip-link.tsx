export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element on every page: lets keyboard users jump past the navbar. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="btn btn-primary fixed top-2 left-2 z-50 -translate-y-24 focus:translate-y-0"
    >
      Skip to main content
    </a>
  );
}
