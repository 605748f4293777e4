import { redirect } from 'react-router';
import { paths } from '@/config/paths';
import { logOut } from '@/features/auth/actions/sign-out.server';

/** Opening the address signs nobody out: only the account menu's form does, by POST. */
export const loader = () => redirect(paths.home.getHref());

/** The account menu's Log Out sent by the browser itself (before the script, or without one). */
export const action = () => logOut();
