import { useLayoutEffect } from 'react';

/**
 * Each screen declares its own title next to its content. React 19 would hoist a rendered
 * <title> into <head>; Preact (decision 014) leaves it where it stands, in <body>, where the
 * browser ignores it. So the title is set in a layout effect, in the same commit as the
 * screen, and the one before it comes back when the screen unmounts: a title can never
 * outlive the screen that set it.
 */
export function DocumentTitle({ title }: { title: string }) {
  useLayoutEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return null;
}
