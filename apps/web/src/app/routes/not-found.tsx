import { data } from 'react-router';
import { NotFoundPage } from '../not-found-page';

/** Any path no other route takes: the 404 page, answered with status 404. */
export const loader = () => data(null, { status: 404 });

export default NotFoundPage;
