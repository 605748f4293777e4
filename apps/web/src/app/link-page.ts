import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';

/**
 * The route of a page an e-mailed link opens (verify, confirm, revert, a gift's confirm and
 * undo): opening it only reads the link and asks, since mail scanners open links; its button's
 * POST follows it, sent by the browser itself without scripts and by React Router with them.
 * A route exports each function twice, under its server and its browser name, as separate
 * bindings: the browser's build drops `loader` and `action`, and anything that names them.
 */
export function linkPage<Outcome>(link: {
  read: (url: string) => Outcome | Promise<Outcome>;
  /** `url` is the page's own address, for a route that serves several links. */
  follow: (form: FormData, url: string) => Promise<Outcome>;
}) {
  return {
    readLink: ({ request }: LoaderFunctionArgs) => link.read(request.url),
    pressButton: async ({ request }: ActionFunctionArgs) =>
      link.follow(await request.formData(), request.url),
    // A link works once: after its button, the page is not read again.
    shouldRevalidate: () => false,
  };
}
