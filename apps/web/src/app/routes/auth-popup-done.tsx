import { SignInPopupDone } from '@/features/auth/components/sign-in-popup-done';

export default SignInPopupDone;
