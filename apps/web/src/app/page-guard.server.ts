import { redirect, type MiddlewareFunction } from 'react-router';
import { paths } from '@/config/paths';
import { patternAccess } from './page-access';
import { pageVisitor } from './page-services.server';

/**
 * The sign-in guard of every page the server answers, the router's data requests included
 * (whichever routes they name): who may see a page comes from the pages table in
 * packages/shared. A signed-out visitor goes to /login, and comes back after signing in; anyone
 * but an admin asking for an admin screen lands on the dashboard's first screen.
 */
export const guardPage: MiddlewareFunction<Response> = ({ url, pattern, context }) => {
  const access = patternAccess(pattern);
  if (access === 'anyone') return;
  const visitor = pageVisitor(context);
  if (!visitor) throw redirect(paths.login.getHref(`${url.pathname}${url.search}`));
  if (access === 'admin' && !visitor.isAdmin) throw redirect(paths.dashboard.addPet.getHref());
};
