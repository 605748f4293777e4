import { useEffect, useRef } from 'react';

/** Marks the notice, which the route announcer focuses in place of the page's heading. */
export const NOTICE_ATTRIBUTE = 'data-page-notice';

/**
 * What a form's action did, on the page it landed on ('Request has been deleted'). It takes
 * focus as it arrives, so a screen reader says it first and the keyboard starts there: by the
 * browser's `autofocus` on a page the server sent, by script on one the app moved to (React
 * focuses only form controls for `autoFocus`).
 */
export function NoticeBanner({ text }: { text: string }) {
  const banner = useRef<HTMLParagraphElement>(null);
  useEffect(() => banner.current?.focus(), []);
  return (
    <p
      ref={banner}
      role="status"
      tabIndex={-1}
      autoFocus
      {...{ [NOTICE_ATTRIBUTE]: '' }}
      className="alert alert-success mb-8"
    >
      {text}
    </p>
  );
}
