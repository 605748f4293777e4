import { texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

describe('forced sign-out (SPEC §6)', () => {
  it.each([401, 403])(
    'a %i on an authenticated call signs out and goes to /login',
    async (status) => {
      let signOutCalled = false;
      const { router, queryClient } = renderApp('/dashboard/makeAdmin', {
        api: {
          ...signedInHandlers(bob),
          [`GET /users/admin/${encodeURIComponent(bob.email)}`]: () =>
            json({ error: { code: 'UNAUTHORIZED', message: 'Your session has ended.' } }, status),
          'POST /auth/sign-out': () => {
            signOutCalled = true;
            return { success: true };
          },
        },
      });

      expect(
        await screen.findByRole('heading', { level: 1, name: texts.login.heading }),
      ).toBeVisible();
      expect(router.state.location.pathname).toBe('/login');
      expect(window.localStorage.getItem('access-token')).toBeNull();
      await waitFor(() => expect(signOutCalled).toBe(true));
      expect(queryClient.getQueryData(['users', 'admin', bob.email])).toBeUndefined();
    },
  );

  it('does not treat a failed sign-in (no token) as a forced sign-out', async () => {
    const { user, router } = renderApp('/login', {
      api: {
        'POST /auth/sign-in/email': () => json({ message: 'Invalid email or password' }, 401),
      },
    });
    await screen.findByRole('heading', { level: 1, name: texts.login.heading });
    await user.type(screen.getByLabelText('Email'), bob.email);
    await user.type(screen.getByLabelText('Password'), 'wrong1!');
    await user.click(screen.getByRole('button', { name: texts.login.submit }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });
});
