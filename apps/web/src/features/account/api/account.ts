import type { ChangeEmail, PasswordReset, Profile } from '@pet-adoption/shared';
import { useMutation } from '@tanstack/react-query';

/** The calls and their schemas load with the first call (the rule is in features/pets/api/pets.ts). */
const requests = () => import('./account-requests');

export function useResetPassword() {
  return useMutation({
    mutationFn: async (values: PasswordReset) => (await requests()).resetPassword(values),
  });
}

export function useSendVerificationEmail() {
  return useMutation({
    mutationFn: async () => (await requests()).sendVerificationEmail(),
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: async (values: ChangeEmail) => (await requests()).changeEmail(values),
  });
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: async (values: Profile) => (await requests()).updateProfile(values),
  });
}
