import type { ActionFunctionArgs } from 'react-router';
import { logIn } from '@/features/auth/actions/sign-in.server';
import { LoginScreen } from '@/features/auth/components/login-screen';

/** The login form sent by the browser itself (before the page's script, or without one). */
export const action = ({ request }: ActionFunctionArgs) => logIn(request);

export default LoginScreen;
