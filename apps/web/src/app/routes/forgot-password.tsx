import type { ActionFunctionArgs } from 'react-router';
import { askForResetLink } from '@/features/account/actions/forgot-password.server';
import { ForgotPasswordScreen } from '@/features/account/components/forgot-password-screen';

/** The form sent by the browser itself (before the page's script, or without one). */
export const action = ({ request }: ActionFunctionArgs) => askForResetLink(request);

export default ForgotPasswordScreen;
