import { SignInPopup } from '@/features/auth/components/sign-in-popup';

export default SignInPopup;
