import { LoginScreen } from '@/features/auth/components/login-screen';

export default LoginScreen;
