import type { ActionFunctionArgs } from 'react-router';
import { register } from '@/features/auth/actions/sign-in.server';
import { RegisterScreen } from '@/features/auth/components/register-screen';

/** The register form, sent with scripts or without. */
export const action = ({ request, url }: ActionFunctionArgs) => register(request, url);

export default RegisterScreen;
