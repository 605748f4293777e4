import type { ActionFunctionArgs } from 'react-router';
import { logIn } from '@/features/auth/actions/sign-in.server';
import { LoginScreen } from '@/features/auth/components/login-screen';

/** The login form, sent with scripts or without. */
export const action = ({ request, url }: ActionFunctionArgs) => logIn(request, url);

export default LoginScreen;
