import type { ActionFunctionArgs } from 'react-router';
import { register } from '@/features/auth/actions/sign-in.server';
import { RegisterScreen } from '@/features/auth/components/register-screen';

/** The register form sent by the browser itself (before the page's script, or without one). */
export const action = ({ request }: ActionFunctionArgs) => register(request);

export default RegisterScreen;
