import { visitorOf, type Visitor } from '@/features/auth/api/auth';
import { isOutage, serviceUnavailable } from './route-data';

/**
 * Who is visiting the page the server renders (root loader, guards). A session that cannot be
 * read for an outage is the error page, status 503: a signed-in person is neither shown signed
 * out nor sent to /login. Any other failure counts as signed out.
 */
export async function pageVisitor(request: Request): Promise<Visitor | null> {
  try {
    return await visitorOf(request);
  } catch (error) {
    if (isOutage(error)) throw serviceUnavailable();
    return null;
  }
}
