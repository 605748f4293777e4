import { getVisitor, type Visitor } from '@/features/auth/api/auth-requests';
import { isOutage, serviceUnavailable } from './route-data';

/**
 * One read of the session per page: the root loader and the guards all ask, in parallel, for the
 * same request (an admin's page would otherwise read it three times).
 */
const visitorsByRequest = new WeakMap<Request, Promise<Visitor | null>>();

/**
 * Who is visiting the page the server renders (root loader, guards). A session that cannot be
 * read for an outage is the error page, status 503: a signed-in person is neither shown signed
 * out nor sent to /login. Any other failure counts as signed out.
 */
export function pageVisitor(request: Request): Promise<Visitor | null> {
  let visitor = visitorsByRequest.get(request);
  if (!visitor) {
    visitor = readVisitor(request);
    visitorsByRequest.set(request, visitor);
  }
  return visitor;
}

async function readVisitor(request: Request): Promise<Visitor | null> {
  try {
    const cookie = request.headers.get('cookie');
    return cookie ? await getVisitor(cookie) : null;
  } catch (error) {
    if (isOutage(error)) throw serviceUnavailable();
    return null;
  }
}
